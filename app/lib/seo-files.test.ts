import { describe, expect, it } from "vitest";
import { CONTENT_PAGE_PATHS, robotsTxt, sitemapPaths, sitemapXml } from "./seo-files";

describe("sitemapXml", () => {
  it("lists every path under the site URL, sorted, with a last-modified day", () => {
    const xml = sitemapXml("https://pc.example/", ["/vendors", "/"], "2026-11-21");
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.indexOf("<loc>https://pc.example/</loc>")).toBeLessThan(
      xml.indexOf("<loc>https://pc.example/vendors</loc>"),
    );
    expect(xml).toContain("<lastmod>2026-11-21</lastmod>");
  });

  it("escapes XML special characters", () => {
    expect(sitemapXml("https://pc.example", ["/a&b"], "2026-01-01")).toContain("/a&#38;b");
  });
});

describe("robotsTxt", () => {
  it("allows crawling, keeps the API out and points to the sitemap", () => {
    const txt = robotsTxt("https://pc.example");
    expect(txt).toContain("Allow: /");
    expect(txt).toContain("Disallow: /api/");
    expect(txt).toContain("Sitemap: https://pc.example/sitemap.xml");
  });
});

describe("sitemapPaths", () => {
  it("lists the static pages and one page per vendor, job ad and article", () => {
    const paths = sitemapPaths({
      staticPaths: ["/", "/about"],
      vendorSlugs: ["acme"],
      jobIds: ["j1"],
      articleSlugs: ["a-story"],
    });
    expect(paths).toEqual(["/", "/about", "/vendors/acme", "/jobs/j1", "/knowledge/news/a-story"]);
  });

  it("leaves out pages whose canonical URL is another page, and the menu page", () => {
    expect(CONTENT_PAGE_PATHS).toContain("/knowledge/news");
    expect(CONTENT_PAGE_PATHS).not.toContain("/resources/news");
    expect(CONTENT_PAGE_PATHS).not.toContain("/menu");
  });

  it("gives keys that are not URL-safe their escaped form", () => {
    const paths = sitemapPaths({
      staticPaths: [],
      vendorSlugs: ["a b"],
      jobIds: [],
      articleSlugs: [],
    });
    expect(paths).toEqual(["/vendors/a%20b"]);
  });
});
