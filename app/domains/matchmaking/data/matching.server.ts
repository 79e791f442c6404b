import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import type { Tell } from "../../../../server/db/write";
import { codesMatch } from "../cpv-match";
import { searchMatches, type SearchCriteria, type SearchedTender } from "../saved-search";
import { matchNotice, searchNotice } from "../notices";
import {
  byRequirements,
  codeMatches,
  iso,
  openAt,
  type MatchStore,
  type Qualify,
} from "./model.server";
import { searchesFrom } from "./searches.server";

// A published tender told to those it matches (issue 43 items 5 and 6, docs/decisions/481): the
// owners of the companies whose capabilities match its items' CPV codes and who qualify, and the
// members whose saved searches match it. Run by the keyed job `tender_match` (one per tender):
// its row in `tender_matchings` is taken first, so a second run, on any server, tells nobody.

/** How far back a published tender not yet matched is still matched (a long outage). */
const MATCH_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** Published tenders still open and not yet matched, oldest first. */
export async function matchesDue(store: MatchStore, now = new Date()): Promise<string[]> {
  const rows = await store.db
    .selectFrom("tenders")
    .leftJoin("tender_matchings as m", "m.tender_id", "tenders.id")
    .select("tenders.id")
    .where("m.tender_id", "is", null)
    .where((eb) => openAt(eb, now))
    .where("tenders.published_at", ">=", iso(new Date(now.getTime() - MATCH_WINDOW_MS)))
    .orderBy("tenders.published_at")
    .limit(100)
    .execute();
  return rows.map((r) => r.id);
}

interface Candidate {
  vendorId: string;
  name: string;
  ownerId: string;
  codes: string[];
}

/** Approved companies with an owner whose capabilities match `codes`, the buyer's aside. */
export async function matchingCompanies(
  store: MatchStore,
  codes: readonly string[],
  buyer: { id: string; vendorId: string | null },
): Promise<Candidate[]> {
  if (codes.length === 0) return [];
  const rows = await store.db
    .selectFrom("company_cpv as cc")
    .innerJoin("vendors as v", "v.id", "cc.company_id")
    .select(["v.id", "v.name", "v.owner_id", "cc.code"])
    .where("v.status", "=", "approved")
    .where("v.owner_id", "is not", null)
    .where("v.owner_id", "!=", buyer.id)
    .$if(!!buyer.vendorId, (q) => q.where("v.id", "!=", buyer.vendorId!))
    .where((eb) => codeMatches(eb, "cc.code", codes))
    .orderBy("v.id")
    .orderBy("cc.code")
    .execute();
  const byId = new Map<string, Candidate>();
  for (const r of rows) {
    if (!codes.some((c) => codesMatch(c, r.code))) continue;
    const c = byId.get(r.id) ?? { vendorId: r.id, name: r.name, ownerId: r.owner_id!, codes: [] };
    c.codes.push(r.code);
    byId.set(r.id, c);
  }
  return [...byId.values()];
}

async function tenderToMatch(store: MatchStore, tenderId: string, now: Date) {
  const row = await store.db
    .selectFrom("tenders")
    .selectAll()
    .where("id", "=", tenderId)
    .where((eb) => openAt(eb, now))
    .executeTakeFirst();
  if (!row) return null;
  const [items, invited] = await Promise.all([
    store.db
      .selectFrom("tender_items")
      .select(["item", "cpv_code"])
      .where("tender_id", "=", tenderId)
      .orderBy("position")
      .execute(),
    store.db
      .selectFrom("tender_invitations")
      .select("vendor_id")
      .where("tender_id", "=", tenderId)
      .execute(),
  ]);
  return { row, items, invited: new Set(invited.map((i) => i.vendor_id)) };
}

/**
 * Tells the matching suppliers and saved searches of a published tender, once: false when it was
 * matched already (or is no longer open). `qualify` keeps the companies that qualify: the one
 * place the tender's requirements (issue 43 item 4) plug in.
 */
export async function matchTender(
  store: MatchStore,
  tenderId: string,
  tell: Tell,
  options: { qualify?: Qualify; origin?: string; now?: Date } = {},
): Promise<boolean> {
  const { qualify = byRequirements(store), origin = "", now = new Date() } = options;
  const found = await tenderToMatch(store, tenderId, now);
  if (!found) return false;
  const { row, items, invited } = found;
  const codes = [...new Set(items.flatMap((i) => (i.cpv_code ? [i.cpv_code] : [])))];
  const buyer = { id: row.buyer_id, vendorId: row.buyer_vendor_id };
  const seen = (await matchingCompanies(store, codes, buyer)).filter(
    (c) => row.visibility === "public" || invited.has(c.vendorId),
  );
  const qualified = await qualify(
    tenderId,
    seen.map((c) => c.vendorId),
  );
  const suppliers = seen.filter((c) => qualified.has(c.vendorId));
  const searched: SearchedTender = {
    title: row.title,
    description: row.description,
    region: row.region,
    value: row.budget !== null && !row.budget_hidden ? Number(row.budget) : null,
    items: items.map((i) => ({ item: i.item, cpvCode: i.cpv_code })),
  };
  const tender = { id: tenderId, title: row.title, buyerName: row.buyer_name, origin };
  return store.write(async (trx) => {
    const taken = await trx
      .insertInto("tender_matchings")
      .values({ tender_id: tenderId, suppliers: suppliers.length, matched_at: iso(now) })
      .onConflict((oc) => oc.column("tender_id").doNothing())
      .returning("tender_id")
      .executeTakeFirst();
    if (!taken) return false;
    for (const s of suppliers) await tell(trx, matchNotice(tender, s, origin));
    await tellSearches(trx, tell, { ...tender, searched, buyerId: row.buyer_id }, async (userId) =>
      row.visibility === "public" ? true : ownsInvited(trx, userId, invited),
    );
    return true;
  });
}

async function ownsInvited(trx: Transaction<Database>, userId: string, invited: Set<string>) {
  if (invited.size === 0) return false;
  const row = await trx
    .selectFrom("vendors")
    .select("id")
    .where("owner_id", "=", userId)
    .where("id", "in", [...invited])
    .executeTakeFirst();
  return !!row;
}

/** Records each matching saved search's hit (once per search and tender), one notice a member. */
async function tellSearches(
  trx: Transaction<Database>,
  tell: Tell,
  tender: {
    id: string;
    title: string;
    buyerName: string;
    buyerId: string;
    origin: string;
    searched: SearchedTender;
  },
  maySee: (userId: string) => Promise<boolean>,
) {
  const searches = searchesFrom(
    await trx
      .selectFrom("tender_searches")
      .selectAll()
      .where("user_id", "!=", tender.buyerId)
      .orderBy("created_at")
      .execute(),
  );
  const told = new Set<string>();
  for (const s of searches) {
    if (!searchMatches(s as SearchCriteria, tender.searched)) continue;
    if (!(await maySee(s.userId))) continue;
    const hit = await trx
      .insertInto("tender_search_hits")
      .values({ search_id: s.id, tender_id: tender.id, created_at: iso(new Date()) })
      .onConflict((oc) => oc.columns(["search_id", "tender_id"]).doNothing())
      .returning("search_id")
      .executeTakeFirst();
    if (!hit || told.has(s.userId)) continue;
    told.add(s.userId);
    await tell(trx, searchNotice(tender, s, tender.origin));
  }
}
