import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-files-lib";

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
