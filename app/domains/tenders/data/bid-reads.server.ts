import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../../server/db/schema";
import {
  bidsWithCompany,
  iso,
  unsealedAfterCancel,
  type Bid,
  type TenderStore,
} from "./model.server";

// Bids as their owners and, once the deadline has passed, the buyer read them: the deadline and
// the viewer are part of every query, so nobody else ever reads a sealed bid.

/** The tender's buyer, or a member of its evaluation panel (decision 320). */
export function buyerOrPanel(eb: ExpressionBuilder<Database, "tenders">, viewerId: string) {
  return eb.or([
    eb("tenders.buyer_id", "=", viewerId),
    eb.exists(
      eb
        .selectFrom("tender_panel")
        .select("tender_panel.member_id")
        .whereRef("tender_panel.tender_id", "=", "tenders.id")
        .where("tender_panel.member_id", "=", viewerId),
    ),
  ]);
}

export const bidRows = (store: TenderStore) =>
  bidsWithCompany(store.db)
    .innerJoin("tenders", "tenders.id", "bids.tender_id")
    .selectAll("bids")
    .select([
      "vendors.slug as vendor_slug",
      "vendors.name as vendor_name",
      "vendors.review_count",
      "vendors.review_average",
    ]);

type BidRow = Awaited<ReturnType<ReturnType<typeof bidRows>["execute"]>>[number];

/** A bid's lots from the rows of `bid_lots`: null when it has none (an undivided tender). */
function lotsOfBid(rows: readonly { bid_id: string; lot: number | string }[], bidId: string) {
  const lots = rows.filter((l) => l.bid_id === bidId).map((l) => Number(l.lot));
  return lots.length > 0 ? lots : null;
}

/** Bids with their company, prices and documents, from a query already narrowed. */
export async function bidsFrom(store: TenderStore, rows: BidRow[]): Promise<Bid[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [prices, lots, docs] = await Promise.all([
    store.db.selectFrom("bid_prices").selectAll().where("bid_id", "in", ids).execute(),
    store.db.selectFrom("bid_lots").selectAll().where("bid_id", "in", ids).orderBy("lot").execute(),
    store.db
      .selectFrom("bid_documents")
      .select(["id", "bid_id", "name", "content_type", "size"])
      .where("bid_id", "in", ids)
      .execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    tenderId: r.tender_id,
    vendor: {
      id: r.vendor_id,
      slug: r.vendor_slug,
      name: r.vendor_name,
      reviewCount: Number(r.review_count),
      reviewAverage: r.review_average === null ? null : Number(r.review_average),
    },
    ownerId: r.owner_id,
    total: Number(r.total),
    deliveryDays: Number(r.delivery_days),
    validUntil: r.valid_until,
    message: r.message,
    reconfirm: Number(r.reconfirm) === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    prices: new Map(
      prices.filter((p) => p.bid_id === r.id).map((p) => [p.item_id, Number(p.unit_price)]),
    ),
    lots: lotsOfBid(lots, r.id),
    documents: docs
      .filter((d) => d.bid_id === r.id)
      .map((d) => ({ id: d.id, name: d.name, type: d.content_type, size: Number(d.size) })),
  }));
}

/** The bids of the member's own companies on a tender: an owner always reads their own. */
export async function ownBids(
  store: TenderStore,
  tenderId: string,
  memberId: string,
): Promise<Bid[]> {
  const rows = await bidRows(store)
    .where("bids.tender_id", "=", tenderId)
    .where("vendors.owner_id", "=", memberId)
    .execute();
  return bidsFrom(store, rows);
}

/** The tender is published, its deadline has passed by `now`, and the viewer is its buyer or on its panel. */
export async function bidsOpenTo(
  store: TenderStore,
  tenderId: string,
  viewerId: string,
  now: Date,
): Promise<boolean> {
  const opened = await store.db
    .selectFrom("tenders")
    .select("id")
    .where("id", "=", tenderId)
    .where((eb) => buyerOrPanel(eb, viewerId))
    .where("published_at", "is not", null)
    .where("bid_deadline", "<=", iso(now))
    .where(({ eb, ref }) => unsealedAfterCancel(eb, ref("cancelled_at"), ref("bid_deadline")))
    .executeTakeFirst();
  return !!opened;
}

/** The standing bids of a tender, with the same conditions as `bidsOpenTo` in the query itself. */
export const openBidRows = (store: TenderStore, tenderId: string, viewerId: string, now: Date) =>
  bidRows(store)
    .where("bids.tender_id", "=", tenderId)
    .where((eb) => buyerOrPanel(eb, viewerId))
    .where("tenders.bid_deadline", "<=", iso(now))
    .where(({ eb, ref }) =>
      unsealedAfterCancel(eb, ref("tenders.cancelled_at"), ref("tenders.bid_deadline")),
    );

/**
 * Every bid of a tender, for its comparison and its evaluation: only for its buyer and its
 * panel, only once the bid deadline has passed by `now`. Both conditions are part of the query, so anyone else, at any time
 * before the deadline, reads nothing: null.
 */
export async function sealedBids(
  store: TenderStore,
  tenderId: string,
  viewerId: string,
  now = new Date(),
): Promise<Bid[] | null> {
  if (!(await bidsOpenTo(store, tenderId, viewerId, now))) return null;
  const rows = await openBidRows(store, tenderId, viewerId, now)
    .orderBy("bids.created_at")
    .orderBy("bids.id")
    .execute();
  return bidsFrom(store, rows);
}

/** Every standing bid of a tender, for a caller that has checked who may read what of them. */
export async function bidsOfTender(store: TenderStore, tenderId: string): Promise<Bid[]> {
  const rows = await bidRows(store)
    .where("bids.tender_id", "=", tenderId)
    .orderBy("bids.created_at")
    .orderBy("bids.id")
    .execute();
  return bidsFrom(store, rows);
}

/** A bid document, for its owner, or for the buyer and the panel once the bids are open. */
export async function bidDocument(
  store: TenderStore,
  bidId: string,
  documentId: string,
  viewerId: string,
  now = new Date(),
) {
  return store.db
    .selectFrom("bid_documents as d")
    .innerJoin("bids", "bids.id", "d.bid_id")
    .innerJoin("tenders", "tenders.id", "bids.tender_id")
    .innerJoin("vendors", "vendors.id", "bids.vendor_id")
    .select(["d.file", "d.name", "d.content_type", "d.size"])
    .where("d.id", "=", documentId)
    .where("d.bid_id", "=", bidId)
    .where((eb) =>
      eb.or([
        eb("vendors.owner_id", "=", viewerId),
        eb.and([
          buyerOrPanel(eb as unknown as ExpressionBuilder<Database, "tenders">, viewerId),
          eb("bids.withdrawn_at", "is", null),
          eb("tenders.bid_deadline", "<=", iso(now)),
          unsealedAfterCancel(eb, eb.ref("tenders.cancelled_at"), eb.ref("tenders.bid_deadline")),
        ]),
      ]),
    )
    .executeTakeFirst();
}
