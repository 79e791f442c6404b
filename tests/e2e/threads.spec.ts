import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures";
import { unique } from "./forms-helpers";
import {
  linkIn,
  mailingSiteForFile,
  openToldRequest,
  ownerOf,
  quoteToOwner,
  sendQuote,
  textOf,
} from "./threads-helpers";

// A request as a conversation, with JavaScript: a signed-out buyer's quote (two files, a name
// and an e-mail) reaches the owner, who sees who sent it and replies; the reply's e-mail carries
// a private link by which the buyer reads and answers without signing in; the owner sees the
// answer; either side closes and reopens. The bell counts what is unread. With the mail server
// down during a reply, the e-mail arrives once it is back, once.

// One server for the file: its tests run one after another.
test.describe.configure({ mode: "default" });

const site = mailingSiteForFile({ desktopOnly: true });

test("a signed-out buyer and an owner talk it through by e-mail link, and close and reopen it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const buyerEmail = `bea.${unique()}@example.com`;
  const item = `Cold room panels ${unique()}`;
  const { owner, buyerContext } = await quoteToOwner(
    browser,
    site,
    { name: "Bea Buyer", email: buyerEmail },
    item,
  );

  // The owner is told (an e-mail with a link, and the bell), opens it, and sees who sent it.
  const page = await openToldRequest(site, owner, { name: "Bea Buyer", email: buyerEmail });
  await expect(page.getByRole("heading", { level: 1 })).toContainText(item);
  await expectNoAxeViolations(page);

  await page.getByLabel("Reply").fill("Yes: 12 panels in three weeks, $410 each.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toContainText("Your reply was sent.");

  // The buyer's e-mail carries a private link: the conversation, without signing in.
  await expect.poll(() => site.mailTo(buyerEmail).length).toBe(1);
  const reply = textOf(site.mailTo(buyerEmail)[0]!.raw);
  expect(reply).toContain("Yes: 12 panels in three weeks");
  const link = linkIn(site.mailTo(buyerEmail)[0]!.raw, "/requests/t/");
  const buyer = await buyerContext.newPage();
  await buyer.goto(link);
  await expect(buyer.getByRole("heading", { level: 1 })).toContainText(item);
  await expect(buyer.getByText("Yes: 12 panels in three weeks, $410 each.")).toBeVisible();
  await expect(buyer.getByTestId("notification-bell")).toHaveCount(0);
  await expectNoAxeViolations(buyer);
  await buyer.getByLabel("Reply").fill("Agreed. Can you deliver to Porto?");
  await buyer.getByRole("button", { name: "Send reply" }).click();
  await expect(buyer.getByText("Your reply was sent.")).toBeVisible();
  await expect(buyer.getByText("Agreed. Can you deliver to Porto?")).toBeVisible();

  // The owner sees the answer: the bell, then the page.
  await expect.poll(() => site.mailTo(owner.email).length).toBe(2);
  await page.goto("/account/notifications");
  await expect(page.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
  await page.getByRole("link", { name: /Bea Buyer answered/ }).click();
  await expect(page.getByText("Agreed. Can you deliver to Porto?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();

  // Either side closes and reopens.
  await page.getByRole("button", { name: "Mark as closed" }).click();
  await expect(page.getByText("This request is closed.")).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByText("This request is closed.")).toBeVisible();
  await buyer.getByRole("button", { name: "Reopen" }).click();
  await expect(buyer.getByText("The request is open again.")).toBeVisible();
  await buyer.getByRole("button", { name: "Close the conversation" }).click();
  await expect(buyer.getByText("This request is closed.")).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: "Reopen" }).click();
  await expect(page.getByRole("button", { name: "Send reply" })).toBeVisible();

  // The owner turns the private link off: it no longer opens the conversation.
  await page.getByRole("button", { name: "Turn off the private links" }).click();
  await expect(page.getByText("no longer work")).toBeVisible();
  const gone = await buyer.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(buyer.getByRole("heading", { name: "This link does not work" })).toBeVisible();

  await owner.context.close();
  await buyerContext.close();
});

test("with the mail server down during a reply, the e-mail arrives once it is back", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const buyerEmail = `cy.${unique()}@example.com`;
  const item = `Reefer trailers ${unique()}`;
  const { owner, buyerContext } = await quoteToOwner(
    browser,
    site,
    { name: "Cy Buyer", email: buyerEmail },
    item,
  );
  await expect.poll(() => site.mailTo(owner.email).length).toBe(1);

  await site.mailbox.stop();
  const page = await owner.context.newPage();
  await page.goto(linkIn(site.mailTo(owner.email)[0]!.raw, "/account/inbox/"));
  await page.getByLabel("Reply").fill("Two trailers free next week.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toContainText("Your reply was sent.");
  // Down: retried (every second doubling, in this test), nothing arrives, nothing is lost.
  await page.waitForTimeout(4_000);
  expect(site.mailTo(buyerEmail)).toHaveLength(0);

  await site.mailbox.start();
  await expect.poll(() => site.mailTo(buyerEmail).length, { timeout: 30_000 }).toBe(1);
  expect(textOf(site.mailTo(buyerEmail)[0]!.raw)).toContain("Two trailers free next week.");
  await page.waitForTimeout(3_000);
  expect(site.mailTo(buyerEmail)).toHaveLength(1);
  await owner.context.close();
  await buyerContext.close();
});

test("the notifications page marks one read, then all", async ({ browser }) => {
  test.setTimeout(240_000);
  const owner = await ownerOf(browser, site.server);
  const buyerContext = await browser.newContext({ baseURL: site.server.url });
  for (const n of [1, 2, 3]) {
    await sendQuote(
      buyerContext.request,
      site.server,
      { name: `Dee ${n}`, email: `dee${n}.${unique()}@example.com` },
      `Pallet racks ${n} ${unique()}`,
    );
  }
  const page = await owner.context.newPage();
  await expect
    .poll(
      async () => {
        await page.goto("/account/notifications");
        return page.getByRole("button", { name: /^Mark as read/ }).count();
      },
      { timeout: 60_000 },
    )
    .toBe(3);
  await expect(page.getByRole("link", { name: "Notifications, 3 unread" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("button", { name: /^Mark as read/ })
    .first()
    .click();
  await expect(page.getByRole("link", { name: "Notifications, 2 unread" })).toBeVisible();
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Mark as read/ })).toHaveCount(0);

  // E-mail settings: a kind turned off stays off.
  await page.getByRole("link", { name: "E-mail settings" }).click();
  await page.getByLabel("New requests to my companies").uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your choices are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("New requests to my companies")).not.toBeChecked();
  await expect(page.getByLabel("Replies in my conversations")).toBeChecked();
  await expectNoAxeViolations(page);
  await owner.context.close();
  await buyerContext.close();
});
