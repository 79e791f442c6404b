import {
  CLAIM_MESSAGE,
  EVIDENCE,
  expect,
  makeOperator,
  memberPage,
  pendingClaim,
  reportedReview,
  test,
} from "./claims-helpers";
import { expectNoAxeViolations } from "./fixtures";

// Claiming a listing and the console's Claims and Reviews tabs (issue 22), with JavaScript, on
// a server of this spec's own. Each test uses a sample vendor of its own.

test.skip(
  ({ isMobile }) => isMobile,
  "The flows are the same on a phone, where the shared layout is tested by the other specs.",
);
test.describe.configure({ timeout: 150_000 });

test("a member claims a sample listing with a file, an operator approves, the member owns it", async ({
  browser,
  claimServer,
  page,
}) => {
  const slug = "alderpoint-advisory";
  const name = "Alderpoint Advisory";

  // Signed out: the invitation leads to sign in, then back to the claim.
  await page.goto(`/vendors/${slug}`);
  const invitation = page.getByRole("region", { name: "Is this your company?" });
  await invitation.getByRole("link", { name: `Claim ${name}` }).click();
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(`/vendors/${slug}/claim`)}`);

  const claimant = await memberPage(browser, claimServer, "Clara Claimant");
  await claimant.page.goto(`/vendors/${slug}`);
  await claimant.page.getByRole("link", { name: `Claim ${name}` }).click();
  await expect(claimant.page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${name}`);
  const form = claimant.page.getByRole("form", { name: `Claim ${name}` });
  // No evidence: refused with the reason, what was typed kept.
  await form.getByLabel("How do you represent this company?").fill(CLAIM_MESSAGE);
  await form.getByRole("button", { name: "Send claim" }).click();
  await expect(claimant.page.getByText(/Please attach a document/)).toBeVisible();
  await expect(form.getByLabel("How do you represent this company?")).toHaveValue(CLAIM_MESSAGE);
  await expectNoAxeViolations(claimant.page);
  await form.getByLabel("Document").setInputFiles(EVIDENCE);
  await form.getByRole("button", { name: "Send claim" }).click();
  await expect(claimant.page.getByText("Thank you: your claim is sent.")).toBeVisible();

  // The operator finds it in the console's Claims tab and approves it.
  const operator = await memberPage(browser, claimServer, "Otto Operator");
  await makeOperator(claimServer, operator.member);
  await operator.page.goto("/admin");
  await operator.page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Claims" })
    .click();
  await expect(operator.page).toHaveURL("/admin/claims");
  const row = operator.page.getByRole("row").filter({ hasText: "Clara Claimant" });
  await expect(row).toContainText(name);
  await expect(row.getByRole("link", { name: EVIDENCE.name })).toHaveAttribute(
    "href",
    /^\/claims\/[\w-]+\/evidence$/,
  );
  await expectNoAxeViolations(operator.page);
  await row.getByRole("button", { name: /^Approve the claim/ }).click();
  await expect(operator.page.getByText(/Approved: the member owns the listing now/)).toBeVisible();

  // The member owns it: in My companies, and no one can claim it any more.
  await claimant.page.goto("/account/companies");
  await expect(claimant.page.getByRole("main")).toContainText(name);
  const second = await memberPage(browser, claimServer, "Sam Second");
  await second.page.goto(`/vendors/${slug}`);
  await expect(second.page.getByRole("region", { name: "Is this your company?" })).toHaveCount(0);
  await second.page.goto(`/vendors/${slug}/claim`);
  await expect(second.page.getByText("This company already has an owner")).toBeVisible();
  await expect(second.page.getByRole("form", { name: `Claim ${name}` })).toHaveCount(0);
});

test("a dismissed report leaves the queue, the review still published", async ({
  browser,
  claimServer,
}) => {
  await reportedReview(claimServer, "solvane-energy-systems", "Steady solar partner");
  const operator = await memberPage(browser, claimServer, "Dora Dismisser");
  await makeOperator(claimServer, operator.member);
  await operator.page.goto("/admin/reviews");
  const queued = operator.page.getByRole("article").filter({ hasText: "Steady solar partner" });
  await expect(queued).toContainText("Spam: 1");
  await expect(queued.getByRole("button", { name: /Hide review/ })).toBeVisible();
  await queued.getByRole("button", { name: /Dismiss report/ }).click();
  await expect(
    operator.page.getByText("The report is dismissed: the review stays published."),
  ).toBeVisible();
  await expect(
    operator.page.getByRole("region", { name: /Reported reviews/ }).getByRole("article"),
  ).toHaveCount(0);
  await operator.page.goto("/vendors/solvane-energy-systems");
  await expect(operator.page.locator("#reviews")).toContainText("Steady solar partner");
});

test("the console at 390 px keeps its action column in reach", async ({ browser, claimServer }) => {
  await pendingClaim(claimServer, "quillon-data-security", "Petra");
  const operator = await memberPage(browser, claimServer, "Nina Narrow", {
    viewport: { width: 390, height: 844 },
  });
  await makeOperator(claimServer, operator.member);
  await operator.page.goto("/admin/claims");
  const approve = operator.page.getByRole("button", {
    name: "Approve the claim of Quillon Data & Security by Petra",
  });
  await approve.scrollIntoViewIfNeeded();
  const box = await approve.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const overflow = await operator.page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(operator.page);
  await approve.click();
  await expect(operator.page.getByText(/Approved: the member owns the listing now/)).toBeVisible();
});
