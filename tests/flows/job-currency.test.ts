import { randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";

// A job's salary in the currency its employer chose (issue 44 item 11, decision 464), through the
// request handler: a currency the list does not offer is refused with the form kept as typed; a
// job posted in euros shows euro amounts on the job board and the job page, and the board's
// budget filter (US dollars) does not keep it, which the board says, with how many it hides.

const COMPANY = { slug: "lumenstack-technologies" };
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ");

describe.each(BACKENDS)("a job's salary currency on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("refuses an unknown currency, keeps the form, and shows a job posted in euros in euros", async () => {
    const word = `zq${randomBytes(3).toString("hex")}`;
    const title = `Euro Buyer ${word}`;
    const olga = await site.member("Olga Euro");
    expect(await createRepository(site.db).vendors.assignOwner(COMPANY.slug, olga.email)).toBe(
      "done",
    );
    const fields = {
      "Job title": title,
      Location: "Lisbon, Portugal",
      "Applications close on": "2099-12-31",
      "Salary from (a year)": "60000",
      "Salary to (a year)": "80000",
      "Job Type": "Contract",
      Category: "Logistics",
      "About the Role": "Run our indirect categories across Europe.",
    };
    const blank = await olga.get("/account/jobs/new");
    const currency = within(blank.form("New job")).getByRole("combobox", {
      name: /^Salary currency/,
    });
    expect(currency.querySelector("option[selected]")?.getAttribute("value")).toBe("USD");

    const refused = await olga.press(blank, "Publish job", fields, { currency: "XYZ" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Choose the salary's currency from the list.");
    const kept = refused.form("New job");
    expect(within(kept).getByRole("textbox", { name: /^Job title/ })).toHaveProperty(
      "value",
      title,
    );

    const posted = await olga.press(blank, "Publish job", {
      ...fields,
      "Salary currency": "EUR - Euro",
    });
    expect(posted.text).toContain("The job is published on the Job Board.");
    const jobId = /\/account\/jobs\/(p-[0-9a-f-]+)/.exec(posted.path)?.[1];
    expect(jobId, posted.path).toBeTruthy();

    const page = await olga.get(`/jobs/${jobId}`);
    expect(text(page.document.body)).toContain("€60,000 - €80,000 / year");
    const board = await olga.get(`/jobs?q=${word}`);
    expect(text(board.document.body)).toContain("€60,000 - €80,000 / year");
    expect(text(board.document.body)).not.toContain("$60,000");
    // The budget options are US dollars: a job paid in euros is not under them.
    const underBudget = await olga.get(`/jobs?q=${word}&budget=90000`);
    expect(underBudget.screen.getByRole("heading", { name: "No Jobs Found" })).toBeTruthy();
    // ...and the board says so, how many it hides, and how to see them.
    const note = underBudget.screen.getByTestId("budget-currency");
    expect(text(note)).toBe(
      "Max Budget is in US dollars, so it hides jobs paid in other currencies: 1 of them matches your other filters. Clear Max Budget to see them",
    );
    const cleared = await olga.get(
      within(note)
        .getByRole("link", { name: "Clear Max Budget to see them" })
        .getAttribute("href")!,
    );
    expect(cleared.path).toBe(`/jobs?q=${word}`);
    expect(text(cleared.document.body)).toContain("€60,000 - €80,000 / year");
    // Without keywords too (the listing's own count), and none hidden said as such.
    const located = await olga.get(`/jobs?location=Lisbon&category=Logistics&budget=90000`);
    expect(text(located.screen.getByTestId("budget-currency"))).toMatch(
      /: \d+ of them match(es)? your other filters\./,
    );
    const none = await olga.get(`/jobs?location=Nowhere${word}&budget=90000`);
    expect(text(none.screen.getByTestId("budget-currency"))).toBe(
      "Max Budget is in US dollars, so it hides jobs paid in other currencies (none match your other filters).",
    );
    expect((await olga.get(`/jobs?q=${word}`)).screen.queryByTestId("budget-currency")).toBeNull();
  });
});
