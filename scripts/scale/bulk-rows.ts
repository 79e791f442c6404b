// The rows of `npm run bench:scale -- --size Nx`, table by table, as iterators: 10,000 x N suppliers
// (two CPV codes each, every other one reviewed), 5,000 x N tenders with their documents and
// 20,000 x N bids with theirs, 10,000 x N members, 2,000 x N jobs, and 5,000 x N requests to
// companies holding 50,000 x N messages. One row at a time, never a whole table in memory; the
// same seed gives the same rows. Written by scripts/scale/bulk-write.ts (COPY, or one SQLite
// transaction).
import { PROJECT_REGIONS, PROJECT_SECTORS } from "../../app/data/vocabularies";
import { jobRow, memberRow } from "../../server/db/rows";
import { handleOf } from "../../app/domains/community";
import { FIXTURE_SEED, fixtureMakers, rng } from "./fixture";
import { vendorTable } from "./vendor-rows";

export const SCALE_FACTORS = { "1x": 1, "10x": 10, "100x": 100 } as const;
export type ScaleSize = keyof typeof SCALE_FACTORS;

export function bulkSizes(factor: number) {
  return {
    vendors: 10_000 * factor,
    tenders: 5_000 * factor,
    bids: 20_000 * factor,
    members: 10_000 * factor,
    jobs: 2_000 * factor,
    threads: 5_000 * factor,
    messages: 50_000 * factor,
    /** Requests to the busy supplier (the first vendor). */
    busyThreads: 200 * factor,
    /** Tenders go round this many buyers: 125 each whatever the size. */
    buyers: 40 * factor,
  };
}
export type BulkSizes = ReturnType<typeof bulkSizes>;

/** The tender whose 200 bids the comparison shows; its buyer is BUSY_BUYER. */
export const BIG_TENDER = "scale-tender-0";
export const BIG_TENDER_BIDS = 200;
export const BUSY_BUYER = "scale-buyer-0";
/** The owner of the busy supplier (the first vendor), whose inbox is measured. */
export const BUSY_OWNER = "scale-owner-0";
/** A word in one supplier name in 10,007 ("a rare one" for the search). */
export const RARE_WORD = "cryogenic";

export type Value = string | number | null;
export interface BulkTable {
  table: string;
  columns: readonly string[];
  rows: () => Iterable<Value[]>;
}

const DAY = 864e5;

/** Rows of `columns` from objects made one at a time. */
function* valuesOf<T extends object>(
  columns: readonly string[],
  n: number,
  make: (i: number) => T,
): Iterable<Value[]> {
  for (let i = 0; i < n; i++) {
    const row = make(i) as Record<string, Value | undefined>;
    yield columns.map((c) => row[c] ?? null);
  }
}

function table<T extends object>(
  name: string,
  n: number,
  make: (i: number) => T,
  sample = make(0),
): BulkTable {
  const columns = Object.keys(sample);
  return { table: name, columns, rows: () => valuesOf(columns, n, make) };
}

/**
 * Every table of the fixture, parents before children. `codes` are the CPV codes suppliers and
 * tender items are given; `now` sets the tenders' dates (most open, some closed and awarded).
 */
export function bulkTables(sizes: BulkSizes, codes: readonly string[], now: Date): BulkTable[] {
  const at = now.toISOString();
  const code = (i: number) => codes[i % codes.length]!;
  const cpv = (i: number) => ({
    company_id: `fv${Math.floor(i / 2) + 1}`,
    code: code(i % 2 === 0 ? Math.floor(i / 2) * 7 : Math.floor(i / 2) * 13 + 1),
  });
  const review = (i: number) => ({
    id: `scale-review-${i}`,
    vendor_id: `fv${i * 2 + 1}`,
    author_id: `scale-reviewer-${i}`,
    author_name: "Scale Reviewer",
    rating: 1 + ((i * 2) % 5),
    title: "Delivered as agreed",
    body: "On time, complete, and clear about what changed along the way.",
    relationship: "past",
    tender_id: null,
    created_at: at,
    updated_at: at,
  });
  let memberMake = fixtureMakers(rng(FIXTURE_SEED + 2));
  const member = (i: number) => {
    if (i === 0) memberMake = fixtureMakers(rng(FIXTURE_SEED + 2));
    const m = memberMake.member(i);
    return { ...memberRow(m, i), user_id: null, handle: `${handleOf(m.name)}-${m.id}` };
  };
  let jobMake = fixtureMakers(rng(FIXTURE_SEED + 3));
  const job = (i: number) => {
    if (i === 0) jobMake = fixtureMakers(rng(FIXTURE_SEED + 3));
    return { ...jobRow(jobMake.job(i), i), status: "published", published_at: at, created_at: at };
  };
  return [
    vendorTable(sizes.vendors, at),
    table("company_cpv", sizes.vendors * 2, cpv),
    table("reviews", sizes.vendors / 2, review),
    ...tenderTables(sizes, code, now),
    table("members", sizes.members, member),
    table("jobs", sizes.jobs, job),
    ...requestTables(sizes, at),
  ];
}

/** Tenders with their items and documents, and bids with their prices and documents. */
function tenderTables(sizes: BulkSizes, code: (i: number) => string, now: Date): BulkTable[] {
  const at = now.toISOString();
  const iso = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  let r = rng(FIXTURE_SEED + 1);
  const tender = (i: number) => {
    if (i === 0) r = rng(FIXTURE_SEED + 1);
    const published = iso(-(1 + r() * 60));
    // One in ten has closed; a third of those are awarded (the "In Progress" tab).
    const closed = i === 0 || i % 10 === 3;
    const deadline = closed ? iso(-(1 + (i % 20))) : iso(1 + r() * 120);
    const awarded = i !== 0 && closed && i % 30 === 3;
    return {
      id: `scale-tender-${i}`,
      buyer_id: `scale-buyer-${i % sizes.buyers}`,
      buyer_name: `Buyer ${i % sizes.buyers}`,
      kind: i % 7 === 6 ? "collaboration" : "tender",
      title: `${PROJECT_SECTORS[i % PROJECT_SECTORS.length]} supply ${i}`,
      description: "Supply, delivery and installation as specified in the attached documents.",
      region: PROJECT_REGIONS[Math.floor(r() * PROJECT_REGIONS.length)]!,
      sector: PROJECT_SECTORS[Math.floor(r() * PROJECT_SECTORS.length)]!,
      budget: Math.round(10_000 + r() * 20_000_000),
      budget_hidden: i % 10 === 7 ? 1 : 0,
      visibility: i % 10 === 9 ? "invited" : "public",
      question_deadline: deadline,
      bid_deadline: deadline,
      published_at: published,
      awarded_at: awarded ? deadline : null,
      award_bid_id: awarded ? bidOf(i, 0) : null,
      created_at: published,
      updated_at: published,
    };
  };
  // The big tender's three items and bids first; every other tender has one item.
  const items = sizes.tenders + 2;
  const itemOf = (i: number) =>
    i < 3 ? { tender: 0, position: i } : { tender: i - 2, position: 0 };
  const item = (i: number) => {
    const { tender: t, position } = itemOf(i);
    return {
      id: `scale-item-${i}`,
      tender_id: `scale-tender-${t}`,
      position,
      item: `Item ${position + 1}`,
      quantity: 1 + (i % 500),
      unit: "piece",
      specification: "",
      cpv_code: code(t * 7 + position),
    };
  };
  const document = (i: number) => ({
    id: `scale-tdoc-${i}`,
    tender_id: `scale-tender-${i}`,
    name: "Specification.pdf",
    file: `scale-tdoc-${i}.pdf`,
    content_type: "application/pdf",
    size: 100_000 + (i % 900_000),
    created_at: at,
  });
  // Bid k: the big tender's first, then round the other tenders, a different company each round.
  const others = sizes.tenders - 1;
  const bidPlace = (k: number) =>
    k < BIG_TENDER_BIDS
      ? { tender: 0, vendor: k }
      : {
          tender: ((k - BIG_TENDER_BIDS) % others) + 1,
          vendor: 0,
          round: Math.floor((k - BIG_TENDER_BIDS) / others),
        };
  const bidVendor = (k: number) => {
    const p = bidPlace(k);
    return p.tender === 0 ? p.vendor : (p.tender * 7 + (p.round ?? 0) * 101) % sizes.vendors;
  };
  const bid = (k: number) => {
    const { tender: t } = bidPlace(k);
    const v = bidVendor(k);
    return {
      id: `scale-bid-${k}`,
      tender_id: `scale-tender-${t}`,
      vendor_id: `fv${v + 1}`,
      owner_id: `scale-owner-${v}`,
      total: 1_000 + ((k * 7919) % 5_000_000),
      delivery_days: 5 + (k % 90),
      valid_until: "2027-12-31",
      message: "Our offer, as specified.",
      reconfirm: 0,
      created_at: at,
      updated_at: at,
    };
  };
  const prices = sizes.bids + BIG_TENDER_BIDS * 2;
  const price = (i: number) => {
    // The big tender's bids price its three items; every other bid its tender's one.
    const big = i < BIG_TENDER_BIDS * 3;
    const k = big ? Math.floor(i / 3) : i - BIG_TENDER_BIDS * 2;
    const t = bidPlace(k).tender;
    return {
      bid_id: `scale-bid-${k}`,
      item_id: `scale-item-${big ? i % 3 : t + 2}`,
      unit_price: 100 + ((i * 104729) % 1_000_000),
    };
  };
  const bidDocument = (k: number) => ({
    id: `scale-bdoc-${k}`,
    bid_id: `scale-bid-${k}`,
    name: "Offer.pdf",
    file: `scale-bdoc-${k}.pdf`,
    content_type: "application/pdf",
    size: 50_000 + (k % 500_000),
  });
  // Every tender was matched against the suppliers when it was published, as on a live network:
  // the server's minute check finds none left to match (a backlog of 50,000 would hold it).
  const matching = (i: number) => ({
    tender_id: `scale-tender-${i}`,
    matched_at: at,
    suppliers: 0,
    cursor: null,
    claimed_until: null,
    finished_at: at,
  });
  return [
    table("tenders", sizes.tenders, tender),
    table("tender_matchings", sizes.tenders, matching),
    table("tender_items", items, item),
    table("tender_documents", sizes.tenders, document),
    table("bids", sizes.bids, bid),
    table("bid_prices", prices, price),
    table("bid_documents", sizes.bids, bidDocument),
  ];
}

/** The id of the n-th bid on tender t (t > 0): bids go round the tenders other than the big one. */
function bidOf(t: number, n: number): string {
  return `scale-bid-${BIG_TENDER_BIDS + (t - 1) + n}`;
}

/**
 * Requests to companies (the "conversations" of a company's inbox): the first `busyThreads` to
 * the busy supplier, the others round the suppliers; each with its three fields and ten messages.
 */
function requestTables(sizes: BulkSizes, at: string): BulkTable[] {
  const perThread = sizes.messages / sizes.threads;
  const received = (i: number) => new Date(Date.parse(at) - (sizes.threads - i) * 60_000);
  const submission = (i: number) => ({
    id: `scale-sub-${String(i).padStart(9, "0")}`,
    form: "quote-request",
    mailbox: "applications@procureconnect.example",
    received_at: received(i).toISOString(),
    mail_status: "off",
  });
  const vendorOf = (i: number) =>
    i < sizes.busyThreads ? 1 : 2 + ((i * 31) % (sizes.vendors - 1));
  const request = (i: number) => ({
    submission_id: submission(i).id,
    vendor_id: `fv${vendorOf(i)}`,
    status: i % 3 === 0 ? "new" : "read",
    created_at: received(i).toISOString(),
    updated_at: received(i).toISOString(),
  });
  const FIELDS = [
    ["name", "Sam Buyer"],
    ["email", "sam.buyer@example.com"],
    ["itemService", "Cold chain storage for 40 pallets"],
  ] as const;
  const field = (i: number) => {
    const f = i % FIELDS.length;
    return {
      submission_id: submission(Math.floor(i / FIELDS.length)).id,
      name: FIELDS[f]![0],
      value: FIELDS[f]![1],
      position: f,
    };
  };
  const reply = (i: number) => {
    const thread = Math.floor(i / perThread);
    return {
      id: `scale-msg-${i}`,
      submission_id: submission(thread).id,
      author_id: i % 2 === 0 ? `scale-owner-${vendorOf(thread) - 1}` : "scale-requester",
      author_name: i % 2 === 0 ? "Supplier" : "Sam Buyer",
      author_side: i % 2 === 0 ? "company" : "buyer",
      body: "Thanks: the quantities are confirmed, and delivery can start the week after next.",
      created_at: new Date(received(thread).getTime() + (i % perThread) * 1000).toISOString(),
    };
  };
  return [
    table("submissions", sizes.threads, submission),
    table("company_requests", sizes.threads, request),
    table("submission_fields", sizes.threads * FIELDS.length, field),
    table("request_replies", sizes.messages, reply),
  ];
}
