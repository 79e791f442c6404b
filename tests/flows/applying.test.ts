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

  /** A job the employer's owner publishes; its id. */
  async function postJob(owner: Awaited<ReturnType<Site["member"]>>, title: string) {
    const blank = await owner.get("/account/jobs/new");
    const posted = await owner.press(blank, "Publish job", {
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
    return /\/account\/jobs\/(p-[0-9a-f-]+)/.exec(posted.path)![1]!;
  }

  it("a member applies once, sees Applied with the date, and the employer sees their company", async () => {
    const title = `Category Manager ${randomBytes(3).toString("hex")}`;
    const olga = await site.member("Olga Owner");
    const repo = createRepository(site.db);
    expect(await repo.vendors.assignOwner(EMPLOYER.slug, olga.email)).toBe("done");
    const jo = await site.member("Jo Seeker");
    const jobId = await postJob(olga, title);

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
    // The employer is told of an application to the job, not of a "message".
    await expect
      .poll(async () => (await olga.get("/account/notifications")).text)
      .toContain(`New application for ${title} at ${EMPLOYER.name}`);
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

  it("a member's next application offers the CV they sent last, which only they can send again", async () => {
    const tag = randomBytes(3).toString("hex");
    const owner = await site.member("Ola Employer");
    const repo = createRepository(site.db);
    expect(await repo.vendors.assignOwner(EMPLOYER.slug, owner.email)).toBe("done");
    const [first, second] = [
      await postJob(owner, `Buyer ${tag}`),
      await postJob(owner, `Senior Buyer ${tag}`),
    ];
    const ana = await site.member("Ana Applicant");
    // Before any application, the CV is asked for.
    const before = await ana.get(`/jobs/${first}/apply`);
    expect(before.text).not.toContain("Your CV from your last application");
    const bytes = Buffer.from(`%PDF-1.7\nAna's CV ${tag}`);
    const cv = new File([new Uint8Array(bytes)], "Ana CV.pdf", { type: "application/pdf" });
    const sent = await ana.press(before, "Submit Application", { "Resume / CV": cv });
    expect(sent.text).toMatch(/Application submitted successfully/);

    // The next job's form names that CV, and sending without a file sends it.
    const next = await ana.get(`/jobs/${second}/apply`);
    expect(next.screen.getByText(/Your CV from your last application/).textContent).toMatch(
      /Ana CV\.pdf \(\d+ bytes, sent [A-Z][a-z]+ \d{1,2}, \d{4}\), goes with this one\./,
    );
    const again = await ana.press(next, "Submit Application", { "Cover Letter": "Me again." });
    expect(again.text).toMatch(/Application submitted successfully/);
    const ownerId = (
      await site.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", owner.email)
        .executeTakeFirstOrThrow()
    ).id;
    const applicants = await repo.hiring.applicants(ownerId, second);
    expect(applicants).toHaveLength(1);
    const copy = applicants![0]!.cv!;
    expect(copy.name).toBe("Ana CV.pdf");
    const download = await owner.fetch(`/account/inbox/${applicants![0]!.id}/files/${copy.id}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    // The first application keeps a file of its own.
    const firstCv = (await repo.hiring.applicants(ownerId, first))![0]!.cv!;
    expect(firstCv.id).not.toBe(copy.id);

    // Another member cannot send Ana's CV by naming it, nor can a visitor; nothing is kept.
    const third = await postJob(owner, `Lead Buyer ${tag}`);
    const max = await site.member("Max Other");
    const maxPage = await max.get(`/jobs/${third}/apply`);
    expect(maxPage.text).not.toContain("Your CV from your last application");
    const stolen = await max.press(maxPage, "Submit Application", {}, { _cv: firstCv.id });
    expect(stolen.status).toBe(409);
    expect(stolen.text).toContain("The CV of your last application could not be found.");
    const visitor = site.visitor();
    const open = await visitor.get(`/jobs/${third}/apply`);
    const anonymous = await visitor.press(
      open,
      "Submit Application",
      { "Full Name": "Someone", Email: "someone@example.com" },
      { _cv: firstCv.id },
    );
    expect(anonymous.status).toBe(409);
    expect(anonymous.text).toContain("The CV of your last application could not be found.");
    expect(await repo.hiring.applicants(ownerId, third)).toEqual([]);
  });
});
