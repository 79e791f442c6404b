import { expectNoAxeViolations } from "./fixtures";
import { test, expect } from "./claims-helpers";
import { memberPage, newEvent, operatorPage, writeArticle } from "./knowledge-helpers";

// Operators publish articles, members register for training, with JavaScript, where only a
// browser shows it: a published article's hostile markup runs nothing, a Register press says
// so, and both pages pass axe (the no-JS counterpart is knowledge-flows.nojs.spec.ts). The flows
// (an article written, previewed, published and taken back; a draft not found; a member who is
// not an operator refused; a registration's calendar file and notice; the waiting list) run
// through the request handler in tests/flows/knowledge.test.ts.

test.skip(({ isMobile }) => isMobile, "flows on one viewport");

// A member or an operator signing up, on a server of its own: give them time.
test.describe.configure({ timeout: 180_000 });

test("a published article's hostile markup runs nothing, and its page passes axe", async ({
  browser,
  claimServer,
}) => {
  const page = await operatorPage(browser, claimServer, true);
  const title = await writeArticle(page, "Publish now");
  await expect(page.getByRole("status")).toContainText("Published");
  await page.goto("/knowledge/news");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(
    page.locator(".article-body").getByRole("link", { name: "a real link" }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expectNoAxeViolations(page);
});

test("a member's Register press says so, and the event's page passes axe", async ({
  browser,
  claimServer,
}) => {
  const event = await newEvent(claimServer, 1);
  const first = await memberPage(browser, claimServer, "Ada Attendee");
  await first.page.goto(`/knowledge/training/${event.slug}`);
  await expect(first.page.getByText("1 of 1 seats left")).toBeVisible();
  await first.page.getByRole("button", { name: "Register" }).click();
  await expect(first.page.getByRole("status")).toContainText("You are registered");
  await expect(first.page.getByRole("link", { name: /Add to calendar/ })).toBeVisible();
  // Once: the message says it, the box does not say it again (issue 44, item 12).
  await expect(first.page.getByText(/You are registered/)).toHaveCount(1);
  await expectNoAxeViolations(first.page);
});
