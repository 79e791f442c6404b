import { freelanceFlow, poster, postFormChecks, test } from "./freelance-helpers";

// The same freelance flow without JavaScript: real forms and links all the way, the accept's
// confirmation step included.

test.describe.configure({ timeout: 180_000 });

test("a post receives two proposals; the poster accepts one and the other is told, without scripts", async ({
  browser,
  claimServer,
}) => {
  await freelanceFlow(browser, claimServer, false);
});

test("the post form is checked by the server without scripts", async ({ browser, claimServer }) => {
  const { page } = await poster(browser, claimServer, false);
  await postFormChecks(page, false);
});
