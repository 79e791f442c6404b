import type { Browser } from "@playwright/test";
import { admin, joinAs } from "./accounts";
import { expect, test } from "./fixtures";
import { unique } from "./forms-helpers";

// The same flow without JavaScript: a signed-in buyer's message reaches the company's owner,
// who replies and closes it with plain forms; the buyer reads the reply.

const COMPANY = { slug: "quillon-data-security", name: "Quillon Data Security" };

async function member(browser: Browser, name: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const account = await joinAs(page, name);
  return { page, account, close: () => context.close() };
}

test("a message reaches the owner, who replies and closes it; the buyer reads the reply", async ({
  browser,
  page,
}) => {
  test.slow();
  const owner = await member(browser, "Quinn Owner");
  admin("assign", COMPANY.slug, owner.account.email);
  const buyer = await joinAs(page, "Rhea Buyer");

  const message = `Do you audit cloud setups? ${unique()}`;
  await page.goto(`/vendors/${COMPANY.slug}/contact`);
  // Signed in, the message is sent as the account (docs/decisions/231).
  await expect(page.getByText(`Sent as Rhea Buyer (${buyer.email})`)).toBeVisible();
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message" })).toBeVisible();

  await owner.page.goto("/account/inbox?status=new");
  await owner.page
    .getByRole("link", { name: new RegExp(message.slice(0, 20)) })
    .first()
    .click();
  await expect(owner.page.getByRole("definition").filter({ hasText: buyer.email })).toBeVisible();

  // An empty reply is refused with a reason; a real one is sent.
  await owner.page.getByRole("button", { name: "Send reply" }).click();
  await expect(owner.page.getByText("Write your reply before sending it.")).toBeVisible();
  await owner.page.getByLabel("Reply").fill("Yes: AWS, Azure and GCP.");
  await owner.page.getByRole("button", { name: "Send reply" }).click();
  await expect(owner.page.getByText("Your reply was sent.")).toBeVisible();
  await owner.page.getByRole("button", { name: "Mark as closed" }).click();
  await expect(owner.page.getByText("This request is closed.")).toBeVisible();

  await page.goto("/account/requests");
  const sent = page.getByRole("link", { name: new RegExp(message.slice(0, 20)) });
  await expect(sent).toContainText("Closed");
  await sent.click();
  await expect(page.getByText("Yes: AWS, Azure and GCP.")).toBeVisible();
  await owner.close();
});

test("a signed-out buyer's confirmation says that signing in lets them follow the reply", async ({
  browser,
  page,
}) => {
  const owner = await member(browser, "Alma Owner");
  admin("assign", "alderpoint-advisory", owner.account.email);
  await owner.close();

  await page.goto("/vendors/alderpoint-advisory/contact");
  await page.getByLabel("Name").fill("Sid Signedout");
  await page.getByLabel("Email").fill("sid@example.com");
  await page.getByLabel("Message").fill(`Can you review our tender process? ${unique()}`);
  await page.getByRole("button", { name: "Send Message" }).click();
  const sent = page.getByRole("status").filter({ hasText: "Message" });
  await expect(sent).toContainText("before your next request to follow");
  await expect(sent.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/sign-in?next=%2Fvendors%2Falderpoint-advisory%2Fcontact",
  );
});

test.describe("a refused form page", () => {
  // The page sent back with the problem answers 400, as the form pages do.
  test.use({
    allowedErrors: [/Failed to load resource: the server responded with a status of 400/],
  });

  test("a signed-out quote request to a company needs a name and an e-mail", async ({
    browser,
    page,
  }) => {
    const owner = await member(browser, "Stella Owner");
    admin("assign", "stonequay-construction", owner.account.email);
    await owner.close();

    await page.goto("/vendors/stonequay-construction/quote");
    const item = `Precast panels ${unique()}`;
    await page.getByLabel("Category").selectOption("Construction Materials");
    await page.getByLabel("Item / Service").fill(item);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill("Pat Panels");
    await page.getByLabel("Email").fill("pat@example.com");
    await page.getByRole("button", { name: "Submit Request" }).click();
    const sent = page.getByRole("status").filter({ hasText: "Quote request" });
    await expect(sent).toContainText("Quote request submitted successfully!");
    await expect(sent).toContainText("will come to the e-mail address you gave");
  });
});
