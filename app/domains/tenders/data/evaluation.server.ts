import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import { canonicalJson } from "../audit-chain.server";
import { isCriterionMethod, methodByName, type Criterion } from "../evaluation";
import { bidsUnsealed } from "../rules";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import type { Database } from "../../../../server/db/schema";
import { appendAudit } from "./audit.server";
import { iso, lockTender, tenderFromRow, type TenderStore } from "./model.server";

// The evaluation panel in the database (issue 41, docs/decisions/320): who sits on a tender's
// panel (its buyer first), their declaration of no conflict of interest, their scores (a draft
// until submitted, then locked), and the notice that the bids are open to them. Every write
// re-checks its rule inside its transaction, with the tender's row locked.

export interface PanelMember {
  memberId: string;
  name: string;
  declaredAt: string | null;
  submittedAt: string | null;
}

export interface StoredScore {
  memberId: string;
  bidId: string;
  criterion: number;
  score: number | null;
  comment: string;
}

/** The tender's panel, in order (the buyer first). */
export async function panel(
  store: Pick<TenderStore, "db">,
  tenderId: string,
): Promise<PanelMember[]> {
  const rows = await store.db
    .selectFrom("tender_panel as p")
    .leftJoin("user", "user.id", "p.member_id")
    .select(["p.member_id", "user.name", "p.declared_at", "p.submitted_at"])
    .where("p.tender_id", "=", tenderId)
    .orderBy("p.position")
    .execute();
  return rows.map((r) => ({
    memberId: r.member_id,
    name: r.name ?? "A former member",
    declaredAt: r.declared_at,
    submittedAt: r.submitted_at,
  }));
}

/**
 * How many panel members have not submitted their scores, when the tender has criteria the
 * panel scores (0 when it has none: a price-only tender waits for nobody). The award waits for
 * the whole panel (decision 396).
 */
export async function panelWaiting(
  store: Pick<TenderStore, "db">,
  tenderId: string,
): Promise<number> {
  const scored = (await criteriaOf(store, tenderId)).some((c) => c.method === "scored");
  if (!scored) return 0;
  const row = await store.db
    .selectFrom("tender_panel")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("tender_id", "=", tenderId)
    .where("submitted_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The criteria of a tender, in order. */
export async function criteriaOf(
  store: Pick<TenderStore, "db">,
  tenderId: string,
): Promise<Criterion[]> {
  const rows = await store.db
    .selectFrom("tender_criteria")
    .select(["name", "weight", "method"])
    .where("tender_id", "=", tenderId)
    .orderBy("position")
    .execute();
  return rows.map((c) => ({
    name: c.name,
    weight: Number(c.weight),
    method: isCriterionMethod(c.method) ? c.method : methodByName(c.name),
  }));
}

const scoreRows = (store: Pick<TenderStore, "db">, tenderId: string) =>
  store.db
    .selectFrom("tender_scores as s")
    .select(["s.member_id", "s.bid_id", "s.criterion", "s.score", "s.comment"])
    .where("s.tender_id", "=", tenderId);

const toScore = (r: {
  member_id: string;
  bid_id: string;
  criterion: number;
  score: number | null;
  comment: string;
}): StoredScore => ({
  memberId: r.member_id,
  bidId: r.bid_id,
  criterion: Number(r.criterion),
  score: r.score === null ? null : Number(r.score),
  comment: r.comment,
});

/** One evaluator's own scores, draft or submitted: only ever read for that evaluator. */
export async function ownScores(
  store: Pick<TenderStore, "db">,
  tenderId: string,
  memberId: string,
): Promise<StoredScore[]> {
  const rows = await scoreRows(store, tenderId).where("s.member_id", "=", memberId).execute();
  return rows.map(toScore);
}

/**
 * The scores of the evaluators who have submitted: for the comparison and for an evaluator
 * who has submitted too. Whoever asks must have submitted their own first (the callers check
 * `viewerId`'s submission here again, so a blind evaluator reads nothing).
 */
export async function submittedScores(
  store: Pick<TenderStore, "db">,
  tenderId: string,
  viewerId: string,
): Promise<StoredScore[] | null> {
  const own = await store.db
    .selectFrom("tender_panel")
    .select("submitted_at")
    .where("tender_id", "=", tenderId)
    .where("member_id", "=", viewerId)
    .executeTakeFirst();
  if (own && !own.submitted_at) return null;
  const rows = await scoreRows(store, tenderId)
    .innerJoin("tender_panel as p", (j) =>
      j.onRef("p.tender_id", "=", "s.tender_id").onRef("p.member_id", "=", "s.member_id"),
    )
    .where("p.submitted_at", "is not", null)
    .execute();
  return rows.map(toScore);
}

/** The accounts with these e-mail addresses: id by address (lower case); unknown ones left out. */
export async function membersByEmail(
  store: Pick<TenderStore, "db">,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const wanted = emails.map((e) => e.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return new Map();
  const rows = await store.db
    .selectFrom("user")
    .select(["id", "email"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "in", wanted))
    .execute();
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
}

/** The e-mail addresses of these accounts, in the same order (for the draft's form). */
export async function emailsOf(
  store: Pick<TenderStore, "db">,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await store.db
    .selectFrom("user")
    .select(["id", "email"])
    .where("id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r.email]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export type EvaluationRefusal =
  "not-found" | "sealed" | "closed" | "conflict" | "undeclared" | "submitted" | "incomplete";

type Outcome = { ok: true } | { ok: false; reason: EvaluationRefusal };

/** The tender locked, the member's panel row, and whether scoring is open to them now. */
async function scoringState(
  trx: Transaction<Database>,
  tenderId: string,
  memberId: string,
  clock: Clock,
) {
  const row = await lockTender(trx, tenderId);
  const now = readClock(clock);
  const seat = await trx
    .selectFrom("tender_panel")
    .selectAll()
    .where("tender_id", "=", tenderId)
    .where("member_id", "=", memberId)
    .executeTakeFirst();
  if (!row || !seat || !row.published_at) return { refusal: "not-found" as const, now };
  const tender = tenderFromRow(row, now);
  if (!bidsUnsealed(tender, now)) return { refusal: "sealed" as const, now };
  if (tender.phase !== "evaluation") return { refusal: "closed" as const, now };
  return { refusal: null, now, seat };
}

/** Whether the member owns a company that bid on the tender: they cannot evaluate it. */
async function ownsABid(trx: Transaction<Database>, tenderId: string, memberId: string) {
  const row = await trx
    .selectFrom("bids")
    .innerJoin("vendors", "vendors.id", "bids.vendor_id")
    .select("bids.id")
    .where("bids.tender_id", "=", tenderId)
    .where("bids.withdrawn_at", "is", null)
    .where("vendors.owner_id", "=", memberId)
    .executeTakeFirst();
  return !!row;
}

/** The evaluator declares no conflict of interest with the bidders, once: recorded in the trail. */
export async function declareNoConflict(
  store: TenderStore,
  tenderId: string,
  member: { id: string; name: string },
  clock: Clock = systemClock,
): Promise<Outcome> {
  return store.write(async (trx): Promise<Outcome> => {
    const state = await scoringState(trx, tenderId, member.id, clock);
    if (state.refusal) return { ok: false, reason: state.refusal };
    if (state.seat.declared_at) return { ok: true };
    if (await ownsABid(trx, tenderId, member.id)) return { ok: false, reason: "conflict" };
    const at = iso(state.now);
    await trx
      .updateTable("tender_panel")
      .set({ declared_at: at })
      .where("tender_id", "=", tenderId)
      .where("member_id", "=", member.id)
      .execute();
    await appendAudit(trx, tenderId, {
      at,
      actor: { id: member.id, role: "evaluator" },
      event: "conflict-declared",
      data: { evaluator: member.name },
    });
    return { ok: true };
  });
}

export interface ScoreEntry {
  bidId: string;
  criterion: number;
  score: number | null;
  comment: string;
}

/**
 * Saves the evaluator's scores as a draft, or submits them: then every bid needs a score on
 * every criterion the panel scores, and they are locked. Refused once submitted.
 */
export async function saveScores(
  store: TenderStore,
  tenderId: string,
  member: { id: string; name: string },
  entries: readonly ScoreEntry[],
  submit: boolean,
  clock: Clock = systemClock,
): Promise<Outcome> {
  return store.write(async (trx): Promise<Outcome> => {
    const state = await scoringState(trx, tenderId, member.id, clock);
    if (state.refusal) return { ok: false, reason: state.refusal };
    if (!state.seat.declared_at) return { ok: false, reason: "undeclared" };
    if (state.seat.submitted_at) return { ok: false, reason: "submitted" };
    const criteria = await criteriaOf({ db: trx }, tenderId);
    const bids = await trx
      .selectFrom("bids")
      .select("id")
      .where("tender_id", "=", tenderId)
      .where("withdrawn_at", "is", null)
      .execute();
    const bidIds = new Set(bids.map((b) => b.id));
    const scoredIndexes = new Set(criteria.flatMap((c, i) => (c.method === "scored" ? [i] : [])));
    const kept = entries.filter(
      (e) =>
        bidIds.has(e.bidId) &&
        scoredIndexes.has(e.criterion) &&
        (e.score !== null || e.comment !== ""),
    );
    const complete = [...bidIds].every((bidId) =>
      [...scoredIndexes].every((i) =>
        kept.some((e) => e.bidId === bidId && e.criterion === i && e.score !== null),
      ),
    );
    if (submit && !complete) return { ok: false, reason: "incomplete" };
    const at = iso(state.now);
    await trx
      .deleteFrom("tender_scores")
      .where("tender_id", "=", tenderId)
      .where("member_id", "=", member.id)
      .execute();
    if (kept.length > 0) {
      await trx
        .insertInto("tender_scores")
        .values(
          kept.map((e) => ({
            tender_id: tenderId,
            member_id: member.id,
            bid_id: e.bidId,
            criterion: e.criterion,
            score: e.score,
            comment: e.comment,
            updated_at: at,
          })),
        )
        .execute();
    }
    if (!submit) return { ok: true };
    await trx
      .updateTable("tender_panel")
      .set({ submitted_at: at })
      .where("tender_id", "=", tenderId)
      .where("member_id", "=", member.id)
      .execute();
    const sorted = [...kept].sort(
      (a, b) => a.bidId.localeCompare(b.bidId) || a.criterion - b.criterion,
    );
    await appendAudit(trx, tenderId, {
      at,
      actor: { id: member.id, role: "evaluator" },
      event: "scored",
      data: {
        evaluator: member.name,
        bids: bidIds.size,
        scoresHash: createHash("sha256").update(canonicalJson(sorted), "utf8").digest("hex"),
      },
    });
    return { ok: true };
  });
}
