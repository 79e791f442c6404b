import type { Db } from "../../../server/db/database";
import { bindStore } from "../../../server/db/write";
import { createSearchEngine, type SearchEngine } from "./engine.server";
import { SEARCH_SECTIONS, type SearchSectionResult } from "./sections.server";

// The site search's data layer, as the repository hands it to loaders (`repo.search.<function>`):
// the sections of sections.server.ts run through the engine, bound to one database.

export interface SearchStore {
  db: Db;
  engine: SearchEngine;
}

/** Every section's best `limit` matches of `q`, in the registry's order, as of `now`. */
export async function everything(
  { db, engine }: SearchStore,
  q: string,
  limit: number,
  now = new Date(),
): Promise<SearchSectionResult[]> {
  return Promise.all(
    SEARCH_SECTIONS.map(async (section) => {
      const ranked = await engine.rank(section.kind, q, {
        limit,
        visible: typeof section.visible === "function" ? section.visible(now) : section.visible,
        order: section.order,
      });
      return {
        id: section.id,
        title: section.title,
        directory: section.directory(q),
        matches: ranked.matches,
        hits: ranked.ids.length > 0 ? await section.hits(db, ranked.ids) : [],
        suggestion: ranked.suggestion,
      };
    }),
  );
}

const FUNCTIONS = { everything };

export function createSiteSearch(db: Db, engine: SearchEngine = createSearchEngine(db)) {
  return bindStore<SearchStore, typeof FUNCTIONS>({ db, engine }, FUNCTIONS);
}

export type SiteSearch = ReturnType<typeof createSiteSearch>;
