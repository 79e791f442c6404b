import { randomUUID } from "node:crypto";
import type { Job } from "~/data/types";
import type { JobInput } from "../rules";
import { recordPublicChange } from "../../../../server/db/public-changes";
import { jobFromRow } from "../../../../server/db/rows";
import { startAlertMatching } from "./alert-match.server";
import { jobColumns, ownedRow, posted, type HiringStore, type PostedJob } from "./model.server";

// An employer's jobs: posting, editing, publishing and closing them, and a job's public state.

/** The approved companies this member owns: the ones they may post for. */
export async function companiesOf(store: HiringStore, ownerId: string) {
  return store.db
    .selectFrom("vendors")
    .select(["id", "name", "slug", "short_blurb"])
    .where("owner_id", "=", ownerId)
    .where("status", "=", "approved")
    .orderBy("name")
    .execute();
}

/** Saves a new job for one of the member's approved companies, as a draft or published. */
export async function create(
  store: HiringStore,
  ownerId: string,
  input: JobInput,
  publish: boolean,
): Promise<string | undefined> {
  const company = (await companiesOf(store, ownerId)).find((c) => c.id === input.companyId);
  if (!company) return undefined;
  const id = `p-${randomUUID()}`;
  const at = store.now().toISOString();
  await store.write(async (trx) => {
    const first = await trx
      .selectFrom("jobs")
      .select((eb) => eb.fn.min("position").as("p"))
      .executeTakeFirst();
    await trx
      .insertInto("jobs")
      .values({
        id,
        ...jobColumns(input, company),
        // Newest first on the board, ahead of the samples.
        position: Number(first?.p ?? 0) - 1,
        owner_id: ownerId,
        status: publish ? "published" : "draft",
        created_at: at,
        published_at: publish ? at : null,
        updated_at: null,
      })
      .execute();
    if (publish) {
      // Its alerts are matched by a background job (alert-match.server.ts), not here.
      await startAlertMatching(trx, id, at);
      await recordPublicChange(trx, { kind: "job.posted", id, path: `/jobs/${id}`, at });
    }
  });
  return id;
}

/** The member's own posted job, or undefined (anyone else's, or none). */
export async function owned(
  store: HiringStore,
  ownerId: string,
  id: string,
): Promise<PostedJob | undefined> {
  const row = await ownedRow(store, ownerId, id);
  return row && posted(row);
}

/** The member's posted jobs, newest first, with how many applied to each. */
export async function mine(store: HiringStore, ownerId: string) {
  const { db } = store;
  const rows = await db
    .selectFrom("jobs as j")
    .innerJoin("vendors as v", "v.id", "j.vendor_id")
    .selectAll("j")
    .select(["v.slug as company_slug"])
    .where("j.owner_id", "=", ownerId)
    .where("v.owner_id", "=", ownerId)
    .orderBy("j.created_at", "desc")
    .execute();
  const counts = rows.length
    ? await db
        .selectFrom("company_requests")
        .select(["job_id", (eb) => eb.fn.countAll<number>().as("n")])
        .where(
          "job_id",
          "in",
          rows.map((r) => r.id),
        )
        .groupBy("job_id")
        .execute()
    : [];
  const count = new Map(counts.map((c) => [c.job_id, Number(c.n)]));
  return rows.map((r) => ({ ...posted(r), applications: count.get(r.id) ?? 0 }));
}

/** Saves an edit; a published job shows "Updated" from then on. */
export async function update(
  store: HiringStore,
  ownerId: string,
  id: string,
  input: JobInput,
): Promise<boolean> {
  const current = await ownedRow(store, ownerId, id);
  const company = (await companiesOf(store, ownerId)).find((c) => c.id === input.companyId);
  if (!current || !company) return false;
  await store.write((trx) =>
    trx
      .updateTable("jobs")
      .set({
        ...jobColumns(input, company),
        updated_at: current.published_at ? store.now().toISOString() : null,
      })
      .where("id", "=", id)
      .where("owner_id", "=", ownerId)
      .execute(),
  );
  return true;
}

/** Publishes (or reopens), or closes, the member's job; false when it is not theirs. */
export async function setStatus(
  store: HiringStore,
  ownerId: string,
  id: string,
  status: "published" | "closed",
): Promise<boolean> {
  const current = await ownedRow(store, ownerId, id);
  if (!current) return false;
  if (status === "published") {
    const company = (await companiesOf(store, ownerId)).find((c) => c.id === current.vendor_id);
    if (!company) return false;
  }
  const at = store.now().toISOString();
  await store.write(async (trx) => {
    await trx
      .updateTable("jobs")
      .set(
        status === "published" ? { status, published_at: current.published_at ?? at } : { status },
      )
      .where("id", "=", id)
      .execute();
    // Alerts hear of a job once: when it is first published (by a background job).
    if (status === "published" && !current.published_at) await startAlertMatching(trx, id, at);
    // The feed hears of a job going on or off the board (decision 500).
    if (status !== current.status && (status === "published" || current.status === "published"))
      await recordPublicChange(trx, {
        kind: status === "published" ? "job.posted" : "job.closed",
        id,
        path: `/jobs/${id}`,
        at,
      });
  });
  return true;
}

/** A job's public state: undefined (none, or a draft), or the job and whether it is closed. */
export async function publicJob(
  store: HiringStore,
  id: string,
): Promise<{ job: Job; closed: boolean } | undefined> {
  const row = await store.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || row.status === "draft") return undefined;
  return { job: jobFromRow(row), closed: row.status === "closed" };
}
