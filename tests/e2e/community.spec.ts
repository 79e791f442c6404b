import { randomBytes } from "node:crypto";
import { joinAs } from "./accounts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// What only a browser shows of the network's groups and threads (issue 29): with JavaScript,
// joining a group, a new thread and a report sent from a post's More actions answer in place,
// and the pages pass axe. The whole flow (a member listed in the directory and found by its
// filters, a thread, a reply and its notice, a report an operator hides, a locked thread that
// refuses replies) runs without scripts through the request handler in
// tests/flows/community.test.ts.

test.describe.configure({ timeout: 180_000 });

test("with JavaScript, joining a group, a new thread and a report answer in place", async ({
  page,
}) => {
  const tag = randomBytes(3).toString("hex");
  await page.goto("/");
  await joinAs(page, `Ada Forum ${tag}`);

  await gotoHydrated(page, "/network/groups/contracts-legal");
  await page.getByRole("button", { name: "Join group" }).click();
  await expect(page.getByRole("button", { name: "Leave group" })).toBeVisible();
  const title = `Indexation clauses ${tag}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Message").fill("How do you **index** steel prices?");
  await page.getByRole("button", { name: "Post thread" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("#thread strong")).toHaveText("index");

  const thread = "/network/groups/logistics-freight/threads/t3";
  await gotoHydrated(page, thread);
  const reply = page.getByRole("article", { name: "Reply by Lucas Ferreira" });
  await reply.getByText("More actions").click();
  await reply.getByLabel("Reason").selectOption("spam");
  await reply.getByRole("button", { name: /^Report/ }).click();
  await expect(page.getByText("Thank you. An operator will look at this post.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${thread}$`));
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
    await gotoHydrated(page, path);
    await expectNoAxeViolations(page);
  }
});
