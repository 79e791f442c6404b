import type { ScorecardInput } from "../scorecard";
import { sideOf, type ContractStore } from "./model.server";

// Small reads about contracts for other pages: the contract drafted from an award, which side a
// member is on, and what a supplier's scorecard is computed from.

/** The live contract drafted from an award, if any: its id (for the award's "View the contract"). */
export async function fromAward({ db }: ContractStore, key: string): Promise<string | null> {
  const row = await db
    .selectFrom("contracts")
    .select("id")
    .where("source", "=", key)
    .where("status", "!=", "declined")
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * What a supplier's scorecard is computed from (../scorecard.ts): its orders received in full,
 * its invoices, and the ratings of its reviews from verified buyers (as the reviews mark them).
 */
export async function scorecardInput(
  { db }: ContractStore,
  vendorId: string,
  verifiedRatings: readonly number[],
): Promise<ScorecardInput> {
  const [received, invoices] = await Promise.all([
    db
      .selectFrom("purchase_orders")
      .innerJoin("contracts", "contracts.id", "purchase_orders.contract_id")
      .select(["purchase_orders.delivery_date", "purchase_orders.received_at"])
      .where("contracts.supplier_vendor_id", "=", vendorId)
      .where("purchase_orders.received_at", "is not", null)
      .execute(),
    db
      .selectFrom("invoices")
      .innerJoin("contracts", "contracts.id", "invoices.contract_id")
      .select(["invoices.flags", "invoices.status"])
      .where("contracts.supplier_vendor_id", "=", vendorId)
      .execute(),
  ]);
  return {
    received: received.map((r) => ({ deliveryDate: r.delivery_date, receivedAt: r.received_at! })),
    invoices: invoices.map((i) => ({ flagged: i.flags !== "[]", status: i.status })),
    verifiedRatings,
  };
}

/** Which side of the contract the member is on; null for anyone else (or no such contract). */
export async function sideFor({ db }: ContractStore, contractId: string, memberId: string) {
  const row = await db
    .selectFrom("contracts")
    .select(["buyer_id", "supplier_id"])
    .where("id", "=", contractId)
    .executeTakeFirst();
  return row ? sideOf(row, memberId) : null;
}

/** The contracts of a tender that are public (once active: never a draft or a declined one). */
export async function publicOfTender({ db }: ContractStore, tenderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("contracts")
    .select("id")
    .where("tender_id", "=", tenderId)
    .where("status", "in", ["active", "completed", "terminated"])
    .orderBy("created_at")
    .execute();
  return rows.map((r) => r.id);
}
