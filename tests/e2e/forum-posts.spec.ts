import { randomBytes } from "node:crypto";
import { joinAs, joinAsOperator } from "./accounts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// What only a browser shows of a forum post (issue 44 items 6 and 7): a Markdown table in a post
// is styled (borders, a shaded header row), and the pages that gained forms pass axe: a group's
// page with its search and follow button, a thread with a mention and the moderator's hide form
// with its reason, and the console's forum moderation. The flows behind them run without
// scripts in tests/flows/forum-reach.test.ts and tests/flows/community.test.ts.

test.describe.configure({ timeout: 180_000 });

test("a post's table is styled, and the group, thread and console pass axe", async ({ page }) => {
  const tag = randomBytes(3).toString("hex");
  await page.goto("/");
  await joinAs(page, `Tab Ler ${tag}`);
  await gotoHydrated(page, "/network/groups/contracts-legal");
  await page.getByRole("button", { name: "Join group" }).click();
  await expect(page.getByRole("button", { name: "Follow group" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Title").fill(`Rates ${tag}`);
  await page
    .getByLabel("Message")
    .fill("Ask @amara-okafor.\n\n| Lane | Rate |\n| --- | --- |\n| A–B | 12 |\n");
  await page.getByRole("button", { name: "Post thread" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Rates ${tag}`);
  const opening = page.locator("#thread");
  await expect(opening.getByRole("link", { name: "@amara-okafor" })).toHaveAttribute(
    "href",
    "/network/members/amara-okafor",
  );
  const header = opening.locator("th").first();
  const cell = opening.locator("td").first();
  await expect(header).toHaveCSS("font-weight", "600");
  await expect(cell).toHaveCSS("border-top-style", "solid");
  await expect(cell).toHaveCSS("border-top-width", "1px");
  expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
    "rgba(0, 0, 0, 0)",
  );
  await expectNoAxeViolations(page);
  const threadPath = new URL(page.url()).pathname;

  await page.context().clearCookies();
  await page.goto("/");
  await joinAsOperator(page, `Olive ${tag}`);
  await gotoHydrated(page, threadPath);
  const more = page.locator("#thread").getByText("More actions");
  if (await more.isVisible()) await more.click();
  await expect(page.getByLabel("Reason told to the author")).toBeVisible();
  await expectNoAxeViolations(page);
  await gotoHydrated(page, "/admin/reviews");
  await expectNoAxeViolations(page);
});
