import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Db } from "../../../../server/db/database";
import type { Database } from "../../../../server/db/schema";
import {
  dayOf,
  meets,
  missingRequirements,
  requirementLabel,
  type HeldCertificate,
  type TenderRequirement,
} from "../requirements";
import type { TenderStore } from "./model.server";

const iso = (d: Date) => d.toISOString();

// A tender's requirements and the certificates that meet them (issue 43 item 4, decision 470).
// Companies' certificates are their domain's rows (decision 442); a verification counts when an
// operator made it, or this tender's buyer for this tender.

type Reader = Db | Transaction<Database>;

export async function requirementsOf(db: Reader, tenderId: string): Promise<TenderRequirement[]> {
  const rows = await db
    .selectFrom("tender_requirements")
    .select(["name", "verified"])
    .where("tender_id", "=", tenderId)
    .orderBy("position")
    .execute();
  return rows.map((r) => ({ name: r.name, verified: Number(r.verified) === 1 }));
}

/** Replaces a tender's requirements (a new tender's, a draft's edit). */
export async function writeRequirements(
  trx: Transaction<Database>,
  tenderId: string,
  requirements: readonly TenderRequirement[],
) {
  await trx.deleteFrom("tender_requirements").where("tender_id", "=", tenderId).execute();
  if (requirements.length === 0) return;
  await trx
    .insertInto("tender_requirements")
    .values(
      requirements.map((r, position) => ({
        id: randomUUID(),
        tender_id: tenderId,
        position,
        name: r.name,
        verified: r.verified ? 1 : 0,
      })),
    )
    .execute();
}

/** The companies' certificates as the check reads them, verified as this tender counts it. */
export async function heldCertificates(
  db: Reader,
  tenderId: string,
  companyIds: readonly string[],
): Promise<Map<string, (HeldCertificate & { id: string })[]>> {
  const held = new Map<string, (HeldCertificate & { id: string })[]>();
  if (companyIds.length === 0) return held;
  const rows = await db
    .selectFrom("company_certificates as c")
    .select((eb) => [
      "c.id",
      "c.company_id",
      "c.name",
      "c.expires_on",
      eb
        .exists(
          eb
            .selectFrom("certificate_verifications as v")
            .select("v.id")
            .whereRef("v.certificate_id", "=", "c.id")
            .where((w) =>
              w.or([
                w("v.role", "=", "operator"),
                w.and([w("v.role", "=", "buyer"), w("v.tender_id", "=", tenderId)]),
              ]),
            ),
        )
        .as("verified"),
    ])
    .where("c.company_id", "in", [...companyIds])
    .orderBy("c.expires_on")
    .execute();
  for (const r of rows) {
    const list = held.get(r.company_id) ?? [];
    list.push({ id: r.id, name: r.name, expiresOn: r.expires_on, verified: !!r.verified });
    held.set(r.company_id, list);
  }
  return held;
}

/** For each company, the tender's requirements it does not meet on `now`. */
export async function missingFor(
  db: Reader,
  tenderId: string,
  companyIds: readonly string[],
  now: Date,
): Promise<Map<string, TenderRequirement[]>> {
  const requirements = await requirementsOf(db, tenderId);
  const held = requirements.length > 0 ? await heldCertificates(db, tenderId, companyIds) : null;
  return new Map(
    companyIds.map((id) => [
      id,
      held ? missingRequirements(requirements, held.get(id) ?? [], now) : [],
    ]),
  );
}

/**
 * The companies of `companyIds` that meet every requirement of the tender now (all of them when
 * it has none): what the matchmaking asks before it tells a supplier about a tender.
 */
export async function qualifyingCompanies(
  dbOrStore: Db | Pick<TenderStore, "db">,
  tenderId: string,
  companyIds: readonly string[],
  now = new Date(),
): Promise<Set<string>> {
  const db = "selectFrom" in dbOrStore ? dbOrStore : dbOrStore.db;
  const missing = await missingFor(db, tenderId, companyIds, now);
  return new Set(companyIds.filter((id) => missing.get(id)?.length === 0));
}

/** The tender's requirements, and what each of the viewer's companies lacks (the page's panel). */
export async function qualification(
  store: TenderStore,
  tenderId: string,
  companyIds: readonly string[],
  now = new Date(),
) {
  const [requirements, missing] = await Promise.all([
    requirementsOf(store.db, tenderId),
    missingFor(store.db, tenderId, companyIds, now),
  ]);
  return { requirements, missing };
}

/**
 * Where the buyer may see and vouch for a company's certificates: a tender of theirs on which
 * the company has a standing bid, once the bids are open (sealed before: not even who bid shows).
 */
export function bidOpenToBuyer(
  db: Reader,
  companyId: string,
  buyerId: string,
  now: Date,
  tenderId?: string,
) {
  let query = db
    .selectFrom("bids")
    .innerJoin("tenders", "tenders.id", "bids.tender_id")
    .select("tenders.id")
    .where("bids.vendor_id", "=", companyId)
    .where("bids.withdrawn_at", "is", null)
    .where("tenders.buyer_id", "=", buyerId)
    .where("tenders.bid_deadline", "<=", iso(now))
    .where((eb) =>
      eb.or([
        eb("tenders.cancelled_at", "is", null),
        eb("tenders.cancelled_at", ">=", eb.ref("tenders.bid_deadline")),
      ]),
    );
  if (tenderId) query = query.where("tenders.id", "=", tenderId);
  return query.executeTakeFirst();
}

/**
 * The buyer's verification of a bidder's certificate for their tender (decision 442 left room
 * for it): once per certificate and tender; "not-found" for anyone but the buyer of a tender
 * the certificate's company bid on, or before the bids are open.
 */
export async function verifyForTender(
  store: TenderStore,
  tenderId: string,
  buyerId: string,
  certificateId: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: "not-found" }> {
  return store.write(async (trx) => {
    const cert = await trx
      .selectFrom("company_certificates")
      .select(["id", "company_id"])
      .where("id", "=", certificateId)
      .executeTakeFirst();
    if (!cert || !(await bidOpenToBuyer(trx, cert.company_id, buyerId, now, tenderId)))
      return { ok: false as const, reason: "not-found" as const };
    const already = await trx
      .selectFrom("certificate_verifications")
      .select("id")
      .where("certificate_id", "=", certificateId)
      .where("role", "=", "buyer")
      .where("tender_id", "=", tenderId)
      .executeTakeFirst();
    if (!already)
      await trx
        .insertInto("certificate_verifications")
        .values({
          id: randomUUID(),
          certificate_id: certificateId,
          verifier_id: buyerId,
          role: "buyer",
          tender_id: tenderId,
          verified_at: iso(now),
        })
        .execute();
    return { ok: true as const };
  });
}

/** A bidder's certificate as the tender's buyer sees it once the bids are open. */
export interface BidderCertificate {
  id: string;
  name: string;
  issuer: string;
  expiresOn: string;
  expired: boolean;
  /** Verified by an operator, or by this buyer for this tender. */
  verified: boolean;
  verifiedByBuyer: boolean;
  /** The tender's requirements it meets today. */
  meets: string[];
}

/**
 * The certificates of the companies with a standing bid, for the tender's buyer once the bids are
 * open (the comparison's page); empty for anyone else, before, or on a tender without
 * requirements. The certificate's number stays the owner's and the operators' (decision 442).
 */
export async function bidderCertificates(
  store: TenderStore,
  tenderId: string,
  buyerId: string,
  now = new Date(),
): Promise<{ company: string; certificates: BidderCertificate[] }[]> {
  const requirements = await requirementsOf(store.db, tenderId);
  if (requirements.length === 0) return [];
  const bidders = await store.db
    .selectFrom("bids")
    .innerJoin("tenders", "tenders.id", "bids.tender_id")
    .innerJoin("vendors", "vendors.id", "bids.vendor_id")
    .select(["vendors.id", "vendors.name"])
    .where("bids.tender_id", "=", tenderId)
    .where("bids.withdrawn_at", "is", null)
    .where("tenders.buyer_id", "=", buyerId)
    .where("tenders.bid_deadline", "<=", iso(now))
    .orderBy("vendors.name")
    .execute();
  if (bidders.length === 0) return [];
  const ids = bidders.map((b) => b.id);
  const [held, rows, mine] = await Promise.all([
    heldCertificates(store.db, tenderId, ids),
    store.db
      .selectFrom("company_certificates")
      .select(["id", "issuer"])
      .where("company_id", "in", ids)
      .execute(),
    store.db
      .selectFrom("certificate_verifications")
      .select("certificate_id")
      .where("role", "=", "buyer")
      .where("tender_id", "=", tenderId)
      .execute(),
  ]);
  const issuers = new Map(rows.map((r) => [r.id, r.issuer]));
  const byBuyer = new Set(mine.map((r) => r.certificate_id));
  return bidders.map((b) => ({
    company: b.name,
    certificates: (held.get(b.id) ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      issuer: issuers.get(c.id) ?? "",
      expiresOn: c.expiresOn,
      expired: c.expiresOn < dayOf(now),
      verified: c.verified,
      verifiedByBuyer: byBuyer.has(c.id),
      meets: requirements.filter((r) => meets(r, c, now)).map(requirementLabel),
    })),
  }));
}
