import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { mayMoveDeadline, TENDER_LIMITS } from "../rules";
import {
  amendedItemLots,
  amendmentChanges,
  amendmentNotice,
  asksToReconfirm,
  publicChanges,
  readChanges,
  type AmendedBasics,
  type AmendedCriterion,
  type AmendedItem,
  type AmendmentChange,
} from "../amendment";
import { systemClock, type Clock } from "~/lib/clock";
import type { Database } from "../../../../server/db/schema";
import { silent, type Tell } from "../../../../server/db/write";
import { documentRows, type StoredDocument } from "../../../../server/files/document-files";
import { appendAudit } from "./audit.server";
import { interestedMembers } from "./interest.server";
import {
  buyersChange,
  iso,
  tenderFromRow,
  type TenderResult,
  type TenderRow,
  type TenderStore,
} from "./model.server";
import { insertCriteria } from "./content.server";

// Amendments of a published tender as data (issue 41, Build 4; docs/decisions/330): its items,
// documents, award criteria and deadlines change in one transaction with the record of what
// changed (`tender_addenda`: the changes, the bid deadline before and after, who and when, the
// buyer's explanation), its entry in the audit trail, the bids marked to reconfirm and a notice
// to everyone interested (interest.server.ts). The read below is what the page and OCDS show.

/** What the buyer sends: the parts left out stay as they are. */
export interface AmendmentInput {
  /** The buyer's explanation (the addendum's text); may be empty when something changed. */
  explanation: string;
  /** The title, description, budget and visibility (decision 395); the currency stays. */
  basics?: Omit<AmendedBasics, "currency">;
  /** The items as they are to be: an `id` of the tender's keeps that item (and its bids' prices). */
  items?: AmendedItem[];
  criteria?: AmendedCriterion[];
  questionDeadline?: string;
  bidDeadline?: string;
  /** Documents stored for this amendment, added to the tender's. */
  added?: readonly StoredDocument[];
  /** Ids of the tender's documents to remove. */
  removed?: readonly string[];
}

/** An amendment made: the removed documents' files, and whether the bids are to reconfirm. */
export interface Amended {
  removedFiles: string[];
  reconfirm: boolean;
}

/** One amendment as the page and the open record read it. */
export interface Amendment {
  id: string;
  at: string;
  explanation: string;
  changes: AmendmentChange[];
  /** The bid deadline before and after (null for an addendum older than the record of them). */
  bidDeadlineBefore: string | null;
  bidDeadlineAfter: string | null;
}

/** The tender's amendments, oldest first, with their structured changes. */
export async function amendments(store: TenderStore, tenderId: string): Promise<Amendment[]> {
  const rows = await store.db
    .selectFrom("tender_addenda")
    .select(["id", "body", "created_at", "changes", "bid_deadline_before", "bid_deadline_after"])
    .where("tender_id", "=", tenderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.created_at,
    explanation: r.body,
    changes: readChanges(r.changes),
    bidDeadlineBefore: r.bid_deadline_before,
    bidDeadlineAfter: r.bid_deadline_after,
  }));
}

async function contentOf(trx: Transaction<Database>, tenderId: string) {
  const [items, criteria, documents, lots] = await Promise.all([
    trx
      .selectFrom("tender_items")
      .select(["id", "item", "quantity", "unit", "specification", "cpv_code", "lot"])
      .where("tender_id", "=", tenderId)
      .orderBy("position")
      .execute(),
    trx
      .selectFrom("tender_criteria")
      .select(["name", "weight"])
      .where("tender_id", "=", tenderId)
      .orderBy("position")
      .execute(),
    trx
      .selectFrom("tender_documents")
      .select(["id", "name", "file"])
      .where("tender_id", "=", tenderId)
      .execute(),
    trx.selectFrom("tender_lots").select("number").where("tender_id", "=", tenderId).execute(),
  ]);
  return {
    // The items' lots apart: an amendment's record of an item leaves its lot out (decision 456).
    items: items.map(({ cpv_code, lot: _lot, ...i }) => ({
      ...i,
      quantity: Number(i.quantity),
      cpv: cpv_code,
    })),
    itemLots: items.map((i) => ({ id: i.id, lot: i.lot === null ? null : Number(i.lot) })),
    lots: lots.map((l) => Number(l.number)),
    criteria: criteria.map((c) => ({ name: c.name, weight: Number(c.weight) })),
    documents,
  };
}

/** Writes the items as amended: the kept ones updated in place, new ones added, the rest removed. */
async function writeItems(trx: Transaction<Database>, tenderId: string, items: AmendedItem[]) {
  const kept = new Set(items.flatMap((i) => (i.id ? [i.id] : [])));
  const gone = (
    await trx.selectFrom("tender_items").select("id").where("tender_id", "=", tenderId).execute()
  ).filter((r) => !kept.has(r.id));
  if (gone.length > 0)
    await trx
      .deleteFrom("tender_items")
      .where(
        "id",
        "in",
        gone.map((r) => r.id),
      )
      .execute();
  for (const [position, item] of items.entries()) {
    const values = {
      position,
      item: item.item,
      quantity: item.quantity,
      unit: item.unit,
      specification: item.specification,
      cpv_code: item.cpv ?? null,
    };
    // A kept item stays in its lot; an added one goes to its lot (decision 456).
    if (item.id)
      await trx
        .updateTable("tender_items")
        .set(values)
        .where("id", "=", item.id)
        .where("tender_id", "=", tenderId)
        .execute();
    else
      await trx
        .insertInto("tender_items")
        .values({ ...values, lot: item.lot ?? null, id: randomUUID(), tender_id: tenderId })
        .execute();
  }
}

const basicsOf = (row: TenderRow): AmendedBasics => ({
  title: row.title,
  description: row.description,
  currency: row.currency,
  budget: { amount: row.budget === null ? null : Number(row.budget), hidden: !!row.budget_hidden },
  visibility: row.visibility === "invited" ? "invited" : "public",
});

/**
 * A public tender made invitation-only strands nobody who took part (decision 395): the
 * companies that bid are invited (so their bids can be changed, withdrawn and placed again),
 * the members who asked keep reading it (reads.server.ts), and a follower who did neither, and
 * is not otherwise invited, no longer follows it.
 */
async function keepParticipants(trx: Transaction<Database>, tenderId: string, at: string) {
  const companies = await trx
    .selectFrom("bids")
    .select("vendor_id")
    .distinct()
    .where("tender_id", "=", tenderId)
    .execute();
  if (companies.length > 0)
    await trx
      .insertInto("tender_invitations")
      .values(
        companies.map((c) => ({ tender_id: tenderId, vendor_id: c.vendor_id, invited_at: at })),
      )
      .onConflict((oc) => oc.columns(["tender_id", "vendor_id"]).doNothing())
      .execute();
  const entitled = new Set(
    [
      ...(await trx
        .selectFrom("tender_questions")
        .select("asker_id as id")
        .where("tender_id", "=", tenderId)
        .execute()),
      ...(await trx
        .selectFrom("tender_invitations as i")
        .innerJoin("vendors as v", "v.id", "i.vendor_id")
        .select("v.owner_id as id")
        .where("i.tender_id", "=", tenderId)
        .execute()),
      ...(await trx
        .selectFrom("tender_panel")
        .select("member_id as id")
        .where("tender_id", "=", tenderId)
        .execute()),
    ].map((r) => r.id),
  );
  const followers = await trx
    .selectFrom("tender_follows")
    .select("user_id")
    .where("tender_id", "=", tenderId)
    .execute();
  const gone = followers.map((f) => f.user_id).filter((id) => !entitled.has(id));
  if (gone.length > 0)
    await trx
      .deleteFrom("tender_follows")
      .where("tender_id", "=", tenderId)
      .where("user_id", "in", gone)
      .execute();
}

/** The tender's own columns an amendment writes. */
async function writeTender(
  trx: Transaction<Database>,
  tenderId: string,
  next: { basics: AmendedBasics; questionDeadline: string; bidDeadline: string },
  at: string,
) {
  await trx
    .updateTable("tenders")
    .set({
      title: next.basics.title,
      description: next.basics.description,
      budget: next.basics.budget.amount,
      budget_hidden: next.basics.budget.hidden ? 1 : 0,
      visibility: next.basics.visibility,
      question_deadline: next.questionDeadline,
      bid_deadline: next.bidDeadline,
      updated_at: at,
    })
    .where("id", "=", tenderId)
    .execute();
}

/**
 * Amends the buyer's published tender while bids are open. Refused: "not-found" for anyone
 * else's, "closed" past the bid deadline, "shorter" for a deadline moved earlier, "documents"
 * past the limit, "unchanged" for nothing changed and nothing said. The removed documents'
 * files, for the file store.
 */
export async function amendTender(
  store: TenderStore,
  tenderId: string,
  buyerId: string,
  input: AmendmentInput,
  clock: Clock = systemClock,
  tell: Tell = silent,
): Promise<TenderResult<Amended>> {
  return buyersChange<Amended>(store, tenderId, buyerId, clock, async (trx, row, now) => {
    if (tenderFromRow(row, now).phase !== "open") return { ok: false, reason: "closed" };
    const current = await contentOf(trx, tenderId);
    const was = basicsOf(row);
    const items = amendedItemLots(
      current.lots,
      current.itemLots,
      (input.items ?? current.items).map((i) => ({
        ...i,
        // Only the tender's own items are kept by id; any other id is a new item.
        id: i.id && current.items.some((c) => c.id === i.id) ? i.id : null,
      })),
    );
    if (!items) return { ok: false, reason: "item-lot" };
    const next = {
      basics: input.basics ? { ...input.basics, currency: was.currency } : was,
      items,
      criteria: input.criteria ?? current.criteria,
      questionDeadline: iso(new Date(input.questionDeadline ?? row.question_deadline)),
      bidDeadline: iso(new Date(input.bidDeadline ?? row.bid_deadline)),
    };
    for (const [was, will, reason] of [
      [row.bid_deadline, next.bidDeadline, "shorter"],
      [row.question_deadline, next.questionDeadline, "shorter-questions"],
    ] as const)
      if (Date.parse(was) !== Date.parse(will) && !mayMoveDeadline(was, will))
        return { ok: false, reason };
    const removed = current.documents.filter((d) => input.removed?.includes(d.id));
    const added = input.added ?? [];
    if (current.documents.length - removed.length + added.length > TENDER_LIMITS.documentsMax)
      return { ok: false, reason: "documents" };
    const before = {
      ...current,
      basics: was,
      questionDeadline: row.question_deadline,
      bidDeadline: row.bid_deadline,
    };
    const changes = amendmentChanges(before, {
      ...next,
      documents: { removed: removed.map((d) => d.name), added: added.map((d) => d.name) },
    });
    if (changes.length === 0 && !input.explanation) return { ok: false, reason: "unchanged" };

    const at = iso(now);
    if (input.items) await writeItems(trx, tenderId, next.items);
    if (input.criteria) {
      await trx.deleteFrom("tender_criteria").where("tender_id", "=", tenderId).execute();
      await insertCriteria(trx, tenderId, next.criteria);
    }
    if (removed.length > 0)
      await trx
        .deleteFrom("tender_documents")
        .where(
          "id",
          "in",
          removed.map((d) => d.id),
        )
        .execute();
    if (added.length > 0)
      await trx
        .insertInto("tender_documents")
        .values(documentRows(added).map((r) => ({ ...r, tender_id: tenderId, created_at: at })))
        .execute();
    await writeTender(trx, tenderId, next, at);
    if (was.visibility === "public" && next.basics.visibility === "invited")
      await keepParticipants(trx, tenderId, at);
    const addendumId = randomUUID();
    const shown = publicChanges(changes);
    await trx
      .insertInto("tender_addenda")
      .values({
        id: addendumId,
        tender_id: tenderId,
        body: input.explanation,
        created_at: at,
        actor_id: buyerId,
        // What everyone reads: a hidden budget's amount is left out (the trail keeps it).
        changes: JSON.stringify(shown),
        bid_deadline_before: row.bid_deadline,
        bid_deadline_after: next.bidDeadline,
      })
      .execute();
    // The trail keeps the deadline before and after: the tender's row keeps only the new one.
    await appendAudit(trx, tenderId, {
      at,
      actor: { id: buyerId, role: "buyer" },
      event: "amended",
      data: {
        addendum: addendumId,
        body: input.explanation,
        changes,
        oldBidDeadline: row.bid_deadline,
        newBidDeadline: next.bidDeadline === row.bid_deadline ? null : next.bidDeadline,
      },
    });
    const reconfirm = asksToReconfirm(changes);
    if (reconfirm)
      await trx
        .updateTable("bids")
        .set({ reconfirm: 1 })
        .where("tender_id", "=", tenderId)
        .where("withdrawn_at", "is", null)
        .execute();
    const body = amendmentNotice(
      { changes: shown, explanation: input.explanation, bidDeadline: next.bidDeadline },
      { timeZone: row.time_zone },
    );
    for (const member of await interestedMembers(trx, tenderId, buyerId))
      await tell(trx, {
        kind: "tender-update",
        userId: member.id,
        email: member.email,
        title: `${row.title} was amended`,
        body,
        link: `/projects/${tenderId}#amendments`,
        mail: null,
        dedupeKey: `tender-amendment:${addendumId}:${member.id}`,
      });
    return { ok: true, removedFiles: removed.map((d) => d.file), reconfirm };
  });
}
