import { randomUUID } from "node:crypto";
import { type Expression, type ExpressionBuilder, type Selectable, type Transaction } from "kysely";
import type { ProjectRegion, ProjectSector } from "../../app/data/vocabularies";
import {
  bidTotal,
  biddingOpen,
  mayBid,
  mayMoveDeadline,
  maySeeTender,
  questionsOpen,
  tenderPhase,
  type BidRefusal,
  type Criterion,
  type ProjectFilters,
  type TenderKind,
  type TenderPhase,
  type TenderVisibility,
} from "../../app/domain/tenders";
import type { BidValues, TenderValues } from "../../app/domain/tender-schema";
import { readClock, systemClock, type Clock } from "../../app/lib/clock";
import type { NewNotice } from "../outbox";
import { accountEmail } from "./accounts";
import { isPostgres, type Db } from "./database";
import type { Write } from "./write";
import type { Database, TenderTable } from "./schema";

// Tenders, sealed bids and awards (issue 24, docs/decisions/130). Every rule that guards a
// bid's content lives in the queries themselves: the comparison reads bids only where the
// tender's buyer is the viewer AND its bid deadline has passed by the server's clock, so no
// page, button or operator can read a sealed bid. Writes re-check their rule inside the
// transaction that makes them, with the tender's row locked on PostgreSQL.

/** Writes a notice in the event's own transaction (server/outbox.ts `notifications.write`). */
export type Tell = (trx: Transaction<Database>, notice: NewNotice) => Promise<unknown>;
const silent: Tell = async () => {};

export interface StoredDocument {
  file: string;
  name: string;
  type: string;
  size: number;
}

/** Stored documents as rows of a table of documents, each with an id of its own. */
export const documentRows = (documents: readonly StoredDocument[]) =>
  documents.map((d) => ({
    id: randomUUID(),
    file: d.file,
    name: d.name,
    content_type: d.type,
    size: d.size,
  }));

export interface TenderItem {
  id: string;
  item: string;
  quantity: number;
  unit: string;
  specification: string;
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
  createdAt: string;
  updatedAt: string;
  phase: TenderPhase;
}

export interface TenderDetail extends Tender {
  items: TenderItem[];
  criteria: Criterion[];
  documents: { id: string; name: string; type: string; size: number; createdAt: string }[];
  addenda: { id: string; body: string; createdAt: string }[];
  /** The awarded company (and amount when the buyer shows it), once awarded. */
  award: { vendorId: string; vendorSlug: string; vendorName: string; total: number | null } | null;
}

export interface Question {
  id: string;
  body: string;
  answer: string | null;
  askedAt: string;
  answeredAt: string | null;
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
  documents: { id: string; name: string; type: string; size: number }[];
}

type TenderRow = Selectable<TenderTable>;

function tenderFromRow(row: TenderRow, now: Date): Tender {
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
    visibility: row.visibility as TenderVisibility,
    questionDeadline: row.question_deadline,
    bidDeadline: row.bid_deadline,
    publishedAt: row.published_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    cancelledByOperator: Number(row.cancelled_by_operator) === 1,
    awardedAt: row.awarded_at,
    awardBidId: row.award_bid_id,
    awardReason: row.award_reason,
    awardAmountShown: Number(row.award_amount_shown) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  return { ...t, phase: tenderPhase(t, now) };
}

export type TenderResult<T = object> = ({ ok: true } & T) | { ok: false; reason: string };

export interface TenderViewer {
  id: string;
  isOperator: boolean;
}

/** Bids with the company that made each one. */
const bidsWithCompany = (from: Db | Transaction<Database>) =>
  from.selectFrom("bids").innerJoin("vendors", "vendors.id", "bids.vendor_id");

/** Locks the tender's row for the rest of the transaction (PostgreSQL; SQLite has one writer). */
/**
 * The member's own bid, with its tender locked, while bidding is open: "not-found" when the bid
 * is not theirs (or does not exist), "closed" once the deadline has passed.
 */
async function ownOpenBid(
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
function unsealedAfterCancel(
  eb: ExpressionBuilder<Database, "tenders">,
  cancelledAt: Expression<string | null>,
  deadline: Expression<string>,
) {
  return eb.or([eb(cancelledAt, "is", null), eb(cancelledAt, ">=", deadline)]);
}

async function lockTender(trx: Transaction<Database>, id: string) {
  const query = trx.selectFrom("tenders").selectAll().where("id", "=", id);
  return isPostgres(trx) ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

const iso = (d: Date) => d.toISOString();

export function createTenders(db: Db, write: Write) {
  async function rowById(id: string) {
    return db.selectFrom("tenders").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async function isInvited(tenderId: string, memberId: string): Promise<boolean> {
    const row = await db
      .selectFrom("tender_invitations as i")
      .innerJoin("vendors as v", "v.id", "i.vendor_id")
      .select("i.vendor_id")
      .where("i.tender_id", "=", tenderId)
      .where("v.owner_id", "=", memberId)
      .executeTakeFirst();
    return !!row;
  }

  /** The tender as this viewer may see it, or undefined (the page then answers 404). */
  async function visible(
    id: string,
    viewer: TenderViewer | null,
    now: Date,
  ): Promise<Tender | undefined> {
    const row = await rowById(id);
    if (!row) return undefined;
    const tender = tenderFromRow(row, now);
    const invited = viewer ? await isInvited(id, viewer.id) : false;
    const may = maySeeTender(
      { published: !!tender.publishedAt, visibility: tender.visibility, buyerId: tender.buyerId },
      viewer,
      invited,
    );
    return may ? tender : undefined;
  }

  async function detail(
    id: string,
    viewer: TenderViewer | null,
    now = new Date(),
  ): Promise<TenderDetail | undefined> {
    const tender = await visible(id, viewer, now);
    if (!tender) return undefined;
    const [items, criteria, documents, addenda, award] = await Promise.all([
      itemsOf(id),
      db
        .selectFrom("tender_criteria")
        .select(["name", "weight"])
        .where("tender_id", "=", id)
        .orderBy("position")
        .execute(),
      db
        .selectFrom("tender_documents")
        .select(["id", "name", "content_type", "size", "created_at"])
        .where("tender_id", "=", id)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
      db
        .selectFrom("tender_addenda")
        .select(["id", "body", "created_at"])
        .where("tender_id", "=", id)
        .orderBy("created_at")
        .execute(),
      tender.awardBidId
        ? bidsWithCompany(db)
            .select(["vendors.id", "vendors.slug", "vendors.name", "bids.total"])
            .where("bids.id", "=", tender.awardBidId)
            .executeTakeFirst()
        : undefined,
    ]);
    return {
      ...tender,
      items,
      criteria: criteria.map((c) => ({ name: c.name, weight: Number(c.weight) })),
      documents: documents.map((d) => ({
        id: d.id,
        name: d.name,
        type: d.content_type,
        size: Number(d.size),
        createdAt: d.created_at,
      })),
      addenda: addenda.map((a) => ({ id: a.id, body: a.body, createdAt: a.created_at })),
      award: award
        ? {
            vendorId: award.id,
            vendorSlug: award.slug,
            vendorName: award.name,
            total: tender.awardAmountShown ? Number(award.total) : null,
          }
        : null,
    };
  }

  async function itemsOf(tenderId: string): Promise<TenderItem[]> {
    const rows = await db
      .selectFrom("tender_items")
      .select(["id", "item", "quantity", "unit", "specification"])
      .where("tender_id", "=", tenderId)
      .orderBy("position")
      .execute();
    return rows.map((r) => ({ ...r, quantity: Number(r.quantity) }));
  }

  async function insertContent(
    trx: Transaction<Database>,
    id: string,
    values: TenderValues,
    documents: readonly StoredDocument[],
    at: string,
  ) {
    await trx
      .insertInto("tender_items")
      .values(
        values.items.map((item, position) => ({
          id: randomUUID(),
          tender_id: id,
          position,
          item: item.item,
          quantity: item.quantity,
          unit: item.unit,
          specification: item.specification,
        })),
      )
      .execute();
    if (values.criteria.length > 0) {
      await trx
        .insertInto("tender_criteria")
        .values(
          values.criteria.map((c, position) => ({
            tender_id: id,
            position,
            name: c.name,
            weight: c.weight,
          })),
        )
        .execute();
    }
    if (documents.length > 0) {
      await trx
        .insertInto("tender_documents")
        .values(documentRows(documents).map((row) => ({ ...row, tender_id: id, created_at: at })))
        .execute();
    }
  }

  /** Bids with their company, prices and documents, from a query already narrowed. */
  async function bidsFrom(rows: BidRow[]): Promise<Bid[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [prices, docs] = await Promise.all([
      db.selectFrom("bid_prices").selectAll().where("bid_id", "in", ids).execute(),
      db
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
      documents: docs
        .filter((d) => d.bid_id === r.id)
        .map((d) => ({ id: d.id, name: d.name, type: d.content_type, size: Number(d.size) })),
    }));
  }

  const bidRows = () =>
    bidsWithCompany(db)
      .innerJoin("tenders", "tenders.id", "bids.tender_id")
      .selectAll("bids")
      .select([
        "vendors.slug as vendor_slug",
        "vendors.name as vendor_name",
        "vendors.review_count",
        "vendors.review_average",
      ]);
  type BidRow = Awaited<ReturnType<ReturnType<typeof bidRows>["execute"]>>[number];

  /** Notices to every bidder of a tender, in the transaction that made the change. */
  async function tellBidders(
    trx: Transaction<Database>,
    tell: Tell,
    tenderId: string,
    notice: (bid: { id: string; owner_id: string }) => NewNotice,
  ) {
    const bids = await trx
      .selectFrom("bids")
      .leftJoin("user", "user.id", "bids.owner_id")
      .select(["bids.id", "bids.owner_id", "user.email"])
      .where("bids.tender_id", "=", tenderId)
      .execute();
    for (const bid of bids) await tell(trx, { ...notice(bid), email: bid.email ?? null });
  }

  return {
    detail,
    visible,
    items: itemsOf,

    /** Saves a tender as a draft, or publishes it at once. */
    async create(
      buyer: { id: string },
      values: TenderValues,
      documents: readonly StoredDocument[],
      options: { publish: boolean; buyerVendorId?: string | null },
      now = new Date(),
    ): Promise<string> {
      const id = randomUUID();
      const at = iso(now);
      await write(async (trx) => {
        await trx
          .insertInto("tenders")
          .values({
            id,
            buyer_id: buyer.id,
            buyer_name: values.buyerName,
            buyer_vendor_id: options.buyerVendorId ?? null,
            kind: values.kind,
            title: values.title,
            description: values.description,
            region: values.region,
            sector: values.sector,
            budget: values.budget,
            budget_hidden: values.budgetHidden ? 1 : 0,
            visibility: values.visibility,
            question_deadline: new Date(values.questionDeadline).toISOString(),
            bid_deadline: new Date(values.bidDeadline).toISOString(),
            published_at: options.publish ? at : null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await insertContent(trx, id, values, documents, at);
      });
      return id;
    },

    /** Publishes the buyer's draft; refused when the bid deadline has passed already. */
    async publish(id: string, buyerId: string, clock: Clock = systemClock): Promise<TenderResult> {
      return write(async (trx) => {
        const row = await lockTender(trx, id);
        const now = readClock(clock);
        if (!row || row.buyer_id !== buyerId) return { ok: false, reason: "not-found" };
        if (row.published_at) return { ok: false, reason: "published" };
        if (Date.parse(row.bid_deadline) <= now.getTime())
          return { ok: false, reason: "deadline-passed" };
        await trx
          .updateTable("tenders")
          .set({ published_at: iso(now), updated_at: iso(now) })
          .where("id", "=", id)
          .execute();
        return { ok: true };
      });
    },

    /** Deletes the buyer's draft (a published tender is cancelled instead). */
    async deleteDraft(id: string, buyerId: string): Promise<boolean> {
      const result = await write((trx) =>
        trx
          .deleteFrom("tenders")
          .where("id", "=", id)
          .where("buyer_id", "=", buyerId)
          .where("published_at", "is", null)
          .executeTakeFirst(),
      );
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Public tenders for /projects, in one tab: open ones of a kind ("Active Tender",
     * "Collaboration"), or awarded ones ("In Progress"). Filtered and sorted in the database.
     */
    async listed(
      tab: "tender" | "collaboration" | "awarded",
      filters: ProjectFilters,
      limit: number,
      now = new Date(),
    ): Promise<{ items: Tender[]; matches: number }> {
      const at = iso(now);
      let q = db
        .selectFrom("tenders")
        .where("visibility", "=", "public")
        .where("published_at", "is not", null)
        .where("cancelled_at", "is", null);
      if (tab === "awarded") {
        q = q.where("award_bid_id", "is not", null);
      } else {
        q = q
          .where("kind", "=", tab)
          .where("awarded_at", "is", null)
          .where("bid_deadline", ">", at);
      }
      if (filters.region) q = q.where("region", "=", filters.region);
      if (filters.sector) q = q.where("sector", "=", filters.sector);
      if (filters.budget !== undefined)
        q = q.where("budget", "<=", filters.budget).where("budget_hidden", "=", 0);
      if (filters.deadline !== undefined)
        q = q.where("bid_deadline", "<=", iso(new Date(now.getTime() + filters.deadline * 864e5)));
      const ordered =
        filters.sort === "closing"
          ? q.selectAll().orderBy("bid_deadline", "asc").orderBy("id")
          : q.selectAll().orderBy("published_at", "desc").orderBy("id");
      const [rows, count] = await Promise.all([
        ordered.limit(limit).execute(),
        q.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map((r) => tenderFromRow(r, now)), matches: Number(count.n) };
    },

    /** Ids and dates of public tenders, for the sitemap. */
    async publicIds(): Promise<{ id: string; updatedAt: string }[]> {
      const rows = await db
        .selectFrom("tenders")
        .select(["id", "updated_at"])
        .where("visibility", "=", "public")
        .where("published_at", "is not", null)
        .orderBy("published_at", "desc")
        .execute();
      return rows.map((r) => ({ id: r.id, updatedAt: r.updated_at }));
    },

    /** Public tenders awarded, newest first (the OCDS feed). */
    async awardedPublicIds(limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom("tenders")
        .select("id")
        .where("visibility", "=", "public")
        .where("published_at", "is not", null)
        .where("awarded_at", "is not", null)
        .orderBy("awarded_at", "desc")
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** The buyer's tenders, newest first, with counts of questions and bids. */
    async byBuyer(buyerId: string, now = new Date()) {
      const rows = await db
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
    },

    /** The member's bids (those of the companies they own), newest first, with the outcome. */
    async bidsOf(memberId: string, now = new Date()) {
      const rows = await bidsWithCompany(db)
        .innerJoin("tenders", "tenders.id", "bids.tender_id")
        .selectAll("tenders")
        .select([
          "bids.id as bid_id",
          "bids.total as bid_total",
          "bids.reconfirm as bid_reconfirm",
          "bids.updated_at as bid_updated_at",
          "vendors.name as vendor_name",
        ])
        .where("vendors.owner_id", "=", memberId)
        .orderBy("bids.updated_at", "desc")
        .execute();
      return rows.map((r) => {
        const tender = tenderFromRow(r, now);
        const outcome =
          tender.phase === "awarded"
            ? tender.awardBidId === r.bid_id
              ? "awarded"
              : "not-awarded"
            : tender.phase === "closed"
              ? "not-awarded"
              : tender.phase === "cancelled"
                ? "cancelled"
                : "pending";
        return {
          bidId: r.bid_id,
          total: Number(r.bid_total),
          reconfirm: Number(r.bid_reconfirm) === 1,
          updatedAt: r.bid_updated_at,
          vendorName: r.vendor_name,
          tender,
          outcome: outcome as "awarded" | "not-awarded" | "cancelled" | "pending",
        };
      });
    },

    /** How many bids a tender has: the only thing about them anyone sees before the deadline. */
    async bidCount(tenderId: string): Promise<number> {
      const row = await db
        .selectFrom("bids")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("tender_id", "=", tenderId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The bids of the member's own companies on a tender: an owner always reads their own. */
    async ownBids(tenderId: string, memberId: string): Promise<Bid[]> {
      const rows = await bidRows()
        .where("bids.tender_id", "=", tenderId)
        .where("vendors.owner_id", "=", memberId)
        .execute();
      return bidsFrom(rows);
    },

    /**
     * Every bid of a tender, for its comparison: only for its buyer, only once the bid deadline
     * has passed by `now`. Both conditions are part of the query, so anyone else, at any time
     * before the deadline, reads nothing: null.
     */
    async sealedBids(tenderId: string, viewerId: string, now = new Date()): Promise<Bid[] | null> {
      const at = iso(now);
      const opened = await db
        .selectFrom("tenders")
        .select("id")
        .where("id", "=", tenderId)
        .where("buyer_id", "=", viewerId)
        .where("published_at", "is not", null)
        .where("bid_deadline", "<=", at)
        .where(({ eb, ref }) => unsealedAfterCancel(eb, ref("cancelled_at"), ref("bid_deadline")))
        .executeTakeFirst();
      if (!opened) return null;
      const rows = await bidRows()
        .where("bids.tender_id", "=", tenderId)
        .where("tenders.buyer_id", "=", viewerId)
        .where("tenders.bid_deadline", "<=", at)
        .where(({ eb, ref }) =>
          unsealedAfterCancel(eb, ref("tenders.cancelled_at"), ref("tenders.bid_deadline")),
        )
        .orderBy("bids.created_at")
        .orderBy("bids.id")
        .execute();
      return bidsFrom(rows);
    },

    /** A tender document's stored file, for someone who may see the tender. */
    async document(tenderId: string, documentId: string) {
      return db
        .selectFrom("tender_documents")
        .select(["file", "name", "content_type", "size"])
        .where("tender_id", "=", tenderId)
        .where("id", "=", documentId)
        .executeTakeFirst();
    },

    /** A bid document, for its owner, or for the buyer once the bids are open. */
    async bidDocument(bidId: string, documentId: string, viewerId: string, now = new Date()) {
      return db
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
              eb("tenders.buyer_id", "=", viewerId),
              eb("tenders.bid_deadline", "<=", iso(now)),
              unsealedAfterCancel(
                eb,
                eb.ref("tenders.cancelled_at"),
                eb.ref("tenders.bid_deadline"),
              ),
            ]),
          ]),
        )
        .executeTakeFirst();
    },

    /** Questions of a tender: the answered ones for everyone; all of them for the buyer. */
    async questions(tenderId: string, all: boolean): Promise<Question[]> {
      let q = db
        .selectFrom("tender_questions")
        .select(["id", "body", "answer", "asked_at", "answered_at"])
        .where("tender_id", "=", tenderId);
      if (!all) q = q.where("answer", "is not", null);
      const rows = await q.orderBy("asked_at").orderBy("id").execute();
      return rows.map((r) => ({
        id: r.id,
        body: r.body,
        answer: r.answer,
        askedAt: r.asked_at,
        answeredAt: r.answered_at,
      }));
    },

    /** The member's own questions on a tender (answered or not). */
    async questionsBy(tenderId: string, askerId: string): Promise<Question[]> {
      const rows = await db
        .selectFrom("tender_questions")
        .select(["id", "body", "answer", "asked_at", "answered_at"])
        .where("tender_id", "=", tenderId)
        .where("asker_id", "=", askerId)
        .orderBy("asked_at")
        .execute();
      return rows.map((r) => ({
        id: r.id,
        body: r.body,
        answer: r.answer,
        askedAt: r.asked_at,
        answeredAt: r.answered_at,
      }));
    },

    /** A member's question, while questions are open; the buyer is told. */
    async ask(
      tenderId: string,
      asker: TenderViewer,
      body: string,
      clock: Clock = systemClock,
      tell: Tell = silent,
    ): Promise<TenderResult> {
      const tender = await visible(tenderId, asker, readClock(clock));
      if (!tender) return { ok: false, reason: "not-found" };
      if (tender.buyerId === asker.id) return { ok: false, reason: "own-tender" };
      return write(async (trx): Promise<TenderResult> => {
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
    },

    /** The buyer's answer (public from then on, without the asker's name); the asker is told. */
    async answer(
      tenderId: string,
      questionId: string,
      buyerId: string,
      answer: string,
      clock: Clock = systemClock,
      tell: Tell = silent,
    ): Promise<TenderResult> {
      return write(async (trx) => {
        const now = readClock(clock);
        const row = await trx
          .selectFrom("tender_questions as q")
          .innerJoin("tenders as t", "t.id", "q.tender_id")
          .select(["q.asker_id", "t.title", "t.buyer_id"])
          .where("q.id", "=", questionId)
          .where("q.tender_id", "=", tenderId)
          .executeTakeFirst();
        if (!row || row.buyer_id !== buyerId) return { ok: false, reason: "not-found" };
        await trx
          .updateTable("tender_questions")
          .set({ answer, answered_at: iso(now) })
          .where("id", "=", questionId)
          .execute();
        await tell(trx, {
          kind: "tender-answer",
          userId: row.asker_id,
          email: await accountEmail(trx, row.asker_id),
          title: `Your question on ${row.title} is answered`,
          body: answer.slice(0, 200),
          link: `/projects/${tenderId}#questions`,
          mail: null,
          dedupeKey: `tender-answer:${questionId}:${iso(now)}`,
        });
        return { ok: true };
      });
    },

    /**
     * An addendum to a published tender, optionally with a later bid deadline (never an earlier
     * one). Bids placed already are marked to reconfirm and their owners told.
     */
    async amend(
      tenderId: string,
      buyerId: string,
      change: { body: string; bidDeadline: string | null },
      clock: Clock = systemClock,
      tell: Tell = silent,
    ): Promise<TenderResult> {
      return write(async (trx): Promise<TenderResult> => {
        const row = await lockTender(trx, tenderId);
        const now = readClock(clock);
        if (!row || row.buyer_id !== buyerId) return { ok: false, reason: "not-found" };
        const tender = tenderFromRow(row, now);
        if (tender.phase !== "open") return { ok: false, reason: "closed" };
        if (change.bidDeadline && !mayMoveDeadline(row.bid_deadline, change.bidDeadline))
          return { ok: false, reason: "shorter" };
        const at = iso(now);
        await trx
          .insertInto("tender_addenda")
          .values({ id: randomUUID(), tender_id: tenderId, body: change.body, created_at: at })
          .execute();
        await trx
          .updateTable("tenders")
          .set({
            updated_at: at,
            ...(change.bidDeadline
              ? { bid_deadline: new Date(change.bidDeadline).toISOString() }
              : {}),
          })
          .where("id", "=", tenderId)
          .execute();
        await trx
          .updateTable("bids")
          .set({ reconfirm: 1 })
          .where("tender_id", "=", tenderId)
          .execute();
        await tellBidders(trx, tell, tenderId, (bid) => ({
          kind: "tender-update",
          userId: bid.owner_id,
          email: null,
          title: `${row.title} was changed`,
          body: "The buyer published an addendum. Please read it and reconfirm your bid.",
          link: `/projects/${tenderId}`,
          mail: null,
          dedupeKey: `tender-addendum:${tenderId}:${bid.id}:${at}`,
        }));
        return { ok: true };
      });
    },

    /** Cancels a published tender with a reason, by its buyer or (unpublish) an operator. */
    async cancel(
      tenderId: string,
      by: { id: string; asOperator: boolean },
      reason: string,
      clock: Clock = systemClock,
      tell: Tell = silent,
    ): Promise<TenderResult> {
      return write(async (trx): Promise<TenderResult> => {
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
    },

    /** Invites a company to a tender; its owner (if any) is told. */
    async invite(
      tenderId: string,
      buyerId: string,
      vendorId: string,
      clock: Clock = systemClock,
      tell: Tell = silent,
    ): Promise<TenderResult<{ ownerId: string | null; vendorName: string }>> {
      return write(async (trx) => {
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
    },

    /** The companies invited to a tender. */
    async invitations(tenderId: string) {
      return db
        .selectFrom("tender_invitations as i")
        .innerJoin("vendors as v", "v.id", "i.vendor_id")
        .select(["v.id", "v.slug", "v.name", "i.invited_at"])
        .where("i.tender_id", "=", tenderId)
        .orderBy("i.invited_at")
        .execute();
    },

    /**
     * Places a sealed bid for a company the member owns. Every rule is checked inside the
     * write: bidding open by `now`, not the buyer, owner of an approved company, invited when
     * the tender is invitation-only, and one bid per company (also a unique key).
     */
    async placeBid(
      tenderId: string,
      member: { id: string },
      vendorId: string,
      values: BidValues,
      documents: readonly StoredDocument[],
      clock: Clock = systemClock,
    ): Promise<TenderResult<{ id: string }> | { ok: false; reason: BidRefusal }> {
      return write(async (trx) => {
        const row = await lockTender(trx, tenderId);
        const now = readClock(clock);
        if (!row || !row.published_at) return { ok: false as const, reason: "closed" as const };
        const tender = tenderFromRow(row, now);
        const vendor = await trx
          .selectFrom("vendors")
          .select(["owner_id", "status"])
          .where("id", "=", vendorId)
          .executeTakeFirst();
        const invited = await trx
          .selectFrom("tender_invitations")
          .select("vendor_id")
          .where("tender_id", "=", tenderId)
          .where("vendor_id", "=", vendorId)
          .executeTakeFirst();
        const existing = await trx
          .selectFrom("bids")
          .select("id")
          .where("tender_id", "=", tenderId)
          .where("vendor_id", "=", vendorId)
          .executeTakeFirst();
        const refusal = mayBid(
          {
            tender,
            company: vendor
              ? { ownerId: vendor.owner_id, status: vendor.status, invited: !!invited }
              : null,
            memberId: member.id,
            hasBid: !!existing,
          },
          now,
        );
        if (refusal) return { ok: false as const, reason: refusal };
        const items = await trx
          .selectFrom("tender_items")
          .select(["id", "quantity"])
          .where("tender_id", "=", tenderId)
          .orderBy("position")
          .execute();
        if (values.prices.length !== items.length)
          return { ok: false as const, reason: "closed" as const };
        const id = randomUUID();
        const at = iso(now);
        const total = bidTotal(
          items.map((it, i) => ({ quantity: Number(it.quantity), unitPrice: values.prices[i]! })),
        );
        await trx
          .insertInto("bids")
          .values({
            id,
            tender_id: tenderId,
            vendor_id: vendorId,
            owner_id: member.id,
            total,
            delivery_days: values.deliveryDays,
            valid_until: values.validUntil,
            message: values.message,
            reconfirm: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await trx
          .insertInto("bid_prices")
          .values(
            items.map((it, i) => ({ bid_id: id, item_id: it.id, unit_price: values.prices[i]! })),
          )
          .execute();
        if (documents.length > 0) {
          await trx
            .insertInto("bid_documents")
            .values(documentRows(documents).map((row) => ({ ...row, bid_id: id })))
            .execute();
        }
        return { ok: true as const, id };
      });
    },

    /** Changes the member's own bid while bidding is open (this also reconfirms it). */
    async updateBid(
      bidId: string,
      member: { id: string },
      values: BidValues,
      documents: readonly StoredDocument[],
      clock: Clock = systemClock,
    ): Promise<TenderResult> {
      return write(async (trx): Promise<TenderResult> => {
        const bid = await ownOpenBid(trx, bidId, member, clock);
        if (!bid.ok) return bid;
        const now = bid.now;
        const items = await trx
          .selectFrom("tender_items")
          .select(["id", "quantity"])
          .where("tender_id", "=", bid.tender_id)
          .orderBy("position")
          .execute();
        if (values.prices.length !== items.length) return { ok: false, reason: "closed" };
        const total = bidTotal(
          items.map((it, i) => ({ quantity: Number(it.quantity), unitPrice: values.prices[i]! })),
        );
        await trx
          .updateTable("bids")
          .set({
            total,
            delivery_days: values.deliveryDays,
            valid_until: values.validUntil,
            message: values.message,
            reconfirm: 0,
            updated_at: iso(now),
          })
          .where("id", "=", bidId)
          .execute();
        await trx.deleteFrom("bid_prices").where("bid_id", "=", bidId).execute();
        await trx
          .insertInto("bid_prices")
          .values(
            items.map((it, i) => ({
              bid_id: bidId,
              item_id: it.id,
              unit_price: values.prices[i]!,
            })),
          )
          .execute();
        if (documents.length > 0) {
          await trx
            .insertInto("bid_documents")
            .values(
              documents.map((d) => ({
                id: randomUUID(),
                bid_id: bidId,
                file: d.file,
                name: d.name,
                content_type: d.type,
                size: d.size,
              })),
            )
            .execute();
        }
        return { ok: true };
      });
    },

    /** Withdraws the member's own bid while bidding is open: its documents' files are returned. */
    async withdrawBid(
      bidId: string,
      member: { id: string },
      clock: Clock = systemClock,
    ): Promise<TenderResult<{ files: string[] }>> {
      return write(async (trx): Promise<TenderResult<{ files: string[] }>> => {
        const bid = await ownOpenBid(trx, bidId, member, clock);
        if (!bid.ok) return bid;
        const documents = await trx
          .selectFrom("bid_documents")
          .select("file")
          .where("bid_id", "=", bidId)
          .execute();
        await trx.deleteFrom("bids").where("id", "=", bidId).execute();
        return { ok: true, files: documents.map((d) => d.file) };
      });
    },

    /**
     * The buyer awards one bid (or none, with a reason) once the bids are open. Every bidder is
     * told the outcome in the same transaction.
     */
    async award(
      tenderId: string,
      buyerId: string,
      decision: { bidId: string | null; reason: string; showAmount: boolean },
      clock: Clock = systemClock,
      tell: Tell = silent,
    ): Promise<TenderResult> {
      return write(async (trx): Promise<TenderResult> => {
        const row = await lockTender(trx, tenderId);
        const now = readClock(clock);
        if (!row || row.buyer_id !== buyerId) return { ok: false, reason: "not-found" };
        if (tenderFromRow(row, now).phase !== "evaluation") return { ok: false, reason: "closed" };
        if (decision.bidId) {
          const bid = await trx
            .selectFrom("bids")
            .select("id")
            .where("id", "=", decision.bidId)
            .where("tender_id", "=", tenderId)
            .executeTakeFirst();
          if (!bid) return { ok: false, reason: "no-bid" };
        } else if (!decision.reason) {
          return { ok: false, reason: "reason" };
        }
        const at = iso(now);
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
        await tellBidders(trx, tell, tenderId, (bid) => {
          const won = bid.id === decision.bidId;
          return {
            kind: "tender-outcome",
            userId: bid.owner_id,
            email: null,
            title: won
              ? `Your bid on ${row.title} is awarded`
              : `Your bid on ${row.title} was not awarded`,
            body: won
              ? "The buyer awarded the contract to your bid."
              : decision.bidId
                ? "The buyer awarded the contract to another bid."
                : `The buyer made no award. ${decision.reason}`.slice(0, 300),
            link: `/projects/${tenderId}`,
            mail: null,
            dedupeKey: `tender-outcome:${tenderId}:${bid.id}`,
          };
        });
        return { ok: true };
      });
    },

    /**
     * A public tender's open record (OCDS): what its page shows, and once bids are open the
     * companies that bid (never what they bid). Undefined for drafts and invitation-only ones.
     */
    async publicRecord(id: string, now = new Date()) {
      const tender = await detail(id, null, now);
      if (!tender || tender.visibility !== "public") return undefined;
      const opened = now.getTime() >= Date.parse(tender.bidDeadline);
      const tenderers = opened
        ? await bidsWithCompany(db)
            .select(["vendors.id as vendorId", "vendors.name"])
            .where("bids.tender_id", "=", id)
            .orderBy("vendors.name")
            .execute()
        : null;
      return {
        ...tender,
        tenderers,
        award:
          tender.award && tender.awardBidId && tender.awardedAt
            ? {
                bidId: tender.awardBidId,
                date: tender.awardedAt,
                vendorId: tender.award.vendorId,
                vendorName: tender.award.vendorName,
                total: tender.award.total,
              }
            : null,
      };
    },

    /** For operators: published tenders still running (public or not), newest first. */
    async running(limit: number, now = new Date()): Promise<Tender[]> {
      const rows = await db
        .selectFrom("tenders")
        .selectAll()
        .where("published_at", "is not", null)
        .where("cancelled_at", "is", null)
        .where("awarded_at", "is", null)
        .orderBy("published_at", "desc")
        .limit(limit)
        .execute();
      return rows.map((r) => tenderFromRow(r, now));
    },

    /** How many public tenders are listed now (home and bench). */
    async openCount(now = new Date()): Promise<number> {
      const row = await db
        .selectFrom("tenders")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("visibility", "=", "public")
        .where("published_at", "is not", null)
        .where("cancelled_at", "is", null)
        .where("awarded_at", "is", null)
        .where("bid_deadline", ">", iso(now))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type Tenders = ReturnType<typeof createTenders>;
