import { sql } from "kysely";
import type { Job } from "~/data/types";
import type { Db } from "../../../../server/db/database";
import type { Listings, Matched, Narrow } from "../../../../server/db/listing";
import { jobFromRow } from "../../../../server/db/rows";
import type { Page } from "../../../../server/db/write";
import type { SearchEngine } from "~/domains/search/index.server";
import { queryWords } from "~/lib/search-words";
import type { JobFilters } from "../job-filters";

// The job board (`repo.jobs`): published jobs only, filtered, searched and paged in the database.

/** The board's filters (category, duration, budget) as a narrowing of its jobs. */
const narrowJobs =
  (filters: JobFilters): Narrow<"jobs"> =>
  (query) => {
    if (filters.category) query = query.where("category", "=", filters.category);
    if (filters.duration) query = query.where("duration", "=", filters.duration);
    // The budget options are US dollars: they keep only jobs paid in them (decision 464).
    if (filters.budget !== undefined)
      query = query.where("budget_max", "<=", filters.budget).where("currency", "=", "USD");
    return query;
  };

export function jobBoard(db: Db, list: Listings, engine: SearchEngine) {
  return {
    async search(filters: JobFilters, limit: number): Promise<Page<Job> & Matched> {
      if (filters.q && queryWords(filters.q).length > 0) {
        // Drafts and closed jobs are not on the board, whatever they say.
        const conditions = [sql<boolean>`t.status = 'published'`];
        if (filters.category) conditions.push(sql`t.category = ${filters.category}`);
        if (filters.duration) conditions.push(sql`t.duration = ${filters.duration}`);
        if (filters.budget !== undefined)
          conditions.push(sql`t.budget_max <= ${filters.budget} and t.currency = 'USD'`);
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
          suggestion: ranked.suggestion,
          words: ranked.words,
        };
      }
      return list.pageOf("jobs", narrowJobs(filters), limit, jobFromRow);
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
      let query = narrowJobs(filters)(list.from.jobs());
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
