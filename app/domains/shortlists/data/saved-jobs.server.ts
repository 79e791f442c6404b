import { SHORTLIST_LIMITS } from "../schema";
import type { Db } from "../../../../server/db/database";
import { jobFromRow } from "../../../../server/db/rows";
import type { SavedJob } from "./model.server";

// A member's saved jobs (docs/decisions/126).

/** Which of these jobs the member saved. */
export async function savedIds(
  db: Db,
  userId: string,
  jobIds: readonly string[],
): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const rows = await db
    .selectFrom("saved_jobs")
    .select("job_id")
    .where("user_id", "=", userId)
    .where("job_id", "in", [...jobIds])
    .execute();
  return rows.map((r) => r.job_id);
}

/** Saves a job for the member; saving it again changes nothing. */
export async function save(
  db: Db,
  userId: string,
  jobId: string,
  now = new Date(),
): Promise<"saved" | "no-job" | "full"> {
  const job = await db.selectFrom("jobs").select("id").where("id", "=", jobId).executeTakeFirst();
  if (!job) return "no-job";
  const { n } = await db
    .selectFrom("saved_jobs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= SHORTLIST_LIMITS.savedJobs) {
    const again = await db
      .selectFrom("saved_jobs")
      .select("job_id")
      .where("user_id", "=", userId)
      .where("job_id", "=", jobId)
      .executeTakeFirst();
    return again ? "saved" : "full";
  }
  await db
    .insertInto("saved_jobs")
    .values({ user_id: userId, job_id: jobId, saved_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "job_id"]).doNothing())
    .execute();
  return "saved";
}

export async function remove(db: Db, userId: string, jobId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("saved_jobs")
    .where("user_id", "=", userId)
    .where("job_id", "=", jobId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The member's saved jobs, newest saved first. */
export async function of(db: Db, userId: string): Promise<SavedJob[]> {
  const rows = await db
    .selectFrom("saved_jobs")
    .innerJoin("jobs", "jobs.id", "saved_jobs.job_id")
    .selectAll("jobs")
    .select("saved_jobs.saved_at as saved_at")
    .where("saved_jobs.user_id", "=", userId)
    .orderBy("saved_jobs.saved_at", "desc")
    .orderBy("jobs.position")
    .execute();
  return rows.map(({ saved_at, ...job }) => ({ job: jobFromRow(job), savedAt: saved_at }));
}
