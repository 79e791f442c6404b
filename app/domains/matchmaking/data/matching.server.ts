import type { Tell } from "../../../../server/db/write";
import { codeRanges, type CodeRange } from "../cpv-match";
import { matchInBatches, type BatchOptions, type MatchedTender } from "./match-batches.server";
import {
  byRequirements,
  inRange,
  iso,
  openAt,
  type MatchStore,
  type Qualify,
} from "./model.server";

// A published tender told to those it matches (issue 43 items 5 and 6, docs/decisions/481): the
// owners of the companies whose capabilities match its items' CPV codes and who qualify, and the
// members whose saved searches match it. Run by the keyed job `tender_match` (one per tender):
// its row in `tender_matchings` is held by one run at a time, so a second run, on any server,
// tells nobody; a run that stopped half-way is due again once its hold lapses (decision 516).

/** How far back a published tender not yet matched is still matched (a long outage). */
const MATCH_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** Published tenders still open and not yet matched (or left half-way), oldest first. */
export async function matchesDue(store: MatchStore, now = new Date()): Promise<string[]> {
  const rows = await store.db
    .selectFrom("tenders")
    .leftJoin("tender_matchings as m", "m.tender_id", "tenders.id")
    .select("tenders.id")
    .where((eb) =>
      eb.or([
        eb("m.tender_id", "is", null),
        eb.and([eb("m.finished_at", "is", null), eb("m.claimed_until", "<", iso(now))]),
      ]),
    )
    .where((eb) => openAt(eb, now))
    .where("tenders.published_at", ">=", iso(new Date(now.getTime() - MATCH_WINDOW_MS)))
    .orderBy("tenders.published_at")
    .limit(100)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The capabilities (company, code) matching `codes`, each range of codes read on its own from
 * the index on the code (decision 546), so that neither backend starts from the companies.
 */
export async function capabilitiesMatching(
  store: MatchStore,
  codes: readonly string[],
): Promise<{ company_id: string; code: string }[]> {
  const ranges = codeRanges(codes);
  if (ranges.length === 0) return [];
  const arm = (range: CodeRange) =>
    store.db
      .selectFrom("company_cpv")
      .select(["company_id", "code"])
      .where(() => inRange("code", range));
  const [first, ...rest] = ranges.map(arm);
  return rest.reduce((q, r) => q.unionAll(r), first!).execute();
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
 * matched already, another run is matching it, or it is no longer open. `qualify` keeps the
 * companies that qualify: the one place the tender's requirements (issue 43 item 4) plug in.
 * The work goes in bounded batches (match-batches.server.ts, decision 516).
 */
export async function matchTender(
  store: MatchStore,
  tenderId: string,
  tell: Tell,
  options: { qualify?: Qualify; origin?: string; now?: Date; batches?: BatchOptions } = {},
): Promise<boolean> {
  const { qualify = byRequirements(store), origin = "", now = new Date() } = options;
  const found = await tenderToMatch(store, tenderId, now);
  if (!found) return false;
  const { row, items, invited } = found;
  const tender: MatchedTender = {
    id: tenderId,
    title: row.title,
    buyerName: row.buyer_name,
    buyerId: row.buyer_id,
    buyerVendorId: row.buyer_vendor_id,
    public: row.visibility === "public",
    invited,
    codes: [...new Set(items.flatMap((i) => (i.cpv_code ? [i.cpv_code] : [])))],
    searched: {
      title: row.title,
      description: row.description,
      region: row.region,
      value: row.budget !== null && !row.budget_hidden ? Number(row.budget) : null,
      items: items.map((i) => ({ item: i.item, cpvCode: i.cpv_code })),
    },
  };
  return matchInBatches(store, tender, tell, { qualify, origin, now }, options.batches);
}
