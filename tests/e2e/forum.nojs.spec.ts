import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { joinAs, joinAsOperator } from "./accounts";
import { expect, test } from "./fixtures";

// The forums without JavaScript (issue 44 items 7 and 8): every button is a plain form the
// server answers. A member joins and follows a group, another posts a thread that mentions a
// listed member and is told to the follower, a reply goes under it, an operator hides the reply
// with a reason its author then reads, and locks and hides the group. Screenshots of the thread
// and the group as operators see it, desktop and phone, are kept with the test's output.

test.describe.configure({ timeout: 180_000 });

const GROUP = "/network/groups/contracts-legal";

/** A member of their own, signed in, in a context with scripts off. */
async function memberPage(browser: Browser, page: Page, name: string) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled: false,
  });
  const other = await context.newPage();
  await other.goto("/");
  await joinAs(other, name);
  return other;
}

/** The page at 1280 and at 390 pixels wide, full length, under `name` in the test's output. */
async function screenshots(page: Page, name: string) {
  for (const [width, suffix] of [
    [1280, "desktop"],
    [390, "phone"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`${name}-${suffix}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("without JavaScript members follow a group, post, mention, reply, and read a hide's reason", async ({
  browser,
  page,
}) => {
  const tag = randomBytes(3).toString("hex");
  await page.goto("/");
  await joinAs(page, `Ada Follower ${tag}`);
  await page.goto(GROUP);
  await page.getByRole("button", { name: "Join group" }).click();
  await page.getByRole("button", { name: "Follow group" }).click();
  await expect(page.getByRole("button", { name: "Unfollow group" })).toBeVisible();

  const bo = await memberPage(browser, page, `Bo Poster ${tag}`);
  await bo.goto(GROUP);
  await bo.getByRole("button", { name: "Join group" }).click();
  const title = `Liquidated damages ${tag}`;
  await bo.getByLabel("Title").fill(title);
  await bo.getByLabel("Message").fill(`What cap do you use, @amara-okafor?\n\n**Thanks**`);
  await bo.getByRole("button", { name: "Post thread" }).click();
  await expect(bo.getByRole("heading", { level: 1 })).toHaveText(title);
  const opening = bo.locator("#thread");
  await expect(opening.getByRole("link", { name: "@amara-okafor" })).toHaveAttribute(
    "href",
    "/network/members/amara-okafor",
  );
  await expect(opening.locator("strong")).toHaveText("Thanks");
  const threadPath = new URL(bo.url()).pathname;

  // The follower is told of the new thread.
  await page.goto("/account/notifications");
  await expect(page.getByText(`New thread in Contracts & Legal: "${title}"`)).toBeVisible();

  // The follower replies.
  await page.goto(threadPath);
  await page.getByLabel("Your reply").fill(`Ten percent of the price, ${tag}.`);
  await page.getByRole("button", { name: "Post reply" }).click();
  const reply = page.getByRole("article", { name: `Reply by Ada Follower ${tag}` });
  await expect(reply).toContainText(`Ten percent of the price, ${tag}.`);

  // An operator hides the reply with a reason; its author reads it, others see nothing of it.
  const olive = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled: false,
  });
  const op = await olive.newPage();
  await op.goto("/");
  await joinAsOperator(op, `Olive Op ${tag}`);
  await op.goto(threadPath);
  const hidden = op.getByRole("article", { name: `Reply by Ada Follower ${tag}` });
  await hidden.getByText("More actions").click();
  await hidden.getByLabel("Reason told to the author").fill("Quote the clause, not the price.");
  await hidden.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(op.getByText("Reason: Quote the clause, not the price.")).toBeVisible();

  await page.goto(threadPath);
  await expect(
    page.getByText(
      "A moderator hid your post from others. Reason: Quote the clause, not the price.",
    ),
  ).toBeVisible();
  await bo.goto(threadPath);
  await expect(bo.getByText(`Ten percent of the price, ${tag}.`)).toHaveCount(0);
  await screenshots(page, "forum-thread-hidden-reply");

  // Operators lock the group (no new thread), then hide it (gone for members).
  await op.goto(GROUP);
  await op.getByRole("button", { name: "Lock group" }).click();
  await expect(op.getByRole("button", { name: "Unlock group" })).toBeVisible();
  await bo.goto(GROUP);
  await expect(bo.getByText("This group is locked: it takes no new threads.")).toBeVisible();
  await expect(bo.getByRole("button", { name: "Post thread" })).toHaveCount(0);
  await op.getByRole("button", { name: "Hide group" }).click();
  await expect(op.getByRole("button", { name: "Restore group" })).toBeVisible();
  await screenshots(op, "forum-group-operator");
  expect((await bo.goto(GROUP))?.status()).toBe(404);

  // Put back as it was, for the other tests that use the group.
  await op.getByRole("button", { name: "Restore group" }).click();
  await op.getByRole("button", { name: "Unlock group" }).click();
  await expect(op.getByRole("button", { name: "Lock group" })).toBeVisible();
  expect((await bo.goto(GROUP))?.status()).toBe(200);
});
