import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { mayClaim, type ClaimRefusal, type ClaimStatus } from "./rules";
import type { Db } from "../../../server/db/database";
import type { Write } from "../../../server/db/write";
import type { Database, VendorClaimTable } from "../../../server/db/schema";
import { lockVendor } from "~/domains/reviews/index.server";

// Members' claims to sample listings without an owner (issue 22, docs/decisions/116). Who may
// claim is checked again inside the write, under the vendor's row lock, so two claims or two
// approvals cannot both win; who may decide is the callers' check (rules.ts).

export interface Claim {
  id: string;
  vendor: { id: string; slug: string; name: string };
  claimantId: string;
  claimantName: string;
  claimantEmail: string;
  message: string;
  website: string | null;
  domainMatch: boolean;
  evidence: { file: string; name: string; type: string; size: number } | null;
  status: ClaimStatus;
  createdAt: string;
  decidedAt: string | null;
  refusalReason: string | null;
}

export interface NewClaim {
  vendorId: string;
  claimant: { id: string; name: string; email: string };
  message: string;
  website: string | null;
  domainMatch: boolean;
  evidence: Claim["evidence"];
}

/** What goes with a decision, in its transaction (the claimant's notice). */
export type Within = (trx: Transaction<Database>, claim: Claim) => Promise<unknown>;

type Row = Selectable<VendorClaimTable> & { vendor_slug: string; vendor_name: string };

function claimFromRow(row: Row): Claim {
  return {
    id: row.id,
    vendor: { id: row.vendor_id, slug: row.vendor_slug, name: row.vendor_name },
    claimantId: row.claimant_id,
    claimantName: row.claimant_name,
    claimantEmail: row.claimant_email,
    message: row.message,
    website: row.website,
    domainMatch: Number(row.domain_match) === 1,
    evidence:
      row.evidence_file !== null
        ? {
            file: row.evidence_file,
            name: row.evidence_name ?? "evidence",
            type: row.evidence_type ?? "application/octet-stream",
            size: Number(row.evidence_size ?? 0),
          }
        : null,
    status: row.status as ClaimStatus,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    refusalReason: row.refusal_reason,
  };
}

export const APPROVED_ELSEWHERE = "Another claim for this company was approved.";

export function createClaims(db: Db, write: Write) {
  const claims = (from: Kysely<Database> | Transaction<Database> = db) =>
    from
      .selectFrom("vendor_claims")
      .innerJoin("vendors", "vendors.id", "vendor_claims.vendor_id")
      .selectAll("vendor_claims")
      .select(["vendors.slug as vendor_slug", "vendors.name as vendor_name"]);

  async function byId(
    id: string,
    from?: Kysely<Database> | Transaction<Database>,
  ): Promise<Claim | undefined> {
    const row = await claims(from).where("vendor_claims.id", "=", id).executeTakeFirst();
    return row && claimFromRow(row);
  }

  /** The claim as decided, and what goes with the decision (the claimant's notice) written. */
  async function decided(trx: Transaction<Database>, id: string, within?: Within) {
    const claim = await byId(id, trx);
    if (claim) await within?.(trx, claim);
    return claim;
  }

  return {
    byId: (id: string) => byId(id),

    /** The member's claim of this vendor awaiting a decision, if any. */
    async pending(vendorId: string, claimantId: string): Promise<Claim | undefined> {
      const row = await claims()
        .where("vendor_claims.vendor_id", "=", vendorId)
        .where("vendor_claims.claimant_id", "=", claimantId)
        .where("vendor_claims.status", "=", "pending")
        .executeTakeFirst();
      return row && claimFromRow(row);
    },

    /** The member's claims, newest first. */
    async byClaimant(claimantId: string): Promise<Claim[]> {
      const rows = await claims()
        .where("vendor_claims.claimant_id", "=", claimantId)
        .orderBy("vendor_claims.created_at", "desc")
        .execute();
      return rows.map(claimFromRow);
    },

    /** For operators: one status's claims (pending: oldest first; decided: newest first). */
    async list(status: ClaimStatus, limit: number, offset: number) {
      const base = db.selectFrom("vendor_claims").where("status", "=", status);
      const [rows, total] = await Promise.all([
        claims()
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
    },

    /** Records a claim, unless the vendor has an owner or the member's claim is pending. */
    async create(
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
    },

    /**
     * Approves a pending claim: the claimant becomes the vendor's owner, and the vendor's other
     * pending claims are refused. Undefined when it is not pending or the vendor has an owner.
     */
    async approve(
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
    },

    /** Refuses a pending claim with the operator's reason; undefined when it is not pending. */
    async refuse(
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
    },
  };
}

export type Claims = ReturnType<typeof createClaims>;
