import { randomUUID } from "node:crypto";
import type { JobBudgetOption } from "~/data/vocabularies";
import type { JobFilters } from "../job-filters";
import type { HiringStore, JobAlert } from "./model.server";

// Members' job alerts (issue 30): the board's filters saved.

// A new job is told to the alerts it matches by a background job (alert-match.server.ts), and
// to members by e-mail in their daily digest (digest.server.ts).

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
