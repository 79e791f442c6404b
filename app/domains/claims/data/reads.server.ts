import type { ClaimStatus } from "../rules";
import { claimById, claimFromRow, claimRows, type Claim, type ClaimsStore } from "./model.server";

// Reading claims: one, a member's, and a status's page for the operators.

export function byId({ db }: ClaimsStore, id: string): Promise<Claim | undefined> {
  return claimById(db, id);
}

/** The member's claim of this vendor awaiting a decision, if any. */
export async function pending(
  { db }: ClaimsStore,
  vendorId: string,
  claimantId: string,
): Promise<Claim | undefined> {
  const row = await claimRows(db)
    .where("vendor_claims.vendor_id", "=", vendorId)
    .where("vendor_claims.claimant_id", "=", claimantId)
    .where("vendor_claims.status", "=", "pending")
    .executeTakeFirst();
  return row && claimFromRow(row);
}

/** The member's claims, newest first. */
export async function byClaimant({ db }: ClaimsStore, claimantId: string): Promise<Claim[]> {
  const rows = await claimRows(db)
    .where("vendor_claims.claimant_id", "=", claimantId)
    .orderBy("vendor_claims.created_at", "desc")
    .execute();
  return rows.map(claimFromRow);
}

/** For operators: one status's claims (pending: oldest first; decided: newest first). */
export async function list(
  { db }: ClaimsStore,
  status: ClaimStatus,
  limit: number,
  offset: number,
): Promise<{ items: Claim[]; total: number }> {
  const base = db.selectFrom("vendor_claims").where("status", "=", status);
  const [rows, total] = await Promise.all([
    claimRows(db)
      .where("vendor_claims.status", "=", status)
      .orderBy(
        status === "pending" ? "vendor_claims.created_at" : "vendor_claims.decided_at",
        status === "pending" ? "asc" : "desc",
      )
      .orderBy("vendor_claims.id")
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(claimFromRow), total: Number(total.n) };
}
