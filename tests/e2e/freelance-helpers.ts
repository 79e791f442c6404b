import type { Browser, Page } from "@playwright/test";
import { openDatabase } from "../../server/db/database";
import { memberPage, withRepo } from "./claims-helpers";
import { expect, expectNoAxeViolations, test as base } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

// Freelance work (issue 30) from a post to its award, on a server of its own: the post and the
// first proposal are made through the data layer; a second freelancer proposes through the
// page (with a file), the poster compares and accepts one, and the other proposer sees they
// were declined. Run with and without JavaScript.

export { expect };

export const test = base.extend<object, { claimServer: OwnServer }>({
  claimServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const server = await startOwnServer({}, 110_000);
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ claimServer }, provide) => provide(claimServer.url),
});

const PDF = {
  name: "portfolio.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

async function accountId(server: OwnServer, email: string): Promise<string> {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    const row = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

/** A member who owns an approved company (a sample vendor handed to them), and their page. */
async function poster(browser: Browser, server: OwnServer, js: boolean) {
  const { page, member } = await memberPage(browser, server, "Pia Poster", {
    javaScriptEnabled: js,
  });
  await withRepo(server, async (repo) => {
    expect(await repo.vendors.assignOwner("lumenstack-technologies", member.email)).toBe("done");
  });
  return { page, id: await accountId(server, member.email) };
}

/** A published post of the poster's, and Ada's proposal to it, through the data layer. */
async function postWithProposal(
  server: OwnServer,
  ownerId: string,
  ada: { id: string; name: string },
  title: string,
) {
  return withRepo(server, async (repo) => {
    const [company] = await repo.hiring.companiesOf(ownerId);
    const id = await repo.freelance.create(
      ownerId,
      {
        companyId: company!.id,
        title,
        description:
          "Build our **supplier scorecard** in a spreadsheet.\n\n- weights\n- a dashboard",
        category: "Technology",
        skills: ["Excel", "Supplier scorecards"],
        isRemote: true,
        location: "Remote",
        budgetType: "fixed",
        budget: 2500,
        duration: "Less than 1 month",
        closesOn: "2099-12-31",
      },
      true,
    );
    const sent = await repo.freelance.propose(
      ada,
      id!,
      {
        price: 2300,
        timelineDays: 10,
        message: "I built scorecards for three distributors.",
      },
      [],
    );
    expect(sent.ok).toBe(true);
    return id!;
  });
}

export async function freelanceFlow(browser: Browser, server: OwnServer, js: boolean) {
  const options = { javaScriptEnabled: js };
  const pia = await poster(browser, server, js);
  const adaMember = await memberPage(browser, server, "Ada Freelancer", options);
  const ada = { id: await accountId(server, adaMember.member.email), name: "Ada Freelancer" };
  const dee = (await memberPage(browser, server, "Dee Designer", options)).page;
  const title = `Supplier scorecard ${js ? "with" : "without"} scripts`;
  const id = await postWithProposal(server, pia.id, ada, title);
  const postUrl = `/jobs/freelance/${id}`;

  // A visitor finds it on the listing, by its filters, and is asked to sign in to propose.
  const visitor = await (await browser.newContext({ ...options, baseURL: server.url })).newPage();
  await visitor.goto("/jobs/freelance");
  await visitor.getByLabel("Budget type").selectOption("fixed");
  if (!js) await visitor.getByRole("button", { name: "Apply Filters" }).click();
  await expect(visitor).toHaveURL(/budget=fixed/);
  const card = visitor.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("$2,500 fixed");
  await expect(card).toContainText("Less than 1 month");
  // The posted-time wording is the visitor's own day, once scripts run.
  await expect(card).toContainText(js ? "Posted Today" : "Posted ");
  if (js) await expectNoAxeViolations(visitor);
  await card.getByRole("link", { name: /View details/ }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole("link", { name: "Sign in to send a proposal" })).toHaveAttribute(
    "href",
    `/sign-in?next=${encodeURIComponent(postUrl)}`,
  );
  await expect(visitor.getByRole("link", { name: "Join ProcureConnect" })).toHaveAttribute(
    "href",
    `/join?next=${encodeURIComponent(postUrl)}`,
  );
  if (js) await expectNoAxeViolations(visitor);

  // The second freelancer proposes through the page, with a file.
  await dee.goto(postUrl);
  const form = dee.getByRole("form", { name: "Your proposal" });
  if (js) {
    // The shared rules answer before anything is sent.
    await form.getByRole("button", { name: "Send proposal" }).click();
    await expect(form.getByText("Give your price in whole US dollars.")).toBeVisible();
    await expect(form.getByLabel("Your price (USD, fixed total)")).toBeFocused();
  }
  await form.getByLabel("Your price (USD, fixed total)").fill("2400");
  await form.getByLabel("Timeline (days)").fill("14");
  await form.getByLabel("Message").fill("Scorecards are my daily work; a draft within a week.");
  await form.getByLabel("Files (optional)").setInputFiles(PDF);
  if (js) await expectNoAxeViolations(dee);
  await form.getByRole("button", { name: "Send proposal" }).click();
  await expect(dee.getByText("Your proposal is sent.")).toBeVisible();
  await expect(dee.getByRole("region", { name: "Your proposal" })).toContainText("Submitted");

  // The poster compares the two in a table, sorted by price, and downloads the file.
  await pia.page.goto("/account/freelance");
  if (js) await expectNoAxeViolations(pia.page);
  await pia.page.getByRole("link", { name: title }).click();
  const table = pia.page.getByRole("table");
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Ada Freelancer");
  await expect(rows.nth(1)).toContainText("$2,300");
  await expect(rows.nth(1)).toContainText("Lowest");
  await expect(rows.nth(2)).toContainText("Dee Designer");
  await pia.page.getByRole("link", { name: "Timeline (sort by this)" }).click();
  await expect(rows.nth(1)).toContainText("Ada Freelancer");
  await pia.page.getByRole("link", { name: "Received (sort by this)" }).click();
  await expect(rows.nth(2)).toContainText("Dee Designer");
  const file = table.getByRole("link", { name: PDF.name });
  const href = (await file.getAttribute("href"))!;
  const download = await pia.page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
  // Nobody else gets the file or the table.
  expect((await adaMember.page.request.get(href)).status()).toBe(404);
  expect((await dee.request.get(href)).status()).toBe(404);
  expect((await dee.request.get(`/account/freelance/${id}`)).status()).toBe(404);
  if (js) await expectNoAxeViolations(pia.page);

  // The poster accepts Dee's, after a confirmation step.
  await table.getByRole("link", { name: "Accept the proposal of Dee Designer" }).click();
  const confirm = pia.page.getByRole("region", { name: /Accept the proposal of Dee Designer/ });
  await expect(confirm).toContainText("declines the other proposal");
  if (js) await expectNoAxeViolations(pia.page);
  await confirm.getByRole("button", { name: "Accept and tell the proposers" }).click();
  await expect(
    pia.page.getByText("The proposal is accepted, and every proposer was told."),
  ).toBeVisible();
  await expect(table.getByRole("row", { name: /Ada Freelancer/ })).toContainText("Declined");
  await expect(table.getByRole("row", { name: /Dee Designer/ })).toContainText("Accepted");

  // The other proposer is told, and sees they were declined; the accepted one too.
  await adaMember.page.goto("/account/notifications");
  await expect(adaMember.page.getByText(`Another proposal was chosen: ${title}`)).toBeVisible();
  await adaMember.page.goto("/account/proposals");
  await expect(adaMember.page.getByRole("row", { name: new RegExp(title) })).toContainText(
    "Declined",
  );
  if (js) await expectNoAxeViolations(adaMember.page);
  await dee.goto("/account/proposals");
  await expect(dee.getByRole("row", { name: new RegExp(title) })).toContainText("Accepted");

  // The post shows Awarded and has left the open listing.
  await visitor.goto(postUrl);
  await expect(
    visitor.getByText("This work is awarded: the company accepted a proposal."),
  ).toBeVisible();
  await visitor.goto("/jobs/freelance");
  await expect(visitor.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
}

/** The post form: the shared rules answer (in the browser with scripts, from the server without). */
export async function postFormChecks(page: Page, js: boolean) {
  await page.goto("/account/freelance/new");
  const form = page.getByRole("form", { name: "New freelance post" });
  await form.getByLabel("Title").fill("Tender evaluation support");
  await form.getByLabel("Amount (USD)").fill("twelve");
  await form.getByRole("button", { name: "Publish post" }).click();
  await expect(form.getByText("Give the budget in whole US dollars.")).toBeVisible();
  await expect(form.getByText("Describe the work.")).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue("Tender evaluation support");
  if (js) await expectNoAxeViolations(page);
}

export { memberPage, poster };
