import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import type { Tell } from "../../../../server/db/write";
import { codeRanges, type CodeRange } from "../cpv-match";
import { matchNotice, searchNotice } from "../notices";
import { searchMatches, type SearchCriteria, type SearchedTender } from "../saved-search";
import { approvedForOthers, inRange, iso, type MatchStore, type Qualify } from "./model.server";
import { searchesFrom } from "./searches.server";

// A tender's matching at the size of a large network (issue 46 item 4, docs/decisions/516): the
// capabilities matching the tender's codes (index ranges of the code, decision 546) and the
// saved searches are read in bounded batches, in key order from
// where the last batch stopped, never all at once; each batch's notices are written in one
// transaction with the cursor, and the server reads what has arrived between batches, so pages
// are not kept waiting. A run holds the tender's matching for a while (`claimed_until`, renewed
// at each batch): a second run meanwhile tells nobody; a run that stopped half-way is taken up
// again from its cursor once its hold has lapsed.

/** Matching capabilities read per batch (rows of company_cpv, in (code, company) order). */
export const CAPABILITY_BATCH = 2_000;
/** Saved searches read per batch. */
export const SEARCH_BATCH = 500;
/** How long a run holds a tender's matching without finishing a batch. */
export const MATCH_HOLD_MS = 2 * 60_000;

export interface BatchOptions {
  capabilityBatch?: number;
  searchBatch?: number;
  /** Waits between batches: one turn of the event loop unless a test says otherwise. */
  pause?: () => Promise<void>;
}

/**
 * Where a run has got to: the last matching capability (code, company) or saved search (member,
 * search) read. `suppliers` is the stage of a run begun before decision 546 (company, code).
 */
interface Cursor {
  stage: "codes" | "suppliers" | "searches";
  after: [string, string] | null;
}

/** The tender as the batches tell of it. */
export interface MatchedTender {
  id: string;
  title: string;
  buyerName: string;
  buyerId: string;
  buyerVendorId: string | null;
  public: boolean;
  invited: ReadonlySet<string>;
  codes: readonly string[];
  searched: SearchedTender;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Takes the tender's matching for this run: its cursor, or null when finished or held. */
async function claim(store: MatchStore, tenderId: string, now: Date): Promise<Cursor | null> {
  const until = iso(new Date(now.getTime() + MATCH_HOLD_MS));
  return store.write(async (trx) => {
    await trx
      .insertInto("tender_matchings")
      .values({ tender_id: tenderId, suppliers: 0, matched_at: iso(now) })
      .onConflict((oc) => oc.column("tender_id").doNothing())
      .execute();
    const taken = await trx
      .updateTable("tender_matchings")
      .set({ claimed_until: until })
      .where("tender_id", "=", tenderId)
      .where("finished_at", "is", null)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", iso(now))]))
      .returning("cursor")
      .executeTakeFirst();
    if (!taken) return null;
    return taken.cursor
      ? (JSON.parse(taken.cursor) as Cursor)
      : { stage: "codes" as const, after: null };
  });
}

/** Writes a batch's cursor (and its suppliers told) with its notices; false when not held. */
async function advance(
  trx: Transaction<Database>,
  tenderId: string,
  cursor: Cursor | null,
  told: number,
  now: Date,
): Promise<void> {
  const done = await trx
    .updateTable("tender_matchings")
    .set((eb) => ({
      cursor: cursor ? JSON.stringify(cursor) : null,
      suppliers: eb("suppliers", "+", told),
      claimed_until: cursor ? iso(new Date(now.getTime() + MATCH_HOLD_MS)) : null,
      finished_at: cursor ? null : iso(now),
    }))
    .where("tender_id", "=", tenderId)
    .where("finished_at", "is", null)
    .returning("tender_id")
    .executeTakeFirst();
  if (!done) throw new Error(`The matching of tender ${tenderId} finished in another run`);
}

/**
 * One batch of the capabilities matching the tender's codes after `after`, in (code, company)
 * order: range by range from the index on the code (decision 546), never the other companies'.
 */
async function capabilities(
  store: MatchStore,
  ranges: readonly CodeRange[],
  after: [string, string] | null,
  limit: number,
) {
  const rows: { company_id: string; code: string }[] = [];
  for (const range of ranges) {
    if (after && range.to !== null && range.to <= after[0]) continue;
    const got = await store.db
      .selectFrom("company_cpv")
      .select(["company_id", "code"])
      .where(() => inRange("code", range))
      .$if(after !== null, (q) =>
        q.where((eb) => eb(eb.refTuple("code", "company_id"), ">", eb.tuple(after![0], after![1]))),
      )
      .orderBy("code")
      .orderBy("company_id")
      .limit(limit - rows.length)
      .execute();
    rows.push(...got);
    if (rows.length >= limit) break;
  }
  return rows;
}

/**
 * The batch's companies told at this batch: each at its first matching code only, so that a
 * company matching several of the tender's codes (read in code order) is told once.
 */
async function firstMatches(
  store: MatchStore,
  ranges: readonly CodeRange[],
  rows: readonly { company_id: string; code: string }[],
): Promise<Map<string, string[]>> {
  const ids = [...new Set(rows.map((r) => r.company_id))];
  if (ids.length === 0) return new Map();
  const all = await store.db
    .selectFrom("company_cpv")
    .select(["company_id", "code"])
    .where("company_id", "in", ids)
    .where((eb) => eb.or(ranges.map((r) => inRange("code", r))))
    .execute();
  const codes = new Map<string, string[]>();
  for (const r of all) codes.set(r.company_id, [...(codes.get(r.company_id) ?? []), r.code]);
  const first = new Map<string, string[]>();
  for (const r of rows) {
    const mine = codes.get(r.company_id)!.sort();
    if (mine[0] === r.code) first.set(r.company_id, mine);
  }
  return first;
}

/** The companies of a batch that may be told: approved, owned, not the buyer's, visible. */
async function candidates(
  store: MatchStore,
  tender: MatchedTender,
  codesByCompany: Map<string, string[]>,
) {
  if (codesByCompany.size === 0) return [];
  const rows = await store.db
    .selectFrom("vendors")
    .select(["id", "name", "owner_id", "status"])
    .where("id", "in", [...codesByCompany.keys()])
    .orderBy("id")
    .execute();
  return rows
    .filter(approvedForOthers(tender.buyerId))
    .filter((r) => r.id !== tender.buyerVendorId)
    .filter((r) => tender.public || tender.invited.has(r.id))
    .map((r) => ({
      vendorId: r.id,
      name: r.name,
      ownerId: r.owner_id!,
      codes: codesByCompany.get(r.id)!,
    }));
}

/**
 * Tells the tender's matching suppliers and saved searches, batch by batch, from where an earlier
 * run stopped: false when the matching is finished or another run holds it.
 */
export async function matchInBatches(
  store: MatchStore,
  tender: MatchedTender,
  tell: Tell,
  { qualify, origin, now }: { qualify: Qualify; origin: string; now: Date },
  {
    capabilityBatch = CAPABILITY_BATCH,
    searchBatch = SEARCH_BATCH,
    pause = nextTurn,
  }: BatchOptions = {},
): Promise<boolean> {
  let cursor = await claim(store, tender.id, now);
  if (!cursor) return false;
  const told = { id: tender.id, title: tender.title, buyerName: tender.buyerName, origin };
  const ranges = codeRanges(tender.codes);
  // A run begun before decision 546 read every capability in company order: it starts again in
  // code order (the notices' keys tell nobody twice).
  if (cursor.stage === "suppliers") cursor = { stage: "codes", after: null };
  while (cursor.stage === "codes") {
    const rows = await capabilities(store, ranges, cursor.after, capabilityBatch);
    const seen = await candidates(store, tender, await firstMatches(store, ranges, rows));
    const qualified = seen.length
      ? await qualify(
          tender.id,
          seen.map((c) => c.vendorId),
        )
      : new Set();
    const suppliers = seen.filter((c) => qualified.has(c.vendorId));
    const last = rows.at(-1);
    const next: Cursor =
      rows.length < capabilityBatch || !last
        ? { stage: "searches", after: null }
        : { stage: "codes", after: [last.code, last.company_id] };
    await store.write(async (trx) => {
      for (const s of suppliers) await tell(trx, matchNotice(told, s, origin));
      await advance(trx, tender.id, next, suppliers.length, now);
    });
    cursor = next;
    await pause();
  }
  let lastUser: string | null = null;
  for (;;) {
    const after: [string, string] | null = cursor.after;
    const rows = await store.db
      .selectFrom("tender_searches")
      .selectAll()
      .where("user_id", "!=", tender.buyerId)
      .$if(after !== null, (q) =>
        q.where((eb) =>
          eb.or([
            eb("user_id", ">", after![0]),
            eb.and([eb("user_id", "=", after![0]), eb("id", ">", after![1])]),
          ]),
        ),
      )
      .orderBy("user_id")
      .orderBy("id")
      .limit(searchBatch)
      .execute();
    const last = rows.at(-1);
    const next: Cursor | null =
      rows.length < searchBatch || !last
        ? null
        : { stage: "searches", after: [last.user_id, last.id] };
    lastUser = await store.write(async (trx) => {
      const user = await tellSearches(trx, tell, { ...told, tender }, searchesFrom(rows), lastUser);
      await advance(trx, tender.id, next, 0, now);
      return user;
    });
    if (!next) return true;
    cursor = next;
    await pause();
  }
}

/**
 * Records each matching saved search's hit (once per search and tender), one notice a member:
 * the searches come in member order, so the last member told is all there is to remember.
 */
async function tellSearches(
  trx: Transaction<Database>,
  tell: Tell,
  told: { id: string; title: string; buyerName: string; origin: string; tender: MatchedTender },
  searches: ReturnType<typeof searchesFrom>,
  lastUser: string | null,
): Promise<string | null> {
  const { tender } = told;
  for (const s of searches) {
    if (!searchMatches(s as SearchCriteria, tender.searched)) continue;
    if (!tender.public && !(await ownsInvited(trx, s.userId, tender.invited))) continue;
    const hit = await trx
      .insertInto("tender_search_hits")
      .values({ search_id: s.id, tender_id: tender.id, created_at: iso(new Date()) })
      .onConflict((oc) => oc.columns(["search_id", "tender_id"]).doNothing())
      .returning("search_id")
      .executeTakeFirst();
    if (!hit || lastUser === s.userId) continue;
    lastUser = s.userId;
    await tell(trx, searchNotice(told, s, told.origin));
  }
  return lastUser;
}

async function ownsInvited(
  trx: Transaction<Database>,
  userId: string,
  invited: ReadonlySet<string>,
) {
  if (invited.size === 0) return false;
  const row = await trx
    .selectFrom("vendors")
    .select("id")
    .where("owner_id", "=", userId)
    .where("id", "in", [...invited])
    .executeTakeFirst();
  return !!row;
}
