import { isPostgres, type Db } from "../../../server/db/database";
import { bindStore } from "../../../server/db/write";
import { createSearchEngine, type SearchEngine } from "./engine.server";
import { SEARCH_SECTIONS, type SearchSectionResult } from "./sections.server";

// The site search's data layer, as the repository hands it to loaders (`repo.search.<function>`):
// the sections of sections.server.ts run through the engine, bound to one database.

export interface SearchStore {
  db: Db;
  engine: SearchEngine;
}

/** One turn of the event loop: requests that arrived meanwhile are read. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every section's best `limit` matches of `q`, in the registry's order, as of `now`. On SQLite
 * each query runs on the server's one thread: the sections run one after the other, and before
 * each step the server reads what has arrived meanwhile, so that a search does not keep other
 * requests from reaching the render gate until it is done (docs/decisions/304). No transaction
 * is open here. PostgreSQL's queries run side by side, as they are asynchronous.
 */
export async function everything(
  { db, engine }: SearchStore,
  q: string,
  limit: number,
  now = new Date(),
): Promise<SearchSectionResult[]> {
  const sqlite = !isPostgres(db);
  const one = async (section: (typeof SEARCH_SECTIONS)[number]) => {
    if (sqlite) await nextTurn();
    const ranked = await engine.rank(section.kind, q, {
      limit,
      visible: typeof section.visible === "function" ? section.visible(now) : section.visible,
      order: section.order,
    });
    if (sqlite && ranked.ids.length > 0) await nextTurn();
    return {
      id: section.id,
      title: section.title,
      directory: section.directory(q),
      matches: ranked.matches,
      cap: engine.countCap,
      hits: ranked.ids.length > 0 ? await section.hits(db, ranked.ids) : [],
      suggestion: ranked.suggestion,
    };
  };
  if (!sqlite) return Promise.all(SEARCH_SECTIONS.map(one));
  const sections: SearchSectionResult[] = [];
  for (const section of SEARCH_SECTIONS) sections.push(await one(section));
  return sections;
}

const FUNCTIONS = { everything };

export function createSiteSearch(db: Db, engine: SearchEngine = createSearchEngine(db)) {
  return bindStore<SearchStore, typeof FUNCTIONS>({ db, engine }, FUNCTIONS);
}

export type SiteSearch = ReturnType<typeof createSiteSearch>;
