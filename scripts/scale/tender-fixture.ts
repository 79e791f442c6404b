// 5,000 tenders with 20,000 bids for `npm run bench:scale` (issue 24): three line items each,
// bids from the fixture's vendors (one per company per tender), one tender with 50 bids whose
// deadline has passed (the comparison the bench renders), a fixed seed so every run measures
// the same data. Written straight into the tables, as the data layer would write them.
import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { Db } from "../../server/db/database";
import type { Database } from "../../server/db/schema";
import { PROJECT_REGIONS, PROJECT_SECTORS } from "../../app/data/vocabularies";

export const TENDER_FIXTURE = { tenders: 5000, bids: 20000, bigTenderBids: 50 } as const;
export const BIG_TENDER_ID = "bench-big-tender";
const CHUNK = 300;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Table = "tenders" | "tender_items" | "bids" | "bid_prices";

async function insertChunks<T extends Table>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

export async function seedTenderFixture(db: Db, now = new Date()): Promise<void> {
  const rand = random(24);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const vendorIds = (await db.selectFrom("vendors").select("id").orderBy("position").execute()).map(
    (v) => v.id,
  );
  const day = 864e5;
  const tenders: Insertable<Database["tenders"]>[] = [];
  const items: Insertable<Database["tender_items"]>[] = [];
  const itemIds = new Map<string, string[]>();
  for (let i = 0; i < TENDER_FIXTURE.tenders; i++) {
    const id = i === 0 ? BIG_TENDER_ID : `bench-tender-${i}`;
    const published = new Date(now.getTime() - (1 + rand() * 60) * day).toISOString();
    const deadline =
      i === 0
        ? new Date(now.getTime() - day).toISOString()
        : new Date(now.getTime() + (rand() * 120 - 20) * day).toISOString();
    tenders.push({
      id,
      buyer_id: `bench-buyer-${i % 400}`,
      buyer_name: `Buyer ${i % 400}`,
      buyer_vendor_id: null,
      kind: rand() < 0.85 ? "tender" : "collaboration",
      title: `Bench tender ${i}`,
      description: "Supply, delivery and installation as specified in the attached documents.",
      region: pick(PROJECT_REGIONS),
      sector: pick(PROJECT_SECTORS),
      budget: Math.round(10_000 + rand() * 20_000_000),
      budget_hidden: rand() < 0.1 ? 1 : 0,
      visibility: rand() < 0.9 ? "public" : "invited",
      question_deadline: deadline,
      bid_deadline: deadline,
      published_at: published,
      created_at: published,
      updated_at: published,
    });
    const ids: string[] = [];
    for (let position = 0; position < 3; position++) {
      const itemId = randomUUID();
      ids.push(itemId);
      items.push({
        id: itemId,
        tender_id: id,
        position,
        item: `Item ${position + 1}`,
        quantity: 1 + Math.floor(rand() * 500),
        unit: "piece",
        specification: "",
      });
    }
    itemIds.set(id, ids);
  }
  await insertChunks(db, "tenders", tenders);
  await insertChunks(db, "tender_items", items);

  const bids: Insertable<Database["bids"]>[] = [];
  const prices: Insertable<Database["bid_prices"]>[] = [];
  const addBid = (tenderId: string, vendorId: string) => {
    const id = randomUUID();
    const lines = itemIds.get(tenderId)!.map((itemId) => ({
      bid_id: id,
      item_id: itemId,
      unit_price: 100 + Math.floor(rand() * 1_000_000),
    }));
    prices.push(...lines);
    const at = now.toISOString();
    bids.push({
      id,
      tender_id: tenderId,
      vendor_id: vendorId,
      owner_id: `bench-owner-${vendorId}`,
      total: lines.reduce((s, l) => s + l.unit_price * 10, 0),
      delivery_days: 5 + Math.floor(rand() * 90),
      valid_until: "2027-12-31",
      message: "Our offer, as specified.",
      reconfirm: 0,
      created_at: at,
      updated_at: at,
    });
  };
  for (let b = 0; b < TENDER_FIXTURE.bigTenderBids; b++) addBid(BIG_TENDER_ID, vendorIds[b]!);
  // The other bids go round the other tenders, a different company each round.
  for (let i = 0; bids.length < TENDER_FIXTURE.bids; i++) {
    const tender = (i % (TENDER_FIXTURE.tenders - 1)) + 1;
    const round = Math.floor(i / (TENDER_FIXTURE.tenders - 1));
    addBid(`bench-tender-${tender}`, vendorIds[(tender * 7 + round) % vendorIds.length]!);
  }
  await insertChunks(db, "bids", bids);
  await insertChunks(db, "bid_prices", prices);
}
