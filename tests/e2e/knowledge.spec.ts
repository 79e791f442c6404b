import { articles } from "../../app/data/articles";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { jsonLdOf, schemaOrgProblems } from "./schema-org";

// Issue 31 as a visitor reads it (nothing here changes data): the six sample articles with their
// bodies, the feed, the compliance filters, the sources' counts against the directory's, the
// about pages, and a crawl from the home page that meets no "under development".

test.describe("knowledge for visitors", () => {
  for (const sample of articles) {
    test(`${sample.slug} shows its body, author, date and reading time`, async ({ page }) => {
      await gotoHydrated(page, `/knowledge/news/${sample.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sample.title);
      const article = page.getByRole("article");
      await expect(article.getByText(sample.author).first()).toBeVisible();
      await expect(article.locator(`time[datetime="${sample.date}"]`).first()).toBeVisible();
      await expect(article.getByText(/\d+ min read/).first()).toBeVisible();
      const body = article.locator(".article-body");
      expect((await body.innerText()).split(/\s+/).length).toBeGreaterThan(250);
      await expect(body.locator("h2").first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
    });
  }

  test("an article carries Article data and an Open Graph picture", async ({ page, request }) => {
    test.skip(page.viewportSize()!.width < 600, "server responses: one viewport is enough");
    const html = await (
      await request.get("/knowledge/news/supplier-risk-scoring-watchlist")
    ).text();
    const data = jsonLdOf(html);
    expect(data[0]).toMatchObject({ "@type": "Article", author: { name: "Grace Liu" } });
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(html).toMatch(
      /<meta property="og:image" content="https?:\/\/[^"]+\/images\/articles\/supplier-risk-scoring-watchlist\.jpg"\/>/,
    );
    expect(html).toContain('<meta property="og:type" content="article"/>');
    await gotoHydrated(page, "/knowledge/news/supplier-risk-scoring-watchlist");
    await expectNoAxeViolations(page);
  });

  test("the Atom feed lists the published articles", async ({ request, page }) => {
    test.skip(page.viewportSize()!.width < 600, "server responses: one viewport is enough");
    const res = await request.get("/knowledge/news/feed.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/atom+xml");
    const xml = await res.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    for (const a of articles) expect(xml).toContain(`/knowledge/news/${a.slug}</id>`);
    expect(xml).not.toContain("<script");
  });

  test("compliance filters narrow the guides, each linking to its templates", async ({ page }) => {
    await gotoHydrated(page, "/resources/compliance");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Regulations & Compliance");
    await expect(page.getByText("Showing 5 guides")).toBeVisible();
    await page.getByLabel("Jurisdiction").selectOption("United Kingdom");
    await expect(page).toHaveURL(/jurisdiction=United\+Kingdom/);
    await expect(page.getByText("Showing 2 guides")).toBeVisible();
    await page.getByLabel("Topic").selectOption("Modern slavery");
    await expect(page.getByText("Showing 1 guide")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /Modern Slavery Statements/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Modern Slavery/);
    const templates = page.getByRole("region", { name: "Templates that help" });
    await expect(templates.getByRole("link")).toHaveCount(2);
    await expect(templates.getByRole("link").first()).toHaveAttribute("href", /^\/templates\//);
  });

  test("sources count the directory's suppliers per country, as the directory does", async ({
    page,
  }) => {
    await gotoHydrated(page, "/resources/sources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local & Overseas Sources");
    const links = page.locator("a[data-country]");
    const n = await links.count();
    expect(n).toBeGreaterThan(5);
    const rows: { href: string; count: number }[] = [];
    for (let i = 0; i < n; i++) {
      const link = links.nth(i);
      const count = Number(
        await link.locator("xpath=..").locator("[data-count]").getAttribute("data-count"),
      );
      rows.push({ href: (await link.getAttribute("href"))!, count });
    }
    await expect(page.getByRole("heading", { name: "Sourcing channels" })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const { href, count } of rows.slice(0, 3)) {
      await gotoHydrated(page, href);
      await expect(
        page.getByText(new RegExp(`Showing ${count} (of \\d+ )?(supplier|vendor)`)),
      ).toBeVisible();
    }
  });

  test("case studies, training, mission and team are real pages", async ({ page }) => {
    await gotoHydrated(page, "/projects/case-studies");
    await expect(page.getByText("Showing 3 case studies")).toBeVisible();
    await page.getByRole("link", { name: /Second Source/ }).click();
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Forgeline Precision Manufacturing" }),
    ).toHaveAttribute("href", "/vendors/forgeline-precision-manufacturing");
    await gotoHydrated(page, "/knowledge/training");
    await expect(page.getByRole("heading", { name: "Upcoming events" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Recording and slides" }).first()).toBeVisible();
    await gotoHydrated(page, "/about/mission");
    await expect(page.getByRole("heading", { name: "Our Vision & Values" })).toBeVisible();
    await gotoHydrated(page, "/about/team");
    await expect(page.getByRole("heading", { name: "Amara Okafor" })).toBeVisible();
    // These pages' axe checks are routes.spec.ts's.
  });

  test("no page reached from the home page says it is under development", async ({
    page,
    request,
  }) => {
    test.skip(page.viewportSize()!.width < 600, "server responses: one viewport is enough");
    test.setTimeout(120_000);
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const found: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const res = await request.get(path);
      if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;
      const html = await res.text();
      if (/under development/i.test(html) && res.status() !== 404) found.push(path);
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)) {
        const next = href!.replace(/\/+$/, "") || "/";
        if (seen.has(next) || /^\/(api|admin|account|templates|images)\b/.test(next)) continue;
        // One page of each kind of record is enough.
        if (seen.size > 400) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect(seen.size).toBeGreaterThan(40);
    expect(found.filter((p) => !["/network/groups", "/ideas/discussions"].includes(p))).toEqual([]);
  });
});
