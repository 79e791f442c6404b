import { tenderFlow, test } from "./tenders-helpers";

// A tender from publication to award, with JavaScript (issue 24).

test.describe.configure({ timeout: 240_000 });

test("a buyer publishes, two suppliers ask and bid sealed, the buyer compares, exports and awards", async ({
  browser,
  claimServer,
}) => {
  await tenderFlow(browser, claimServer, true);
});
