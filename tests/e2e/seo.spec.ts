import { expect, test } from "./fixtures";
import { jsonLdOf, schemaOrgProblems } from "./schema-org";

test.describe("search visibility", () => {
  test.skip(({ isMobile }) => isMobile, "server responses: one viewport is enough");

  test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test("sitemap.xml lists every page, from the database, and no not-found or menu page", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      "/",
      "/vendors",
      "/vendors/lumenstack-technologies",
      "/jobs/j1",
      "/jobs/j6",
      "/legal/terms",
      "/knowledge/news/nearshoring-rebalances-supplier-networks",
      "/network/groups",
      "/network/groups/logistics-freight",
      "/ideas/discussions",
      "/network/members/amara-okafor",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((p) => p?.includes("_not-found") || p === "/404")).toEqual([]);
    expect(paths).not.toContain("/menu");
    // Its canonical page is /knowledge/news, which is listed.
    expect(paths).not.toContain("/resources/news");
    for (const path of paths.slice(0, 60)) {
      expect((await request.get(path!)).status(), path).toBe(200);
    }
  });

  test("pages carry a canonical URL and Open Graph tags", async ({ request }) => {
    const html = await (await request.get("/vendors")).text();
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/vendors"\/>/);
    expect(html).toContain(
      '<meta property="og:title" content="Supplier Directory | ProcureConnect"/>',
    );
    expect(html).toMatch(/<meta property="og:url" content="https?:\/\/[^"]+\/vendors"\/>/);
  });

  test("a shared link shows a picture social networks can read: the site's card, an article's own", async ({
    request,
  }) => {
    const imageOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      const url = /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1];
      expect(url, path).toBeTruthy();
      const picture = await request.get(new URL(url!).pathname);
      expect(picture.status()).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/jpeg");
      return new URL(url!).pathname;
    };
    expect(await imageOf("/vendors")).toBe("/images/og/procureconnect.jpg");
    expect(await imageOf("/knowledge/news/nearshoring-rebalances-supplier-networks")).toBe(
      "/images/articles/nearshoring-rebalances-supplier-networks.jpg",
    );
  });

  test("the home page describes the site as an Organization and a WebSite", async ({ request }) => {
    const data = jsonLdOf(await (await request.get("/")).text());
    expect(data.map((d) => d["@type"])).toEqual(["Organization", "WebSite"]);
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  test("vendor profiles carry Organization data", async ({ request }) => {
    const data = jsonLdOf(await (await request.get("/vendors/lumenstack-technologies")).text());
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ "@type": "Organization", name: "Lumenstack Technologies" });
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  for (const id of ["j1", "j2", "j3", "j4", "j5", "j6"]) {
    test(`job ad ${id} carries valid JobPosting data`, async ({ request }) => {
      const data = jsonLdOf(await (await request.get(`/jobs/${id}`)).text());
      expect(data).toHaveLength(1);
      expect(data[0]!["@type"]).toBe("JobPosting");
      expect(schemaOrgProblems(data)).toEqual([]);
      if (["j1", "j2", "j3"].includes(id))
        expect(data[0]!.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  }

  test("the validator rejects unknown properties and incomplete job ads", () => {
    expect(schemaOrgProblems({ "@type": "JobPosting", title: "x", salary: 1 })).toEqual(
      expect.arrayContaining([
        "$: JobPosting has no property salary",
        "$: JobPosting lacks description",
      ]),
    );
  });
});
