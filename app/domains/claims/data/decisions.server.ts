import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { mayClaim, type ClaimRefusal } from "../rules";
import type { Database } from "../../../../server/db/schema";
import { lockVendor } from "~/domains/reviews/index.server";
import {
  claimById,
  type Claim,
  type ClaimsStore,
  type NewClaim,
  type Within,
} from "./model.server";

// Claiming and deciding: who may claim is checked again inside the write, under the vendor's row
// lock, so two claims or two approvals cannot both win; who may decide is the callers' check
// (rules.ts).

export const APPROVED_ELSEWHERE = "Another claim for this company was approved.";

/** The claim as decided, and what goes with the decision (the claimant's notice) written. */
async function decided(trx: Transaction<Database>, id: string, within?: Within) {
  const claim = await claimById(trx, id);
  if (claim) await within?.(trx, claim);
  return claim;
}

/** Records a claim, unless the vendor has an owner or the member's claim is pending. */
export async function create(
  { write }: ClaimsStore,
  claim: NewClaim,
  now = new Date(),
): Promise<{ ok: true; id: string } | { ok: false; reason: ClaimRefusal }> {
  const id = randomUUID();
  return write(async (trx) => {
    await lockVendor(trx, claim.vendorId);
    const vendor = await trx
      .selectFrom("vendors")
      .select(["owner_id"])
      .where("id", "=", claim.vendorId)
      .executeTakeFirst();
    const pending = await trx
      .selectFrom("vendor_claims")
      .select("id")
      .where("vendor_id", "=", claim.vendorId)
      .where("claimant_id", "=", claim.claimant.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    const refusal = mayClaim(vendor ? { ownerId: vendor.owner_id } : null, !!pending);
    if (refusal) return { ok: false as const, reason: refusal };
    await trx
      .insertInto("vendor_claims")
      .values({
        id,
        vendor_id: claim.vendorId,
        claimant_id: claim.claimant.id,
        claimant_name: claim.claimant.name,
        claimant_email: claim.claimant.email,
        message: claim.message,
        website: claim.website,
        domain_match: claim.domainMatch ? 1 : 0,
        evidence_file: claim.evidence?.file ?? null,
        evidence_name: claim.evidence?.name ?? null,
        evidence_type: claim.evidence?.type ?? null,
        evidence_size: claim.evidence?.size ?? null,
        status: "pending",
        created_at: now.toISOString(),
        decided_at: null,
        decided_by: null,
        refusal_reason: null,
      })
      .execute();
    return { ok: true as const, id };
  });
}

/**
 * Approves a pending claim: the claimant becomes the vendor's owner, and the vendor's other
 * pending claims are refused. Undefined when it is not pending or the vendor has an owner.
 */
export async function approve(
  { write }: ClaimsStore,
  id: string,
  by: string,
  now = new Date(),
  within?: Within,
): Promise<Claim | undefined> {
  const at = now.toISOString();
  return write(async (trx) => {
    const claim = await trx
      .selectFrom("vendor_claims")
      .select(["vendor_id", "claimant_id", "status"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!claim || claim.status !== "pending") return undefined;
    await lockVendor(trx, claim.vendor_id);
    const owned = await trx
      .updateTable("vendors")
      .set({ owner_id: claim.claimant_id, updated_at: at })
      .where("id", "=", claim.vendor_id)
      .where("owner_id", "is", null)
      .executeTakeFirst();
    if (Number(owned.numUpdatedRows) === 0) return undefined;
    await trx
      .updateTable("vendor_claims")
      .set({ status: "approved", decided_at: at, decided_by: by })
      .where("id", "=", id)
      .execute();
    await trx
      .updateTable("vendor_claims")
      .set({
        status: "refused",
        decided_at: at,
        decided_by: by,
        refusal_reason: APPROVED_ELSEWHERE,
      })
      .where("vendor_id", "=", claim.vendor_id)
      .where("status", "=", "pending")
      .execute();
    return decided(trx, id, within);
  });
}

/** Refuses a pending claim with the operator's reason; undefined when it is not pending. */
export async function refuse(
  { write }: ClaimsStore,
  id: string,
  by: string,
  reason: string | null,
  now = new Date(),
  within?: Within,
): Promise<Claim | undefined> {
  return write(async (trx) => {
    const result = await trx
      .updateTable("vendor_claims")
      .set({
        status: "refused",
        decided_at: now.toISOString(),
        decided_by: by,
        refusal_reason: reason,
      })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? decided(trx, id, within) : undefined;
  });
}
