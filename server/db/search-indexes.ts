import { PostgresAdapter, sql, type Kysely } from "kysely";
import { INDEXED_KINDS, type SearchKind } from "./search-kinds";

// The full-text indexes, kept in step with their tables by triggers, so every writer (the
// repository, the seed, imports, fixtures) updates them in its own transaction
// (docs/decisions/180).
//
// SQLite: per kind an FTS5 table `search_<kind>` (Porter stemming, columns a-d are the weight
// bands, rowid = the row's rowid) and a contentless FTS5 table `search_<kind>_words` of the
// unstemmed words, whose fts5vocab table `search_<kind>_vocab` is the vocabulary typos are
// corrected against.
// PostgreSQL: one table `search_index` (kind, key, weighted English tsvector, GIN index) and a
// vocabulary `search_terms` (kind, word) with a pg_trgm index for the nearest spellings.
// Every search table's name starts with `search_`: exports and the generated types leave them
// out (the triggers rebuild them on import).

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** `coalesce(row.c1, '') || ' ' || ...`: one band's text from the trigger's row. */
function bandText(row: "new" | "old", columns: readonly string[]): string {
  if (columns.length === 0) return "''";
  return columns.map((c) => `coalesce(${row}.${c}, '')`).join(` || ' ' || `);
}

/** The tables every kind shares (PostgreSQL only): run once, before the first kind. */
export async function createSearchTables(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // In public, so every schema of the database (the tests use one each) finds it.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create table search_index (
    kind text not null, key text not null, doc tsvector not null, primary key (kind, key))`.execute(
    db,
  );
  await sql`create index search_index_doc on search_index using gin (doc)`.execute(db);
  await sql`create table search_terms (
    kind text not null, word text not null, primary key (kind, word))`.execute(db);
  await sql`create index search_terms_word on search_terms
    using gist (word public.gist_trgm_ops)`.execute(db);
}

/**
 * PostgreSQL: a GIN index of one kind's documents. Every query names its kind, and with the one
 * index over all kinds the planner read the table whole for a prefix query (10 ms at 10,000
 * vendors against 1.4 ms with this one: docs/performance.md, 2026-11-26). Without a pending list
 * (`fastupdate = off`): GIN's pending list, up to 4 MB of entries not yet sorted into the tree,
 * is read whole by every search, 200 to 470 pages per kind after a bulk load at a million rows,
 * most of the 290 ms a rare word took there (decision 545). A write updates the tree directly.
 */
export async function createKindDocIndex(db: Kysely<unknown>, kind: SearchKind): Promise<void> {
  if (!isPostgres(db)) return;
  await sql
    .raw(
      `create index if not exists search_index_${kind}_doc on search_index using gin (doc)
        with (fastupdate = off) where kind = '${kind}'`,
    )
    .execute(db);
}

/**
 * PostgreSQL: the kinds' GIN indexes made before decision 545 lose their pending list: no new
 * entries go to it, and those in it are sorted into the tree now.
 */
export async function flushKindDocIndexes(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const kind of Object.keys(INDEXED_KINDS)) {
    const index = `search_index_${kind}_doc`;
    const { rows } = await sql<{
      found: string | null;
    }>`select to_regclass(${index})::text as found`.execute(db);
    if (!rows[0]?.found) continue;
    await sql.raw(`alter index ${index} set (fastupdate = off)`).execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

/**
 * PostgreSQL: every row of one kind indexed in one statement, not row by row (its migration, and
 * bulk loads written with the triggers off: scripts/scale/bulk-write.ts). Rows already indexed
 * are indexed again. The kind's GIN index is built again after them, in one pass (it has no
 * pending list to take a bulk insert: decision 545).
 */
export async function indexAllRows(db: Kysely<unknown>, kind: SearchKind): Promise<void> {
  const { table, key, bands } = INDEXED_KINDS[kind];
  const band = (b: keyof typeof bands) => bandText("new", bands[b]);
  const all = `${band("a")} || ' ' || ${band("b")} || ' ' || ${band("c")} || ' ' || ${band("d")}`;
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`drop index if exists search_index_${kind}_doc`);
  await run(`delete from search_index where kind = '${kind}'`);
  await run(`insert into search_index (kind, key, doc)
    select '${kind}', ${key}, setweight(to_tsvector('english', ${band("a")}), 'A') ||
      setweight(to_tsvector('english', ${band("b")}), 'B') ||
      setweight(to_tsvector('english', ${band("c")}), 'C') ||
      setweight(to_tsvector('english', ${band("d")}), 'D')
    from ${table} new`);
  await run(`insert into search_terms (kind, word)
    select distinct '${kind}', w from ${table} new,
      unnest(tsvector_to_array(to_tsvector('simple', ${all}))) w
    where length(w) >= 4 on conflict do nothing`);
  await createKindDocIndex(db, kind);
}

/** The index of one kind, its triggers, and its current rows indexed. */
export async function createSearchIndex(db: Kysely<unknown>, kind: SearchKind): Promise<void> {
  const { table, key, bands } = INDEXED_KINDS[kind];
  const columns = [...bands.a, ...bands.b, ...bands.c, ...bands.d];
  const of = (row: "new" | "old") => ({
    a: bandText(row, bands.a),
    b: bandText(row, bands.b),
    c: bandText(row, bands.c),
    d: bandText(row, bands.d),
  });
  const run = (text: string) => sql.raw(text).execute(db);
  if (isPostgres(db)) {
    const n = of("new");
    const all = `${n.a} || ' ' || ${n.b} || ' ' || ${n.c} || ' ' || ${n.d}`;
    await run(`create function search_index_${kind}() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          delete from search_index where kind = '${kind}' and key = old.${key};
        end if;
        if tg_op <> 'DELETE' then
          insert into search_index (kind, key, doc) values ('${kind}', new.${key},
            setweight(to_tsvector('english', ${n.a}), 'A') ||
            setweight(to_tsvector('english', ${n.b}), 'B') ||
            setweight(to_tsvector('english', ${n.c}), 'C') ||
            setweight(to_tsvector('english', ${n.d}), 'D'));
          insert into search_terms (kind, word)
            select '${kind}', w from unnest(tsvector_to_array(to_tsvector('simple', ${all}))) w
            where length(w) >= 4
            on conflict do nothing;
        end if;
        return null;
      end $$`);
    await run(`create trigger search_index_${kind} after insert or delete or update of
      ${columns.join(", ")} on ${table} for each row execute function search_index_${kind}()`);
    await indexAllRows(db, kind);
    await createKindDocIndex(db, kind);
    return;
  }
  const fts = `search_${kind}`;
  await run(`create virtual table ${fts} using fts5(a, b, c, d,
    tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3')`);
  await run(`create virtual table ${fts}_words using fts5(w, content = '',
    contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2')`);
  await run(`create virtual table ${fts}_vocab using fts5vocab(${fts}_words, 'row')`);
  const insert = (row: "new" | "old") => {
    const t = of(row);
    return `insert into ${fts} (rowid, a, b, c, d) values (${row}.rowid, ${t.a}, ${t.b}, ${t.c}, ${t.d});
      insert into ${fts}_words (rowid, w) values (${row}.rowid,
        ${t.a} || ' ' || ${t.b} || ' ' || ${t.c} || ' ' || ${t.d});`;
  };
  const remove = `delete from ${fts} where rowid = old.rowid;
      delete from ${fts}_words where rowid = old.rowid;`;
  await run(`create trigger ${fts}_insert after insert on ${table} begin ${insert("new")} end`);
  await run(`create trigger ${fts}_delete after delete on ${table} begin ${remove} end`);
  await run(`create trigger ${fts}_update after update of ${columns.join(", ")} on ${table}
    begin ${remove} ${insert("new")} end`);
  for (const statement of sqliteReindexSql(kind)) await run(statement);
}

/**
 * SQLite: the statements that index every row of one kind at once (its migration, and bulk loads
 * written with the insert trigger `search_<kind>_insert` dropped: scripts/scale/bulk-write.ts).
 */
export function sqliteReindexSql(kind: SearchKind): string[] {
  const { table, bands } = INDEXED_KINDS[kind];
  const fts = `search_${kind}`;
  const [a, b, c, d] = (["a", "b", "c", "d"] as const).map((band) => bandText("new", bands[band]));
  return [
    `delete from ${fts}`,
    `insert into ${fts}_words (${fts}_words) values ('delete-all')`,
    `insert into ${fts} (rowid, a, b, c, d) select new.rowid, ${a}, ${b}, ${c}, ${d} from ${table} new`,
    `insert into ${fts}_words (rowid, w)
      select new.rowid, ${a} || ' ' || ${b} || ' ' || ${c} || ' ' || ${d} from ${table} new`,
  ];
}
