import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";

// The Members Directory (issue 29's sample members), through the request handler: the cards,
// the search, role and region read from the query string (through the form and from deep links),
// an empty result and its reset, and junk that never breaks the page. The site is this file's
// own: nobody lists themselves here, so the directory holds the twelve sample members. (Moved
// from tests/e2e/members.spec.ts, which keeps the filters applying as they are typed and chosen
// without adding history, a name typed before hydration, and the pages' axe checks.)

const text = (el: Element | null | undefined) =>
  (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The results' count line ("Showing 12 of 12 members"). */
const countLine = (page: Page) =>
  page.screen
    .getAllByRole("status")
    .map((el) => text(el))
    .find((line) => /^Showing \d+ of \d+ members$/.test(line));
const names = (page: Page) => [...page.document.querySelectorAll("main li h3")].map((h) => text(h));
/** The text of the option a select shows. */
const shown = (page: Page, label: string) => {
  const select = page.labelled(label);
  return text(select.querySelector("option[selected]") ?? select.querySelector("option"));
};
const searchValue = (page: Page) => page.labelled("Search by name").getAttribute("value");
const filters = (page: Page) => page.screen.getByRole("search", { name: "Find members" });
const resetLink = (page: Page) =>
  within(filters(page)).queryByRole("link", { name: "Reset Filters" });

describe.each(BACKENDS)("the Members Directory on %s", (backend) => {
  let site: Site;
  let visitor: Visitor;
  beforeAll(async () => {
    site = await openSite(backend);
    visitor = site.visitor();
  });
  afterAll(() => site?.close());

  it("lists every member with avatar, name, role and region", async () => {
    const page = await visitor.get("/network/members");
    expect(countLine(page)).toBe("Showing 12 of 12 members");
    const card = [...page.document.querySelectorAll("main li")].find(
      (li) => text(li.querySelector("h3")) === "Amara Okafor",
    )!;
    expect(card.querySelector("img")?.getAttribute("src")).toBe("/images/members/m1.svg");
    expect(text(card)).toContain("Procurement Manager");
    expect(text(card)).toContain("Europe");
  });

  it("search, role and region filter the members, through the form as through the URL", async () => {
    const page = await visitor.get("/network/members");
    const form = filters(page) as HTMLFormElement;
    const ca = await visitor.submit(
      page,
      form,
      page.byLabel({ "Search by name": "ca" }, form),
      within(form).getByRole("button", { name: "Apply Filters" }) as HTMLButtonElement,
    );
    expect(ca.path).toMatch(/^\/network\/members\?(.*&)?q=ca(&|$)/);
    expect(names(ca)).toEqual(["Lucas Ferreira", "Carmen Ruiz", "Camila Duarte"]);
    const role = await visitor.get("/network/members?q=ca&role=Procurement+Manager");
    expect(names(role)).toEqual(["Camila Duarte"]);
    const none = await visitor.get("/network/members?q=ca&role=Procurement+Manager&region=Europe");
    expect(countLine(none)).toBe("Showing 0 of 12 members");
  });

  it("a deep link shows the filtered members with the controls set", async () => {
    const page = await visitor.get(
      "/network/members?q=Cam&role=Procurement+Manager&region=South+America",
    );
    expect(names(page)).toEqual(["Camila Duarte"]);
    expect(searchValue(page)).toBe("Cam");
    expect(shown(page, "Role")).toBe("Procurement Manager");
    expect(shown(page, "Region")).toBe("South America");
  });

  it("an empty result says so, and Reset Filters brings everyone back", async () => {
    const empty = await visitor.get("/network/members?role=Founder&region=Europe");
    expect(empty.screen.getByRole("heading", { name: "No Members Found" })).toBeTruthy();
    expect(empty.main).toContain("Try adjusting your search or filters.");
    const reset = await visitor.get(resetLink(empty)!.getAttribute("href")!);
    expect(reset.path).toBe("/network/members");
    expect(countLine(reset)).toBe("Showing 12 of 12 members");
    expect(resetLink(reset)).toBeNull();
    expect(shown(reset, "Role")).toBe("All Roles");
    expect(shown(reset, "Region")).toBe("All Regions");
  });

  it("junk in the query string never breaks the page", async () => {
    const unknown = await visitor.get("/network/members?role=CEO&region=Mars");
    expect(unknown.status).toBe(200);
    expect(countLine(unknown)).toBe("Showing 12 of 12 members");
    expect(shown(unknown, "Role")).toBe("All Roles");
    const long = await visitor.get(`/network/members?q=${"%3Ch1%3E".repeat(1000)}`);
    expect(long.status).toBe(200);
    expect(searchValue(long)).toBe("<h1>".repeat(25));
    expect(text(long.screen.getByRole("heading", { level: 1 }))).toBe("Members Directory");
    expect(countLine(long)).toBe("Showing 0 of 12 members");
  });
});
