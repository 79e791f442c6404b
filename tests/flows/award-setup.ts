import { expect } from "vitest";
import { createRepository } from "../../server/db/repository";
import type { Site } from "./site";
import { passDeadlines } from "../../app/domains/tenders/deadlines.testing";

// The award the contract flows start from (contract-life, contract-links): a public tender of one
// item, bid on by two suppliers, its deadline moved into the past, awarded at once (no
// standstill) to the first bid. Set up through the data layer: the award's own pages are walked
// by award.test.ts and tender-lots.test.ts.

/** The account id of the member with this e-mail. */
export const idOf = async (site: Site, email: string) =>
  (
    await site.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow()
  ).id;

export interface AwardSetup {
  title: string;
  description: string;
  item: { item: string; quantity: number };
  /** Each bidder's e-mail, company slug and unit price (cents); the first wins. */
  bids: readonly { email: string; slug: string; price: number }[];
}

/** The tender's id and its bids' ids, in the order given. */
export async function awardedTender(
  site: Site,
  buyerEmail: string,
  setup: AwardSetup,
): Promise<{ tenderId: string; bidIds: string[] }> {
  const repo = createRepository(site.db);
  const buyerId = await idOf(site, buyerEmail);
  const tenderId = await repo.tenders.create(
    { id: buyerId },
    {
      title: setup.title,
      description: setup.description,
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
      items: [{ ...setup.item, unit: "piece", specification: "" }],
      criteria: [],
    },
    [],
    { publish: true },
  );
  const bidIds: string[] = [];
  for (const bid of setup.bids) {
    const placed = await repo.tenders.placeBid(
      tenderId,
      { id: await idOf(site, bid.email) },
      (await repo.vendors.bySlug(bid.slug))!.id,
      { prices: [bid.price], deliveryDays: 20, validUntil: "2031-01-31", message: "" },
      [],
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    bidIds.push(placed.id);
  }
  await passDeadlines(site.db, tenderId);
  expect(
    await repo.tenders.award(tenderId, buyerId, {
      bidId: bidIds[0]!,
      reason: "",
      showAmount: false,
    }),
  ).toEqual({ ok: true, until: null });
  return { tenderId, bidIds };
}
