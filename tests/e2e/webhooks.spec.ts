import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { admin, joinAs } from "./accounts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// A company's webhooks page in the browser (decision 505): an endpoint added with its secret
// shown once, a delivery of a request the company received, "Send again", the endpoint removed,
// at desktop and phone sizes; another member finds no such page. It makes a listing owned, so it
// runs on the network's server. (Signing, retries and every refusal: server/webhooks and
// tests/flows/api-feed.test.ts.)

const COMPANY = { slug: "southerly-cold-chain", name: "Southerly Cold Chain" };
const PAGE = `/account/companies/${COMPANY.slug}/webhooks`;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

async function member(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await joinAs(page, name);
  return { page, account, close: () => context.close() };
}

/** A buyer sends the company a quote request: the company's `request.received` event. */
async function requestQuote(browser: Browser, item: string) {
  const buyer = await member(browser, "Quinn Quoter");
  await gotoHydrated(buyer.page, `/vendors/${COMPANY.slug}/quote`);
  await buyer.page.getByLabel("Category").selectOption({ index: 1 });
  await buyer.page.getByLabel("Item / Service").fill(item);
  await buyer.page.getByLabel("Quantity").fill("6 reefer trailers");
  await buyer.page.getByRole("button", { name: "Submit Request" }).click();
  await expect(buyer.page.getByRole("status").filter({ hasText: "Quote request" })).toContainText(
    "Quote request submitted successfully!",
  );
  await buyer.close();
}

test("an owner adds a webhook endpoint, sees its secret once and its deliveries, and removes it", async ({
  page,
  browser,
}, info) => {
  await page.goto("/");
  const owner = await joinAs(page, "Wren Webhooks");
  admin("assign", COMPANY.slug, owner.email);
  const endpoint = `https://erp.example.com/webhooks/${randomBytes(4).toString("hex")}`;

  await gotoHydrated(page, PAGE);
  await expect(
    page.getByRole("heading", { level: 1, name: `Webhooks of ${COMPANY.name}` }),
  ).toBeVisible();
  await page.getByLabel("Endpoint URL").fill(endpoint);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const added = page.getByRole("status").filter({ hasText: "Endpoint added" });
  await expect(added).toContainText(endpoint);
  await expect(added.locator("code")).toHaveText(/^whsec_[A-Za-z0-9+/=]{40,}$/);
  const secret = (await added.locator("code").textContent())!;
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath("webhooks-added-desktop.png"), fullPage: true });

  // Shown once: the page opened again lists the endpoint without it.
  await gotoHydrated(page, PAGE);
  await expect(page.getByText(endpoint, { exact: true })).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // A request to the company becomes a delivery (our test servers cannot reach the address).
  await requestQuote(browser, `Cold storage ${Date.now()}`);
  const delivery = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Send again msg_/ }) })
    .filter({ hasText: endpoint });
  await expect(async () => {
    await gotoHydrated(page, PAGE);
    await expect(delivery).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(delivery).toContainText("request.received");
  // Waiting for its first attempt, or retrying after it failed.
  await expect(delivery).toContainText(/Waiting|Retrying/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath("webhooks-delivery-desktop.png"), fullPage: true });
  await delivery.getByRole("button", { name: /^Send again msg_/ }).click();
  await expect(page.getByRole("status")).toHaveText("The message will be sent again now.");

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, PAGE);
  await noSidewaysScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: info.outputPath("webhooks-phone.png"), fullPage: true });

  await page.getByRole("button", { name: `Remove ${endpoint}` }).click();
  await expect(page.getByRole("status")).toHaveText("Endpoint removed.");
  // Its deliveries go with it.
  await expect(page.getByText(endpoint)).toHaveCount(0);

  // Another member finds no such page.
  const stranger = await member(browser, "Sol Stranger");
  const refused = await stranger.page.goto(PAGE);
  expect(refused?.status()).toBe(404);
  await stranger.close();
});
