import { requirementsOf } from "./requirements.server";
import { readChanges } from "../amendment";
import { maySeeTender } from "../rules";
import { isCriterionMethod, methodByName } from "../evaluation";
import { lotAwardDetails } from "./lot-award-reads.server";
import {
  bidsWithCompany,
  tenderFromRow,
  type Question,
  type Tender,
  type TenderDetail,
  type TenderItem,
  type TenderStore,
  type TenderViewer,
} from "./model.server";

// What a tender is for one viewer: visible or not, its page's content, documents, questions and
// invitations, and its open record (OCDS).

async function rowById(store: TenderStore, id: string) {
  return store.db.selectFrom("tenders").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Whether the member owns an invited company, or asked a question while the tender was public:
 * a tender made invitation-only by an amendment strands nobody who asked (decision 395).
 */
async function isInvited(store: TenderStore, tenderId: string, memberId: string): Promise<boolean> {
  const row = await store.db
    .selectFrom("tender_invitations as i")
    .innerJoin("vendors as v", "v.id", "i.vendor_id")
    .select("i.vendor_id")
    .where("i.tender_id", "=", tenderId)
    .where("v.owner_id", "=", memberId)
    .executeTakeFirst();
  if (row) return true;
  const asked = await store.db
    .selectFrom("tender_questions")
    .select("id")
    .where("tender_id", "=", tenderId)
    .where("asker_id", "=", memberId)
    .executeTakeFirst();
  return !!asked;
}

/** Whether the member sits on the tender's evaluation panel (decision 320). */
export async function onPanel(
  store: Pick<TenderStore, "db">,
  tenderId: string,
  memberId: string,
): Promise<boolean> {
  const row = await store.db
    .selectFrom("tender_panel")
    .select("member_id")
    .where("tender_id", "=", tenderId)
    .where("member_id", "=", memberId)
    .executeTakeFirst();
  return !!row;
}

/** The tender as this viewer may see it, or undefined (the page then answers 404). */
export async function visible(
  store: TenderStore,
  id: string,
  viewer: TenderViewer | null,
  now: Date,
): Promise<Tender | undefined> {
  const row = await rowById(store, id);
  if (!row) return undefined;
  const tender = tenderFromRow(row, now);
  // An evaluator reads an invited tender as an invited company does.
  const invited = viewer
    ? (await isInvited(store, id, viewer.id)) || (await onPanel(store, id, viewer.id))
    : false;
  const may = maySeeTender(
    { published: !!tender.publishedAt, visibility: tender.visibility, buyerId: tender.buyerId },
    viewer,
    invited,
  );
  return may ? tender : undefined;
}

export async function detail(
  store: TenderStore,
  id: string,
  viewer: TenderViewer | null,
  now = new Date(),
): Promise<TenderDetail | undefined> {
  const tender = await visible(store, id, viewer, now);
  if (!tender) return undefined;
  const [items, lots, criteria, panel, documents, addenda, award, requirements] = await Promise.all(
    [
      itemsOf(store, id),
      store.db
        .selectFrom("tender_lots")
        .select(["number", "title", "description"])
        .where("tender_id", "=", id)
        .orderBy("number")
        .execute(),
      store.db
        .selectFrom("tender_criteria")
        .select(["name", "weight", "method"])
        .where("tender_id", "=", id)
        .orderBy("position")
        .execute(),
      store.db
        .selectFrom("tender_panel")
        .select("member_id")
        .where("tender_id", "=", id)
        .where("member_id", "!=", tender.buyerId)
        .orderBy("position")
        .execute(),
      store.db
        .selectFrom("tender_documents")
        .select(["id", "name", "content_type", "size", "created_at"])
        .where("tender_id", "=", id)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
      store.db
        .selectFrom("tender_addenda")
        .select(["id", "body", "created_at", "changes"])
        .where("tender_id", "=", id)
        .orderBy("created_at")
        .execute(),
      tender.awardBidId
        ? bidsWithCompany(store.db)
            .select(["vendors.id", "vendors.slug", "vendors.name", "bids.total"])
            .where("bids.id", "=", tender.awardBidId)
            .executeTakeFirst()
        : undefined,
      requirementsOf(store.db, id),
    ],
  );
  const lotAwards = lots.length > 0 ? await lotAwardDetails(store, id, items, now) : [];
  return {
    ...tender,
    items,
    lotAwards,
    requirements,
    lots: lots.map((l) => ({ ...l, number: Number(l.number) })),
    criteria: criteria.map((c) => ({
      name: c.name,
      weight: Number(c.weight),
      method: isCriterionMethod(c.method) ? c.method : methodByName(c.name),
    })),
    evaluatorIds: panel.map((p) => p.member_id),
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      type: d.content_type,
      size: Number(d.size),
      createdAt: d.created_at,
    })),
    addenda: addenda.map((a) => ({
      id: a.id,
      body: a.body,
      createdAt: a.created_at,
      changes: readChanges(a.changes),
    })),
    // A tender with lots has its awards per lot (decision 450), never one for the whole.
    award:
      award && lots.length === 0
        ? {
            vendorId: award.id,
            vendorSlug: award.slug,
            vendorName: award.name,
            total: tender.awardAmountShown ? Number(award.total) : null,
          }
        : null,
  };
}

async function itemsOf(store: TenderStore, tenderId: string): Promise<TenderItem[]> {
  const rows = await store.db
    .selectFrom("tender_items")
    .leftJoin("cpv_codes", "cpv_codes.code", "tender_items.cpv_code")
    .select([
      "tender_items.id",
      "tender_items.item",
      "tender_items.quantity",
      "tender_items.unit",
      "tender_items.specification",
      "tender_items.lot",
      "cpv_codes.code as cpvCode",
      "cpv_codes.title as cpvTitle",
    ])
    .where("tender_items.tender_id", "=", tenderId)
    .orderBy("tender_items.position")
    .execute();
  return rows.map(({ cpvCode, cpvTitle, ...r }) => ({
    ...r,
    quantity: Number(r.quantity),
    lot: r.lot === null ? null : Number(r.lot),
    classification: cpvCode && cpvTitle ? { code: cpvCode, title: cpvTitle } : null,
  }));
}

/** A tender document's stored file, for someone who may see the tender. */
export async function document(store: TenderStore, tenderId: string, documentId: string) {
  return store.db
    .selectFrom("tender_documents")
    .select(["file", "name", "content_type", "size"])
    .where("tender_id", "=", tenderId)
    .where("id", "=", documentId)
    .executeTakeFirst();
}

/** Questions of a tender: the answered ones for everyone; all of them for the buyer. */
export async function questions(
  store: TenderStore,
  tenderId: string,
  all: boolean,
): Promise<Question[]> {
  let q = store.db
    .selectFrom("tender_questions")
    .select(["id", "body", "answer", "asked_at", "answered_at", "about_award"])
    .where("tender_id", "=", tenderId);
  // Questions about the award are the buyer's and their asker's only (decision 340).
  if (!all) q = q.where("answer", "is not", null).where("about_award", "=", 0);
  const rows = await q.orderBy("asked_at").orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    answer: r.answer,
    askedAt: r.asked_at,
    answeredAt: r.answered_at,
    aboutAward: Number(r.about_award) === 1,
  }));
}

/** The member's own questions on a tender (answered or not). */
export async function questionsBy(
  store: TenderStore,
  tenderId: string,
  askerId: string,
): Promise<Question[]> {
  const rows = await store.db
    .selectFrom("tender_questions")
    .select(["id", "body", "answer", "asked_at", "answered_at", "about_award"])
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
    aboutAward: Number(r.about_award) === 1,
  }));
}

/** The companies invited to a tender. */
export async function invitations(store: TenderStore, tenderId: string) {
  return store.db
    .selectFrom("tender_invitations as i")
    .innerJoin("vendors as v", "v.id", "i.vendor_id")
    .select(["v.id", "v.slug", "v.name", "i.invited_at"])
    .where("i.tender_id", "=", tenderId)
    .orderBy("i.invited_at")
    .execute();
}

/** How many bids a tender has: the only thing about them anyone sees before the deadline. */
export async function bidCount(store: TenderStore, tenderId: string): Promise<number> {
  const row = await store.db
    .selectFrom("bids")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("tender_id", "=", tenderId)
    .where("withdrawn_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A public tender's open record (OCDS): what its page shows, once bids are open the companies
 * that bid (never what they bid), and once awarded the bids that stood, by company. Undefined
 * for drafts and invitation-only ones.
 */
export async function publicRecord(store: TenderStore, id: string, now = new Date()) {
  const tender = await detail(store, id, null, now);
  if (!tender || tender.visibility !== "public") return undefined;
  const opened = now.getTime() >= Date.parse(tender.bidDeadline);
  const companiesThatBid = () =>
    bidsWithCompany(store.db)
      .select(["bids.id", "vendors.id as vendorId", "vendors.name"])
      .where("bids.tender_id", "=", id)
      .orderBy("vendors.name")
      .orderBy("bids.id")
      .execute();
  const [bids, published, bidLots] = await Promise.all([
    opened ? companiesThatBid() : null,
    questions(store, id, false),
    opened && tender.lots.length > 0
      ? store.db
          .selectFrom("bid_lots")
          .innerJoin("bids", "bids.id", "bid_lots.bid_id")
          .select(["bid_lots.bid_id", "bid_lots.lot"])
          .where("bids.tender_id", "=", id)
          .orderBy("bid_lots.lot")
          .execute()
      : [],
  ]);
  const lotsOf = (bidId: string) => {
    const lots = bidLots.filter((l) => l.bid_id === bidId).map((l) => Number(l.lot));
    return lots.length > 0 ? lots : null;
  };
  const award =
    tender.award && tender.awardBidId && tender.awardedAt
      ? {
          bidId: tender.awardBidId,
          date: tender.awardedAt,
          vendorId: tender.award.vendorId,
          vendorName: tender.award.vendorName,
          total: tender.award.total,
          lots: lotsOf(tender.awardBidId),
        }
      : null;
  const lotAwards = tender.lotAwards.flatMap((a) =>
    a.awardedAt && a.bidId && a.vendor
      ? [
          {
            lot: a.lot,
            bidId: a.bidId,
            date: a.awardedAt,
            vendorId: a.vendor.id,
            vendorName: a.vendor.name,
            total: a.total,
          },
        ]
      : [],
  );
  return {
    ...tender,
    lotAwards,
    questions: published,
    tenderers: bids?.map((b) => ({ vendorId: b.vendorId, name: b.name })) ?? null,
    bids:
      (award || lotAwards.length > 0) && bids
        ? bids.map((b) => ({
            id: b.id,
            vendorId: b.vendorId,
            vendorName: b.name,
            lots: lotsOf(b.id),
          }))
        : null,
    award,
  };
}

/** The tender's line items, in their order. */
export const items = itemsOf;
