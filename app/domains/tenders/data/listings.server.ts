import { sql, type ExpressionBuilder } from "kysely";
import { boundedCount, COUNT_CAP } from "../../../../server/db/bounded-count";
import { isPostgres } from "../../../../server/db/database";
import type { Database } from "../../../../server/db/schema";
import { bestLotOutcome, lotOutcomes, type LotOutcome } from "../lots";
import { type ProjectFilters } from "../rules";
import { lotAwardFromRow } from "./lot-awards.server";
import { bidsWithCompany, iso, tenderFromRow, type Tender, type TenderStore } from "./model.server";

// Lists of tenders: /projects, the sitemap and the OCDS feed, a buyer's and a bidder's own, the
// operators' console.

/** The tenders anyone may see: public, published and not cancelled (/projects and the API). */
const publicTenders = (store: TenderStore) =>
  store.db
    .selectFrom("tenders")
    .where("visibility", "=", "public")
    .where("published_at", "is not", null)
    .where("cancelled_at", "is", null);

/**
 * Public tenders for /projects, in one tab: open ones of a kind ("Active Tender",
 * "Collaboration"), or awarded ones ("In Progress"). Filtered and sorted in the database, each
 * tab and order on an index of its own (docs/decisions/547).
 */
export async function listed(
  store: TenderStore,
  tab: "tender" | "collaboration" | "awarded",
  filters: ProjectFilters,
  limit: number,
  now = new Date(),
): Promise<{ items: Tender[]; matches: number; cap: number }> {
  const newest = filters.sort !== "closing";
  const ordered = newest
    ? tabQuery(store, tab, filters, now, true)
        .selectAll()
        .orderBy("published_at", "desc")
        .orderBy("id")
    : tabQuery(store, tab, filters, now, false)
        .selectAll()
        .orderBy("bid_deadline", "asc")
        .orderBy("id");
  const cap = store.countCap ?? COUNT_CAP;
  const [rows, matches] = await Promise.all([
    ordered.limit(limit).execute(),
    boundedCount(store.db, tabQuery(store, tab, filters, now, false), cap),
  ]);
  return { items: rows.map((r) => tenderFromRow(r, now)), matches, cap };
}

/**
 * The tab's tenders with the filters. `byPublication`: the page is read in publication order,
 * and on SQLite the deadline's term is written `+bid_deadline`, which its planner cannot answer
 * from an index: without it, it reads every open tender by the deadline's index and sorts them
 * all (13 s at 50,000 tenders) rather than the first of the publication order's index.
 */
function tabQuery(
  store: TenderStore,
  tab: "tender" | "collaboration" | "awarded",
  filters: ProjectFilters,
  now: Date,
  byPublication: boolean,
) {
  const at = iso(now);
  const deadline =
    byPublication && !isPostgres(store.db)
      ? sql<string>`+${sql.ref("bid_deadline")}`
      : sql.ref<string>("bid_deadline");
  let q = publicTenders(store);
  if (tab === "awarded") {
    q = q.where("award_bid_id", "is not", null);
  } else {
    q = q.where("kind", "=", tab).where("awarded_at", "is", null).where(deadline, ">", at);
  }
  if (filters.region) q = q.where("region", "=", filters.region);
  if (filters.sector) q = q.where("sector", "=", filters.sector);
  // The budget filter is in US dollars, and amounts in another currency are not converted: it
  // keeps tenders in dollars only (decision 311).
  if (filters.budget !== undefined)
    q = q
      .where("budget", "<=", filters.budget)
      .where("budget_hidden", "=", 0)
      .where("currency", "=", "USD");
  if (filters.deadline !== undefined)
    q = q.where("bid_deadline", "<=", iso(new Date(now.getTime() + filters.deadline * 864e5)));
  for (const prefix of [filters.division, filters.group])
    if (prefix) q = q.where(itemUnder(prefix));
  return q;
}

/** A tender with an item coded under a CPV code's leading digits (a division, a group). */
const itemUnder = (digits: string) => (eb: ExpressionBuilder<Database, "tenders">) =>
  eb.exists(
    eb
      .selectFrom("tender_items")
      .select("tender_items.id")
      .whereRef("tender_items.tender_id", "=", "tenders.id")
      .where("tender_items.cpv_code", "like", `${digits}%`),
  );

/** Ids and dates of public tenders, for the sitemap. */
export async function publicIds(store: TenderStore): Promise<{ id: string; updatedAt: string }[]> {
  const rows = await store.db
    .selectFrom("tenders")
    .select(["id", "updated_at"])
    .where("visibility", "=", "public")
    .where("published_at", "is not", null)
    .orderBy("published_at", "desc")
    .execute();
  return rows.map((r) => ({ id: r.id, updatedAt: r.updated_at }));
}

/** Public tenders awarded, newest first (the OCDS feed). */
export async function awardedPublicIds(store: TenderStore, limit: number): Promise<string[]> {
  const rows = await store.db
    .selectFrom("tenders")
    .select("id")
    .where("visibility", "=", "public")
    .where("published_at", "is not", null)
    .where("awarded_at", "is not", null)
    .orderBy("awarded_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The buyer's tenders, newest first, with counts of questions and bids. */
export async function byBuyer(store: TenderStore, buyerId: string, now = new Date()) {
  const rows = await store.db
    .selectFrom("tenders")
    .selectAll()
    .select((eb) => [
      eb
        .selectFrom("tender_questions")
        .select((e) => e.fn.countAll<string | number>().as("n"))
        .whereRef("tender_questions.tender_id", "=", "tenders.id")
        .as("question_count"),
      eb
        .selectFrom("bids")
        .select((e) => e.fn.countAll<string | number>().as("n"))
        .whereRef("bids.tender_id", "=", "tenders.id")
        .where("bids.withdrawn_at", "is", null)
        .as("bid_count"),
    ])
    .where("buyer_id", "=", buyerId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({
    ...tenderFromRow(r, now),
    questionCount: Number(r.question_count ?? 0),
    bidCount: Number(r.bid_count ?? 0),
  }));
}

/**
 * The member's bids (those of the companies they own), newest first, with the outcome; a bid on
 * lots has one per lot it is on, from the lots' awards (decision 455), and its best as the outcome.
 */
export async function bidsOf(store: TenderStore, memberId: string, now = new Date()) {
  const rows = await bidsWithCompany(store.db)
    .innerJoin("tenders", "tenders.id", "bids.tender_id")
    .selectAll("tenders")
    .select([
      "bids.id as bid_id",
      "bids.total as bid_total",
      "bids.reconfirm as bid_reconfirm",
      "bids.updated_at as bid_updated_at",
      "vendors.name as vendor_name",
      "vendors.id as vendor_id",
    ])
    .where("vendors.owner_id", "=", memberId)
    .orderBy("bids.updated_at", "desc")
    .execute();
  const { bidLots, awards } = await lotsOfBids(store, rows);
  return rows.map((r) => {
    const tender = tenderFromRow(r, now);
    const lots = bidLots.has(r.bid_id)
      ? lotOutcomes(
          r.bid_id,
          bidLots.get(r.bid_id)!,
          awards.filter((a) => a.tender_id === r.id).map((a) => lotAwardFromRow(a, now)),
          tender.phase === "cancelled",
        )
      : [];
    return {
      bidId: r.bid_id,
      total: Number(r.bid_total),
      reconfirm: Number(r.bid_reconfirm) === 1,
      updatedAt: r.bid_updated_at,
      vendorName: r.vendor_name,
      vendorId: r.vendor_id,
      tender,
      outcome: lots.length > 0 ? bestLotOutcome(lots) : tenderOutcome(tender, r.bid_id),
      lots,
    };
  });
}

/** A bid's outcome on an undivided tender, from the tender's own award (decision 340). */
function tenderOutcome(tender: Tender, bidId: string): LotOutcome {
  if (tender.phase === "awarded") return tender.awardBidId === bidId ? "awarded" : "not-awarded";
  if (tender.phase === "standstill")
    return tender.intended?.bidId === bidId ? "intended" : "not-chosen";
  if (tender.phase === "closed") return "not-awarded";
  return tender.phase === "cancelled" ? "cancelled" : "pending";
}

/** The lots of these bids (only bids on a tender with lots have any) and their tenders' awards. */
async function lotsOfBids(store: TenderStore, rows: readonly { bid_id: string; id: string }[]) {
  const bidLots = new Map<string, number[]>();
  if (rows.length === 0) return { bidLots, awards: [] };
  const [lotRows, awards] = await Promise.all([
    store.db
      .selectFrom("bid_lots")
      .select(["bid_id", "lot"])
      .where(
        "bid_id",
        "in",
        rows.map((r) => r.bid_id),
      )
      .execute(),
    store.db
      .selectFrom("tender_lot_awards")
      .selectAll()
      .where("tender_id", "in", [...new Set(rows.map((r) => r.id))])
      .execute(),
  ]);
  for (const l of lotRows) bidLots.set(l.bid_id, [...(bidLots.get(l.bid_id) ?? []), Number(l.lot)]);
  return { bidLots, awards };
}

/** For operators: published tenders still running (public or not), newest first. */
export async function running(
  store: TenderStore,
  limit: number,
  now = new Date(),
): Promise<Tender[]> {
  const rows = await store.db
    .selectFrom("tenders")
    .selectAll()
    .where("published_at", "is not", null)
    .where("cancelled_at", "is", null)
    .where("awarded_at", "is", null)
    .orderBy("published_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => tenderFromRow(r, now));
}

/** How many public tenders are listed now (home and bench). */
export async function openCount(store: TenderStore, now = new Date()): Promise<number> {
  const row = await store.db
    .selectFrom("tenders")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("visibility", "=", "public")
    .where("published_at", "is not", null)
    .where("cancelled_at", "is", null)
    .where("awarded_at", "is", null)
    .where("bid_deadline", ">", iso(now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the API's tender lists filter on (the /projects filters, a state and a CPV prefix). */
export interface PublicTenderFilters {
  state?: "open" | "awarded";
  kind?: "tender" | "collaboration";
  region?: string;
  sector?: string;
  /** A CPV code's leading digits (a division is two): tenders with an item under it. */
  cpv?: string;
}

/**
 * One page of public tenders for the API (docs/decisions/491), newest published first (or, by
 * "awarded", newest award first: awarded tenders only), after a cursor of (that date, id);
 * `limit + 1` rows. An awarded tender carries its company, and its amount when the buyer shows it.
 */
export async function publicPageAfter(
  store: TenderStore,
  filters: PublicTenderFilters,
  order: "published" | "awarded",
  after: { key: string | number; id: string } | undefined,
  limit: number,
  now = new Date(),
) {
  const at = iso(now);
  const column = order === "awarded" ? "tenders.awarded_at" : "tenders.published_at";
  let q = publicTenders(store)
    .leftJoin("bids", "bids.id", "tenders.award_bid_id")
    .leftJoin("vendors", "vendors.id", "bids.vendor_id");
  if (order === "awarded" || filters.state === "awarded")
    q = q.where("tenders.award_bid_id", "is not", null);
  if (filters.state === "open")
    q = q.where("tenders.awarded_at", "is", null).where("tenders.bid_deadline", ">", at);
  if (filters.kind) q = q.where("tenders.kind", "=", filters.kind);
  if (filters.region) q = q.where("tenders.region", "=", filters.region);
  if (filters.sector) q = q.where("tenders.sector", "=", filters.sector);
  if (filters.cpv) q = q.where(itemUnder(filters.cpv));
  if (after) {
    const key = String(after.key);
    q = q.where((eb) =>
      eb.or([
        eb(column, "<", key),
        eb.and([eb(column, "=", key), eb("tenders.id", "<", after.id)]),
      ]),
    );
  }
  const rows = await q
    .selectAll("tenders")
    .select([
      "vendors.slug as award_slug",
      "vendors.name as award_name",
      "bids.total as award_total",
    ])
    .orderBy(column, "desc")
    .orderBy("tenders.id", "desc")
    .limit(limit + 1)
    .execute();
  return rows.map((r) => {
    const tender = tenderFromRow(r, now);
    return {
      ...tender,
      budget: tender.budgetHidden ? null : tender.budget,
      award:
        r.award_slug && r.award_name
          ? {
              vendorSlug: r.award_slug,
              vendorName: r.award_name,
              total: tender.awardAmountShown ? Number(r.award_total) : null,
            }
          : null,
    };
  });
}
