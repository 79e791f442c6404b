import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { admin, joinAs, joinAsOperator } from "./accounts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { file, sha256, unique } from "./forms-helpers";

// Quote requests reach the company they were sent to: its owner reads them (files intact),
// replies and closes them; the buyer follows the reply; a second owner and anyone else get 404.

const COMPANY_A = {
  slug: "forgeline-precision-manufacturing",
  name: "Forgeline Precision Manufacturing",
};
const COMPANY_B = { slug: "tessellate-trade-finance", name: "Tessellate Trade Finance" };

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

test("a quote request reaches its company's owner, who replies; the buyer follows it", async ({
  browser,
  page,
}) => {
  test.slow(); // three members' browsers, two uploads and downloads
  const ownerA = await member(browser, "Ada Owner");
  const ownerB = await member(browser, "Bob Owner");
  admin("assign", COMPANY_A.slug, ownerA.account.email);
  admin("assign", COMPANY_B.slug, ownerB.account.email);
  const buyer = await joinAs(page, "Bea Buyer");

  const item = `Machined brackets ${unique()}`;
  const drawing = file("bracket drawing.pdf", "pdf", 90_000);
  const photo = file("sample photo.png", "png", 40_000);
  await sendQuote(page, item, [drawing, photo]);

  // Company A's owner finds it in the inbox, new, and opens it.
  await gotoHydrated(ownerA.page, "/account/inbox");
  await expectNoAxeViolations(ownerA.page);
  const line = ownerA.page.getByRole("link", { name: new RegExp(item) });
  await expect(line).toContainText("New");
  await line.click();
  await expect(ownerA.page.getByRole("heading", { level: 1, name: item })).toBeVisible();
  await expect(ownerA.page.getByText("400 brackets")).toBeVisible();
  const requestUrl = ownerA.page.url();

  // Both files download with the bytes the buyer sent.
  for (const sent of [drawing, photo]) {
    const download = ownerA.page.waitForEvent("download");
    await ownerA.page.getByRole("link", { name: sent.name }).click();
    const saved = await (await download).path();
    expect(sha256(readFileSync(saved))).toBe(sha256(sent.buffer));
  }
  const fileUrl = await ownerA.page.getByRole("link", { name: drawing.name }).getAttribute("href");

  // The other owner, the buyer and a visitor get 404 for the request and its files.
  for (const other of [ownerB.page, page]) {
    expect((await other.request.get(requestUrl)).status()).toBe(404);
    expect((await other.request.get(fileUrl!)).status()).toBe(404);
  }
  await gotoHydrated(ownerB.page, "/account/inbox");
  await expect(ownerB.page.getByRole("link", { name: new RegExp(item) })).toHaveCount(0);

  // A replies; the status follows.
  await expectNoAxeViolations(ownerA.page);
  await ownerA.page.getByLabel("Reply").fill("We can make them in 3 weeks at $4.10 each.");
  await ownerA.page.getByRole("button", { name: "Send reply" }).click();
  await expect(ownerA.page.getByRole("status")).toContainText("Your reply was sent.");
  await expect(ownerA.page.getByText("We can make them in 3 weeks at $4.10 each.")).toBeVisible();

  // The buyer, signed in, sees the reply and the status.
  await gotoHydrated(page, "/account/requests");
  const sent = page.getByRole("link", { name: new RegExp(item) });
  await expect(sent).toContainText("Replied");
  await sent.click();
  await expect(page.getByText("We can make them in 3 weeks at $4.10 each.")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(buyer.email).toContain("@");

  // A closes it.
  await ownerA.page.getByRole("button", { name: "Mark as closed" }).click();
  await expect(ownerA.page.getByText("This request is closed.")).toBeVisible();

  await ownerA.close();
  await ownerB.close();
});

test("the company inbox does not exist for members without a company, nor for visitors", async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext();
  const response = await visitor.request.get("/account/inbox", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/sign-in?next=%2Faccount%2Finbox");
  await visitor.close();

  await joinAs(page, "Nora Nobody");
  expect((await page.request.get("/account/inbox")).status()).toBe(404);
  await joinAsOperator(page, "Olive Operator");
  expect((await page.request.get("/account/inbox")).status()).toBe(404);
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

test("a signed-out quote request to a company asks for name and e-mail, and its owner sees them", async ({
  browser,
  page,
}) => {
  const owner = await member(browser, "Sol Owner");
  admin("assign", "solvane-energy-systems", owner.account.email);

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

  await gotoHydrated(owner.page, "/account/inbox");
  await owner.page.getByRole("link", { name: new RegExp(item) }).click();
  await expect(owner.page.getByRole("definition").filter({ hasText: "Sam Sender" })).toBeVisible();
  await expect(
    owner.page.getByRole("definition").filter({ hasText: "sam@example.com" }),
  ).toBeVisible();
  await owner.close();
});
