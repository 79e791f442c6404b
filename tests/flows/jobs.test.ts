import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";

// The Job Board and the job ads (issue 30's sample jobs), through the request handler: the cards,
// the filters read from the query string (deep links, junk, an empty result and its reset), the
// full ad and the short one, a remote job and a missing one. The site is this file's own: no job
// is posted here, so the board holds the six sample jobs. (Moved from tests/e2e/jobs.spec.ts,
// which keeps what only a browser shows: the filters applying as they are chosen and from the
// keyboard, a choice made before hydration, the focus after a reset, the posted time worded
// against the visitor's today, Save for Later in the background, and the pages' axe checks.)

const text = (el: Element | null | undefined) =>
  (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The results' count line ("Showing 6 of 6 jobs"). */
const countLine = (page: Page) =>
  page.screen
    .getAllByRole("status")
    .map((el) => text(el))
    .find((line) => /^Showing \d+ of \d+ jobs$/.test(line));
const cardTitles = (page: Page) =>
  [...page.document.querySelectorAll("main li h3")].map((h) => text(h));
/** The card (list item) of the job with this title. */
const card = (page: Page, title: string) =>
  [...page.document.querySelectorAll("main li")].find(
    (li) => text(li.querySelector("h3")) === title,
  ) as HTMLElement;
/** The text of the option a select shows. */
const shown = (page: Page, label: string) => {
  const select = page.labelled(label);
  return text(select.querySelector("option[selected]") ?? select.querySelector("option"));
};
const filters = (page: Page) => page.screen.getByRole("search", { name: "Filter jobs" });
const resetLink = (page: Page) =>
  within(filters(page)).queryByRole("link", { name: "Reset Filters" });
const region = (page: Page, name: string) => page.screen.getByRole("region", { name });
const headingsOfAd = (page: Page) =>
  [...page.document.querySelectorAll("article h2")].map((h) => text(h));
const details = (page: Page) => {
  const box = region(page, "Job Details");
  return {
    terms: [...box.querySelectorAll("dt")].map((d) => text(d)),
    values: [...box.querySelectorAll("dd")].map((d) => text(d)),
  };
};
const header = (page: Page) => page.document.querySelector("article header") as HTMLElement;

describe.each(BACKENDS)("the Job Board on %s", (backend) => {
  let site: Site;
  let visitor: Visitor;
  beforeAll(async () => {
    site = await openSite(backend);
    visitor = site.visitor();
  });
  afterAll(() => site?.close());

  it("lists every job with its card details", async () => {
    const board = await visitor.get("/jobs");
    expect(countLine(board)).toBe("Showing 6 of 6 jobs");
    const j1 = card(board, "Senior Logistics Coordinator");
    for (const part of [
      "Kestrel Freight Partners",
      "Rotterdam, Netherlands",
      "$68,000 - $85,000 / year",
      "Full-time",
    ])
      expect(text(j1)).toContain(part);
    expect(within(j1).queryByText("Remote", { exact: true })).toBeNull();
    const tags = within(j1).getByRole("list", { name: "Tags" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((li) => text(li)),
    ).toEqual(["Freight forwarding", "Customs", "Dutch or German", "TMS"]);
    expect(
      within(j1)
        .getByRole("link", { name: /View More/ })
        .getAttribute("href"),
    ).toBe("/jobs/j1");
    expect(
      within(j1)
        .getByRole("link", { name: /Submit Application/ })
        .getAttribute("href"),
    ).toBe("/jobs/j1/apply");
    const j2 = card(board, "Product Designer, Supplier Portal");
    expect(within(j2).getByText("Remote", { exact: true })).toBeTruthy();
  });

  it("the filters keep the jobs they match: budget at or below the choice, duration, category", async () => {
    const board = await visitor.get("/jobs");
    const budget = board.labelled("Max Budget");
    expect([...budget.querySelectorAll("option")].map((o) => text(o))).toEqual([
      "Any Budget",
      "Up to $90k",
      "Up to $120k",
      "Up to $200k",
    ]);
    // Through the form, as without JavaScript.
    const form = filters(board) as HTMLFormElement;
    const up90 = await visitor.submit(
      board,
      form,
      board.byLabel({ "Max Budget": "Up to $90k" }, form),
      within(form).getByRole("button", { name: "Apply Filters" }) as HTMLButtonElement,
    );
    expect(up90.path).toMatch(/^\/jobs\?.*budget=90000$/);
    expect(cardTitles(up90)).toEqual(["Senior Logistics Coordinator", "Growth Marketing Manager"]);
    expect(shown(up90, "Max Budget")).toBe("Up to $90k");

    expect(countLine(await visitor.get("/jobs?budget=120000"))).toBe("Showing 3 of 6 jobs");
    expect(countLine(await visitor.get("/jobs?budget=200000"))).toBe("Showing 5 of 6 jobs");
    const contract = await visitor.get("/jobs?duration=Contract&budget=200000");
    expect(cardTitles(contract)).toEqual(["Cloud Platform Engineer", "Growth Marketing Manager"]);
    const marketing = await visitor.get("/jobs?category=Marketing&duration=Contract&budget=200000");
    expect(cardTitles(marketing)).toEqual(["Growth Marketing Manager"]);
  });

  it("a deep link shows the filtered jobs with the selects set", async () => {
    const page = await visitor.get("/jobs?category=Technology&duration=Contract&budget=200000");
    expect(countLine(page)).toBe("Showing 1 of 6 jobs");
    expect(cardTitles(page)).toEqual(["Cloud Platform Engineer"]);
    expect(shown(page, "Category")).toBe("Technology");
    expect(shown(page, "Duration")).toBe("Contract");
    expect(shown(page, "Max Budget")).toBe("Up to $200k");
  });

  it("junk in the query string counts as no filter", async () => {
    const page = await visitor.get("/jobs?category=Aerospace&duration=Weekends&budget=-1");
    expect(page.status).toBe(200);
    expect(countLine(page)).toBe("Showing 6 of 6 jobs");
    expect(resetLink(page)).toBeNull();
    expect(shown(page, "Category")).toBe("All Categories");
    expect(shown(page, "Max Budget")).toBe("Any Budget");
    expect(countLine(await visitor.get("/jobs?budget=100000&budget=90000"))).toBe(
      "Showing 6 of 6 jobs",
    );
  });

  it("an empty result says No Jobs Found, and Reset Filters clears every filter", async () => {
    const empty = await visitor.get("/jobs?category=Legal&budget=90000");
    expect(countLine(empty)).toBe("Showing 0 of 6 jobs");
    expect(empty.screen.getByRole("heading", { name: "No Jobs Found" })).toBeTruthy();
    const reset = await visitor.get(resetLink(empty)!.getAttribute("href")!);
    expect(reset.path).toBe("/jobs");
    expect(countLine(reset)).toBe("Showing 6 of 6 jobs");
    expect(resetLink(reset)).toBeNull();
    expect(shown(reset, "Category")).toBe("All Categories");
    expect(shown(reset, "Max Budget")).toBe("Any Budget");
  });

  it("j1 shows the full ad, the Interested? panel and the Job Details box", async () => {
    const ad = await visitor.get("/jobs/j1");
    expect(ad.status).toBe(200);
    expect(ad.document.title).toBe("Senior Logistics Coordinator | ProcureConnect");
    expect(text(ad.screen.getByRole("heading", { level: 1 }))).toBe("Senior Logistics Coordinator");
    for (const part of [
      "Kestrel Freight Partners",
      "$68,000 - $85,000 / year",
      "Rotterdam, Netherlands",
      "Full-time",
      "Logistics",
      // Without scripts, the posted day in full (the browser words it against its today).
      "Posted November 12, 2026",
    ])
      expect(text(header(ad))).toContain(part);
    expect(within(header(ad)).queryByText("Remote", { exact: true })).toBeNull();
    expect(headingsOfAd(ad)).toEqual([
      "Interested?",
      "About the Role",
      "Key Responsibilities",
      "Requirements",
      "Benefits & Perks",
      "About Kestrel Freight Partners",
      "More Jobs",
      "Job Details",
    ]);
    expect(within(region(ad, "Key Responsibilities")).getAllByRole("listitem")).toHaveLength(6);
    const interested = region(ad, "Interested?");
    expect(
      within(interested).getByRole("link", { name: "Submit Application" }).getAttribute("href"),
    ).toBe("/jobs/j1/apply");
    expect(details(ad)).toEqual({
      terms: ["Job Type", "Category", "Remote", "Posted"],
      values: ["Full-time", "Logistics", "No", "November 12, 2026"],
    });
    expect(region(ad, "Job Details").querySelector("time")?.getAttribute("datetime")).toBe(
      "2026-11-12",
    );
    // Save for Later, signed out and without scripts, asks to sign in and comes back.
    const saving = await visitor.press(ad, "Save for Later");
    expect(saving.path).toBe(`/sign-in?next=${encodeURIComponent("/jobs/j1")}`);
    const back = await visitor.get(
      ad.screen.getByRole("link", { name: "Back to Jobs" }).getAttribute("href")!,
    );
    expect(back.path).toBe("/jobs");
  });

  it("j4 has no long fields and leaves those sections out", async () => {
    const ad = await visitor.get("/jobs/j4");
    expect(text(ad.screen.getByRole("heading", { level: 1 }))).toBe(
      "Site Project Manager, Commercial Fit-Out",
    );
    expect(headingsOfAd(ad)).toEqual(["Interested?", "More Jobs", "Job Details"]);
    expect(ad.main).toContain("has not published a full description");
    expect(text(header(ad))).not.toContain("Posted");
    expect(details(ad)).toEqual({
      terms: ["Job Type", "Category", "Remote"],
      values: ["Full-time", "Construction", "No"],
    });
    expect(
      ad.screen.getByRole("link", { name: "Stonequay Construction" }).getAttribute("href"),
    ).toBe("/vendors/stonequay-construction");
  });

  it("a remote job shows the Remote badge and Remote: Yes", async () => {
    const ad = await visitor.get("/jobs/j5");
    expect(within(header(ad)).getByText("Remote", { exact: true })).toBeTruthy();
    expect(details(ad).values[2]).toBe("Yes");
  });

  it("an unknown id answers 404 with Job not found and a link back to the board", async () => {
    let missing: Page | undefined;
    for (const id of ["j99", "_not-found"]) {
      missing = await visitor.get(`/jobs/${id}`);
      expect(missing.status, id).toBe(404);
      expect(text(missing.screen.getByRole("heading", { level: 1 }))).toBe("Job not found");
      expect(missing.document.title).toBe("Job not found | ProcureConnect");
    }
    const board = await visitor.get(
      missing!.screen.getByRole("link", { name: "Back to Jobs" }).getAttribute("href")!,
    );
    expect(board.path).toBe("/jobs");
    expect(countLine(board)).toBe("Showing 6 of 6 jobs");
  });
});
