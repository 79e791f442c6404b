import { expect } from "vitest";
import { createRepository } from "../../server/db/repository";
import type { Site } from "./site";

// A contract drafted from an award, waiting for the winner's answer, for the API's tests: the
// tender, bids and award through the data layer (as tests/flows/contract-life.test.ts makes
// them), the draft through the buyer's page.

export const WINNER = "lumenstack-technologies";
export const OTHER = "alderpoint-advisory";

export async function draftedContract(site: Site) {
  const repo = createRepository(site.db);
  const idOf = async (email: string) =>
    (
      await site.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;
  const buyer = await site.member("Bea Buyer");
  const winner = await site.member("Wil Winner");
  const other = await site.member("Oda Other");
  expect(await repo.vendors.assignOwner(WINNER, winner.email)).toBe("done");
  expect(await repo.vendors.assignOwner(OTHER, other.email)).toBe("done");
  const buyerId = await idOf(buyer.email);
  const tenderId = await repo.tenders.create(
    { id: buyerId },
    {
      title: "Forklifts for the API",
      description: "Two electric forklifts, delivered.",
      kind: "tender",
      region: "Europe",
      sector: "Manufacturing",
      budget: null,
      budgetHidden: false,
      visibility: "public",
      buyerName: "Bea Logistics",
      questionDeadline: "2030-01-01T12:00:00.000Z",
      bidDeadline: "2030-01-02T12:00:00.000Z",
      standstillDays: 0,
      items: [{ item: "Forklift", quantity: 2, unit: "piece", specification: "" }],
      criteria: [],
    },
    [],
    { publish: true },
  );
  const bids: string[] = [];
  for (const [member, slug, price] of [
    [winner, WINNER, 2_061_700],
    [other, OTHER, 2_283_900],
  ] as const) {
    const placed = await repo.tenders.placeBid(
      tenderId,
      { id: await idOf(member.email) },
      (await repo.vendors.bySlug(slug))!.id,
      { prices: [price], deliveryDays: 20, validUntil: "2031-01-31", message: "" },
      [],
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    bids.push(placed.id);
  }
  const past = new Date(Date.now() - 60_000).toISOString();
  await site.db
    .updateTable("tenders")
    .set({ bid_deadline: past, question_deadline: past })
    .where("id", "=", tenderId)
    .execute();
  const awarded = await repo.tenders.award(tenderId, buyerId, {
    bidId: bids[0]!,
    reason: "",
    showAmount: false,
  });
  expect(awarded).toEqual({ ok: true, until: null });
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
