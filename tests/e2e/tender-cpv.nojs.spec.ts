import { expect, test } from "./claims-helpers";
import { bidNeedsCertificate, itemPicker, publishCodedTender } from "./tender-cpv-helpers";

// The tender form's CPV picker and a required certificate without JavaScript (issue 43): the
// picker's Search button posts the whole form, which comes back with the item's matches and
// everything typed; a bid from a company without the certificate is refused with the reason.

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });

test("without scripts, the buyer codes an item with the picker and a bid needs the required certificate", async ({
  browser,
  claimServer,
}) => {
  const path = await publishCodedTender(browser, claimServer, false, async (page) => {
    const picker = itemPicker(page);
    await picker.getByLabel("Find a code by words or digits").fill("road works");
    const before = page.url();
    await picker.getByRole("button", { name: "Search codes" }).click();
    // The form was posted (no script fetched the matches) and came back open on the matches.
    await page.waitForLoadState("load");
    expect(page.url()).toBe(before);
    await expect(itemPicker(page).getByText(/codes match: choose one\.$/)).toBeVisible();
    await expect(itemPicker(page).getByLabel("Find a code by words or digits")).toHaveValue(
      "road works",
    );
  });
  await bidNeedsCertificate(browser, claimServer, path, false);
});
