import { freelanceFlow, poster, postFormChecks, test } from "./freelance-helpers";

// Freelance work from a post to its award, with JavaScript (issue 30); the no-JS counterpart is
// freelance.nojs.spec.ts.

test.skip(({ isMobile }) => isMobile, "flows on one viewport");
test.describe.configure({ timeout: 180_000 });

test("a post receives two proposals; the poster accepts one and the other is told", async ({
  browser,
  claimServer,
}) => {
  await freelanceFlow(browser, claimServer, true);
});

test("the post form checks its fields in the browser before sending", async ({
  browser,
  claimServer,
}) => {
  const { page } = await poster(browser, claimServer, true);
  await postFormChecks(page, true);
});
