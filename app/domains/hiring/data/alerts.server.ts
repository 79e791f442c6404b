import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { JobBudgetOption } from "~/data/vocabularies";
import type { JobFilters } from "../job-filters";
import { queryWords } from "~/lib/search-words";
import { termsOf } from "~/domains/search/index.server";
import type { Database } from "../../../../server/db/schema";
import type { Tell } from "../../../../server/db/write";
import type { AlertRow, HiringStore, JobAlert, Querier } from "./model.server";

// Members' job alerts (issue 30): the board's filters saved, and the published jobs they match.

/**
 * The published jobs an alert matches, by the Job Board's own rules: category, job type and
 * the budget (at most) as the board filters them, the keyword as its search first matches it
 * (every word, the last as a prefix, in the site search's index: app/domains/search/engine.server.ts).
 */
export function matching(store: HiringStore, q: Querier, alert: AlertRow) {
  let query = q.selectFrom("jobs as t").where("t.status", "=", "published");
  if (alert.category) query = query.where("t.category", "=", alert.category);
  if (alert.duration) query = query.where("t.duration", "=", alert.duration);
  if (alert.budget !== null)
    query = query.where("t.budget_max", "<=", Number(alert.budget)).where("t.currency", "=", "USD");
  const words = alert.q ? queryWords(alert.q) : [];
  if (words.length > 0) {
    const m = store.engine.matcher("jobs", termsOf(words));
    query = query.where(sql<boolean>`exists (select 1 from ${m.source} m where ${m.on("t")})`);
  }
  return query;
}

/** The alerts a newly published job matches, told in the publishing transaction. */
export async function tellAlerts(
  store: HiringStore,
  trx: Transaction<Database>,
  tell: Tell,
  job: { id: string; title: string; company: string; ownerId: string },
) {
  const alerts = await trx
    .selectFrom("job_alerts")
    .select(["user_id", "category", "duration", "budget", "q"])
    .where("user_id", "!=", job.ownerId)
    .orderBy("user_id")
    .execute();
  const told = new Set<string>();
  for (const alert of alerts) {
    if (told.has(alert.user_id)) continue;
    const hit = await matching(store, trx, alert)
      .select("t.id")
      .where("t.id", "=", job.id)
      .executeTakeFirst();
    if (!hit) continue;
    told.add(alert.user_id);
    // On the site at once; by e-mail in the member's daily digest (digestDue).
    await tell(trx, {
      kind: "job-alert",
      userId: alert.user_id,
      title: `New job: ${job.title}`,
      body: `${job.company} posted a job that matches your alert.`,
      link: `/jobs/${job.id}`,
      mail: null,
      dedupeKey: `job-alert:${job.id}:${alert.user_id}`,
    });
  }
}

/** Saves the board's filters (keyword included) as an alert; the same filters twice are one. */
export async function add(
  store: HiringStore,
  userId: string,
  filters: JobFilters,
): Promise<string> {
  const { db } = store;
  const q = filters.q?.trim() || null;
  const same = await db
    .selectFrom("job_alerts")
    .select("id")
    .where("user_id", "=", userId)
    .where((eb) =>
      filters.category ? eb("category", "=", filters.category) : eb("category", "is", null),
    )
    .where((eb) =>
      filters.duration ? eb("duration", "=", filters.duration) : eb("duration", "is", null),
    )
    .where((eb) =>
      filters.budget !== undefined ? eb("budget", "=", filters.budget) : eb("budget", "is", null),
    )
    .where((eb) => (q ? eb("q", "=", q) : eb("q", "is", null)))
    .executeTakeFirst();
  if (same) return same.id;
  const id = randomUUID();
  await db
    .insertInto("job_alerts")
    .values({
      id,
      user_id: userId,
      q,
      category: filters.category ?? null,
      duration: filters.duration ?? null,
      budget: filters.budget ?? null,
      created_at: store.now().toISOString(),
    })
    .execute();
  return id;
}

export async function of(store: HiringStore, userId: string): Promise<JobAlert[]> {
  const rows = await store.db
    .selectFrom("job_alerts")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    filters: {
      q: r.q ?? undefined,
      category: (r.category ?? undefined) as JobFilters["category"],
      duration: (r.duration ?? undefined) as JobFilters["duration"],
      budget: (r.budget === null ? undefined : Number(r.budget)) as JobBudgetOption | undefined,
    },
  }));
}

export async function remove(store: HiringStore, userId: string, id: string): Promise<boolean> {
  const result = await store.db
    .deleteFrom("job_alerts")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
