import { createHash, randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import { formEntries, type Page } from "./visitor";

// Hiring on the network (issue 30), through the request handler: the owner of an approved
// company posts a job through the form, a job seeker finds it on the board under its filters
// and applies with a PDF, the owner downloads the CV (the same bytes), shortlists the
// application and messages the applicant, who sees the status and the message but not the
// employer's note. (Moved from tests/e2e/hiring.spec.ts, which keeps what only a browser shows:
// the filters applying as they are chosen, the application dialog, the axe checks.)

const COMPANY = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ");
const selected = (select: Element) =>
  select.querySelector("option[selected]")?.getAttribute("value") ??
  select.querySelector("option")?.getAttribute("value");

/** The application's Status field (inside its label, with the private note's beside it). */
const statusOf = (row: Element) => row.querySelector("select[name=status]")!;

/** The row of `page`'s tables whose text matches `name`. */
const rowOf = (page: Page, name: RegExp) =>
  page.screen.getAllByRole("row").find((r: HTMLElement) => name.test(text(r)))!;

describe.each(BACKENDS)("hiring on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("an owner posts a job, a job seeker finds it and applies with a PDF, the owner shortlists and messages them", async () => {
    const word = `zq${randomBytes(3).toString("hex")}`;
    const title = `Category Buyer ${word}`;
    const olga = await site.member("Olga Owner");
    const repo = createRepository(site.db);
    expect(await repo.vendors.assignOwner(COMPANY.slug, olga.email)).toBe("done");
    const jo = await site.member("Jo Seeker");

    // The owner posts it: the company is theirs, its description prefilled from its profile.
    const blank = await olga.get("/account/jobs/new");
    const form = blank.form("New job");
    expect(selected(within(form).getByRole("combobox", { name: /^Company/ }))).toMatch(/.+/);
    expect(within(form).getByRole("textbox", { name: "About the company" }).textContent).not.toBe(
      "",
    );
    const posted = await olga.press(blank, "Publish job", {
      "Job title": title,
      Location: "Lisbon, Portugal",
      "Applications close on": "2099-12-31",
      "Salary from (a year)": "60000",
      "Salary to (a year)": "80000",
      "Job Type": "Contract",
      Category: "Logistics",
      Tags: "Sourcing, SAP Ariba",
      "Remote: the job can be done from anywhere": true,
      "About the Role": "Run our indirect categories across Europe.",
      Requirements: "Five years in procurement\r\nFluent English",
    });
    expect(posted.text).toContain("The job is published on the Job Board.");
    const jobId = /\/account\/jobs\/(p-[0-9a-f-]+)/.exec(posted.path)?.[1];
    expect(jobId, posted.path).toBeTruthy();

    // The job seeker finds it on the board by its filters (kept in the URL).
    const board = await jo.get("/jobs");
    const filters = board.screen.getByRole("search", { name: "Filter jobs" });
    const filterForm = (
      filters.tagName === "FORM" ? filters : filters.querySelector("form")
    ) as HTMLFormElement;
    const found = await jo.submit(
      board,
      filterForm,
      board.byLabel(
        { Keywords: word, Category: "Logistics", Duration: "Contract", "Max Budget": "Up to $90k" },
        filterForm,
      ),
      within(filterForm).getByRole("button", { name: "Apply Filters" }) as HTMLButtonElement,
    );
    const query = new URL(found.path, "http://site.test");
    expect(query.pathname).toBe("/jobs");
    // The plain form sends every field, the empty ones too.
    expect(Object.fromEntries(query.searchParams)).toEqual({
      q: word,
      category: "Logistics",
      duration: "Contract",
      budget: "90000",
      location: "",
      remote: "",
      posted: "",
    });
    // The cards that name the job (the innermost list items that do).
    const naming: HTMLElement[] = found.screen
      .getAllByRole("listitem")
      .filter((li: HTMLElement) => text(li).includes(title));
    const cards = naming.filter(
      (li) => !naming.some((other) => other !== li && li.contains(other)),
    );
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(text(card)).toContain(COMPANY.name);
    expect(text(card)).toContain("$60,000 - $80,000 / year");
    expect(within(card).getByText("Remote", { exact: true })).toBeTruthy();
    expect(found.text).toMatch(/Showing 1 of \d+ jobs/);
    // Under another category, or another duration, it is not there.
    for (const query of [`q=${word}&category=Design`, `q=${word}&duration=Full-time`]) {
      const none = await jo.get(`/jobs?${query}`);
      expect(none.screen.getByRole("heading", { name: "No Jobs Found" })).toBeTruthy();
    }

    // Applies with a PDF on the application's page.
    const applyLink = within(card).getByRole("link", { name: /Submit Application/ });
    const applyPage = await jo.get(applyLink.getAttribute("href")!);
    expect(applyPage.path).toMatch(/^\/jobs\/p-[0-9a-f-]+\/apply$/);
    const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(120_000)]);
    const cv = new File([new Uint8Array(bytes)], "Jo Seeker CV.pdf", { type: "application/pdf" });
    // Signed in, it is sent as the account: no name or e-mail to type (decision 231).
    expect(applyPage.text).toContain(`Sent as ${jo.name} (${jo.email})`);
    expect(applyPage.screen.queryByLabelText(/^Full Name/)).toBeNull();
    expect(applyPage.screen.queryByLabelText(/^Email/)).toBeNull();
    const applied = await jo.press(applyPage, "Submit Application", {
      "Cover Letter": `I would like to apply for ${title}.`,
      "Resume / CV": cv,
    });
    expect(applied.text).toMatch(/Application submitted successfully/);

    // The owner sees the application on the job's page and downloads the CV: the same bytes.
    const job = await olga.get(`/account/jobs/${jobId}`);
    expect(job.screen.getByRole("heading", { name: "Applications (1)" })).toBeTruthy();
    const row = rowOf(job, /Jo Seeker/);
    // A signed-in member applies as their account, whatever address was typed (decision 231).
    expect(text(row)).toContain(jo.email);
    expect(selected(statusOf(row))).toBe("new");
    const href = within(row)
      .getByRole("link", { name: /Download CV/ })
      .getAttribute("href")!;
    const download = await olga.fetch(href);
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment;.*filename="?Jo Seeker CV\.pdf"?/,
    );
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));

    // Shortlisted, with a private note.
    const reviewForm = statusOf(row).closest("form")!;
    const updated = await olga.submit(
      job,
      reviewForm,
      // The fields' labels hold the options' text too: the fields by their names.
      { status: "shortlisted", note: "Strong on SAP Ariba." },
      within(reviewForm).getByRole("button", { name: /^Save/ }) as HTMLButtonElement,
    );
    expect(updated.text).toContain("The application is updated.");
    expect(selected(statusOf(rowOf(updated, /Jo Seeker/)))).toBe("shortlisted");

    // A message to the applicant, in the application's conversation.
    const message = "Could you come for an interview on Monday at 10:00?";
    const conversation = await olga.get(
      within(rowOf(updated, /Jo Seeker/))
        .getByRole("link", { name: "Message the applicant" })
        .getAttribute("href")!,
    );
    expect(conversation.path).toMatch(/^\/account\/inbox\/[^/]+$/);
    const sent = await olga.press(conversation, "Send reply", { Reply: message });
    expect(sent.text).toContain(message);

    // The applicant sees the status in their list, and the status and message on its page.
    const mine = await jo.get("/account/applications");
    const entry = rowOf(mine, new RegExp(title));
    expect(text(entry)).toContain("Shortlisted");
    expect(text(entry)).toContain(COMPANY.name);
    const thread = await jo.get(
      within(entry)
        .getByRole("link", { name: /Open the conversation/ })
        .getAttribute("href")!,
    );
    expect(thread.text).toContain("Application status: Shortlisted");
    expect(thread.text).toContain(message);
    // The employer's note stays the employer's.
    expect(thread.text).not.toContain("Strong on SAP Ariba.");

    // The applicant's data export holds the application and where it stands (issue 44).
    const account = await jo.get("/account");
    const exportForm = account.formWithButton("Download My Data");
    const exported = await jo.fetch(exportForm.form.getAttribute("action")!, {
      method: "POST",
      body: new URLSearchParams(
        formEntries(exportForm.form, {}, exportForm.button) as Array<[string, string]>,
      ),
    });
    const zip = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const hiring = JSON.parse(strFromU8(zip["hiring.json"]!)) as { applications: unknown[] };
    expect(hiring.applications).toEqual([
      expect.objectContaining({ job: title, status: "shortlisted" }),
    ]);
    expect(JSON.stringify(hiring)).not.toContain("Strong on SAP Ariba.");
  });
});
