import { randomUUID } from "node:crypto";
import { queueAnsweredQuestion } from "../../../../server/webhooks/matching";
import { questionsOpen } from "../rules";
import type { TenderValues } from "../schema";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import type { NewNotice } from "~/domains/notifications/index.server";
import { accountEmail } from "../../../../server/db/accounts";
import { silent, type Tell } from "../../../../server/db/write";
import type { StoredDocument } from "../../../../server/files/document-files";
import {
  buyersChange,
  iso,
  lockTender,
  tellBidders,
  tenderColumns,
  tenderFromRow,
  type TenderResult,
  type TenderStore,
  type TenderViewer,
} from "./model.server";
import { insertContent } from "./content.server";
import { visible } from "./reads.server";
import { appendAudit } from "./audit.server";
import { amendTender } from "./amendments.server";
import { interestedMembers } from "./interest.server";

// A tender's life before its bids: drafts, publishing, questions and answers, addenda,
// cancellation and invitations. Each change is one transaction that re-checks its rule after
// locking the tender's row, with the time read there (docs/decisions/216).

/** Saves a tender as a draft, or publishes it at once. */
export async function create(
  store: TenderStore,
  buyer: { id: string },
  values: TenderValues,
  documents: readonly StoredDocument[],
  options: { publish: boolean; buyerVendorId?: string | null },
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  const at = iso(now);
  await store.write(async (trx) => {
    await trx
      .insertInto("tenders")
      .values({
        id,
        buyer_id: buyer.id,
        ...tenderColumns(values, options.buyerVendorId ?? null),
        published_at: options.publish ? at : null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await insertContent(trx, id, buyer.id, values, documents, at);
    await appendAudit(trx, id, {
      at,
      actor: { id: buyer.id, role: "buyer" },
      event: options.publish ? "published" : "drafted",
      data: {
        title: values.title,
        questionDeadline: new Date(values.questionDeadline).toISOString(),
        bidDeadline: new Date(values.bidDeadline).toISOString(),
        items: values.items.length,
        documents: documents.map((d) => d.name),
      },
    });
  });
  return id;
}

/** Publishes the buyer's draft; refused when the bid deadline has passed already. */
export async function publish(
  store: TenderStore,
  id: string,
  buyerId: string,
  clock: Clock = systemClock,
): Promise<TenderResult> {
  return buyersChange(store, id, buyerId, clock, async (trx, row, now) => {
    if (row.published_at) return { ok: false, reason: "published" };
    if (Date.parse(row.bid_deadline) <= now.getTime())
      return { ok: false, reason: "deadline-passed" };
    await trx
      .updateTable("tenders")
      .set({ published_at: iso(now), updated_at: iso(now) })
      .where("id", "=", id)
      .execute();
    await appendAudit(trx, id, {
      at: iso(now),
      actor: { id: buyerId, role: "buyer" },
      event: "published",
      data: {
        title: row.title,
        questionDeadline: row.question_deadline,
        bidDeadline: row.bid_deadline,
      },
    });
    return { ok: true };
  });
}

/**
 * Deletes the buyer's draft (a published tender is cancelled instead): the names of its stored
 * documents, for the file store to remove, or null when there was no such draft of theirs.
 */
export async function deleteDraft(
  store: TenderStore,
  id: string,
  buyerId: string,
): Promise<string[] | null> {
  return store.write(async (trx) => {
    const documents = await trx
      .selectFrom("tender_documents")
      .select("file")
      .where("tender_id", "=", id)
      .execute();
    const result = await trx
      .deleteFrom("tenders")
      .where("id", "=", id)
      .where("buyer_id", "=", buyerId)
      .where("published_at", "is", null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? documents.map((d) => d.file) : null;
  });
}

/** A member's question, while questions are open; the buyer is told. */
export async function ask(
  store: TenderStore,
  tenderId: string,
  asker: TenderViewer,
  body: string,
  clock: Clock = systemClock,
  tell: Tell = silent,
): Promise<TenderResult> {
  const tender = await visible(store, tenderId, asker, readClock(clock));
  if (!tender) return { ok: false, reason: "not-found" };
  if (tender.buyerId === asker.id) return { ok: false, reason: "own-tender" };
  return store.write(async (trx): Promise<TenderResult> => {
    const row = await lockTender(trx, tenderId);
    const now = readClock(clock);
    if (!row || !questionsOpen(tenderFromRow(row, now), now))
      return { ok: false, reason: "closed" };
    const id = randomUUID();
    await trx
      .insertInto("tender_questions")
      .values({
        id,
        tender_id: tenderId,
        asker_id: asker.id,
        body,
        answer: null,
        asked_at: iso(now),
        answered_at: null,
      })
      .execute();
    await appendAudit(trx, tenderId, {
      at: iso(now),
      actor: { id: asker.id, role: "supplier" },
      event: "question-asked",
      data: { question: id, body },
    });
    await tell(trx, {
      kind: "tender-question",
      userId: tender.buyerId,
      email: await accountEmail(trx, tender.buyerId),
      title: `A question on ${tender.title}`,
      body: body.slice(0, 200),
      link: `/projects/${tenderId}#questions`,
      mail: null,
      dedupeKey: `tender-question:${id}`,
    });
    return { ok: true };
  });
}

/**
 * The buyer's answer (public from then on, without the asker's name); the asker and everyone
 * interested in the tender (interest.server.ts) are told. An answer to a question about the
 * award reaches its asker alone (decision 340), and says so (`aboutAward`).
 */
export async function answer(
  store: TenderStore,
  tenderId: string,
  questionId: string,
  buyerId: string,
  answer: string,
  clock: Clock = systemClock,
  tell: Tell = silent,
): Promise<TenderResult<{ aboutAward: boolean }>> {
  return store.write(async (trx): Promise<TenderResult<{ aboutAward: boolean }>> => {
    const now = readClock(clock);
    const row = await trx
      .selectFrom("tender_questions as q")
      .innerJoin("tenders as t", "t.id", "q.tender_id")
      .select(["q.asker_id", "q.body", "q.about_award", "t.title", "t.buyer_id"])
      .where("q.id", "=", questionId)
      .where("q.tender_id", "=", tenderId)
      .executeTakeFirst();
    if (!row || row.buyer_id !== buyerId) return { ok: false, reason: "not-found" };
    await trx
      .updateTable("tender_questions")
      .set({ answer, answered_at: iso(now) })
      .where("id", "=", questionId)
      .execute();
    await appendAudit(trx, tenderId, {
      at: iso(now),
      actor: { id: buyerId, role: "buyer" },
      event: "question-answered",
      data: { question: questionId, answer },
    });
    // The answer is public on the tender: the asker and everyone interested are told. A
    // question about the award stays between the bidder and the buyer (decision 340).
    const told = Number(row.about_award)
      ? (await interestedMembers(trx, tenderId, buyerId)).filter((m) => m.id === row.asker_id)
      : await interestedMembers(trx, tenderId, buyerId);
    for (const member of told) {
      const asker = member.id === row.asker_id;
      await tell(trx, {
        kind: "tender-answer",
        userId: member.id,
        email: member.email,
        title: asker
          ? `Your question on ${row.title} is answered`
          : `A question on ${row.title} is answered`,
        body: `Question: ${row.body}\n\nAnswer: ${answer}`.slice(0, 2000),
        link: `/projects/${tenderId}#questions`,
        mail: null,
        dedupeKey: `tender-answer:${questionId}:${member.id}:${iso(now)}`,
      });
    }
    await queueAnsweredQuestion(
      trx,
      { tenderId, questionId, onlyOwner: Number(row.about_award) ? row.asker_id : null },
      now,
    );
    return { ok: true, aboutAward: Number(row.about_award) === 1 };
  });
}

/**
 * An addendum to a published tender: an amendment (amendments.server.ts) that changes at most the
 * bid deadline (later, never earlier), its text the explanation.
 */
export async function amend(
  store: TenderStore,
  tenderId: string,
  buyerId: string,
  change: { body: string; bidDeadline: string | null },
  clock: Clock = systemClock,
  tell: Tell = silent,
): Promise<TenderResult> {
  const result = await amendTender(
    store,
    tenderId,
    buyerId,
    { explanation: change.body, bidDeadline: change.bidDeadline ?? undefined },
    clock,
    tell,
  );
  return result.ok ? { ok: true } : result;
}

/** Cancels a published tender with a reason, by its buyer or (unpublish) an operator. */
export async function cancel(
  store: TenderStore,
  tenderId: string,
  by: { id: string; asOperator: boolean },
  reason: string,
  clock: Clock = systemClock,
  tell: Tell = silent,
): Promise<TenderResult> {
  return store.write(async (trx): Promise<TenderResult> => {
    const row = await lockTender(trx, tenderId);
    const now = readClock(clock);
    if (!row || (!by.asOperator && row.buyer_id !== by.id))
      return { ok: false, reason: "not-found" };
    const phase = tenderFromRow(row, now).phase;
    if (phase === "cancelled" || phase === "awarded" || phase === "closed" || phase === "draft")
      return { ok: false, reason: "closed" };
    const at = iso(now);
    await trx
      .updateTable("tenders")
      .set({
        cancelled_at: at,
        cancel_reason: reason,
        cancelled_by_operator: by.asOperator ? 1 : 0,
        updated_at: at,
      })
      .where("id", "=", tenderId)
      .execute();
    await appendAudit(trx, tenderId, {
      at,
      actor: { id: by.id, role: by.asOperator ? "operator" : "buyer" },
      event: "cancelled",
      data: { reason, unpublished: by.asOperator },
    });
    const notice = (userId: string, key: string): NewNotice => ({
      kind: "tender-outcome",
      userId,
      email: null,
      title: by.asOperator ? `${row.title} was unpublished` : `${row.title} was cancelled`,
      body: `The reason: ${reason}`.slice(0, 300),
      link: `/projects/${tenderId}`,
      mail: null,
      dedupeKey: `tender-cancel:${tenderId}:${key}`,
    });
    await tellBidders(trx, tell, tenderId, (bid) => notice(bid.owner_id, bid.id));
    if (by.asOperator) {
      await tell(trx, {
        ...notice(row.buyer_id, "buyer"),
        email: await accountEmail(trx, row.buyer_id),
      });
    }
    return { ok: true };
  });
}

/** Invites a company to a tender; its owner (if any) is told. */
export async function invite(
  store: TenderStore,
  tenderId: string,
  buyerId: string,
  vendorId: string,
  clock: Clock = systemClock,
  tell: Tell = silent,
): Promise<TenderResult<{ ownerId: string | null; vendorName: string }>> {
  return store.write(async (trx) => {
    const row = await lockTender(trx, tenderId);
    const now = readClock(clock);
    if (!row || row.buyer_id !== buyerId) return { ok: false as const, reason: "not-found" };
    if (tenderFromRow(row, now).phase !== "open" && row.published_at)
      return { ok: false as const, reason: "closed" };
    const vendor = await trx
      .selectFrom("vendors")
      .select(["owner_id", "name"])
      .where("id", "=", vendorId)
      .where("status", "=", "approved")
      .executeTakeFirst();
    if (!vendor) return { ok: false as const, reason: "no-vendor" };
    const inserted = await trx
      .insertInto("tender_invitations")
      .values({ tender_id: tenderId, vendor_id: vendorId, invited_at: iso(now) })
      .onConflict((oc) => oc.columns(["tender_id", "vendor_id"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 1) > 0) {
      await appendAudit(trx, tenderId, {
        at: iso(now),
        actor: { id: buyerId, role: "buyer" },
        event: "invited",
        data: { vendorId, company: vendor.name },
      });
    }
    if (vendor.owner_id && Number(inserted.numInsertedOrUpdatedRows ?? 1) > 0) {
      await tell(trx, {
        kind: "tender-invitation",
        userId: vendor.owner_id,
        email: await accountEmail(trx, vendor.owner_id),
        title: `${vendor.name} is invited to a tender`,
        body: `${row.buyer_name} invites ${vendor.name} to bid on ${row.title}.`,
        link: `/projects/${tenderId}`,
        mail: null,
        dedupeKey: `tender-invitation:${tenderId}:${vendorId}`,
      });
    }
    return { ok: true as const, ownerId: vendor.owner_id, vendorName: vendor.name };
  });
}
