import type { Kysely, Selectable, Transaction } from "kysely";
import type { ClaimStatus } from "../rules";
import type { Db } from "../../../../server/db/database";
import type { Write } from "../../../../server/db/write";
import type { Database, VendorClaimTable } from "../../../../server/db/schema";

// What the claims' data functions share: the claim as pages see it, its row, and the store the
// functions take first (app/domains/claims/data.server.ts binds them to one).

export interface ClaimsStore {
  db: Db;
  write: Write;
}

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

export type Row = Selectable<VendorClaimTable> & { vendor_slug: string; vendor_name: string };

export function claimFromRow(row: Row): Claim {
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

/** The claims joined with their vendor's slug and name, in a transaction or not. */
export const claimRows = (from: Kysely<Database> | Transaction<Database>) =>
  from
    .selectFrom("vendor_claims")
    .innerJoin("vendors", "vendors.id", "vendor_claims.vendor_id")
    .selectAll("vendor_claims")
    .select(["vendors.slug as vendor_slug", "vendors.name as vendor_name"]);

/** One claim, in a transaction or not. */
export async function claimById(
  from: Kysely<Database> | Transaction<Database>,
  id: string,
): Promise<Claim | undefined> {
  const row = await claimRows(from).where("vendor_claims.id", "=", id).executeTakeFirst();
  return row && claimFromRow(row);
}
