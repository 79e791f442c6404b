import type { Page } from "@playwright/test";
import { expect, test } from "./claims-helpers";
import { expectNoAxeViolations, gotoHydrated } from "./fixtures";
import { CABLES, STEEL, photograph, tenderInLots } from "./lot-award-helpers";

// The award of a tender in lots in a real browser with scripts (decisions 340, 450): the buyer
// reviews and confirms each lot's award from the comparison, each lot's standstill shows on the
// tender page, and a bidder who lost one lot and is the intended winner of the other reads only
// their own standing in each. Each page is checked with axe and photographed at desktop (1280)
// and phone (390) widths, with no sideways scroll on the phone. The tender and its bids are set
// through the data layer; the award's pages are what this test walks.

test.describe.configure({ timeout: 240_000 });

test("a buyer awards each lot with a review and a standstill; each bidder sees only their own standing", async ({
  browser,
  claimServer,
}) => {
  const { buyer, ben, cy, id } = await tenderInLots(browser, claimServer);
  const main = (page: Page) => page.getByRole("main");

  // Lot 1 from its own table of the comparison: the review names the lot and ranks within it.
  await gotoHydrated(buyer, `/projects/${id}/bids`);
  const lot1 = buyer.locator("#award-lot-1");
  await lot1.getByRole("radio", { name: new RegExp(`^Award to ${STEEL}`) }).check();
  await lot1.getByRole("button", { name: "Review the award of lot 1" }).click();
  await expect(buyer.getByRole("heading", { name: "Your choice for lot 1: Steel" })).toBeVisible();
  await expect(main(buyer)).toContainText(STEEL);
  await expect(main(buyer)).toContainText("1 of 2");
  await expect(main(buyer)).toContainText("10 days");
  await expect(main(buyer)).not.toContainText("This bid is not the highest ranked.");
  // Priced by formula alone, the lot's scores need no panel: the review shows them.
  await expect(main(buyer).getByText("Weighted score")).toBeVisible();
  await expect(main(buyer)).toContainText("100.0 of 100");
  await expect(buyer.getByRole("row", { name: new RegExp(`^2 ${CABLES}`) })).toContainText("90.0");
  await expectNoAxeViolations(buyer);
  await photograph(browser, buyer, "lot-award-review");
  await buyer.getByRole("button", { name: "Confirm award" }).click();
  await expect(buyer.getByText("Your intended award is recorded.")).toBeVisible();
  await expect(
    buyer.getByRole("heading", { name: /^Lot 1: Award pending: standstill until/ }),
  ).toBeVisible();
  await expect(buyer.getByRole("heading", { name: "Lot 1: Your intended award" })).toBeVisible();

  // Lot 2: the buyer chooses the bid ranked second, so the review asks for a reason.
  await gotoHydrated(buyer, `/projects/${id}/bids`);
  const lot2 = buyer.locator("#award-lot-2");
  await lot2.getByRole("radio", { name: new RegExp(`^Award to ${STEEL}`) }).check();
  await lot2.getByRole("button", { name: "Review the award of lot 2" }).click();
  await expect(buyer.getByRole("heading", { name: "Your choice for lot 2: Cables" })).toBeVisible();
  await expect(main(buyer)).toContainText("2 of 2");
  await expect(main(buyer)).toContainText("This bid is not the highest ranked.");
  await gotoHydrated(buyer, `/projects/${id}/bids`);
  await buyer
    .locator("#award-lot-2")
    .getByRole("radio", { name: new RegExp(`^Award to ${CABLES}`) })
    .check();
  await buyer
    .locator("#award-lot-2")
    .getByRole("button", { name: "Review the award of lot 2" })
    .click();
  await expect(main(buyer)).toContainText("1 of 2");
  await buyer
    .getByLabel("Reason (optional, shown on the tender and in the letters)")
    .fill("Lowest price for the cables.");
  await buyer.getByRole("button", { name: "Confirm award" }).click();
  await expect(buyer.getByText("Your intended award is recorded.")).toBeVisible();

  // The standstill, each lot's, on the buyer's tender page; neither award is final yet.
  await gotoHydrated(buyer, `/projects/${id}`);
  for (const lot of [1, 2])
    await expect(
      buyer.getByRole("heading", {
        name: new RegExp(`^Lot ${lot}: Award pending: standstill until`),
      }),
    ).toBeVisible();
  await expect(buyer.getByRole("heading", { name: "Lot 2: Your intended award" })).toBeVisible();
  await expect(main(buyer)).toContainText("Your reason: Lowest price for the cables.");
  await expect(main(buyer)).not.toContainText("Your award ");
  await expect(buyer.getByRole("button", { name: "Cancel the intended award" })).toHaveCount(2);
  await expectNoAxeViolations(buyer);
  await photograph(browser, buyer, "lot-award-standstill-buyer");

  // Cy lost lot 1 and is the intended winner of lot 2: their own rank and scores against the
  // chosen bid's in lot 1, no other bid's; a question to the buyer while the standstill runs.
  await gotoHydrated(cy, `/projects/${id}`);
  const lost = cy.getByRole("heading", { name: `Lot 1: ${CABLES}: your bid was not chosen` });
  await expect(lost).toBeVisible();
  await expect(main(cy)).toContainText("Your bid ranked 2 of 2.");
  await expect(cy.getByRole("table", { name: "Your bid against the chosen bid" })).toHaveCount(1);
  await expect(cy.getByRole("columnheader", { name: `Chosen bid (${STEEL})` })).toBeVisible();
  await expect(
    cy.getByRole("heading", { name: `Lot 2: ${CABLES}: your bid is the intended award` }),
  ).toBeVisible();
  const letters = cy.getByRole("link", { name: "Download your award letter (PDF)" });
  await expect(letters).toHaveCount(2);
  for (const link of await letters.all()) {
    const letter = await cy.request.get((await link.getAttribute("href"))!);
    expect(letter.status()).toBe(200);
    expect(letter.headers()["content-type"]).toBe("application/pdf");
    expect((await letter.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
  await expect(cy.getByRole("button", { name: "Cancel the intended award" })).toHaveCount(0);
  await expectNoAxeViolations(cy);
  await photograph(browser, cy, "lot-award-losing-bidder");

  // Ben's page mirrors it: won lot 1, lost lot 2, and reads nothing of Cy's other scores.
  await gotoHydrated(ben, `/projects/${id}`);
  await expect(
    ben.getByRole("heading", { name: `Lot 1: ${STEEL}: your bid is the intended award` }),
  ).toBeVisible();
  await expect(
    ben.getByRole("heading", { name: `Lot 2: ${STEEL}: your bid was not chosen` }),
  ).toBeVisible();
  await expect(ben.getByRole("columnheader", { name: `Chosen bid (${CABLES})` })).toBeVisible();
  await expect(ben.getByRole("columnheader", { name: `Chosen bid (${STEEL})` })).toHaveCount(0);

  // A visitor sees each lot's standstill and nothing of the bids.
  const visitor = await browser.newPage({ baseURL: claimServer.url });
  await gotoHydrated(visitor, `/projects/${id}`);
  await expect(
    visitor.getByRole("heading", { name: /^Lot 2: Award pending: standstill until/ }),
  ).toBeVisible();
  await expect(visitor.getByRole("main")).not.toContainText("your bid");
  await expect(visitor.getByRole("main")).not.toContainText("Your intended award");
  await visitor.close();
});
