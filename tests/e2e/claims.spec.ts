import {
  CLAIM_MESSAGE,
  expect,
  makeOperator,
  memberPage,
  pendingClaim,
  test,
} from "./claims-helpers";
import { expectNoAxeViolations } from "./fixtures";

// Claiming a listing and the console's Claims tab (issue 22), where only a browser shows it: the
// claim form as a member reads it, and the console at a phone's width. On a server of this
// spec's own; each test uses a sample vendor of its own. The flows (a claim sent, refused
// without evidence, approved; a report dismissed) run through the request handler in
// tests/flows/claims.test.ts.

test.skip(
  ({ isMobile }) => isMobile,
  "The flows are the same on a phone, where the shared layout is tested by the other specs.",
);
test.describe.configure({ timeout: 150_000 });

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

test("the claim form passes axe, and its refusal keeps what was typed", async ({
  browser,
  claimServer,
}) => {
  const name = "Alderpoint Advisory";
  const claimant = await memberPage(browser, claimServer, "Clara Claimant");
  await claimant.page.goto("/vendors/alderpoint-advisory/claim");
  const form = claimant.page.getByRole("form", { name: `Claim ${name}` });
  await form.getByLabel("How do you represent this company?").fill(CLAIM_MESSAGE);
  await form.getByRole("button", { name: "Send claim" }).click();
  await expect(claimant.page.getByText(/Please attach a document/)).toBeVisible();
  await expect(form.getByLabel("How do you represent this company?")).toHaveValue(CLAIM_MESSAGE);
  await expectNoAxeViolations(claimant.page);
});
