import { verifiedCompanies } from "~/domains/companies/index.server";
import { verifiedAverages } from "~/domains/reviews/index.server";
import { compareSuggestions, inTenderRegion } from "../suggestion-rank";
import type { SuggestedSupplier } from "../view";
import { titlesOf } from "./for-you.server";
import { approvedForOthers, byRequirements, type MatchStore, type Qualify } from "./model.server";
import { capabilitiesMatching } from "./matching.server";

// The suppliers suggested to a buyer drafting a tender (issue 43 item 5, decisions 483, 521 and
// 546): the same CPV match as the notices read, through the qualification step, ranked by the
// match, the region, the verification and the verified rating (../suggestion-rank.ts). At a
// million suppliers the work starts from the matching codes (read by index ranges) and ranks a
// bounded set: the companies are taken in tiers of the first two keys of the order (most codes
// matched, then in the tender's region), which the codes and the location alone decide, until
// MAX_SUGGESTIONS qualify; only that tier's companies are checked for the later keys
// (verification, verified rating), so the page is the one a ranking of every match gives.

/** How many suppliers are suggested at most. */
export const MAX_SUGGESTIONS = 30;
/** Companies asked about in one statement (the backends' limits on bound values). */
const CHUNK = 5_000;

type Company = Awaited<ReturnType<typeof approvedCompanies>>[number];

/** The approved companies of `ids` with an owner who is not the buyer, as the page shows them. */
async function approvedCompanies(store: MatchStore, ids: readonly string[], buyerId: string) {
  const rows = [];
  for (let i = 0; i < ids.length; i += CHUNK)
    rows.push(
      ...(await store.db
        .selectFrom("vendors")
        .select([
          "id",
          "slug",
          "name",
          "location",
          "review_average",
          "review_count",
          "status",
          "owner_id",
        ])
        .where("id", "in", ids.slice(i, i + CHUNK))
        .execute()),
    );
  return rows
    .filter(approvedForOthers(buyerId))
    .map(({ status: _status, owner_id: _owner, ...company }) => company)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The matching companies (not invited, not the buyer's) by how many of the codes they match. */
async function matchedCodes(
  store: MatchStore,
  codes: readonly string[],
  skip: ReadonlySet<string>,
): Promise<Map<string, string[]>> {
  const byCompany = new Map<string, string[]>();
  for (const r of await capabilitiesMatching(store, codes)) {
    if (skip.has(r.company_id)) continue;
    const list = byCompany.get(r.company_id) ?? [];
    if (!list.includes(r.code)) list.push(r.code);
    byCompany.set(r.company_id, list);
  }
  return byCompany;
}

/**
 * The qualifying companies that can be among the first MAX_SUGGESTIONS: every tier (codes
 * matched, then in region) in order, up to and including the one that fills the page.
 */
async function contenders(
  store: MatchStore,
  tender: { id: string; region: string },
  matched: Map<string, string[]>,
  buyerId: string,
  qualify: Qualify,
): Promise<Company[]> {
  const levels = new Map<number, string[]>();
  for (const [id, codes] of matched)
    levels.set(codes.length, [...(levels.get(codes.length) ?? []), id]);
  const kept: Company[] = [];
  for (const n of [...levels.keys()].sort((a, b) => b - a)) {
    const companies = await approvedCompanies(store, levels.get(n)!, buyerId);
    const near = companies.filter((c) => inTenderRegion(c.location, tender.region));
    const far = companies.filter((c) => !inTenderRegion(c.location, tender.region));
    for (const tier of [near, far]) {
      if (tier.length === 0) continue;
      const qualified = await qualify(
        tender.id,
        tier.map((c) => c.id),
      );
      kept.push(...tier.filter((c) => qualified.has(c.id)));
      if (kept.length >= MAX_SUGGESTIONS) return kept;
    }
  }
  return kept;
}

/**
 * Suppliers to invite to the buyer's draft (or open) tender: companies matching its items'
 * codes that qualify and are not invited yet, best first. Null when the tender is not the
 * member's own.
 */
export async function suggestions(
  store: MatchStore,
  tenderId: string,
  buyerId: string,
  qualify: Qualify = byRequirements(store),
  now = new Date(),
): Promise<{ title: string; region: string; suppliers: SuggestedSupplier[] } | null> {
  const tender = await store.db
    .selectFrom("tenders")
    .select(["title", "region", "buyer_vendor_id"])
    .where("id", "=", tenderId)
    .where("buyer_id", "=", buyerId)
    .executeTakeFirst();
  if (!tender) return null;
  const [items, invited] = await Promise.all([
    store.db
      .selectFrom("tender_items")
      .select("cpv_code")
      .where("tender_id", "=", tenderId)
      .where("cpv_code", "is not", null)
      .execute(),
    store.db
      .selectFrom("tender_invitations")
      .select("vendor_id")
      .where("tender_id", "=", tenderId)
      .execute(),
  ]);
  const codes = [...new Set(items.map((i) => i.cpv_code!))];
  const skip = new Set(invited.map((i) => i.vendor_id));
  if (tender.buyer_vendor_id) skip.add(tender.buyer_vendor_id);
  const matched = await matchedCodes(store, codes, skip);
  const kept = await contenders(store, { id: tenderId, ...tender }, matched, buyerId, qualify);
  const ids = kept.map((c) => c.id);
  const [verified, averages, titles] = await Promise.all([
    verifiedCompanies(store, ids, now),
    verifiedAverages(store, ids),
    titlesOf(store, [...new Set(ids.flatMap((id) => matched.get(id)!))]),
  ]);
  const suppliers: SuggestedSupplier[] = kept.map((d) => ({
    id: d.id,
    slug: d.slug,
    name: d.name,
    location: d.location,
    inRegion: inTenderRegion(d.location, tender.region),
    verified: verified.has(d.id),
    verifiedRating: averages.get(d.id) ?? null,
    rating: d.review_average === null ? null : Number(d.review_average),
    reviews: Number(d.review_count),
    matched: matched
      .get(d.id)!
      .sort()
      .map((code) => ({ code, title: titles.get(code) ?? "" })),
  }));
  suppliers.sort((a, b) =>
    compareSuggestions({ ...a, matched: a.matched.length }, { ...b, matched: b.matched.length }),
  );
  return {
    title: tender.title,
    region: tender.region,
    suppliers: suppliers.slice(0, MAX_SUGGESTIONS),
  };
}
