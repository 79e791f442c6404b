import { communityFlow } from "./community-helpers";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// Member profiles, groups, threads and moderation with JavaScript (issue 29).

test.describe.configure({ timeout: 180_000 });

test("members list themselves, post, reply, are notified; reports are hidden and threads locked", async ({
  page,
  browser,
}) => {
  await communityFlow(page, browser, true);
});

test("the groups, a group, a thread, the discussions and a sample profile pass axe", async ({
  page,
}) => {
  for (const path of [
    "/network/groups",
    "/network/groups/logistics-freight",
    "/network/groups/logistics-freight/threads/t3",
    "/ideas/discussions",
    "/network/members/amara-okafor",
  ]) {
    const response = await gotoHydrated(page, path);
    expect(response?.status(), path).toBe(200);
    await expectNoAxeViolations(page);
  }
  await page.goto("/ideas/challenges");
  await page.getByRole("link", { name: /1 idea discussion on Zero-Waste/ }).click();
  await expect(
    page.getByRole("link", { name: "Returnable crates collected by the next delivery" }),
  ).toBeVisible();
});
