import { DEFAULT_CURRENCY } from "../currency";
import { UTC_ZONE } from "~/lib/zoned-time";
import type { AmendmentChange } from "../amendment";
import { type Expression, type ExpressionBuilder, type Selectable, type Transaction } from "kysely";
import type { ProjectRegion, ProjectSector } from "~/data/vocabularies";
import {
  biddingOpen,
  tenderPhase,
  type TenderKind,
  type TenderPhase,
  type TenderVisibility,
} from "../rules";
import type { TenderValues } from "../schema";
import type { Criterion } from "../evaluation";
import type { Lot } from "../lots";
import type { LotAwardDetail } from "./lot-award-reads.server";
import type { TenderRequirement } from "../requirements";
import type { CpvEntry } from "~/domains/classification";
import { readClock, type Clock } from "~/lib/clock";
import type { NewNotice } from "~/domains/notifications/index.server";
import { isPostgres, type Db } from "../../../../server/db/database";
import { type Tell, type Write } from "../../../../server/db/write";
import type { Database, TenderTable } from "../../../../server/db/schema";

// Tenders, sealed bids and awards (issue 24, docs/decisions/130): the entities as the pages read
// them, rows to entities, and what every query and write of the domain shares. Every rule that
// guards a bid's content lives in the queries themselves (bid-reads.server.ts): the comparison
// reads bids only where the tender's buyer is the viewer AND its bid deadline has passed by the
// server's clock, so no page, button or operator can read a sealed bid. Writes re-check their rule
// inside the transaction that makes them, with the tender's row locked on PostgreSQL.

export interface TenderItem {
  id: string;
  item: string;
  quantity: number;
  unit: string;
  specification: string;
  /** The lot the item belongs to; null on a tender without lots (decision 390). */
  lot: number | null;
  /** The item's CPV code and its title (issue 43); null when the buyer gave none. */
  classification: CpvEntry | null;
}

export interface Tender {
  id: string;
  buyerId: string;
  buyerName: string;
  buyerVendorId: string | null;
  kind: TenderKind;
  title: string;
  description: string;
  region: ProjectRegion;
  sector: ProjectSector;
  budget: number | null;
  budgetHidden: boolean;
  /** ISO 4217: the budget's, the bids' and every amount's about the tender. */
  currency: string;
  /** The IANA zone the buyer set the deadlines in (they are stored in UTC). */
  timeZone: string;
  visibility: TenderVisibility;
  questionDeadline: string;
  bidDeadline: string;
  publishedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  cancelledByOperator: boolean;
  awardedAt: string | null;
  awardBidId: string | null;
  awardReason: string | null;
  awardAmountShown: boolean;
  /** Days between the intended award and the award (decision 340). */
  standstillDays: number;
  /** The most lots one supplier may bid on; null for no limit (decision 390). */
  maxLotsPerSupplier: number | null;
  /** The buyer's chosen bid while its standstill runs; null otherwise. */
  intended: IntendedAward | null;
  createdAt: string;
  updatedAt: string;
  phase: TenderPhase;
}

/** A chosen bid during the standstill: the award it becomes at `until` unless the buyer cancels. */
export interface IntendedAward {
  bidId: string;
  at: string;
  reason: string | null;
  amountShown: boolean;
  until: string;
}

export interface TenderDetail extends Tender {
  items: TenderItem[];
  /** The tender's lots in order; none for an undivided tender (decision 390). */
  lots: Lot[];
  criteria: Criterion[];
  /** The certificates a bidder must hold (decision 470). */
  requirements: TenderRequirement[];
  /** The evaluation panel besides the buyer: account ids, in order (decision 320). */
  evaluatorIds: string[];
  documents: { id: string; name: string; type: string; size: number; createdAt: string }[];
  /** The amendments (addenda), oldest first: the explanation and what changed, as data. */
  addenda: { id: string; body: string; createdAt: string; changes: AmendmentChange[] }[];
  /** Each lot's award, intended or final, by lot (decision 450); none without lots. */
  lotAwards: LotAwardDetail[];
  /** The awarded company (and amount when the buyer shows it), once awarded; null with lots. */
  award: { vendorId: string; vendorSlug: string; vendorName: string; total: number | null } | null;
}

export interface Question {
  id: string;
  body: string;
  answer: string | null;
  askedAt: string;
  answeredAt: string | null;
  /** A bidder's question about the intended award: never public (decision 340). */
  aboutAward: boolean;
}

/** A bid as its owner and, after the deadline, the buyer read it. */
export interface Bid {
  id: string;
  tenderId: string;
  vendor: {
    id: string;
    slug: string;
    name: string;
    reviewCount: number;
    reviewAverage: number | null;
  };
  ownerId: string;
  total: number;
  deliveryDays: number;
  validUntil: string;
  message: string;
  reconfirm: boolean;
  createdAt: string;
  updatedAt: string;
  /** Unit price in cents, by line item id. */
  prices: Map<string, number>;
  /** The lots the bid is on, in order; null on a tender without lots. */
  lots: number[] | null;
  documents: { id: string; name: string; type: string; size: number }[];
}

export type TenderRow = Selectable<TenderTable>;

export function tenderFromRow(row: TenderRow, now: Date): Tender {
  const pending = intendedOf(row);
  // Past its standstill an intended award is the award, on every read, before the job records it.
  const due = pending !== null && now.getTime() >= Date.parse(pending.until);
  const t = {
    id: row.id,
    buyerId: row.buyer_id,
    buyerName: row.buyer_name,
    buyerVendorId: row.buyer_vendor_id,
    kind: row.kind as TenderKind,
    title: row.title,
    description: row.description,
    region: row.region as ProjectRegion,
    sector: row.sector as ProjectSector,
    budget: row.budget === null ? null : Number(row.budget),
    budgetHidden: Number(row.budget_hidden) === 1,
    currency: row.currency,
    timeZone: row.time_zone,
    visibility: row.visibility as TenderVisibility,
    questionDeadline: row.question_deadline,
    bidDeadline: row.bid_deadline,
    publishedAt: row.published_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    cancelledByOperator: Number(row.cancelled_by_operator) === 1,
    awardedAt: due ? pending.until : row.awarded_at,
    awardBidId: due ? pending.bidId : row.award_bid_id,
    awardReason: due ? pending.reason : row.award_reason,
    awardAmountShown: due ? pending.amountShown : Number(row.award_amount_shown) === 1,
    standstillDays: Number(row.standstill_days ?? 10),
    maxLotsPerSupplier:
      row.max_lots_per_supplier === null ? null : Number(row.max_lots_per_supplier),
    intended: due ? null : pending,
    standstillUntil: due ? null : (pending?.until ?? null),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  const { standstillUntil: _until, ...tender } = t;
  return { ...tender, phase: tenderPhase(t, now) };
}

/** The intended award a row holds while its standstill has not been recorded as ended. */
function intendedOf(row: TenderRow): IntendedAward | null {
  if (row.awarded_at || !row.intended_bid_id || !row.intended_at || !row.standstill_until)
    return null;
  return {
    bidId: row.intended_bid_id,
    at: row.intended_at,
    reason: row.intended_reason,
    amountShown: Number(row.intended_amount_shown) === 1,
    until: row.standstill_until,
  };
}

export type TenderResult<T = object> = ({ ok: true } & T) | { ok: false; reason: string };

export interface TenderViewer {
  id: string;
  isOperator: boolean;
}

/** Bids with the company that made each one: the bids that stand (a withdrawn one is kept apart). */
export const bidsWithCompany = (from: Db | Transaction<Database>) =>
  from
    .selectFrom("bids")
    .where("bids.withdrawn_at", "is", null)
    .innerJoin("vendors", "vendors.id", "bids.vendor_id");

/** Locks the tender's row for the rest of the transaction (PostgreSQL; SQLite has one writer). */
/**
 * The member's own bid, with its tender locked, while bidding is open: "not-found" when the bid
 * is not theirs (or does not exist), "closed" once the deadline has passed.
 */
export async function ownOpenBid(
  trx: Transaction<Database>,
  bidId: string,
  member: { id: string },
  clock: Clock,
): Promise<
  { ok: true; tender_id: string; now: Date } | { ok: false; reason: "not-found" | "closed" }
> {
  const bid = await bidsWithCompany(trx)
    .select(["bids.tender_id", "vendors.owner_id"])
    .where("bids.id", "=", bidId)
    .executeTakeFirst();
  if (!bid || bid.owner_id !== member.id) return { ok: false, reason: "not-found" };
  const row = await lockTender(trx, bid.tender_id);
  const now = readClock(clock);
  if (!row || !biddingOpen(tenderFromRow(row, now), now)) return { ok: false, reason: "closed" };
  return { ok: true, tender_id: bid.tender_id, now };
}

/**
 * A tender cancelled before its bid deadline never opens its bids: true where the tender was not
 * cancelled, or was cancelled once the bids were open already (ISO times compare as text).
 */
export function unsealedAfterCancel(
  eb: ExpressionBuilder<Database, "tenders">,
  cancelledAt: Expression<string | null>,
  deadline: Expression<string>,
) {
  return eb.or([eb(cancelledAt, "is", null), eb(cancelledAt, ">=", deadline)]);
}

export async function lockTender(trx: Transaction<Database>, id: string) {
  const query = trx.selectFrom("tenders").selectAll().where("id", "=", id);
  return isPostgres(trx) ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

/**
 * A change a tender's buyer makes: one write that locks the tender's row and reads the time after
 * the lock (decision 216); for anyone but its buyer, or no such tender, "not-found".
 */
export function buyersChange<T extends object = object>(
  store: TenderStore,
  tenderId: string,
  buyerId: string,
  clock: Clock,
  change: (trx: Transaction<Database>, row: TenderRow, now: Date) => Promise<TenderResult<T>>,
): Promise<TenderResult<T>> {
  return store.write(async (trx): Promise<TenderResult<T>> => {
    const row = await lockTender(trx, tenderId);
    const now = readClock(clock);
    if (!row || row.buyer_id !== buyerId) return { ok: false, reason: "not-found" };
    return change(trx, row, now);
  });
}

export const iso = (d: Date) => d.toISOString();

/**
 * The tender's own columns from its form's values: the one mapping a new tender and a draft's
 * edit write. A standstill left out (undefined) keeps the column's default of 10 days (decision
 * 340).
 */
export const tenderColumns = (values: TenderValues, buyerVendorId: string | null) => ({
  buyer_name: values.buyerName,
  buyer_vendor_id: buyerVendorId,
  kind: values.kind,
  title: values.title,
  description: values.description,
  region: values.region,
  sector: values.sector,
  budget: values.budget,
  budget_hidden: values.budgetHidden ? 1 : 0,
  currency: values.currency ?? DEFAULT_CURRENCY,
  time_zone: values.timeZone ?? UTC_ZONE,
  standstill_days: values.standstillDays,
  max_lots_per_supplier:
    (values.lots ?? []).length > 0 ? (values.maxLotsPerSupplier ?? null) : null,
  visibility: values.visibility,
  question_deadline: new Date(values.questionDeadline).toISOString(),
  bid_deadline: new Date(values.bidDeadline).toISOString(),
});

/** What the tenders' data functions work on: the database, and how a change is written. */
export interface TenderStore {
  db: Db;
  write: Write;
  /** The lists' counts stop one past this (decision 515); COUNT_CAP when not given. */
  countCap?: number;
}

/** Notices to every bidder of a tender, in the transaction that made the change. */
export async function tellBidders(
  trx: Transaction<Database>,
  tell: Tell,
  tenderId: string,
  notice: (bid: { id: string; owner_id: string }) => NewNotice,
) {
  const bids = await trx
    .selectFrom("bids")
    .leftJoin("user", "user.id", "bids.owner_id")
    .select(["bids.id", "bids.owner_id", "bids.vendor_id", "user.email"])
    .where("bids.tender_id", "=", tenderId)
    .where("bids.withdrawn_at", "is", null)
    .execute();
  for (const bid of bids) {
    const told = notice(bid);
    // An outcome is told to the bidding company's webhook endpoints too (decision 502).
    const webhook: NewNotice["webhook"] =
      told.kind === "tender-outcome"
        ? {
            vendorId: bid.vendor_id,
            type: "award.decided",
            data: { tenderId, bidId: bid.id, title: told.title, path: told.link },
          }
        : undefined;
    await tell(trx, { ...told, email: bid.email ?? null, ...(webhook ? { webhook } : {}) });
  }
}
