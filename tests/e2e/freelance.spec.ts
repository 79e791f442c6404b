import { expectNoAxeViolations, gotoHydrated } from "./fixtures";
import { expect, memberPage, test } from "./claims-helpers";
import { accountId, PDF, poster, publishedPost } from "./freelance-helpers";

// Freelance work with JavaScript (issue 30), where only a browser shows it: the listing's
// filters applying as they are chosen, the posted time in the visitor's own day, the forms'
// checks answering before anything is sent, and axe on each page from the listing to the
// declined proposer's list. The post and a first proposal are set through the data layer. The
// flow itself (the post found and proposed to with a file, the comparison sorted three ways,
// the private download, the accept and what each proposer sees) runs through the request
// handler in tests/flows/freelance.test.ts.

test.skip(({ isMobile }) => isMobile, "flows on one viewport");
test.describe.configure({ timeout: 120_000 });

test("the filters apply as chosen, the forms check before sending, and the pages pass axe from the listing to the award", async ({
  browser,
  claimServer,
}) => {
  const pia = await poster(browser, claimServer, true);
  const ada = await memberPage(browser, claimServer, "Ada Freelancer");
  const dee = (await memberPage(browser, claimServer, "Dee Designer")).page;
  const title = "Supplier scorecard with scripts";
  const id = await publishedPost(claimServer, pia.id, title, {
    id: await accountId(claimServer, ada.member.email),
    name: "Ada Freelancer",
  });

  // The filter applies as it is chosen; the posted time is the visitor's own day.
  const visitor = await (await browser.newContext({ baseURL: claimServer.url })).newPage();
  await gotoHydrated(visitor, "/jobs/freelance");
  await visitor.getByLabel("Budget type").selectOption("fixed");
  await expect(visitor).toHaveURL(/budget=fixed/);
  const card = visitor.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("Posted Today");
  await expectNoAxeViolations(visitor);
  await card.getByRole("link", { name: /View details/ }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectNoAxeViolations(visitor);

  // The proposal form's rules answer before anything is sent.
  await gotoHydrated(dee, `/jobs/freelance/${id}`);
  const form = dee.getByRole("form", { name: "Your proposal" });
  await form.getByRole("button", { name: "Send proposal" }).click();
  await expect(form.getByText("Give your price in whole US dollars.")).toBeVisible();
  await expect(form.getByLabel("Your price (USD, fixed total)")).toBeFocused();
  await form.getByLabel("Your price (USD, fixed total)").fill("2400");
  await form.getByLabel("Timeline (days)").fill("14");
  await form.getByLabel("Message").fill("Scorecards are my daily work; a draft within a week.");
  await form.getByLabel("Files (optional)").setInputFiles(PDF);
  await expectNoAxeViolations(dee);
  await form.getByRole("button", { name: "Send proposal" }).click();
  await expect(dee.getByText("Your proposal is sent.")).toBeVisible();

  // The poster's list, the comparison, the confirmation step.
  await pia.page.goto("/account/freelance");
  await expectNoAxeViolations(pia.page);
  await pia.page.getByRole("link", { name: title }).click();
  const table = pia.page.getByRole("table");
  await expect(table.getByRole("link", { name: PDF.name })).toBeVisible();
  await expectNoAxeViolations(pia.page);
  await table.getByRole("link", { name: "Accept the proposal of Dee Designer" }).click();
  const confirm = pia.page.getByRole("region", { name: /Accept the proposal of Dee Designer/ });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(pia.page);
  await confirm.getByRole("button", { name: "Accept and tell the proposers" }).click();
  await expect(
    pia.page.getByText("The proposal is accepted, and every proposer was told."),
  ).toBeVisible();

  // The declined proposer's list.
  await ada.page.goto("/account/proposals");
  await expect(ada.page.getByRole("row", { name: new RegExp(title) })).toContainText("Declined");
  await expectNoAxeViolations(ada.page);
});

test("the post form checks its fields in the browser before sending", async ({
  browser,
  claimServer,
}) => {
  const { page } = await poster(browser, claimServer, true);
  await gotoHydrated(page, "/account/freelance/new");
  const form = page.getByRole("form", { name: "New freelance post" });
  await form.getByLabel("Title").fill("Tender evaluation support");
  await form.getByLabel("Amount (USD)").fill("twelve");
  await form.getByRole("button", { name: "Publish post" }).click();
  await expect(form.getByText("Give the budget in whole US dollars.")).toBeVisible();
  await expect(form.getByText("Describe the work.")).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue("Tender evaluation support");
  await expectNoAxeViolations(page);
});
