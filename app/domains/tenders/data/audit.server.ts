import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import {
  checkChain,
  nextEntry,
  type AuditEntry,
  type AuditEvent,
  type AuditRole,
  type ChainCheck,
} from "../audit-chain.server";
import { timelineOf, type TimelineView } from "../audit-timeline";
import { bidsUnsealed } from "../rules";
import { silent, type Tell } from "../../../../server/db/write";
import { recordPublicChange, type PublicChangeKind } from "../../../../server/db/public-changes";
import { tellPanel } from "./panel-notices.server";
import { lockTender, tenderFromRow, type TenderStore, type TenderViewer } from "./model.server";

// A tender's audit trail in the database (docs/decisions/291): each event is appended in the
// transaction that makes it, after the tender's row is locked, so that the entries of one tender
// are numbered and chained one after the other; read back for the chain check, the admin
// command and the Timeline of the tender's page (its buyer and operators only).

/** An event as a write appends it. */
export interface AuditRecord {
  at: string;
  actor: { id: string | null; role: AuditRole };
  event: AuditEvent;
  data: Record<string, unknown>;
}

/** Appends an event to the tender's chain, inside the write's own transaction. */
export async function appendAudit(
  trx: Transaction<Database>,
  tenderId: string,
  { at, actor, event, data }: AuditRecord,
): Promise<AuditEntry> {
  const tender = await lockTender(trx, tenderId);
  const last = await trx
    .selectFrom("tender_audit")
    .select(["seq", "hash"])
    .where("tender_id", "=", tenderId)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  const entry = nextEntry(last ? { seq: Number(last.seq), hash: last.hash } : undefined, {
    tenderId,
    at,
    actorId: actor.id,
    actorRole: actor.role,
    event,
    data,
  });
  await trx
    .insertInto("tender_audit")
    .values({
      tender_id: entry.tenderId,
      seq: entry.seq,
      at: entry.at,
      actor_id: entry.actorId,
      actor_role: entry.actorRole,
      event: entry.event,
      data: entry.data,
      prev_hash: entry.prevHash,
      hash: entry.hash,
    })
    .execute();
  // A public tender's public events go to the change feed, last in the write (decision 500).
  const kind = tender?.visibility === "public" && tender.published_at ? FEED_KINDS[event] : null;
  if (kind) {
    await recordPublicChange(trx, {
      kind,
      id: tenderId,
      path: `/projects/${tenderId}`,
      tenderId,
      at,
    });
    const bidId = event === "awarded" ? data.bid : null;
    if (typeof bidId === "string")
      await recordPublicChange(trx, {
        kind: "award.made",
        id: bidId,
        path: `/projects/${tenderId}`,
        tenderId,
        at,
      });
  }
  return entry;
}

/** The tender's audit events that are public changes, by the feed's name for them. */
const FEED_KINDS: Partial<Record<AuditEvent, PublicChangeKind>> = {
  published: "tender.published",
  amended: "tender.amended",
  awarded: "tender.awarded",
  cancelled: "tender.cancelled",
};

/** The tender's entries in order, as stored. */
export async function auditTrail(
  { db }: TenderStore | { db: TenderStore["db"] },
  tenderId: string,
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("tender_audit")
    .selectAll()
    .where("tender_id", "=", tenderId)
    .orderBy("seq")
    .execute();
  return rows.map((r) => ({
    tenderId: r.tender_id,
    seq: Number(r.seq),
    at: r.at,
    actorId: r.actor_id,
    actorRole: r.actor_role as AuditRole,
    event: r.event as AuditEvent,
    data: r.data,
    prevHash: r.prev_hash,
    hash: r.hash,
  }));
}

/** Checks the tender's chain: the first entry that was changed, removed or reordered, if any. */
export async function checkAudit(
  store: TenderStore | { db: TenderStore["db"] },
  tenderId: string,
): Promise<ChainCheck> {
  return checkChain(await auditTrail(store, tenderId));
}

/**
 * The tender's timeline, for its buyer or an operator (null for anyone else): bid entries say
 * nothing of who bid until the bids are open.
 */
export async function timeline(
  store: TenderStore,
  tenderId: string,
  viewer: TenderViewer | null,
  now: Date,
): Promise<TimelineView | null> {
  if (!viewer) return null;
  const row = await store.db
    .selectFrom("tenders")
    .selectAll()
    .where("id", "=", tenderId)
    .executeTakeFirst();
  if (!row || (row.buyer_id !== viewer.id && !viewer.isOperator)) return null;
  const entries = await auditTrail(store, tenderId);
  return {
    items: timelineOf(entries, bidsUnsealed(tenderFromRow(row, now), now)),
    check: checkChain(entries),
  };
}

/**
 * Records the opening of the bids once, when the buyer first reads them after the deadline (the
 * comparison) or awards without having opened them: who, when, and how many there were.
 */
export async function recordOpening(
  trx: Transaction<Database>,
  tenderId: string,
  buyerId: string,
  at: string,
): Promise<void> {
  await lockTender(trx, tenderId);
  const opened = await trx
    .selectFrom("tender_audit")
    .select("seq")
    .where("tender_id", "=", tenderId)
    .where("event", "=", "bids-opened")
    .executeTakeFirst();
  if (opened) return;
  const bids = await trx
    .selectFrom("bids")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("tender_id", "=", tenderId)
    .where("withdrawn_at", "is", null)
    .executeTakeFirstOrThrow();
  await appendAudit(trx, tenderId, {
    at,
    actor: { id: buyerId, role: "buyer" },
    event: "bids-opened",
    data: { bids: Number(bids.n) },
  });
}

/** The buyer opens the bids (after the deadline): recorded once, in a write of its own. */
export async function openBids(
  store: TenderStore,
  tenderId: string,
  buyerId: string,
  now: Date,
  tell: Tell = silent,
): Promise<void> {
  const row = await store.db
    .selectFrom("tender_audit")
    .select("seq")
    .where("tender_id", "=", tenderId)
    .where("event", "=", "bids-opened")
    .executeTakeFirst();
  if (row) return;
  // Not `store.write`: the opening changes no page another visitor sees (no cache to clear).
  await store.db.transaction().execute(async (trx) => {
    const tender = await lockTender(trx, tenderId);
    if (!tender || tender.buyer_id !== buyerId) return;
    if (!bidsUnsealed(tenderFromRow(tender, now), now)) return;
    await recordOpening(trx, tenderId, buyerId, now.toISOString());
    // The panel is told the bids are open (the minute's job tells it when nobody opens them).
    await tellPanel(trx, tell, tenderId, tender.title, now.toISOString());
  });
}
