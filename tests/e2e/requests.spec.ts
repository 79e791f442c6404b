import type { Browser, Page } from "@playwright/test";
import { admin, joinAs } from "./accounts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { file, unique } from "./forms-helpers";

// Quote requests reach the company they were sent to, where only a browser shows it: the form
// sent from the hydrated page (straight to the inbox), the dialog's confirmation, the form's
// checks before sending, the pages' axe checks and the reply's announcement. The flows (files
// intact, who gets 404, the inbox only for owners, replies, closing, the sender's name and
// e-mail) run through the request handler in tests/flows/requests.test.ts.

const COMPANY_A = {
  slug: "forgeline-precision-manufacturing",
  name: "Forgeline Precision Manufacturing",
};

test.skip(
  ({ isMobile }) => isMobile,
  "one run is enough: it makes two listings owned for the rest of the run",
);

async function member(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await joinAs(page, name);
  return { page, account, close: () => context.close() };
}

async function sendQuote(page: Page, item: string, files: ReturnType<typeof file>[]) {
  await gotoHydrated(page, `/vendors/${COMPANY_A.slug}/quote`);
  await page.getByLabel("Category").selectOption("Manufacturing");
  await page.getByLabel("Item / Service").fill(item);
  await page.getByLabel("Quantity").fill("400 brackets");
  await page.getByLabel("Attachments (optional)").setInputFiles(files);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote request" })).toContainText(
    "Quote request submitted successfully!",
  );
}

test("a quote request sent from the page reaches the owner's inbox; the pages pass axe and a reply is announced", async ({
  browser,
  page,
}) => {
  const ownerA = await member(browser, "Ada Owner");
  admin("assign", COMPANY_A.slug, ownerA.account.email);
  await joinAs(page, "Bea Buyer");

  const item = `Machined brackets ${unique()}`;
  await sendQuote(page, item, [file("bracket drawing.pdf", "pdf", 20_000)]);

  await gotoHydrated(ownerA.page, "/account/inbox");
  await expectNoAxeViolations(ownerA.page);
  await ownerA.page.getByRole("link", { name: new RegExp(item) }).click();
  await expect(ownerA.page.getByRole("heading", { level: 1, name: item })).toBeVisible();
  await expectNoAxeViolations(ownerA.page);
  await ownerA.page.getByLabel("Reply").fill("We can make them in 3 weeks at $4.10 each.");
  await ownerA.page.getByRole("button", { name: "Send reply" }).click();
  await expect(ownerA.page.getByRole("status")).toContainText("Your reply was sent.");

  await gotoHydrated(page, "/account/requests");
  await page.getByRole("link", { name: new RegExp(item) }).click();
  await expect(page.getByText("We can make them in 3 weeks at $4.10 each.")).toBeVisible();
  await expectNoAxeViolations(page);
  await ownerA.close();
});

test("a signed-out buyer's confirmation in the dialog says signing in lets them follow replies", async ({
  browser,
  page,
}) => {
  const owner = await member(browser, "Sig Owner");
  admin("assign", "signalhouse-marketing", owner.account.email);
  await owner.close();

  await gotoHydrated(page, "/vendors/signalhouse-marketing");
  await page.getByRole("link", { name: "Contact Vendor" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Sam Signedout");
  await dialog.getByLabel("Email").fill("sam@example.com");
  await dialog.getByLabel("Message").fill(`Do you run trade-show campaigns? ${unique()}`);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog).toContainText("Message sent successfully!");
  await expect(dialog).toContainText("before your next request to follow");
  await expect(dialog.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/sign-in?next=%2Fvendors%2Fsignalhouse-marketing",
  );
});

test("a signed-out quote request asks for name and e-mail in the browser, focusing the first", async ({
  browser,
  page,
}) => {
  const owner = await member(browser, "Sol Owner");
  admin("assign", "solvane-energy-systems", owner.account.email);
  await owner.close();

  await gotoHydrated(page, "/vendors/solvane-energy-systems/quote");
  const item = `Solar inverters ${unique()}`;
  await page.getByLabel("Category").selectOption("Equipment");
  await page.getByLabel("Item / Service").fill(item);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
  await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
  await page.getByRole("textbox", { name: "Name" }).fill("Sam Sender");
  await page.getByLabel("Email").fill("sam@example.com");
  await page.getByRole("button", { name: "Submit Request" }).click();
  const sent = page.getByRole("status").filter({ hasText: "Quote request" });
  await expect(sent).toContainText("Quote request submitted successfully!");
  await expect(sent).toContainText("will come to the e-mail address you gave");
});
