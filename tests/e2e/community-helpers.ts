import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { joinAs, joinAsOperator } from "./accounts";
import { expect } from "./fixtures";

// The network's people flows (issue 29), shared by the spec with JavaScript and the one
// without: every step is a form or a link, so one script drives both.

const unique = () => randomBytes(3).toString("hex");

/** A member opts into the directory with a role and region, and is found by its filters. */
export async function listInDirectory(page: Page, name: string) {
  await page.goto("/account/profile");
  await page.getByLabel("List me in the Members Directory").check();
  await page.getByLabel("Role").fill("Legal Counsel");
  await page.getByLabel("Region").selectOption("South America");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status")).toContainText("listed in the Members Directory");
  await page.goto(
    `/network/members?q=${encodeURIComponent(name)}&role=Legal+Counsel&region=South+America`,
  );
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("South America")).toBeVisible();
}

/** The whole flow: a thread, a reply and its notice, a report hidden, a locked thread. */
export async function communityFlow(page: Page, browser: Browser, javaScript: boolean) {
  const tag = unique();
  const adaName = `Ada Forum ${tag}`;
  await page.goto("/");
  await joinAs(page, adaName);
  await listInDirectory(page, adaName);

  await page.goto("/network/groups");
  await page.getByRole("link", { name: "Contracts & Legal" }).click();
  await page.getByRole("button", { name: "Join group" }).click();
  await expect(page.getByRole("button", { name: "Leave group" })).toBeVisible();
  const title = `Indexation clauses ${tag}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Message").fill("How do you **index** steel prices?");
  await page.getByRole("button", { name: "Post thread" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("#thread strong")).toHaveText("index");
  const threadUrl = page.url();

  const origin = new URL(page.url()).origin;
  const other = await browser.newContext({ baseURL: origin, javaScriptEnabled: javaScript });
  const bob = await other.newPage();
  await bob.goto("/");
  const bobName = `Bob Reply ${tag}`;
  await joinAs(bob, bobName);
  await bob.goto(threadUrl);
  await bob.getByLabel("Your reply").fill(`Against a published index ${tag}.`);
  await bob.getByRole("button", { name: "Post reply" }).click();
  await expect(bob.getByRole("article", { name: `Reply by ${bobName}` })).toContainText(
    `Against a published index ${tag}.`,
  );

  await page.goto("/account/notifications");
  await expect(page.getByText(`New reply in "${title}"`)).toBeVisible();

  // Ada reports Bob's reply; an operator hides it; it is gone for Ada and for visitors.
  await page.goto(threadUrl);
  const reply = page.getByRole("article", { name: `Reply by ${bobName}` });
  await reply.getByText("More actions").click();
  await reply.getByLabel("Reason").selectOption("spam");
  await reply.getByRole("button", { name: /^Report/ }).click();
  await expect(page.getByText("Thank you. An operator will look at this post.")).toBeVisible();

  const operator = await browser.newContext({ baseURL: origin, javaScriptEnabled: javaScript });
  const olive = await operator.newPage();
  await olive.goto("/");
  await joinAsOperator(olive, `Olive ${tag}`);
  await olive.goto("/admin/reviews");
  const reported = olive
    .getByRole("region", { name: /Reported forum posts/ })
    .getByRole("listitem")
    .filter({ hasText: title });
  await reported.getByRole("button", { name: /^Hide post/ }).click();
  await expect(olive.getByText("The post is hidden.")).toBeVisible();

  await page.goto(threadUrl);
  await expect(page.getByRole("article", { name: `Reply by ${bobName}` })).toHaveCount(0);

  // The operator locks the thread: it refuses replies.
  await olive.goto(threadUrl);
  const opening = olive.getByRole("article", { name: "Opening post" });
  await opening.getByText("More actions").click();
  await opening.getByRole("button", { name: "Lock thread" }).click();
  await bob.goto(threadUrl);
  await expect(bob.getByText("This thread is locked: it takes no new replies.")).toBeVisible();
  await expect(bob.getByRole("button", { name: "Post reply" })).toHaveCount(0);
  await other.close();
  await operator.close();
}
