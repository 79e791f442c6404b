import { sql, type RawBuilder } from "kysely";
import type { Job } from "~/data/types";
import type { Db } from "../../../../server/db/database";
import type { Listings, Matched, Narrow } from "../../../../server/db/listing";
import { jobFromRow } from "../../../../server/db/rows";
import type { Page } from "../../../../server/db/write";
import type { SearchEngine } from "~/domains/search/index.server";
import { queryWords } from "~/lib/search-words";
import type { JobFilters } from "../job-filters";

// The job board (`repo.jobs`): published jobs only, filtered, searched and paged in the database.

/** The filters as SQL conditions on the jobs table (`t.` in the search engine's query). */
export function boardConditions(
  filters: JobFilters,
  column: (name: string) => RawBuilder<unknown>,
  now: Date,
): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  if (filters.category) conditions.push(sql`${column("category")} = ${filters.category}`);
  if (filters.duration) conditions.push(sql`${column("duration")} = ${filters.duration}`);
  // The budget options are US dollars: they keep only jobs paid in them (decision 464).
  if (filters.budget !== undefined)
    conditions.push(
      sql`${column("budget_max")} <= ${filters.budget} and ${column("currency")} = 'USD'`,
    );
  if (filters.location) {
    const words = filters.location
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(sql`lower(${column("location")}) like ${`%${words}%`} escape '\\'`);
  }
  if (filters.remote) conditions.push(sql`${column("is_remote")} = 1`);
  if (filters.posted !== undefined) {
    const since = new Date(now.getTime() - filters.posted * 86_400_000).toISOString();
    conditions.push(sql`${column("published_at")} >= ${since}`);
  }
  return conditions;
}

/** The board's filters as a narrowing of its jobs. */
const narrowJobs =
  (filters: JobFilters, now: Date): Narrow<"jobs"> =>
  (query) => {
    const conditions = boardConditions(filters, (name) => sql.ref(name), now);
    return conditions.length === 0
      ? query
      : query.where(sql<boolean>`${sql.join(conditions, sql` and `)}`);
  };

export function jobBoard(
  db: Db,
  list: Listings,
  engine: SearchEngine,
  clock: () => Date = () => new Date(),
) {
  return {
    async search(filters: JobFilters, limit: number): Promise<Page<Job> & Matched> {
      if (filters.q && queryWords(filters.q).length > 0) {
        // Drafts and closed jobs are not on the board, whatever they say.
        const conditions = [
          sql<boolean>`t.status = 'published'`,
          ...boardConditions(filters, (name) => sql.ref(`t.${name}`), clock()),
        ];
        const [ranked, total] = await Promise.all([
          engine.rank("jobs", filters.q, {
            limit,
            visible: sql<boolean>`${sql.join(conditions, sql` and `)}`,
            order: "position",
          }),
          list.count(list.from.jobs()),
        ]);
        return {
          items: await list.inOrder("jobs", ranked.ids, jobFromRow),
          matches: ranked.matches,
          total,
          cap: list.countCap,
          suggestion: ranked.suggestion,
          words: ranked.words,
        };
      }
      return list.pageOf("jobs", narrowJobs(filters, clock()), limit, jobFromRow);
    },
    /**
     * With a budget chosen (US dollars, decision 464): how many jobs its other filters (and
     * keywords) keep that are paid in other currencies, which the budget leaves out; 0 without one.
     */
    async otherCurrencies(filters: JobFilters): Promise<number> {
      if (filters.budget === undefined) return 0;
      const rest: JobFilters = { ...filters, budget: undefined };
      if (rest.q && queryWords(rest.q).length > 0) {
        const conditions = [
          sql<boolean>`t.status = 'published'`,
          sql<boolean>`t.currency <> 'USD'`,
          ...boardConditions(rest, (name) => sql.ref(`t.${name}`), clock()),
        ];
        const ranked = await engine.rank("jobs", rest.q, {
          limit: 1,
          visible: sql<boolean>`${sql.join(conditions, sql` and `)}`,
          order: "position",
        });
        return ranked.matches;
      }
      return list.count(narrowJobs(rest, clock())(list.from.jobs()).where("currency", "<>", "USD"));
    },
    /**
     * One page of the board for the API (docs/decisions/491): the board's filters (not its
     * full-text search), in board order then id, after a cursor; `limit + 1` jobs.
     */
    async pageAfter(
      filters: JobFilters,
      after: { key: string | number; id: string } | undefined,
      limit: number,
    ): Promise<(Job & { position: number })[]> {
      let query = narrowJobs(filters, clock())(list.from.jobs());
      if (after) {
        const position = Number(after.key);
        query = query.where((eb) =>
          eb.or([
            eb("position", ">", position),
            eb.and([eb("position", "=", position), eb("id", ">", after.id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy("position")
        .orderBy("id")
        .limit(limit + 1)
        .execute();
      return rows.map((row) => ({ ...jobFromRow(row), position: Number(row.position) }));
    },
    /** A job on the board (published); drafts and closed jobs are not. */
    async byId(id: string): Promise<Job | undefined> {
      const row = await list.from.jobs().where("id", "=", id).executeTakeFirst();
      return row && jobFromRow(row);
    },
    /** Other jobs to suggest beside an ad: same category first, then the rest in board order. */
    async moreLike(job: Job, count: number): Promise<Job[]> {
      const rows = await list.from
        .jobs()
        .where("id", "!=", job.id)
        .orderBy(sql`case when ${sql.ref("category")} = ${job.category} then 0 else 1 end`)
        .orderBy("position")
        .limit(count)
        .execute();
      return rows.map(jobFromRow);
    },
    all(): Promise<Job[]> {
      return list.listOf("jobs", jobFromRow);
    },
    async ids(): Promise<string[]> {
      const rows = await db
        .selectFrom("jobs")
        .select("id")
        .where("status", "=", "published")
        .orderBy("position")
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
