import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { memberPage, test, withRepo } from "./claims-helpers";
import { expect, expectNoAxeViolations, gotoHydrated } from "./fixtures";
import { file, sha256, unique } from "./forms-helpers";
import type { OwnServer } from "./own-server";

// Hiring on the network (issue 30) end to end, on a server of its own (posted jobs change what
// the Job Board counts): the owner of an approved company posts a job through the form, a job
// seeker finds it on the board under its filters and applies with a PDF, the owner downloads
// the CV (the same bytes), shortlists the application and messages the applicant, who sees the
// status and the message. Run with and without JavaScript.

export { expect, test };

const COMPANY = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };

/** A member who owns an approved company (a sample vendor handed to them), in their own browser. */
async function owner(browser: Browser, server: OwnServer, js: boolean): Promise<Page> {
  const { page, member } = await memberPage(browser, server, "Olga Owner", {
    javaScriptEnabled: js,
  });
  await withRepo(server, async (repo) => {
    expect(await repo.vendors.assignOwner(COMPANY.slug, member.email)).toBe("done");
  });
  return page;
}

/** Posts a job through /account/jobs/new; resolves with its id. */
async function postJob(page: Page, title: string): Promise<string> {
  await page.goto("/account/jobs/new");
  const form = page.getByRole("form", { name: "New job" });
  // The company is the member's approved one, its description prefilled from its profile.
  await expect(form.getByRole("combobox", { name: /^Company/ })).toHaveValue(/.+/);
  await expect(form.getByRole("textbox", { name: "About the company" })).not.toHaveValue("");
  await form.getByLabel("Job title").fill(title);
  await form.getByLabel("Location").fill("Lisbon, Portugal");
  await form.getByLabel("Applications close on").fill("2099-12-31");
  await form.getByLabel("Salary from (a year)").fill("60000");
  await form.getByLabel("Salary to (a year)").fill("80000");
  await form.getByLabel("Job Type").selectOption("Contract");
  await form.getByLabel("Category").selectOption("Logistics");
  await form.getByLabel("Tags").fill("Sourcing, SAP Ariba");
  await form.getByLabel("Remote: the job can be done from anywhere").check();
  await form.getByLabel("About the Role").fill("Run our indirect categories across Europe.");
  await form.getByLabel("Requirements").fill("Five years in procurement\nFluent English");
  await form.getByRole("button", { name: "Publish job" }).click();
  await expect(page.getByText("The job is published on the Job Board.")).toBeVisible();
  const id = /\/account\/jobs\/(p-[0-9a-f-]+)/.exec(page.url())?.[1];
  expect(id, page.url()).toBeTruthy();
  return id!;
}

/** The job seeker finds the job on the board by its filters (kept in the URL). */
async function findOnBoard(page: Page, title: string, word: string, js: boolean) {
  // With scripts, each change applies the filters: wait for the page to take them.
  if (js) await gotoHydrated(page, "/jobs");
  else await page.goto("/jobs");
  const filters = page.getByRole("search", { name: "Filter jobs" });
  await filters.getByLabel("Keywords").fill(word);
  await filters.getByRole("combobox", { name: "Category" }).selectOption("Logistics");
  await filters.getByRole("combobox", { name: "Duration" }).selectOption("Contract");
  await filters.getByRole("combobox", { name: "Max Budget" }).selectOption({ label: "Up to $90k" });
  if (!js) await filters.getByRole("button", { name: "Apply Filters" }).click();
  // A plain form sends its empty fields too (location, workplace, date posted).
  const rest = js ? "" : "&location=&remote=&posted=";
  await expect(page).toHaveURL(
    new RegExp(`/jobs\\?q=${word}&category=Logistics&duration=Contract&budget=90000${rest}$`),
  );
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(COMPANY.name);
  await expect(card).toContainText("$60,000 - $80,000 / year");
  await expect(card.getByText("Remote", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Showing 1 of \d+ jobs$/)).toBeVisible();
  // Under another category, or a lower budget, it is not there.
  for (const query of [`q=${word}&category=Design`, `q=${word}&duration=Full-time`]) {
    await page.goto(`/jobs?${query}`);
    await expect(page.getByRole("heading", { name: "No Jobs Found" })).toBeVisible();
  }
  await page.goto(`/jobs?q=${word}&category=Logistics&duration=Contract&budget=90000`);
}

/**
 * Applies with a PDF through the spec's application form (the dialog, or its page), signed in:
 * sent as the account, with no name or e-mail to type (decision 231).
 */
async function apply(
  page: Page,
  member: { name: string; email: string },
  title: string,
  cv: ReturnType<typeof file>,
  js: boolean,
) {
  const card = page.getByRole("listitem").filter({ hasText: title });
  await card.getByRole("link", { name: /Submit Application/ }).click();
  const form = js ? page.getByRole("dialog") : page.getByRole("main");
  if (js) await expect(form).toBeVisible();
  else await expect(page).toHaveURL(/\/jobs\/p-[0-9a-f-]+\/apply$/);
  await expect(form.getByText(`Sent as ${member.name} (${member.email})`)).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveCount(0);
  await expect(form.getByLabel("Email")).toHaveCount(0);
  await form.getByLabel("Cover Letter").fill(`I would like to apply for ${title}.`);
  await form.getByLabel("Resume / CV").setInputFiles(cv);
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText(/Application submitted successfully/)).toBeVisible();
}

export async function hiringFlow(browser: Browser, server: OwnServer, js: boolean) {
  const word = `zq${unique()}`;
  const title = `Category Buyer ${word}`;
  const olga = await owner(browser, server, js);
  const seeker = await memberPage(browser, server, "Jo Seeker", { javaScriptEnabled: js });
  const jo = seeker.page;

  const jobId = await postJob(olga, title);
  await findOnBoard(jo, title, word, js);
  const cv = file("Jo Seeker CV.pdf", "pdf", 120_000);
  await apply(jo, seeker.member, title, cv, js);

  // The owner sees the application on the job's page and downloads the CV: the same bytes.
  await olga.goto(`/account/jobs/${jobId}`);
  await expect(olga.getByRole("heading", { name: "Applications (1)" })).toBeVisible();
  const row = olga.getByRole("row", { name: /Jo Seeker/ });
  // A signed-in member applies as their account, whatever address was typed (decision 231).
  await expect(row).toContainText(seeker.member.email);
  await expect(row.getByLabel("Status")).toHaveValue("new");
  const downloading = olga.waitForEvent("download");
  await row.getByRole("link", { name: /Download CV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Jo Seeker CV.pdf");
  expect(sha256(readFileSync((await download.path())!))).toBe(sha256(cv.buffer));

  // Shortlisted, with a private note.
  await row.getByLabel("Status").selectOption("shortlisted");
  await row.getByLabel(/Private note/).fill("Strong on SAP Ariba.");
  await row.getByRole("button", { name: /^Save/ }).click();
  await expect(olga.getByText("The application is updated.")).toBeVisible();
  await expect(olga.getByRole("row", { name: /Jo Seeker/ }).getByLabel("Status")).toHaveValue(
    "shortlisted",
  );

  // A message to the applicant, in the application's conversation.
  const message = "Could you come for an interview on Monday at 10:00?";
  await olga.getByRole("link", { name: "Message the applicant" }).click();
  await expect(olga).toHaveURL(/\/account\/inbox\/[^/]+$/);
  await olga.getByLabel("Reply").fill(message);
  await olga.getByRole("button", { name: "Send reply" }).click();
  await expect(olga.getByText(message)).toBeVisible();

  // The applicant sees the status in their list, and the status and message on its page.
  await jo.goto("/account/applications");
  const mine = jo.getByRole("row", { name: new RegExp(title) });
  await expect(mine).toContainText("Shortlisted");
  await expect(mine).toContainText(COMPANY.name);
  await mine.getByRole("link", { name: /Open the conversation/ }).click();
  await expect(jo.getByText("Application status: Shortlisted")).toBeVisible();
  await expect(jo.getByText(message)).toBeVisible();
  // The employer's note stays the employer's.
  await expect(jo.getByText("Strong on SAP Ariba.")).toHaveCount(0);
  if (js) await expectNoAxeViolations(jo);
}
