import { APPLICANT_STATUS_LABELS, type ApplicantStatus } from "../rules";
import { silent, type Tell } from "../../../../server/db/write";
import {
  applicationsTo,
  ownedRow,
  type Applicant,
  type HiringStore,
  type MyApplication,
} from "./model.server";

// Applications to posted jobs: the employer's list and review of them, and the applicant's own.

/** The applications to the member's job, newest first; undefined when it is not theirs. */
export async function applicants(
  store: HiringStore,
  ownerId: string,
  jobId: string,
): Promise<Applicant[] | undefined> {
  const { db } = store;
  if (!(await ownedRow(store, ownerId, jobId))) return undefined;
  const rows = await applicationsTo(store, ownerId)
    .innerJoin("submissions as s", "s.id", "r.submission_id")
    .select([
      "r.submission_id as id",
      "r.applicant_status as status",
      "r.employer_note as note",
      "r.buyer_email as email",
      "s.received_at as received_at",
    ])
    .where("r.job_id", "=", jobId)
    .orderBy("s.received_at", "desc")
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, files] = await Promise.all([
    db
      .selectFrom("submission_fields")
      .select(["submission_id", "value"])
      .where("submission_id", "in", ids)
      .where("name", "=", "fullName")
      .execute(),
    db
      .selectFrom("attachments")
      .select(["id", "submission_id", "original_name", "size"])
      .where("submission_id", "in", ids)
      .execute(),
  ]);
  return rows.map((r) => {
    const file = files.find((f) => f.submission_id === r.id);
    return {
      id: r.id,
      name: names.find((n) => n.submission_id === r.id)?.value ?? "",
      email: r.email ?? "",
      receivedAt: r.received_at,
      status: (r.status ?? "new") as ApplicantStatus,
      note: r.note ?? "",
      cv: file ? { id: file.id, name: file.original_name, size: Number(file.size) } : null,
    };
  });
}

/**
 * Moves an application on and keeps the employer's note; the applicant hears of a new
 * status (signed in: on the site; by e-mail when the outbox sends). False when the
 * application is not to one of the member's jobs.
 */
export async function review(
  store: HiringStore,
  ownerId: string,
  applicationId: string,
  change: { status?: ApplicantStatus; note?: string },
  tell: Tell = silent,
): Promise<boolean> {
  const row = await applicationsTo(store, ownerId)
    .innerJoin("jobs as j", "j.id", "r.job_id")
    .select([
      "r.applicant_status as status",
      "r.buyer_id as buyer_id",
      "r.buyer_email as buyer_email",
      "j.title as title",
      "j.company as company",
    ])
    .where("r.submission_id", "=", applicationId)
    .where("j.owner_id", "=", ownerId)
    .executeTakeFirst();
  if (!row) return false;
  await store.write(async (trx) => {
    await trx
      .updateTable("company_requests")
      .set({
        ...(change.status ? { applicant_status: change.status } : {}),
        ...(change.note !== undefined ? { employer_note: change.note } : {}),
        updated_at: store.now().toISOString(),
      })
      .where("submission_id", "=", applicationId)
      .execute();
    if (change.status && change.status !== (row.status ?? "new")) {
      const label = APPLICANT_STATUS_LABELS[change.status];
      const body = `Your application for ${row.title} at ${row.company} is now: ${label}.`;
      await tell(trx, {
        kind: "application-status",
        userId: row.buyer_id,
        email: row.buyer_id ? undefined : row.buyer_email,
        title: `${row.title}: ${label}`,
        body,
        link: row.buyer_id ? "/account/applications" : "/jobs",
        mail: { subject: `${row.title}: ${label}`, text: body },
      });
    }
  });
  return true;
}

/** The member's own applications to posted jobs, newest first. */
export async function applicationsOf(store: HiringStore, userId: string): Promise<MyApplication[]> {
  const rows = await store.db
    .selectFrom("company_requests as r")
    .innerJoin("jobs as j", "j.id", "r.job_id")
    .innerJoin("submissions as s", "s.id", "r.submission_id")
    .select([
      "r.submission_id as id",
      "j.id as job_id",
      "j.title as title",
      "j.company as company",
      "s.received_at as sent_at",
      "r.applicant_status as status",
    ])
    .where("r.buyer_id", "=", userId)
    .orderBy("s.received_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    jobId: r.job_id,
    jobTitle: r.title,
    company: r.company,
    sentAt: r.sent_at,
    status: (r.status ?? "new") as ApplicantStatus,
  }));
}

/** The application's status as its applicant sees it, or undefined. */
export async function statusFor(store: HiringStore, userId: string, applicationId: string) {
  const row = await store.db
    .selectFrom("company_requests")
    .select("applicant_status")
    .where("submission_id", "=", applicationId)
    .where("buyer_id", "=", userId)
    .where("job_id", "is not", null)
    .executeTakeFirst();
  return row ? ((row.applicant_status ?? "new") as ApplicantStatus) : undefined;
}

/** The member's application to the job (one per member and job), or undefined. */
export async function applicationTo(store: HiringStore, userId: string, jobId: string) {
  const row = await store.db
    .selectFrom("company_requests as r")
    .innerJoin("submissions as s", "s.id", "r.submission_id")
    .select(["r.submission_id as id", "s.received_at as sent_at"])
    .where("r.buyer_id", "=", userId)
    .where("r.job_id", "=", jobId)
    .orderBy("s.received_at")
    .executeTakeFirst();
  return row ? { id: row.id, sentAt: row.sent_at } : undefined;
}

/** The CV of an earlier application, offered to send again. */
export interface LastCv {
  id: string;
  name: string;
  size: number;
  sentAt: string;
}

/** The CV the member's latest application to a posted job sent (issue 44), or null. */
export async function lastCv(store: HiringStore, userId: string): Promise<LastCv | null> {
  const row = await store.db
    .selectFrom("company_requests as r")
    .innerJoin("submissions as s", "s.id", "r.submission_id")
    .innerJoin("attachments as a", "a.submission_id", "r.submission_id")
    .select(["a.id as id", "a.original_name as name", "a.size as size", "s.received_at as sent_at"])
    .where("r.buyer_id", "=", userId)
    .where("r.job_id", "is not", null)
    .where("a.field", "=", "file")
    .orderBy("s.received_at", "desc")
    .orderBy("s.id", "desc")
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, size: Number(row.size), sentAt: row.sent_at } : null;
}
