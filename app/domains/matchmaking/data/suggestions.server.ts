import { verifiedCompanies } from "~/domains/companies/index.server";
import { verifiedAverages } from "~/domains/reviews/index.server";
import { compareSuggestions, inTenderRegion } from "../suggestion-rank";
import type { SuggestedSupplier } from "../view";
import { titlesOf } from "./for-you.server";
import { byRequirements, type MatchStore, type Qualify } from "./model.server";
import { matchingCompanies } from "./matching.server";

// The suppliers suggested to a buyer drafting a tender (issue 43 item 5, decisions 483 and 521):
// the same CPV match as the notices read, through the qualification step, ranked by the match,
// the region, the verification and the verified rating (../suggestion-rank.ts).

/** How many suppliers are suggested at most. */
export const MAX_SUGGESTIONS = 30;

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
  const taken = new Set(invited.map((i) => i.vendor_id));
  const found = (
    await matchingCompanies(store, codes, { id: buyerId, vendorId: tender.buyer_vendor_id })
  ).filter((c) => !taken.has(c.vendorId));
  const qualified = await qualify(
    tenderId,
    found.map((c) => c.vendorId),
  );
  const kept = found.filter((c) => qualified.has(c.vendorId));
  const ids = kept.map((c) => c.vendorId);
  const [details, verified, averages, titles] = await Promise.all([
    ids.length
      ? store.db
          .selectFrom("vendors")
          .select(["id", "slug", "location", "review_average", "review_count"])
          .where("id", "in", ids)
          .execute()
      : [],
    verifiedCompanies(store, ids, now),
    verifiedAverages(store, ids),
    titlesOf(store, [...new Set(kept.flatMap((c) => c.codes))]),
  ]);
  const byId = new Map(details.map((d) => [d.id, d]));
  const suppliers: SuggestedSupplier[] = kept.map((c) => {
    const d = byId.get(c.vendorId)!;
    return {
      id: c.vendorId,
      slug: d.slug,
      name: c.name,
      location: d.location,
      inRegion: inTenderRegion(d.location, tender.region),
      verified: verified.has(c.vendorId),
      verifiedRating: averages.get(c.vendorId) ?? null,
      rating: d.review_average === null ? null : Number(d.review_average),
      reviews: Number(d.review_count),
      matched: c.codes.map((code) => ({ code, title: titles.get(code) ?? "" })),
    };
  });
  suppliers.sort((a, b) =>
    compareSuggestions({ ...a, matched: a.matched.length }, { ...b, matched: b.matched.length }),
  );
  return {
    title: tender.title,
    region: tender.region,
    suppliers: suppliers.slice(0, MAX_SUGGESTIONS),
  };
}
