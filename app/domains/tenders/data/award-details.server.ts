import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";

// What an award (a tender's, decision 340, or a lot's, decision 450) is and what its trail entry
// and notices say of it.

export interface AwardDecision {
  bidId: string | null;
  reason: string;
  showAmount: boolean;
}

/** The letters' and the notices' address: each bidder's own letter, each buyer's bundle. */
export const letterPath = (tenderId: string) => `/projects/${tenderId}/award-letter`;

/** What the trail says of an award: the bid and its company, or the reason for none. */
export async function awardDetails(trx: Transaction<Database>, decision: AwardDecision) {
  const company = decision.bidId
    ? await trx
        .selectFrom("bids")
        .innerJoin("vendors", "vendors.id", "bids.vendor_id")
        .select(["vendors.id", "vendors.name"])
        .where("bids.id", "=", decision.bidId)
        .executeTakeFirst()
    : undefined;
  return {
    bid: decision.bidId,
    vendorId: company?.id ?? null,
    company: company?.name ?? null,
    reason: decision.reason,
    amountShown: decision.showAmount,
  };
}
