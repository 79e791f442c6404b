import { expect, test } from "./claims-helpers";
import { bidNeedsCertificate, itemPicker, publishCodedTender } from "./tender-cpv-helpers";

// The tender form's CPV picker and a required certificate with JavaScript (issue 43): the item's
// matches come as the buyer types, without sending the form; a bid from a company without the
// certificate is refused with the reason. (Without JavaScript: tender-cpv.nojs.spec.ts.)

test.skip(
  ({ isMobile }) => isMobile,
  "The flow is the same on a phone, where the shared layout is tested by the other specs.",
);
test.describe.configure({ timeout: 120_000 });

test("with scripts, the buyer codes an item as it types and a bid needs the required certificate", async ({
  browser,
  claimServer,
}) => {
  const path = await publishCodedTender(browser, claimServer, true, async (page) => {
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST") posted += 1;
    });
    await itemPicker(page).getByLabel("Find a code by words or digits").fill("road works");
    await expect(itemPicker(page).getByText(/codes match: choose one\.$/)).toBeVisible();
    // The matches came from the loader as one typed: no form was sent.
    expect(posted).toBe(0);
  });
  await bidNeedsCertificate(browser, claimServer, path, true);
});
