import { tenderFlow, test } from "./tenders-helpers";

// The same tender, from publication to award, without JavaScript: real forms all the way.

test.describe.configure({ timeout: 240_000 });

test("the whole tender works without scripts", async ({ browser, claimServer }) => {
  await tenderFlow(browser, claimServer, false);
});
