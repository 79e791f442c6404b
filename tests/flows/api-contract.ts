import { expect } from "vitest";
import { createRepository } from "../../server/db/repository";
import { awardedTender } from "./award-setup";
import type { Site } from "./site";

// A contract drafted from an award, waiting for the winner's answer, for the API's tests: the
// tender, bids and award through the data layer (award-setup.ts, as the contract flows make
// them), the draft through the buyer's page.

export const WINNER = "lumenstack-technologies";
export const OTHER = "alderpoint-advisory";

export async function draftedContract(site: Site) {
  const repo = createRepository(site.db);
  const buyer = await site.member("Bea Buyer");
  const winner = await site.member("Wil Winner");
  const other = await site.member("Oda Other");
  expect(await repo.vendors.assignOwner(WINNER, winner.email)).toBe("done");
  expect(await repo.vendors.assignOwner(OTHER, other.email)).toBe("done");
  const { tenderId } = await awardedTender(site, buyer.email, {
    title: "Forklifts for the API",
    description: "Two electric forklifts, delivered.",
    item: { item: "Forklift", quantity: 2 },
    bids: [
      { email: winner.email, slug: WINNER, price: 2_061_700 },
      { email: other.email, slug: OTHER, price: 2_283_900 },
    ],
  });
  const draftPage = await buyer.get(`/contracts/new?tender=${tenderId}`);
  const drafted = await buyer.press(draftPage, "Send the contract to the supplier", {
    Start: "2030-02-01",
    End: "2031-06-30",
    "Your country (two letters)": "GB",
    "Your VAT number (optional)": "GB123456789",
  });
  expect(drafted.text).toContain("The contract is drafted.");
  const contractId = drafted.path.split("?")[0]!.split("/").pop()!;
  return { contractId, tenderId, buyer, winner, other };
}
