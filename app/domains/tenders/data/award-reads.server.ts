import { randomUUID } from "node:crypto";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { accountEmail } from "../../../../server/db/accounts";
import { silent, type Tell } from "../../../../server/db/write";
import { appendAudit } from "./audit.server";
import { bidsOfTender } from "./bid-reads.server";
import { hasLots, lotAwards } from "./lot-awards.server";
import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import {
  bidsWithCompany,
  iso,
  lockTender,
  tenderFromRow,
  type Bid,
  type Tender,
  type TenderResult,
  type TenderStore,
} from "./model.server";

// What the award reads and the bidders' questions about it (decision 340): every standing bid of
// a tender with an intended or recorded award, for the ranking the letters and each bidder's
// standing come from (the loaders hand each viewer only their own part of it).

/** The standing bids of a tender once it (or one of its lots) has an award; null before. */
export async function awardBids(store: TenderStore, tenderId: string): Promise<Bid[] | null> {
  const decided = await store.db
    .selectFrom("tenders")
    .select("id")
    .where("id", "=", tenderId)
    .where((eb) =>
      eb.or([
        eb("intended_bid_id", "is not", null),
        eb("award_bid_id", "is not", null),
        // A tender with lots: once any lot has its award (decision 450).
        eb.exists(
          eb
            .selectFrom("tender_lot_awards")
            .select("lot")
            .whereRef("tender_lot_awards.tender_id", "=", "tenders.id"),
        ),
      ]),
    )
    .executeTakeFirst();
  return decided ? bidsOfTender(store, tenderId) : null;
}

/**
 * A losing bidder asks the buyer about the intended award, during the standstill only. The
 * question is the buyer's and theirs: never listed with the tender's public questions.
 */
export async function askAboutAward(
  store: TenderStore,
  tenderId: string,
  asker: { id: string },
  body: string,
  clock: Clock = systemClock,
  tell: Tell = silent,
): Promise<TenderResult> {
  return store.write(async (trx): Promise<TenderResult> => {
    const row = await lockTender(trx, tenderId);
    const now = readClock(clock);
    if (!row) return { ok: false, reason: "not-found" };
    const tender = tenderFromRow(row, now);
    const own = await bidsWithCompany(trx)
      .select(["bids.id", "vendors.name"])
      .where("bids.tender_id", "=", tenderId)
      .where("vendors.owner_id", "=", asker.id)
      .execute();
    if (own.length === 0) return { ok: false, reason: "not-found" };
    if (!(await mayAskAboutAward(trx, tender, own, now)))
      return { ok: false, reason: "award-question-closed" };
    const id = randomUUID();
    const at = iso(now);
    await trx
      .insertInto("tender_questions")
      .values({
        id,
        tender_id: tenderId,
        asker_id: asker.id,
        body,
        answer: null,
        asked_at: at,
        answered_at: null,
        about_award: 1,
      })
      .execute();
    await appendAudit(trx, tenderId, {
      at,
      actor: { id: asker.id, role: "bidder" },
      event: "question-asked",
      data: { question: id, body, aboutAward: true },
    });
    await tell(trx, {
      kind: "tender-question",
      userId: tender.buyerId,
      email: await accountEmail(trx, tender.buyerId),
      title: `A question about the award on ${tender.title}`,
      body: `${own.map((b) => b.name).join(", ")} asks: ${body}`.slice(0, 200),
      link: `/projects/${tenderId}#questions`,
      mail: null,
      dedupeKey: `tender-question:${id}`,
    });
    return { ok: true };
  });
}

/**
 * Whether a bidder may ask about an award now: one of their bids lost a whole tender's intended
 * award, or a lot's intended award (decision 450) of a lot it is on, while its standstill runs.
 */
async function mayAskAboutAward(
  trx: Transaction<Database>,
  tender: Tender,
  own: readonly { id: string }[],
  now: Date,
): Promise<boolean> {
  if (tender.phase === "standstill" && !(await hasLots(trx, tender.id)))
    return own.some((b) => b.id !== tender.intended?.bidId);
  const pending = (await lotAwards({ db: trx }, tender.id, now)).filter((a) => a.until !== null);
  if (pending.length === 0) return false;
  const onLots = await trx
    .selectFrom("bid_lots")
    .select(["bid_id", "lot"])
    .where(
      "bid_id",
      "in",
      own.map((b) => b.id),
    )
    .execute();
  return pending.some((a) => onLots.some((l) => Number(l.lot) === a.lot && l.bid_id !== a.bidId));
}
