import { codesMatch } from "../cpv-match";
import type { ForYouTender } from "../view";
import { codeMatches, openAt, type MatchStore } from "./model.server";

// "Tenders for you" (issue 43 item 5, docs/decisions/483): the same CPV match as the notices
// read, from the supplier's side (the buyer's side is ./suggestions.server.ts).

export async function titlesOf(store: MatchStore, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await store.db
    .selectFrom("cpv_codes")
    .select(["code", "title"])
    .where("code", "in", codes)
    .execute();
  return new Map(rows.map((r) => [r.code, r.title]));
}

/**
 * Tenders open now that match the capabilities of the member's approved companies and that the
 * company may see (public, or invited), not the member's own; newest first, with why.
 */
export async function tendersFor(
  store: MatchStore,
  userId: string,
  now = new Date(),
): Promise<{ companies: number; tenders: ForYouTender[] }> {
  const caps = await store.db
    .selectFrom("company_cpv as cc")
    .innerJoin("vendors as v", "v.id", "cc.company_id")
    .select(["v.id", "v.name", "cc.code"])
    .where("v.owner_id", "=", userId)
    .where("v.status", "=", "approved")
    .execute();
  const companies = new Set(caps.map((c) => c.id)).size;
  if (caps.length === 0) return { companies, tenders: [] };
  const rows = await store.db
    .selectFrom("tender_items as i")
    .innerJoin("tenders", "tenders.id", "i.tender_id")
    .select([
      "tenders.id",
      "tenders.title",
      "tenders.buyer_name",
      "tenders.published_at",
      "tenders.bid_deadline",
      "tenders.visibility",
      "i.cpv_code",
    ])
    .where((eb) => openAt(eb, now))
    .where("tenders.buyer_id", "!=", userId)
    .where((eb) =>
      codeMatches(
        eb,
        "i.cpv_code",
        caps.map((c) => c.code),
      ),
    )
    .orderBy("tenders.published_at", "desc")
    .orderBy("tenders.id")
    .limit(500)
    .execute();
  const invited = new Set(
    (
      await store.db
        .selectFrom("tender_invitations")
        .select(["tender_id", "vendor_id"])
        .where("vendor_id", "in", [...new Set(caps.map((c) => c.id))])
        .execute()
    ).map((r) => `${r.tender_id}:${r.vendor_id}`),
  );
  const titles = await titlesOf(store, [
    ...new Set([...caps.map((c) => c.code), ...rows.map((r) => r.cpv_code!)]),
  ]);
  const byId = new Map<string, ForYouTender>();
  for (const r of rows) {
    const code = r.cpv_code!;
    for (const cap of caps) {
      if (!codesMatch(cap.code, code)) continue;
      if (r.visibility !== "public" && !invited.has(`${r.id}:${cap.id}`)) continue;
      const t = byId.get(r.id) ?? {
        id: r.id,
        title: r.title,
        buyerName: r.buyer_name,
        publishedAt: r.published_at!,
        bidDeadline: r.bid_deadline,
        why: [],
      };
      const reason = {
        company: cap.name,
        capability: { code: cap.code, title: titles.get(cap.code) ?? "" },
        item: { code, title: titles.get(code) ?? "" },
      };
      if (!t.why.some((w) => w.capability.code === cap.code && w.item.code === code))
        t.why.push(reason);
      byId.set(r.id, t);
    }
  }
  return { companies, tenders: [...byId.values()].slice(0, 50) };
}
