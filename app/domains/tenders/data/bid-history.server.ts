import type { Transaction } from "kysely";
import {
  claimAttempt,
  priorAttempt,
  type Attempt,
  type AttemptClaim,
} from "../../../../server/db/attempt-keys";
import type { Database } from "../../../../server/db/schema";
import { silent, type Tell } from "../../../../server/db/write";
import { bidHash, type BidContent } from "../audit-chain.server";
import { appendAudit } from "./audit.server";
import type { TenderStore } from "./model.server";

// What a bid's writes keep besides the bid itself (issue 41, docs/decisions/291): every version
// of it (`bid_versions`: what the bidder offered, with its SHA-256), its entry in the tender's
// audit trail, and the receipt e-mailed to the bidder with the hash; and the attempt key a bid's
// form carries (decision 290), claimed in the same transaction.

/** What placing or revising a bid takes besides its values: all optional. */
export interface BidKeeping {
  /** Tells the bidder (their receipt), in the bid's transaction. */
  tell?: Tell;
  /** SHA-256 of each newly stored document's bytes, by its stored file name. */
  digests?: ReadonlyMap<string, string>;
  /** The form's attempt: a bid resent with it is answered as the first and written once. */
  attempt?: Attempt;
}

/** What a bid's write answers when its attempt key was used already. */
export type AttemptRefusal = { ok: false; reason: "repeat" | "attempt-conflict" };

/**
 * Claims the bid's attempt key once every rule passed, before the bid is written: null to go on,
 * or the refusal that writes nothing (a repeat of a bid made, or the key used for another).
 */
export async function claimBidAttempt(
  trx: Transaction<Database>,
  keeping: BidKeeping | undefined,
  bidId: string,
  now: Date,
): Promise<AttemptRefusal | null> {
  if (!keeping?.attempt) return null;
  const claim = await claimAttempt(trx, keeping.attempt, bidId, now);
  return refusalOf(claim);
}

const refusalOf = (claim: AttemptClaim): AttemptRefusal | null =>
  claim.kind === "new"
    ? null
    : { ok: false, reason: claim.kind === "repeat" ? "repeat" : "attempt-conflict" };

/**
 * Whether the bid's attempt key was used already, read first in the bid's transaction once the
 * tender is locked: a copy that raced the first one past the page's own check stops here, before
 * any rule (such as "this company has bid already") answers it otherwise.
 */
export async function repeatedBidAttempt(
  trx: Transaction<Database>,
  keeping: BidKeeping | undefined,
  now: Date,
): Promise<AttemptRefusal | null> {
  if (!keeping?.attempt) return null;
  return refusalOf(await priorAttempt(trx, keeping.attempt, now));
}

/** Whether a bid's attempt key was used already (read before its documents are stored). */
export async function priorBidAttempt(
  store: TenderStore,
  attempt: Attempt,
  now = new Date(),
): Promise<AttemptClaim> {
  return priorAttempt(store.db, attempt, now);
}

/** The bid as it stands now in `trx`, as its hash covers it, with its company and tender. */
async function currentBid(trx: Transaction<Database>, bidId: string) {
  const bid = await trx
    .selectFrom("bids")
    .innerJoin("vendors", "vendors.id", "bids.vendor_id")
    .innerJoin("tenders", "tenders.id", "bids.tender_id")
    .select([
      "bids.id",
      "bids.tender_id",
      "bids.vendor_id",
      "bids.owner_id",
      "bids.total",
      "bids.delivery_days",
      "bids.valid_until",
      "bids.message",
      "vendors.name as company",
      "tenders.title",
    ])
    .where("bids.id", "=", bidId)
    .executeTakeFirstOrThrow();
  const prices = await trx
    .selectFrom("bid_prices")
    .innerJoin("tender_items", "tender_items.id", "bid_prices.item_id")
    .select(["bid_prices.item_id", "bid_prices.unit_price"])
    .where("bid_prices.bid_id", "=", bidId)
    .orderBy("tender_items.position")
    .execute();
  const documents = await trx
    .selectFrom("bid_documents")
    .select(["id", "name", "size", "file"])
    .where("bid_id", "=", bidId)
    .orderBy("id")
    .execute();
  const last = await trx
    .selectFrom("bid_versions")
    .select(["version", "documents"])
    .where("bid_id", "=", bidId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return { bid, prices, documents, last };
}

/** The document hashes an earlier version recorded, by document id. */
function earlierDigests(documents: string | undefined): Map<string, string | null> {
  try {
    const list = JSON.parse(documents ?? "[]") as BidContent["documents"];
    return new Map(list.map((d) => [d.id, d.sha256]));
  } catch {
    return new Map();
  }
}

/**
 * Keeps the bid as it now stands as its next version, appends "bid-placed" or "bid-revised" to
 * the tender's trail, and tells the bidder, with the bid's hash (their receipt): all in the bid's
 * own transaction, after it is written.
 */
export async function keepBidVersion(
  trx: Transaction<Database>,
  bidId: string,
  event: "bid-placed" | "bid-revised" | "bid-reconfirmed",
  at: string,
  keeping: BidKeeping = {},
): Promise<{ version: number; hash: string }> {
  const { bid, prices, documents, last } = await currentBid(trx, bidId);
  const earlier = earlierDigests(last?.documents);
  const version = Number(last?.version ?? 0) + 1;
  const content: BidContent = {
    tenderId: bid.tender_id,
    bidId,
    vendorId: bid.vendor_id,
    version,
    prices: prices.map((p) => ({ itemId: p.item_id, unitPrice: Number(p.unit_price) })),
    total: Number(bid.total),
    deliveryDays: Number(bid.delivery_days),
    validUntil: bid.valid_until,
    message: bid.message,
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      size: Number(d.size),
      sha256: keeping.digests?.get(d.file) ?? earlier.get(d.id) ?? null,
    })),
    at,
  };
  const hash = bidHash(content);
  await trx
    .insertInto("bid_versions")
    .values({
      bid_id: bidId,
      version,
      total: content.total,
      delivery_days: content.deliveryDays,
      valid_until: content.validUntil,
      message: content.message,
      prices: JSON.stringify(content.prices),
      documents: JSON.stringify(content.documents),
      hash,
      created_at: at,
    })
    .execute();
  await appendAudit(trx, bid.tender_id, {
    at,
    actor: { id: bid.owner_id, role: "bidder" },
    event,
    data: { bid: bidId, vendorId: bid.vendor_id, company: bid.company, version, bidHash: hash },
  });
  await (keeping.tell ?? silent)(trx, {
    kind: "tender-receipt",
    userId: bid.owner_id,
    title: `Receipt for ${bid.company}'s bid on ${bid.title}`,
    body: `Version ${version}, received ${at}. SHA-256: ${hash}`,
    link: `/projects/${bid.tender_id}`,
    mail: receiptMail({ company: bid.company, title: bid.title, version, at, hash }),
    dedupeKey: `tender-receipt:${bidId}:${version}`,
  });
  return { version, hash };
}

/** The receipt's e-mail: the bid's hash, which the bidder can keep as proof of what they sent. */
export function receiptMail(r: {
  company: string;
  title: string;
  version: number;
  at: string;
  hash: string;
}) {
  return {
    subject: `Receipt for your bid on ${r.title}`,
    text: [
      `ProcureConnect received ${r.company}'s bid on "${r.title}" (version ${r.version}) at ${r.at}.`,
      "",
      "The bid's SHA-256 hash, over its prices, delivery, validity, message and documents:",
      r.hash,
      "",
      "The bid stays sealed until the deadline. Keep this e-mail: the same hash is written in the tender's audit trail.",
      "",
      "ProcureConnect",
      "",
    ].join("\n"),
  };
}

/** Appends a withdrawal to the tender's trail, in the withdrawal's transaction. */
export async function keepWithdrawal(
  trx: Transaction<Database>,
  bidId: string,
  at: string,
): Promise<void> {
  const bid = await trx
    .selectFrom("bids")
    .innerJoin("vendors", "vendors.id", "bids.vendor_id")
    .select(["bids.tender_id", "bids.vendor_id", "bids.owner_id", "vendors.name as company"])
    .where("bids.id", "=", bidId)
    .executeTakeFirstOrThrow();
  await appendAudit(trx, bid.tender_id, {
    at,
    actor: { id: bid.owner_id, role: "bidder" },
    event: "bid-withdrawn",
    data: { bid: bidId, vendorId: bid.vendor_id, company: bid.company },
  });
}

/** A bid's versions, oldest first (its owner's history; the buyer's once the bids are open). */
export async function bidVersions(store: TenderStore, bidId: string) {
  const rows = await store.db
    .selectFrom("bid_versions")
    .select(["version", "total", "hash", "created_at"])
    .where("bid_id", "=", bidId)
    .orderBy("version")
    .execute();
  return rows.map((r) => ({
    version: Number(r.version),
    total: Number(r.total),
    hash: r.hash,
    createdAt: r.created_at,
  }));
}
