import { expect, test } from "@playwright/test";
import { unique } from "./forms-helpers";
import {
  linkIn,
  mailingSiteForFile,
  openToldRequest,
  quoteToOwner,
  textOf,
} from "./threads-helpers";

// The conversation without JavaScript, with plain forms only: the owner sees who sent a
// signed-out quote and replies; the buyer follows the e-mailed link, answers with a file, closes
// and reopens; the owner sees the answer; the buyer joins from the page and finds the
// conversation in their account. The bell counts, the notifications page clears it.

const site = mailingSiteForFile();

test("a signed-out buyer answers by the e-mailed link, closes, reopens and joins to keep it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const buyerEmail = `rhea.${unique()}@example.com`;
  const item = `Chilled storage ${unique()}`;
  const { owner, buyerContext } = await quoteToOwner(
    browser,
    site,
    { name: "Rhea Buyer", email: buyerEmail },
    item,
    false,
  );

  const page = await openToldRequest(site, owner, { name: "Rhea Buyer", email: buyerEmail });

  // An empty reply is refused; a real one is sent.
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Write your reply before sending it.")).toBeVisible();
  await page.getByLabel("Reply").fill("We hold 40 pallet places for you.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toContainText("Your reply was sent.");

  await expect.poll(() => site.mailTo(buyerEmail).length).toBe(1);
  expect(textOf(site.mailTo(buyerEmail)[0]!.raw)).toContain("We hold 40 pallet places for you.");
  const link = linkIn(site.mailTo(buyerEmail)[0]!.raw, "/requests/t/");
  const buyer = await buyerContext.newPage();
  await buyer.goto(link);
  await expect(buyer.getByText("We hold 40 pallet places for you.")).toBeVisible();
  await buyer.getByLabel("Reply").fill("Booked. Delivery plan attached.");
  await buyer.getByLabel("Attachments (optional)").setInputFiles({
    name: "plan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\nplan"),
  });
  await buyer.getByRole("button", { name: "Send reply" }).click();
  await expect(buyer.getByText("Your reply was sent.")).toBeVisible();
  await expect(buyer.getByRole("link", { name: "plan.pdf" })).toBeVisible();

  // Close and reopen from the buyer's side, then from the owner's.
  await buyer.getByRole("button", { name: "Close the conversation" }).click();
  await expect(buyer.getByText("This request is closed.")).toBeVisible();
  await buyer.getByRole("button", { name: "Reopen" }).click();
  await expect(buyer.getByText("The request is open again.")).toBeVisible();

  await page.goto("/account/notifications");
  await expect(page.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await page.goto("/account/inbox");
  await page.getByRole("link", { name: new RegExp(item) }).click();
  await expect(page.getByText("Booked. Delivery plan attached.")).toBeVisible();
  const plan = await page.request.get(
    (await page.getByRole("link", { name: "plan.pdf" }).getAttribute("href"))!,
  );
  expect(plan.status()).toBe(200);
  await page.getByRole("button", { name: "Mark as closed" }).click();
  await expect(page.getByText("This request is closed.")).toBeVisible();
  await page.getByRole("button", { name: "Reopen" }).click();
  await expect(page.getByText("The request is open again.")).toBeVisible();

  // A stranger's browser with a wrong link finds nothing.
  const wrong = await buyerContext.request.get(`/requests/t/${"A".repeat(43)}`);
  expect(wrong.status()).toBe(404);

  // Joining from the page keeps the conversation in the new account.
  await buyer.goto(link);
  await buyer.getByLabel("Password").fill("correct horse battery");
  await buyer.getByRole("button", { name: "Join and keep it" }).click();
  await expect(buyer).toHaveURL(/\/account\/requests\/[0-9A-Z]{26}$/);
  await expect(buyer.getByText("Booked. Delivery plan attached.")).toBeVisible();
  await buyer.goto("/account/requests");
  await expect(buyer.getByRole("link", { name: new RegExp(item) })).toBeVisible();

  await owner.context.close();
  await buyerContext.close();
});
