import { tenderFlow, test } from "./tenders-helpers";

// A tender from publication to award, with JavaScript (issue 24).

test.skip(
  ({ isMobile }) => isMobile,
  "The flows are the same on a phone, where the shared layout is tested by the other specs.",
);
test.describe.configure({ timeout: 150_000 });

test("a buyer publishes, two suppliers ask and bid sealed, the buyer compares, exports and awards", async ({
  browser,
  claimServer,
}) => {
  await tenderFlow(browser, claimServer, true);
});
