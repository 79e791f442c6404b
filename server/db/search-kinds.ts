// The kinds of content the site search indexes, as data: which table, which column names a row,
// and the text of each weight band (A: names and titles, B: services and tags, C: descriptions,
// D: everything else worth finding). server/db/search-indexes.ts builds the indexes and their
// triggers from these (migrations run it: the indexes are part of the database's schema);
// app/domains/search/engine.server.ts queries them. A new kind is one entry here and one
// migration line calling `createSearchIndex(db, "<kind>")` (docs/decisions/180).

export interface IndexedKind {
  /** The table whose rows are found. */
  table: string;
  /** Its key column (text), which the PostgreSQL index refers to. */
  key: string;
  /** Columns by weight band; each band is their texts joined by spaces. */
  bands: { a: readonly string[]; b: readonly string[]; c: readonly string[]; d: readonly string[] };
}

export const INDEXED_KINDS = {
  vendors: {
    table: "vendors",
    key: "id",
    bands: {
      a: ["name"],
      b: ["services", "tags"],
      c: ["short_blurb"],
      d: ["certifications", "category", "location"],
    },
  },
  jobs: {
    table: "jobs",
    key: "id",
    bands: {
      a: ["title"],
      b: ["tags", "category"],
      c: ["details"],
      d: ["company", "location", "duration"],
    },
  },
  freelance: {
    table: "freelance_posts",
    key: "id",
    bands: {
      a: ["title"],
      b: ["skills", "category"],
      c: ["description"],
      d: ["company", "location", "duration"],
    },
  },
  tenders: {
    table: "tenders",
    key: "id",
    bands: { a: ["title"], b: ["sector"], c: ["description"], d: ["region", "buyer_name"] },
  },
  members: {
    table: "members",
    key: "id",
    bands: { a: ["name"], b: ["role"], c: [], d: ["region"] },
  },
  articles: {
    table: "articles",
    key: "id",
    bands: { a: ["title"], b: ["excerpt"], c: [], d: ["author"] },
  },
  threads: {
    table: "forum_threads",
    key: "id",
    bands: { a: ["title"], b: [], c: ["body"], d: ["author_name"] },
  },
  replies: {
    table: "forum_replies",
    key: "id",
    bands: { a: [], b: [], c: ["body"], d: ["author_name"] },
  },
} as const satisfies Record<string, IndexedKind>;

export type SearchKind = keyof typeof INDEXED_KINDS;

/** The weight of each band, name above services above description (SQLite's bm25 weights). */
export const BAND_WEIGHTS = { a: 10, b: 5, c: 2, d: 1 } as const;
