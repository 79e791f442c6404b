import type { Selectable, Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import { standstillEnd } from "../award-rules";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { silent, type Tell } from "../../../../server/db/write";
import { appendAudit, recordOpening } from "./audit.server";
import { awardDetails, letterPath, type AwardDecision } from "./award-details.server";
import { panelWaiting } from "./evaluation.server";
import {
  buyersChange,
  iso,
  lockTender,
  tenderFromRow,
  type TenderResult,
  type TenderStore,
} from "./model.server";

// Award per lot (issue 41 Build 2, docs/decisions/450): each lot of a tender is awarded on its own
// to one of the bids on it (or to none, with a reason), with the tender's standstill counted from
// that lot's choice, its own letters and notices. The tender's own award columns (decision 340)
// summarise the lots once every lot has a decision: its standstill ends with the last lot's, and
// it is awarded (to the first awarded lot's bid, so that listings and feeds keep their meaning)
// when every lot's award is final. Which bid has which lot is only here.

/** A lot's award as every read shows it: final from its standstill's end, before the job runs. */
export interface LotAward {
  lot: number;
  bidId: string | null;
  reason: string | null;
  amountShown: boolean;
  intendedAt: string;
  /** The standstill's end while it runs; null once the award is final. */
  until: string | null;
  /** When the award became final; null during the standstill. */
  awardedAt: string | null;
}

type LotAwardRow = Selectable<Database["tender_lot_awards"]>;

export function lotAwardFromRow(row: LotAwardRow, now: Date): LotAward {
  const due =
    !row.awarded_at &&
    row.standstill_until !== null &&
    now.getTime() >= Date.parse(row.standstill_until);
  const awardedAt = row.awarded_at ?? (due ? row.standstill_until : null);
  return {
    lot: Number(row.lot),
    bidId: row.bid_id,
    reason: row.reason,
    amountShown: Number(row.amount_shown) === 1,
    intendedAt: row.intended_at,
    until: awardedAt ? null : row.standstill_until,
    awardedAt,
  };
}

const awardRows = (trx: Pick<TenderStore, "db">["db"] | Transaction<Database>, tenderId: string) =>
  trx
    .selectFrom("tender_lot_awards")
    .selectAll()
    .where("tender_id", "=", tenderId)
    .orderBy("lot")
    .execute();

/** Every lot's award (intended or final) of a tender, by lot; empty before any. */
export async function lotAwards(
  store: Pick<TenderStore, "db">,
  tenderId: string,
  now = new Date(),
): Promise<LotAward[]> {
  return (await awardRows(store.db, tenderId)).map((r) => lotAwardFromRow(r, now));
}

/**
 * The buyer awards one lot, once the bids are open and while the lot has no award: a bid on that
 * lot becomes its intended award until the standstill ends (none, or 0 days: final at once).
 */
export async function awardLot(
  store: TenderStore,
  tenderId: string,
  lot: number,
  buyerId: string,
  decision: AwardDecision,
  clock: Clock = systemClock,
  tell: Tell = silent,
): Promise<TenderResult<{ until: string | null }>> {
  return buyersChange<{ until: string | null }>(
    store,
    tenderId,
    buyerId,
    clock,
    async (trx, row, now) => {
      if (tenderFromRow(row, now).phase !== "evaluation") return { ok: false, reason: "closed" };
      const known = await trx
        .selectFrom("tender_lots")
        .select("number")
        .where("tender_id", "=", tenderId)
        .where("number", "=", lot)
        .executeTakeFirst();
      if (!known) return { ok: false, reason: "no-lot" };
      const taken = await trx
        .selectFrom("tender_lot_awards")
        .select("lot")
        .where("tender_id", "=", tenderId)
        .where("lot", "=", lot)
        .executeTakeFirst();
      if (taken) return { ok: false, reason: "closed" };
      if (decision.bidId) {
        const bid = await trx
          .selectFrom("bids")
          .innerJoin("bid_lots", "bid_lots.bid_id", "bids.id")
          .select("bids.id")
          .where("bids.id", "=", decision.bidId)
          .where("bids.tender_id", "=", tenderId)
          .where("bids.withdrawn_at", "is", null)
          .where("bid_lots.lot", "=", lot)
          .executeTakeFirst();
        if (!bid) return { ok: false, reason: "no-bid" };
        if ((await panelWaiting({ db: trx }, tenderId)) > 0) return { ok: false, reason: "panel" };
      } else if (!decision.reason) {
        return { ok: false, reason: "reason" };
      }
      const at = iso(now);
      await recordOpening(trx, tenderId, buyerId, at);
      const days = Number(row.standstill_days);
      const final = !decision.bidId || days === 0;
      const until = final ? null : iso(standstillEnd(now, days));
      await trx
        .insertInto("tender_lot_awards")
        .values({
          tender_id: tenderId,
          lot,
          bid_id: decision.bidId,
          reason: decision.reason || null,
          amount_shown: decision.showAmount ? 1 : 0,
          intended_at: at,
          standstill_until: until,
          awarded_at: final ? at : null,
        })
        .execute();
      await appendAudit(trx, tenderId, {
        at,
        actor: { id: buyerId, role: "buyer" },
        event: final ? "awarded" : "award-intended",
        data: { lot, ...(await awardDetails(trx, decision)), standstillUntil: until },
      });
      await tellLotBidders(trx, tell, tenderId, row.title, lot, decision, final ? "final" : at);
      await summarise(trx, tenderId, at);
      return { ok: true, until };
    },
  );
}

/** The buyer cancels a lot's intended award during its standstill: the lot is evaluated again. */
export async function cancelLotAward(
  store: TenderStore,
  tenderId: string,
  lot: number,
  buyerId: string,
  clock: Clock = systemClock,
  tell: Tell = silent,
): Promise<TenderResult> {
  return buyersChange(store, tenderId, buyerId, clock, async (trx, row, now) => {
    const current = (await awardRows(trx, tenderId)).find((r) => Number(r.lot) === lot);
    const award = current ? lotAwardFromRow(current, now) : null;
    if (!award || award.awardedAt || row.cancelled_at) return { ok: false, reason: "closed" };
    const at = iso(now);
    await trx
      .deleteFrom("tender_lot_awards")
      .where("tender_id", "=", tenderId)
      .where("lot", "=", lot)
      .execute();
    await appendAudit(trx, tenderId, {
      at,
      actor: { id: buyerId, role: "buyer" },
      event: "award-cancelled",
      data: { lot, bid: award.bidId },
    });
    for (const bid of await lotBidders(trx, tenderId, lot))
      await tell(trx, {
        kind: "tender-outcome",
        userId: bid.owner_id,
        email: bid.email ?? null,
        title: `The intended award of lot ${lot} on ${row.title} was cancelled`,
        body: "The buyer cancelled the lot's intended award and is evaluating its bids again. Your bid stands.",
        link: `/projects/${tenderId}`,
        mail: null,
        dedupeKey: `tender-lot-award-cancelled:${tenderId}:${lot}:${at}:${bid.id}`,
      });
    await summarise(trx, tenderId, at);
    return { ok: true };
  });
}

/**
 * Records the lot awards of a tender whose standstill has ended (the job `award_final`, decision
 * 340): "standstill" while none has, "done" when none waits. Inside the caller's write.
 */
export async function finaliseLots(
  trx: Transaction<Database>,
  tenderId: string,
  clock: Clock,
  tell: Tell,
): Promise<TenderResult> {
  const row = await lockTender(trx, tenderId);
  const now = readClock(clock);
  const waiting = (await awardRows(trx, tenderId)).filter((r) => !r.awarded_at);
  if (!row || row.cancelled_at || waiting.length === 0) return { ok: false, reason: "done" };
  const due = waiting.filter((r) => now.getTime() >= Date.parse(r.standstill_until ?? ""));
  if (due.length === 0) return { ok: false, reason: "standstill" };
  for (const r of due) {
    const at = r.standstill_until!;
    await trx
      .updateTable("tender_lot_awards")
      .set({ awarded_at: at })
      .where("tender_id", "=", tenderId)
      .where("lot", "=", r.lot)
      .execute();
    const decision = {
      bidId: r.bid_id,
      reason: r.reason ?? "",
      showAmount: Number(r.amount_shown) === 1,
    };
    await appendAudit(trx, tenderId, {
      at,
      actor: { id: null, role: "site" },
      event: "awarded",
      data: { lot: Number(r.lot), ...(await awardDetails(trx, decision)) },
    });
    await tellLotBidders(trx, tell, tenderId, row.title, Number(r.lot), decision, "final");
  }
  await summarise(trx, tenderId, iso(now));
  return { ok: true };
}

/** Whether the tender is split into lots (its award is then per lot). */
export async function hasLots(trx: Transaction<Database>, tenderId: string): Promise<boolean> {
  const lot = await trx
    .selectFrom("tender_lots")
    .select("number")
    .where("tender_id", "=", tenderId)
    .limit(1)
    .executeTakeFirst();
  return lot !== undefined;
}

/** Lot awards whose standstill has ended and which are not yet recorded. */
export async function lotAwardsDue(
  store: Pick<TenderStore, "db">,
  now: Date,
): Promise<{ id: string; until: string }[]> {
  const rows = await store.db
    .selectFrom("tender_lot_awards")
    .innerJoin("tenders", "tenders.id", "tender_lot_awards.tender_id")
    .select(["tender_lot_awards.tender_id", "tender_lot_awards.standstill_until"])
    .where("tender_lot_awards.awarded_at", "is", null)
    .where("tender_lot_awards.standstill_until", "<=", iso(now))
    .where("tenders.cancelled_at", "is", null)
    .orderBy("tender_lot_awards.standstill_until")
    .limit(100)
    .execute();
  return rows.map((r) => ({ id: r.tender_id, until: r.standstill_until! }));
}

/**
 * The tender's award columns from its lots': nothing while a lot has no decision; once all have,
 * the standstill until the last lot's ends, then the award (decision 450).
 */
async function summarise(trx: Transaction<Database>, tenderId: string, at: string) {
  const lots = await trx
    .selectFrom("tender_lots")
    .select("number")
    .where("tender_id", "=", tenderId)
    .execute();
  const awards = await awardRows(trx, tenderId);
  const firstBid = awards.find((a) => a.bid_id)?.bid_id ?? null;
  const waiting = awards.filter((a) => !a.awarded_at);
  const none = {
    intended_bid_id: null,
    intended_at: null,
    intended_reason: null,
    intended_amount_shown: 0,
    standstill_until: null,
  };
  const columns =
    awards.length < lots.length
      ? none
      : waiting.length === 0
        ? {
            ...none,
            awarded_at: awards
              .map((a) => a.awarded_at!)
              .sort()
              .at(-1)!,
            award_bid_id: firstBid,
            award_reason: firstBid ? null : "No lot was awarded.",
            award_amount_shown: 0,
          }
        : {
            ...none,
            intended_bid_id: firstBid,
            intended_at: at,
            standstill_until: waiting
              .map((a) => a.standstill_until!)
              .sort()
              .at(-1)!,
          };
  await trx
    .updateTable("tenders")
    .set({ ...columns, updated_at: at })
    .where("id", "=", tenderId)
    .execute();
}

const lotBidders = (trx: Transaction<Database>, tenderId: string, lot: number) =>
  trx
    .selectFrom("bids")
    .innerJoin("bid_lots", "bid_lots.bid_id", "bids.id")
    .leftJoin("user", "user.id", "bids.owner_id")
    .select(["bids.id", "bids.owner_id", "user.email"])
    .where("bids.tender_id", "=", tenderId)
    .where("bids.withdrawn_at", "is", null)
    .where("bid_lots.lot", "=", lot)
    .execute();

/** The bidders on one lot, told of its intended (`at`) or final award. */
async function tellLotBidders(
  trx: Transaction<Database>,
  tell: Tell,
  tenderId: string,
  title: string,
  lot: number,
  decision: AwardDecision,
  stage: "final" | string,
) {
  const on = `lot ${lot} of ${title}`;
  for (const bid of await lotBidders(trx, tenderId, lot)) {
    const won = bid.id === decision.bidId;
    const final = stage === "final";
    await tell(trx, {
      kind: "tender-outcome",
      userId: bid.owner_id,
      email: bid.email ?? null,
      title: final
        ? won
          ? `Your bid on ${on} is awarded`
          : `Your bid on ${on} was not awarded`
        : won
          ? `Your bid on ${on} is the intended award`
          : `Your bid on ${on} was not chosen`,
      body: !decision.bidId
        ? `The buyer made no award of lot ${lot}. ${decision.reason}`.slice(0, 300)
        : final
          ? won
            ? `The buyer awarded lot ${lot} to your bid.`
            : `The buyer awarded lot ${lot} to another bid.`
          : won
            ? `The buyer intends to award lot ${lot} to your bid. The award is final when the standstill ends; your award letter is ready.`
            : `The buyer intends to award lot ${lot} to another bid. Your award letter gives your rank and scores for the lot; you may ask the buyer about the decision until the standstill ends.`,
      link: decision.bidId ? `${letterPath(tenderId)}?lot=${lot}` : `/projects/${tenderId}`,
      mail: null,
      dedupeKey: `tender-lot-outcome:${tenderId}:${lot}:${final ? "final" : stage}:${bid.id}`,
    });
  }
}
