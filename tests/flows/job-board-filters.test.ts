import { randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page } from "./visitor";

// The Job Board's filters by location, remote, date posted and category, Procurement among them
// (issue 44, item 11), through the request handler as a browser without JavaScript. The site is
// this file's own: the six sample jobs (no publishing date) and one job posted here.

const EMPLOYER = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const text = (el: Element | null | undefined) =>
  (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const cardTitles = (page: Page) =>
  [...page.document.querySelectorAll("main li h3")].map((h) => text(h)).sort();

describe.each(BACKENDS)("the job board's filters on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("keeps jobs by location, remote, date posted and the Procurement category", async () => {
    const title = `Procurement Lead ${randomBytes(3).toString("hex")}`;
    const olga = await site.member("Olga Owner");
    expect(await createRepository(site.db).vendors.assignOwner(EMPLOYER.slug, olga.email)).toBe(
      "done",
    );
    const blank = await olga.get("/account/jobs/new");
    const posted = await olga.press(blank, "Publish job", {
      "Job title": title,
      Location: "Porto, Portugal",
      "Applications close on": "2099-12-31",
      "Salary from (a year)": "60000",
      "Salary to (a year)": "80000",
      "Job Type": "Full-time",
      Category: "Procurement",
      "About the Role": "Lead our sourcing of indirect categories.",
      Requirements: "Five years in procurement",
      "Remote: the job can be done from anywhere": true,
    });
    expect(posted.path).toMatch(/^\/account\/jobs\/p-/);

    const visitor = site.visitor();
    const board = await visitor.get("/jobs");
    const form = board.screen.getByRole("search", { name: "Filter jobs" }) as HTMLFormElement;
    expect(
      [...board.labelled("Category", form).querySelectorAll("option")].map((o) => text(o)),
    ).toContain("Procurement");
    // Through the form, as without JavaScript: location and remote.
    const porto = await visitor.submit(
      board,
      form,
      board.byLabel({ Location: "porto", Workplace: "Remote only" }, form),
      within(form).getByRole("button", { name: "Apply Filters" }) as HTMLButtonElement,
    );
    expect(porto.path).toMatch(/location=porto&remote=yes/);
    expect(cardTitles(porto)).toEqual([title]);
    expect(board.labelled("Location", form)).toBeTruthy();

    expect(cardTitles(await visitor.get("/jobs?category=Procurement"))).toEqual([title]);
    expect(cardTitles(await visitor.get("/jobs?location=Netherlands"))).toEqual([
      "Senior Logistics Coordinator",
    ]);
    // The remote samples (j2, j3, j5) and the new job; on-site ones are left out.
    const remote = cardTitles(await visitor.get("/jobs?remote=yes"));
    expect(remote).toHaveLength(4);
    expect(remote).toContain(title);
    expect(remote).not.toContain("Senior Logistics Coordinator");
    // Posted in the past week: only the job published now (the samples carry no such date).
    const week = await visitor.get("/jobs?posted=7");
    expect(cardTitles(week)).toEqual([title]);
    expect(text(week.labelled("Date Posted").querySelector("option[selected]"))).toBe("Past week");
    // With keywords too (the search engine's path).
    expect(cardTitles(await visitor.get("/jobs?q=procurement&posted=1&remote=yes"))).toEqual([
      title,
    ]);
    // Junk is no filter.
    expect(cardTitles(await visitor.get("/jobs?posted=3&remote=maybe"))).toHaveLength(7);
  });
});
