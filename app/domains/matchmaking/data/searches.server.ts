import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { ProjectRegion } from "~/data/vocabularies";
import type { TenderSearches } from "../../../../server/db/generated";
import { MAX_SAVED_SEARCHES, type SavedSearch, type SearchCriteria } from "../saved-search";
import { iso, type MatchStore } from "./model.server";

// A member's saved searches for tenders (docs/decisions/482): theirs alone, every query scoped by
// their id, so another member's search is not found.

export function searchesFrom(
  rows: Selectable<TenderSearches>[],
): (SavedSearch & { userId: string })[] {
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    createdAt: r.created_at,
    cpvPrefix: r.cpv_prefix,
    q: r.q,
    region: r.region as ProjectRegion | null,
    minValue: r.min_value === null ? null : Number(r.min_value),
    maxValue: r.max_value === null ? null : Number(r.max_value),
  }));
}

/** The member's saved searches, newest first. */
export async function searchesOf(store: MatchStore, userId: string): Promise<SavedSearch[]> {
  const rows = await store.db
    .selectFrom("tender_searches")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return searchesFrom(rows).map(({ userId: _, ...s }) => s);
}

/** Saves a search; the same criteria saved twice are one search. "full" past the limit. */
export async function saveSearch(
  store: MatchStore,
  userId: string,
  criteria: SearchCriteria,
  now = new Date(),
): Promise<"saved" | "full"> {
  return store.write(async (trx) => {
    const mine = searchesFrom(
      await trx.selectFrom("tender_searches").selectAll().where("user_id", "=", userId).execute(),
    );
    const same = (s: SearchCriteria) =>
      s.cpvPrefix === criteria.cpvPrefix &&
      s.q === criteria.q &&
      s.region === criteria.region &&
      s.minValue === criteria.minValue &&
      s.maxValue === criteria.maxValue;
    if (mine.some(same)) return "saved";
    if (mine.length >= MAX_SAVED_SEARCHES) return "full";
    await trx
      .insertInto("tender_searches")
      .values({
        id: randomUUID(),
        user_id: userId,
        cpv_prefix: criteria.cpvPrefix,
        q: criteria.q,
        region: criteria.region,
        min_value: criteria.minValue,
        max_value: criteria.maxValue,
        created_at: iso(now),
      })
      .execute();
    return "saved";
  });
}

/** Deletes the member's own search; false when they have none of that id. */
export async function deleteSearch(store: MatchStore, userId: string, id: string) {
  return store.write(async (trx) => {
    const result = await trx
      .deleteFrom("tender_searches")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
