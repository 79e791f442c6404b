import { randomBytes, randomUUID } from "node:crypto";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_FIELD } from "../../app/domain/form-rules";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";

// Applying to a posted job as a member (issue 44, items 9 and 10), through the request handler
// as a browser without JavaScript: the account's name and e-mail, one application per member
// and job (a second visit shows the first), "Applied" with its date on the job's page; the
// employer sees the applicant's own company and the words of applications.

const EMPLOYER = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const APPLICANT_COMPANY = { slug: "kestrel-freight-partners", name: "Kestrel Freight Partners" };

describe.each(BACKENDS)("applying to a job on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("a member applies once, sees Applied with the date, and the employer sees their company", async () => {
    const title = `Category Manager ${randomBytes(3).toString("hex")}`;
    const olga = await site.member("Olga Owner");
    const repo = createRepository(site.db);
    expect(await repo.vendors.assignOwner(EMPLOYER.slug, olga.email)).toBe("done");
    const jo = await site.member("Jo Seeker");
    const blank = await olga.get("/account/jobs/new");
    const posted = await olga.press(blank, "Publish job", {
      "Job title": title,
      Location: "Lisbon, Portugal",
      "Applications close on": "2099-12-31",
      "Salary from (a year)": "60000",
      "Salary to (a year)": "80000",
      "Job Type": "Contract",
      Category: "Logistics",
      "About the Role": "Run our indirect categories across Europe.",
      Requirements: "Five years in procurement",
    });
    const jobId = /\/account\/jobs\/(p-[0-9a-f-]+)/.exec(posted.path)![1]!;

    const applyPage = await jo.get(`/jobs/${jobId}/apply`);
    expect(applyPage.text).toContain(`Sent as ${jo.name} (${jo.email})`);
    const cv = new File([new Uint8Array(Buffer.from("%PDF-1.7\nhello"))], "Jo CV.pdf", {
      type: "application/pdf",
    });
    const applied = await jo.press(applyPage, "Submit Application", {
      "Cover Letter": "I would like to apply.",
      "Resume / CV": cv,
    });
    expect(applied.text).toMatch(/Application submitted successfully/);
    // The job's page says so, with the date; the form is not offered again.
    const jobPage = await jo.get(`/jobs/${jobId}`);
    expect(jobPage.text).toMatch(/Applied on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(jobPage.screen.queryByRole("link", { name: /Submit Application/ })).toBeNull();
    const again = await jo.get(`/jobs/${jobId}/apply`);
    expect(again.text).toMatch(/You applied for this job on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(again.screen.queryByRole("button", { name: "Submit Application" })).toBeNull();
    expect(
      again.screen.getByRole("link", { name: "See your application" }).getAttribute("href"),
    ).toBe("/account/applications");
    // A second application sent anyway (an old tab) is refused, and none is kept.
    const twice = await jo.press(
      applyPage,
      "Submit Application",
      { "Cover Letter": "Again.", "Resume / CV": cv },
      { [IDEMPOTENCY_FIELD]: randomUUID() },
    );
    expect(twice.status).toBe(409);
    expect(twice.text).toContain("You have already applied for this job.");
    expect((await jo.get("/account/applications")).screen.getAllByRole("row")).toHaveLength(2);

    // The employer's view: the applicant's own company, no stray fields, an applicant's words.
    expect(await repo.vendors.assignOwner(APPLICANT_COMPANY.slug, jo.email)).toBe("done");
    const job = await olga.get(`/account/jobs/${jobId}`);
    const href = within(job.screen.getByRole("row", { name: /Jo Seeker/ }))
      .getByRole("link", { name: "Message the applicant" })
      .getAttribute("href")!;
    const thread = await olga.get(href);
    const who = thread.screen.getByRole("region", { name: "Who sent it" });
    expect(who.textContent).toContain(APPLICANT_COMPANY.name);
    expect(who.textContent).not.toContain(EMPLOYER.name);
    const application = thread.screen.getByRole("region", { name: "The application" });
    expect(application.textContent).not.toContain("Job title");
    expect(application.textContent).toContain("I would like to apply.");
    expect(thread.screen.getByRole("main").textContent).not.toMatch(/\bbuyer|\brequest\b/i);
    expect(thread.text).toContain("The applicant is told of your reply");
  });
});
