import type { Page } from "@playwright/test";
import { expect, test } from "./claims-helpers";
import { CABLES, STEEL, tenderInLots } from "./lot-award-helpers";

// The award per lot in a browser without scripts (decisions 340, 450): each lot's award form on
// the comparison is a plain GET, "Confirm award" and "Cancel the intended award" plain POSTs,
// and a bidder who lost a lot asks the buyer about it with a plain form during the standstill.
// lot-award.spec.ts walks the same pages with scripts and photographs them.

test.describe.configure({ timeout: 240_000 });

test("a buyer awards and cancels a lot's award, and a losing bidder asks about it, without scripts", async ({
  browser,
  claimServer,
}) => {
  const { buyer, cy, id } = await tenderInLots(browser, claimServer, {
    javaScriptEnabled: false,
  });
  const main = (page: Page) => page.getByRole("main");

  await buyer.goto(`/projects/${id}/bids`);
  const lot1 = buyer.locator("#award-lot-1");
  await lot1.getByRole("radio", { name: new RegExp(`^Award to ${STEEL}`) }).check();
  await lot1.getByRole("button", { name: "Review the award of lot 1" }).click();
  await expect(buyer).toHaveURL(/\/bids\/award\?lot=1&bid=/);
  await expect(buyer.getByRole("heading", { name: "Your choice for lot 1: Steel" })).toBeVisible();
  await expect(main(buyer)).toContainText("Weighted score");
  await buyer.getByRole("button", { name: "Confirm award" }).click();
  await expect(buyer.getByText("Your intended award is recorded.")).toBeVisible();
  await expect(
    buyer.getByRole("heading", { name: /^Lot 1: Award pending: standstill until/ }),
  ).toBeVisible();

  // Cy, who lost lot 1, asks the buyer about it; only their own standing is on the page.
  await cy.goto(`/projects/${id}`);
  await expect(
    cy.getByRole("heading", { name: `Lot 1: ${CABLES}: your bid was not chosen` }),
  ).toBeVisible();
  await expect(cy.getByRole("columnheader", { name: `Chosen bid (${STEEL})` })).toBeVisible();
  await cy.getByLabel("Ask the buyer about the award").fill("Was our delivery time considered?");
  await cy.getByRole("button", { name: "Send question" }).click();
  await expect(main(cy)).toContainText("Your question is sent to the buyer.");
  await expect(main(cy)).toContainText("Was our delivery time considered?");

  // The buyer cancels lot 1's intended award: the lot is back in evaluation, its form again.
  await buyer.goto(`/projects/${id}`);
  await buyer.getByRole("button", { name: "Cancel the intended award" }).click();
  await expect(buyer.getByText("The intended award is cancelled")).toBeVisible();
  await expect(buyer.getByRole("heading", { name: /^Lot 1: Award pending/ })).toHaveCount(0);
  await buyer.goto(`/projects/${id}/bids`);
  await expect(buyer.getByRole("button", { name: "Review the award of lot 1" })).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Review the award of lot 2" })).toBeVisible();
});
