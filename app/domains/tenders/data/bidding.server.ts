import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import type { TenderRequirement } from "../requirements";
import { missingFor } from "./requirements.server";
import { mayBid, type BidRefusal } from "../rules";
import { pricedBid, writeBidLines } from "./bid-lots.server";
import type { BidValues } from "../schema";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { documentRows, type StoredDocument } from "../../../../server/files/document-files";
import {
  claimBidAttempt,
  keepBidVersion,
  keepWithdrawal,
  repeatedBidAttempt,
  type BidKeeping,
} from "./bid-history.server";
import {
  iso,
  lockTender,
  ownOpenBid,
  tenderFromRow,
  type TenderResult,
  type TenderStore,
} from "./model.server";

/** A bid refused for the tender's requirements its company does not meet (decision 470). */
export interface Unqualified {
  ok: false;
  reason: "requirements";
  missing: TenderRequirement[];
}

/** The refusal of a company that lacks a required certificate on `now`, or null. */
async function lacking(
  trx: Transaction<Database>,
  tenderId: string,
  companyId: string,
  now: Date,
): Promise<Unqualified | null> {
  const missing = (await missingFor(trx, tenderId, [companyId], now)).get(companyId) ?? [];
  return missing.length > 0 ? { ok: false, reason: "requirements", missing } : null;
}

// Bids (the award: award.server.ts): each write re-checks every rule inside its transaction, after locking the
// tender's row, against the time read there (docs/decisions/216).

/**
 * Places a sealed bid for a company the member owns. Every rule is checked inside the
 * write: bidding open by `now`, not the buyer, owner of an approved company, invited when
 * the tender is invitation-only, and one bid per company (also a unique key).
 */
export async function placeBid(
  store: TenderStore,
  tenderId: string,
  member: { id: string },
  vendorId: string,
  values: BidValues,
  documents: readonly StoredDocument[],
  clock: Clock = systemClock,
  keeping?: BidKeeping,
): Promise<TenderResult<{ id: string }> | { ok: false; reason: BidRefusal } | Unqualified> {
  return store.write(async (trx) => {
    const row = await lockTender(trx, tenderId);
    const now = readClock(clock);
    const repeated = await repeatedBidAttempt(trx, keeping, now);
    if (repeated) return repeated;
    if (!row || !row.published_at) return { ok: false as const, reason: "closed" as const };
    const tender = tenderFromRow(row, now);
    const vendor = await trx
      .selectFrom("vendors")
      .select(["owner_id", "status"])
      .where("id", "=", vendorId)
      .executeTakeFirst();
    const invited = await trx
      .selectFrom("tender_invitations")
      .select("vendor_id")
      .where("tender_id", "=", tenderId)
      .where("vendor_id", "=", vendorId)
      .executeTakeFirst();
    const existing = await trx
      .selectFrom("bids")
      .select(["id", "withdrawn_at"])
      .where("tender_id", "=", tenderId)
      .where("vendor_id", "=", vendorId)
      .executeTakeFirst();
    const refusal = mayBid(
      {
        tender,
        company: vendor
          ? { ownerId: vendor.owner_id, status: vendor.status, invited: !!invited }
          : null,
        memberId: member.id,
        hasBid: !!existing && existing.withdrawn_at === null,
      },
      now,
    );
    if (refusal) return { ok: false as const, reason: refusal };
    const unqualified = await lacking(trx, tenderId, vendorId, now);
    if (unqualified) return unqualified;
    const priced = await pricedBid(trx, tenderId, row.max_lots_per_supplier, values);
    if ("refused" in priced) return { ok: false as const, reason: priced.refused };
    // A company that withdrew its bid may bid again: the kept bid (and its history) goes on.
    const id = existing?.id ?? randomUUID();
    const at = iso(now);
    const refused = await claimBidAttempt(trx, keeping, id, now);
    if (refused) return refused;
    const total = priced.total;
    await trx
      .insertInto("bids")
      .values({
        id,
        tender_id: tenderId,
        vendor_id: vendorId,
        owner_id: member.id,
        total,
        delivery_days: values.deliveryDays,
        valid_until: values.validUntil,
        message: values.message,
        reconfirm: 0,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.column("id").doUpdateSet({
          owner_id: member.id,
          total,
          delivery_days: values.deliveryDays,
          valid_until: values.validUntil,
          message: values.message,
          reconfirm: 0,
          updated_at: at,
          withdrawn_at: null,
        }),
      )
      .execute();
    await writeBidLines(trx, id, priced);
    if (documents.length > 0) {
      await trx
        .insertInto("bid_documents")
        .values(documentRows(documents).map((row) => ({ ...row, bid_id: id })))
        .execute();
    }
    await keepBidVersion(trx, id, "bid-placed", at, keeping);
    return { ok: true as const, id };
  });
}

/** Changes the member's own bid while bidding is open (this also reconfirms it). */
export async function updateBid(
  store: TenderStore,
  bidId: string,
  member: { id: string },
  values: BidValues,
  documents: readonly StoredDocument[],
  clock: Clock = systemClock,
  keeping?: BidKeeping,
): Promise<TenderResult | Unqualified> {
  return store.write(async (trx): Promise<TenderResult | Unqualified> => {
    const bid = await ownOpenBid(trx, bidId, member, clock);
    if (!bid.ok) return bid;
    const now = bid.now;
    const repeated = await repeatedBidAttempt(trx, keeping, now);
    if (repeated) return repeated;
    const { vendor_id } = await trx
      .selectFrom("bids")
      .select("vendor_id")
      .where("id", "=", bidId)
      .executeTakeFirstOrThrow();
    const unqualified = await lacking(trx, bid.tender_id, vendor_id, now);
    if (unqualified) return unqualified;
    const tender = await trx
      .selectFrom("tenders")
      .select("max_lots_per_supplier")
      .where("id", "=", bid.tender_id)
      .executeTakeFirstOrThrow();
    const priced = await pricedBid(trx, bid.tender_id, tender.max_lots_per_supplier, values);
    if ("refused" in priced) return { ok: false, reason: priced.refused };
    const refused = await claimBidAttempt(trx, keeping, bidId, now);
    if (refused) return refused;
    const total = priced.total;
    await trx
      .updateTable("bids")
      .set({
        total,
        delivery_days: values.deliveryDays,
        valid_until: values.validUntil,
        message: values.message,
        reconfirm: 0,
        updated_at: iso(now),
      })
      .where("id", "=", bidId)
      .execute();
    await writeBidLines(trx, bidId, priced);
    if (documents.length > 0) {
      await trx
        .insertInto("bid_documents")
        .values(
          documents.map((d) => ({
            id: randomUUID(),
            bid_id: bidId,
            file: d.file,
            name: d.name,
            content_type: d.type,
            size: d.size,
          })),
        )
        .execute();
    }
    await keepBidVersion(trx, bidId, "bid-revised", iso(now), keeping);
    return { ok: true };
  });
}

/**
 * Withdraws the member's own bid while bidding is open. The bid is kept, marked withdrawn (out of
 * the count, the comparison and the award), with its documents and its versions: no file is
 * returned for removal any more (the list stays for the callers).
 */
export async function withdrawBid(
  store: TenderStore,
  bidId: string,
  member: { id: string },
  clock: Clock = systemClock,
): Promise<TenderResult<{ files: string[] }>> {
  return store.write(async (trx): Promise<TenderResult<{ files: string[] }>> => {
    const bid = await ownOpenBid(trx, bidId, member, clock);
    if (!bid.ok) return bid;
    const at = iso(bid.now);
    await trx
      .updateTable("bids")
      .set({ withdrawn_at: at, updated_at: at })
      .where("id", "=", bidId)
      .execute();
    await keepWithdrawal(trx, bidId, at);
    return { ok: true, files: [] };
  });
}
