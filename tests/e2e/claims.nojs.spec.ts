import type { Browser } from "@playwright/test";
import {
  CLAIM_MESSAGE,
  EVIDENCE,
  expect,
  makeOperator,
  memberPage,
  reportedReview,
  test,
} from "./claims-helpers";
import type { OwnServer } from "./own-server";

// Claiming a listing and the console's decisions without JavaScript: plain forms posted to the
// routes' actions, the answer a page of its own.

test.describe.configure({ timeout: 240_000 });

const noJs = (browser: Browser, server: OwnServer, name: string) =>
  memberPage(browser, server, name, { javaScriptEnabled: false });

test("a member claims with a file, an operator approves, the member owns it, without JavaScript", async ({
  browser,
  claimServer,
  page,
}) => {
  const slug = "tessellate-trade-finance";
  const name = "Tessellate Trade Finance";
  await page.goto(`/vendors/${slug}/claim`);
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(`/vendors/${slug}/claim`)}`);

  const claimant = await noJs(browser, claimServer, "Nell Nojs");
  await claimant.page.goto(`/vendors/${slug}`);
  await claimant.page.getByRole("link", { name: `Claim ${name}` }).click();
  const form = claimant.page.getByRole("form", { name: `Claim ${name}` });
  await form.getByLabel("How do you represent this company?").fill(CLAIM_MESSAGE);
  await form.getByLabel("Document").setInputFiles(EVIDENCE);
  await form.getByRole("button", { name: "Send claim" }).click();
  await expect(claimant.page.getByText("Thank you: your claim is sent.")).toBeVisible();

  const operator = await noJs(browser, claimServer, "Omar Nojs");
  await makeOperator(claimServer, operator.member);
  await operator.page.goto("/admin/claims");
  const row = operator.page.getByRole("row").filter({ hasText: "Nell Nojs" });
  await row.getByRole("button", { name: /^Approve the claim/ }).click();
  await expect(operator.page.getByText(/Approved: the member owns the listing now/)).toBeVisible();
  await operator.page.getByRole("link", { name: "Approved" }).click();
  await expect(operator.page.getByRole("row").filter({ hasText: "Nell Nojs" })).toContainText(
    "Approved",
  );

  await claimant.page.goto("/account/companies");
  await expect(claimant.page.getByRole("main")).toContainText(name);
  const second = await noJs(browser, claimServer, "Sid Nojs");
  await second.page.goto(`/vendors/${slug}/claim`);
  await expect(second.page.getByText("This company already has an owner")).toBeVisible();
});

test("an operator dismisses a report without JavaScript", async ({ browser, claimServer }) => {
  await reportedReview(claimServer, "southerly-cold-chain", "Cold chain done right");
  const operator = await noJs(browser, claimServer, "Dan Nojs");
  await makeOperator(claimServer, operator.member);
  await operator.page.goto("/admin/reviews");
  const queued = operator.page.getByRole("article").filter({ hasText: "Cold chain done right" });
  await queued.getByRole("button", { name: /Dismiss report/ }).click();
  await expect(
    operator.page.getByText("The report is dismissed: the review stays published."),
  ).toBeVisible();
  await expect(operator.page.getByRole("article").filter({ hasText: "Cold chain" })).toHaveCount(0);
});
