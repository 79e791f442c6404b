import { memberPage, test } from "./claims-helpers";
import { amendChairs, publishedTender } from "./amendments-helpers";

// An amendment without JavaScript (decision 330): Chromium posts the amendment's form, filled in
// from the tender, as a plain multipart form; the tender's page lists what changed. Who is told,
// and the bids and comparison, run through the request handler (tests/flows/tender-amendments.test.ts).

test("a buyer raises a quantity from 12 to 18 without scripts", async ({
  browser,
  claimServer,
}) => {
  const { page, member } = await memberPage(browser, claimServer, "Bea Buyer", {
    javaScriptEnabled: false,
  });
  const id = await publishedTender(claimServer, member.email, "Office chairs without scripts");
  await amendChairs(page, id);
});
