import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import { standstillEnd } from "../award-rules";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { silent, type Tell } from "../../../../server/db/write";
import { appendAudit, recordOpening } from "./audit.server";
import { panelWaiting } from "./evaluation.server";
import { awardDetails, letterPath, type AwardDecision } from "./award-details.server";
import { finaliseLots, hasLots, lotAwardsDue } from "./lot-awards.server";
import {
  buyersChange,
  iso,
  lockTender,
  tellBidders,
  tenderFromRow,
  type TenderResult,
  type TenderStore,
} from "./model.server";

// The award with a standstill (issue 41 Build 5, decision 340). The buyer's choice of a bid is an
// intended award: every bidder is told, with a link to their award letter, and the tender waits
// out its standstill. Then the award is final: on every read at once (tenderFromRow), and in the
// row when the job `award_final` (or a later read's write) records it. During the standstill the
// buyer may cancel the intended award and evaluate again. "No award" ends the tender at once.

export type { AwardDecision };

export { letterPath };

/**
 * The buyer chooses a bid (or none, with a reason) once the bids are open. A bid becomes the
 * intended award until the tender's standstill ends (a standstill of 0 days: final at once).
 */
export async function award(
  store: TenderStore,
  tenderId: string,
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
      // A tender with lots is awarded lot by lot (awardLot, decision 450).
      if (await hasLots(trx, tenderId)) return { ok: false, reason: "lots" };
      if (decision.bidId) {
        const bid = await trx
          .selectFrom("bids")
          .select("id")
          .where("id", "=", decision.bidId)
          .where("tender_id", "=", tenderId)
          .where("withdrawn_at", "is", null)
          .executeTakeFirst();
        if (!bid) return { ok: false, reason: "no-bid" };
        // A bid is chosen once every evaluator has submitted (decision 396); no award need not wait.
        if ((await panelWaiting({ db: trx }, tenderId)) > 0) return { ok: false, reason: "panel" };
      } else if (!decision.reason) {
        return { ok: false, reason: "reason" };
      }
      const at = iso(now);
      await recordOpening(trx, tenderId, buyerId, at);
      const days = Number(row.standstill_days);
      if (!decision.bidId || days === 0) {
        await recordAward(trx, tenderId, decision, at, { id: buyerId, role: "buyer" });
        await tellFinal(trx, tell, tenderId, row.title, decision);
        return { ok: true, until: null };
      }
      const until = iso(standstillEnd(now, days));
      await trx
        .updateTable("tenders")
        .set({
          intended_bid_id: decision.bidId,
          intended_at: at,
          intended_reason: decision.reason || null,
          intended_amount_shown: decision.showAmount ? 1 : 0,
          standstill_until: until,
          updated_at: at,
        })
        .where("id", "=", tenderId)
        .execute();
      await appendAudit(trx, tenderId, {
        at,
        actor: { id: buyerId, role: "buyer" },
        event: "award-intended",
        data: { ...(await awardDetails(trx, decision)), standstillUntil: until },
      });
      await tellBidders(trx, tell, tenderId, (bid) => {
        const won = bid.id === decision.bidId;
        return {
          kind: "tender-outcome",
          userId: bid.owner_id,
          title: won
            ? `Your bid on ${row.title} is the intended award`
            : `Your bid on ${row.title} was not chosen`,
          body: won
            ? "The buyer intends to award the contract to your bid. The award is final when the standstill ends; your award letter is ready."
            : "The buyer intends to award the contract to another bid. Your award letter gives your rank and scores; you may ask the buyer about the decision until the standstill ends.",
          link: letterPath(tenderId),
          mail: null,
          dedupeKey: `tender-intended:${tenderId}:${at}:${bid.id}`,
        };
      });
      return { ok: true, until };
    },
  );
}

/** The buyer cancels the intended award during the standstill: the tender is evaluated again. */
export async function cancelAward(
  store: TenderStore,
  tenderId: string,
  buyerId: string,
  clock: Clock = systemClock,
  tell: Tell = silent,
): Promise<TenderResult> {
  return buyersChange(store, tenderId, buyerId, clock, async (trx, row, now) => {
    const tender = tenderFromRow(row, now);
    if (tender.phase !== "standstill" || !tender.intended) return { ok: false, reason: "closed" };
    if (await hasLots(trx, tenderId)) return { ok: false, reason: "lots" };
    const at = iso(now);
    await trx
      .updateTable("tenders")
      .set({
        intended_bid_id: null,
        intended_at: null,
        intended_reason: null,
        intended_amount_shown: 0,
        standstill_until: null,
        updated_at: at,
      })
      .where("id", "=", tenderId)
      .execute();
    await appendAudit(trx, tenderId, {
      at,
      actor: { id: buyerId, role: "buyer" },
      event: "award-cancelled",
      data: { bid: tender.intended.bidId },
    });
    await tellBidders(trx, tell, tenderId, (bid) => ({
      kind: "tender-outcome",
      userId: bid.owner_id,
      title: `The intended award on ${row.title} was cancelled`,
      body: "The buyer cancelled the intended award and is evaluating the bids again. Your bid stands.",
      link: `/projects/${tenderId}`,
      mail: null,
      dedupeKey: `tender-award-cancelled:${tenderId}:${at}:${bid.id}`,
    }));
    return { ok: true };
  });
}

/**
 * Records the award of a tender whose standstill has ended; refused ("standstill") before then,
 * whatever asks. Recording it twice changes nothing ("done").
 */
export async function finaliseAward(
  store: TenderStore,
  tenderId: string,
  clock: Clock = systemClock,
  tell: Tell = silent,
): Promise<TenderResult> {
  return store.write(async (trx): Promise<TenderResult> => {
    // A tender with lots records each lot's award whose standstill has ended (decision 450).
    if (await hasLots(trx, tenderId)) return finaliseLots(trx, tenderId, clock, tell);
    const row = await lockTender(trx, tenderId);
    const now = readClock(clock);
    if (!row || row.awarded_at || !row.standstill_until || !row.intended_bid_id)
      return { ok: false, reason: "done" };
    if (row.cancelled_at) return { ok: false, reason: "done" };
    if (now.getTime() < Date.parse(row.standstill_until))
      return { ok: false, reason: "standstill" };
    const decision = {
      bidId: row.intended_bid_id,
      reason: row.intended_reason ?? "",
      showAmount: Number(row.intended_amount_shown) === 1,
    };
    // The award is dated when its standstill ended, as every read before this one showed it.
    await recordAward(trx, tenderId, decision, row.standstill_until, { id: null, role: "site" });
    await trx
      .updateTable("tenders")
      .set({ standstill_until: null })
      .where("id", "=", tenderId)
      .execute();
    await tellFinal(trx, tell, tenderId, row.title, decision);
    return { ok: true };
  });
}

/** Tenders whose standstill has ended and whose award is not yet recorded. */
export async function awardsDue(
  store: TenderStore,
  now = new Date(),
): Promise<{ id: string; until: string }[]> {
  const rows = await store.db
    .selectFrom("tenders")
    .select(["id", "standstill_until"])
    .where("standstill_until", "<=", iso(now))
    .where("awarded_at", "is", null)
    .where("cancelled_at", "is", null)
    .orderBy("standstill_until")
    .limit(100)
    .execute();
  return [
    ...rows.map((r) => ({ id: r.id, until: r.standstill_until! })),
    ...(await lotAwardsDue(store, now)),
  ];
}

async function recordAward(
  trx: Transaction<Database>,
  tenderId: string,
  decision: AwardDecision,
  at: string,
  actor: { id: string | null; role: "buyer" | "site" },
) {
  await trx
    .updateTable("tenders")
    .set({
      awarded_at: at,
      award_bid_id: decision.bidId,
      award_reason: decision.reason || null,
      award_amount_shown: decision.showAmount ? 1 : 0,
      updated_at: at,
    })
    .where("id", "=", tenderId)
    .execute();
  await appendAudit(trx, tenderId, {
    at,
    actor,
    event: "awarded",
    data: await awardDetails(trx, decision),
  });
}

async function tellFinal(
  trx: Transaction<Database>,
  tell: Tell,
  tenderId: string,
  title: string,
  decision: AwardDecision,
) {
  await tellBidders(trx, tell, tenderId, (bid) => {
    const won = bid.id === decision.bidId;
    return {
      kind: "tender-outcome",
      userId: bid.owner_id,
      title: won ? `Your bid on ${title} is awarded` : `Your bid on ${title} was not awarded`,
      body: won
        ? "The buyer awarded the contract to your bid."
        : decision.bidId
          ? "The buyer awarded the contract to another bid."
          : `The buyer made no award. ${decision.reason}`.slice(0, 300),
      link: decision.bidId ? letterPath(tenderId) : `/projects/${tenderId}`,
      mail: null,
      dedupeKey: `tender-outcome:${tenderId}:${bid.id}`,
    };
  });
}
