import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../route-table";
import { openSite, type Site } from "./site";

// Every route of the spec's route table as the server renders it, through the request handler:
// its status, its heading, a title of its own that names the site and a description. (Moved from
// tests/e2e/routes.spec.ts, which keeps each page's axe check and sideways scrolling.) One
// backend: the pages read the same sample data on both, which the other flows cover.

const text = (el: Element | null | undefined) =>
  (el?.textContent ?? "").replace(/\s+/g, " ").trim();

describe("every route of the spec's route table", () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite();
  });
  afterAll(() => site?.close());

  it("answers with its status, its heading, its own title and a description", async () => {
    const visitor = site.visitor();
    const titles = new Map<string, string>();
    for (const { path, heading, status = 200 } of ROUTES) {
      const page = await visitor.get(path);
      expect(page.status, path).toBe(status);
      const h1 = text(page.document.querySelector("h1"));
      if (typeof heading === "string") expect(h1, path).toBe(heading);
      else expect(h1, path).toMatch(heading);
      const title = text(page.document.querySelector("title"));
      expect(title, path).toMatch(/ProcureConnect/);
      const description = page.document
        .querySelector('meta[name="description"]')
        ?.getAttribute("content");
      expect(description?.length ?? 0, path).toBeGreaterThan(20);
      // Each page has a title of its own; the not-found pages and the news' second address share.
      if (status === 404 || path === "/resources/news") continue;
      expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBe(
        undefined,
      );
      titles.set(title, path);
    }
  });

  it("Register Company invites a signed-out visitor to sign in or join, and come back", async () => {
    const page = await site.visitor().get("/vendors/register");
    const hrefs = (name: string) =>
      [...page.document.querySelectorAll("a")]
        .filter((a) => text(a) === name)
        .map((a) => a.getAttribute("href"));
    expect(hrefs("Sign In")).toContain("/sign-in?next=%2Fvendors%2Fregister");
    expect(hrefs("Join")).toContain("/join?next=%2Fvendors%2Fregister");
  });
});
