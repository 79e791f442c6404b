import { sql, type SqlBool } from "kysely";
import { queryWords } from "~/lib/search-words";
import { isPostgres } from "../../../../server/db/database";
import type { Querier } from "./model.server";

// An alert's keyword checked against many jobs in one statement (issue 46 item 4, decision 549):
// each (alert, job) pair carries the alert's words as the site search's index reads them (every
// word, the last as a prefix: the terms of app/domains/search/engine.server.ts `termsOf`), and
// the index is asked once per batch which pairs' job holds them, not once per alert.

/** One pair to check: `key` names it in the answer. */
export interface WordsPair {
  key: string;
  jobId: string;
  q: string;
}

/** Pairs checked per statement (three parameters each, well under both backends' limits). */
const CHUNK = 300;

/** The alert's words as an FTS5 match (SQLite) or a tsquery (PostgreSQL); null: no words. */
export function wordsQuery(q: string | null, postgres: boolean): string | null {
  const words = q ? queryWords(q) : [];
  if (words.length === 0) return null;
  const last = words.length - 1;
  return postgres
    ? words.map((w, i) => (i === last ? `${w}:*` : w)).join(" & ")
    : words.map((w, i) => `("${w}"${i === last ? "*" : ""})`).join(" AND ");
}

/** The keys of the pairs whose job matches every word of the pair's keyword. */
export async function pairsWithWords(
  db: Querier,
  pairs: readonly WordsPair[],
): Promise<Set<string>> {
  const postgres = isPostgres(db);
  const found = new Set<string>();
  const checked = pairs.flatMap((p) => {
    const m = wordsQuery(p.q, postgres);
    return m ? [{ ...p, m }] : [];
  });
  for (let i = 0; i < checked.length; i += CHUNK) {
    const rows = sql.join(
      checked.slice(i, i + CHUNK).map((p) => sql`(${p.key}, ${p.jobId}, ${p.m})`),
    );
    const query = postgres
      ? sql<{ k: string }>`select x.k from (values ${rows}) as x(k, j, m)
          join search_index si on si.kind = 'jobs' and si.key = x.j
          where si.doc @@ to_tsquery('english', x.m)`
      : sql<{ k: string }>`with x(k, j, m) as (values ${rows})
          select x.k from x join jobs t on t.id = x.j
          where exists (select 1 from search_jobs s
            where search_jobs match x.m and s.rowid = t.rowid)`;
    for (const r of (await query.execute(db)).rows) found.add(r.k);
  }
  return found;
}

/**
 * An alert `a`'s filters that job `t` meets: its category, its duration and its budget (a job
 * paid in another currency is not held to a budget in dollars: app/domains/hiring/job-filters.ts
 * `fitsBudget`, the same rule for one job). One place for the publication's matching and the
 * digest (decisions 549, 550).
 */
export const alertFiltersMatch = sql<SqlBool>`(a.category is null or t.category = a.category)
  and (a.duration is null or t.duration = a.duration)
  and (a.budget is null or (t.budget_max <= a.budget and t.currency = 'USD'))`;
