import {
  sql,
  type CompiledQuery,
  type Selectable,
  type SelectQueryBuilder,
  type Simplify,
} from "kysely";
import { boundedCount, COUNT_CAP } from "./bounded-count";
import type { Db } from "./database";
import type { Database } from "./schema";
import type { Page } from "./write";

// The catalogue's lists (the directory, the job board, members, projects, templates, challenges,
// articles): each table's rows in their `position` order, a page at a time, filtered and counted
// in the database. Domains' listings build on these.

/** The tables whose rows are listed a page at a time, in their `position` order. */
export type Listed =
  "vendors" | "jobs" | "members" | "projects" | "templates" | "challenges" | "articles";
/** A listed table's rows, every column. */
export type Listing<T extends Listed> = SelectQueryBuilder<Database, T, Selectable<Database[T]>>;
/** One row of a listed table, as the query reads it. */
export type Row<T extends Listed> = Simplify<Selectable<Database[T]>>;
/** Adds a list's filters to its query. */
export type Narrow<T extends Listed> = (query: Listing<T>) => Listing<T>;

/** What a keyword search adds to a page: the near spelling shown, and the words matched. */
export interface Matched {
  /** "Did you mean": set when the typed words matched nothing and this spelling did. */
  suggestion?: string | null;
  words?: string[];
}

export function listings(db: Db, { countCap = COUNT_CAP }: { countCap?: number } = {}) {
  /** Each listed table's rows, every column, unfiltered. */
  const from: { [T in Listed]: () => Listing<T> } = {
    vendors: () => db.selectFrom("vendors").selectAll(),
    // Drafts and closed posted jobs are not on the board (issue 30).
    jobs: () => db.selectFrom("jobs").selectAll().where("status", "=", "published"),
    members: () => db.selectFrom("members").selectAll(),
    projects: () => db.selectFrom("projects").selectAll(),
    templates: () => db.selectFrom("templates").selectAll(),
    challenges: () => db.selectFrom("challenges").selectAll(),
    articles: () => db.selectFrom("articles").selectAll(),
  };

  /** How many rows a listing's query keeps, counted up to `countCap + 1` (decision 515). */
  function count<T extends Listed>(query: Listing<T>): Promise<number> {
    return boundedCount(db, query, countCap);
  }

  /** The rows of `table` with these ids, in the order of `ids`. */
  async function inOrder<T extends Listed, R>(
    table: T,
    ids: readonly string[],
    fromRow: (row: Row<T>) => R,
  ): Promise<R[]> {
    if (ids.length === 0) return [];
    const rows: Row<T>[] = await from[table]()
      .where(sql.ref("id"), "in", [...ids])
      .execute();
    const byId = new Map(rows.map((r) => [(r as { id: string }).id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [fromRow(row)] : [];
    });
  }

  /** The rows of `table` that `narrow` keeps, in directory order, the first `limit` of them. */
  async function listOf<T extends Listed, R>(
    table: T,
    fromRow: (row: Row<T>) => R,
    { narrow = (q) => q, limit }: { narrow?: Narrow<T>; limit?: number } = {},
  ): Promise<R[]> {
    let query = narrow(from[table]()).orderBy(sql.ref("position"));
    if (limit !== undefined) query = query.limit(limit);
    const rows: Row<T>[] = await query.execute();
    return rows.map(fromRow);
  }

  /**
   * One page of a directory: the first `limit` rows of `table` that `narrow` keeps, how many it
   * keeps and how many the table holds (of those `shown` keeps: the directory's members who
   * chose to be listed, say).
   */
  async function pageOf<T extends Listed, R>(
    table: T,
    narrow: Narrow<T>,
    limit: number,
    fromRow: (row: Row<T>) => R,
    shown: Narrow<T> = (query) => query,
  ): Promise<Page<R>> {
    const narrowed = narrow(from[table]());
    const all = shown(from[table]());
    const matched = count(narrowed);
    // Unfiltered, what matches is what is shown: counted once.
    const [items, matches, total] = await Promise.all([
      listOf(table, fromRow, { narrow, limit }),
      matched,
      sameQuery(narrowed, all) ? matched : count(all),
    ]);
    return { items, matches, total, cap: countCap };
  }

  return { from, count, countCap, inOrder, listOf, pageOf };
}

export type Listings = ReturnType<typeof listings>;

/** Whether two queries are the same SQL with the same parameters. */
function sameQuery(a: { compile(): CompiledQuery }, b: { compile(): CompiledQuery }): boolean {
  const [x, y] = [a.compile(), b.compile()];
  return x.sql === y.sql && JSON.stringify(x.parameters) === JSON.stringify(y.parameters);
}
