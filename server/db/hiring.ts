import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Job } from "../../app/data/types";
import type { JobBudgetOption } from "../../app/data/vocabularies";
import {
  APPLICANT_STATUS_LABELS,
  type ApplicantStatus,
  type JobInput,
  type JobStatus,
} from "../../app/domain/hiring";
import type { JobFilters } from "../../app/domain/job-filters";
import { queryWords } from "../../app/lib/search-words";
import { createSearchEngine, termsOf } from "../../app/domains/search/index.server";
import type { Db } from "./database";
import type { Write } from "./write";
import { jobFromRow } from "./rows";
import type { Database, JobAlertTable } from "./schema";
import type { Tell } from "./write";

// Jobs posted by the owners of approved companies, the applications they receive and members'
// job alerts (issue 30, docs/decisions/200). A posted job is a row of `jobs` beside the samples;
// an application to it is a request to its company (server/requests.ts routes it by the job's
// address), so the thread, its private links and the CV's private download are the requests'.
// Every read and write names the member: an employer reaches only their own jobs and their
// applications (undefined otherwise, which the pages answer with 404).

const silent: Tell = async () => {};

type Querier = Kysely<Database> | Transaction<Database>;

/** A posted job as its owner manages it. */
export interface PostedJob {
  job: Job;
  input: JobInput;
  status: JobStatus;
  companySlug: string;
  createdAt: string;
  publishedAt: string | null;
  updatedAt: string | null;
}

export interface Applicant {
  id: string;
  name: string;
  email: string;
  receivedAt: string;
  status: ApplicantStatus;
  note: string;
  /** The CV (the application's attachment). */
  cv: { id: string; name: string; size: number } | null;
}

export interface MyApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  company: string;
  sentAt: string;
  status: ApplicantStatus;
}

export interface JobAlert {
  id: string;
  filters: JobFilters;
  createdAt: string;
}

/** A new job in a member's daily digest. */
export interface DigestJob {
  id: string;
  title: string;
  company: string;
  location: string;
}

/** Queues a member's digest e-mail in `trx`; resolves with whether it was queued. */
export type DigestMail = (
  trx: Transaction<Database>,
  userId: string,
  jobs: readonly DigestJob[],
) => Promise<boolean>;

/** A job is "new" for the digest when it was first published this recently. */
export const DIGEST_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const DAY = (iso: string) => iso.slice(0, 10);

type AlertRow = Pick<Selectable<JobAlertTable>, "category" | "duration" | "budget" | "q">;

export function createHiring(db: Db, write: Write, now: () => Date = () => new Date()) {
  /** The approved companies this member owns: the ones they may post for. */
  async function companiesOf(ownerId: string) {
    return db
      .selectFrom("vendors")
      .select(["id", "name", "slug", "short_blurb"])
      .where("owner_id", "=", ownerId)
      .where("status", "=", "approved")
      .orderBy("name")
      .execute();
  }

  /** A job's columns from its form, for the company it is posted for. */
  function jobColumns(input: JobInput, company: { id: string; name: string }) {
    return {
      title: input.title,
      company: company.name,
      location: input.location,
      budget_min: input.budgetMin,
      budget_max: input.budgetMax,
      duration: input.duration,
      category: input.category,
      tags: JSON.stringify(input.tags),
      is_remote: input.isRemote ? 1 : 0,
      details: JSON.stringify({
        description: input.description,
        companyDescription: input.companyDescription,
        responsibilities: input.responsibilities,
        requirements: input.requirements,
        benefits: input.benefits,
      }),
      vendor_id: company.id,
      closes_on: input.closesOn,
    };
  }

  async function ownedRow(ownerId: string, id: string) {
    return db
      .selectFrom("jobs as j")
      .innerJoin("vendors as v", "v.id", "j.vendor_id")
      .selectAll("j")
      .select(["v.slug as company_slug"])
      .where("j.id", "=", id)
      .where("j.owner_id", "=", ownerId)
      .where("v.owner_id", "=", ownerId)
      .executeTakeFirst();
  }

  /** The applications to jobs of the companies the member owns. */
  const applicationsTo = (ownerId: string) =>
    db
      .selectFrom("company_requests as r")
      .innerJoin("vendors as v", "v.id", "r.vendor_id")
      .where("v.owner_id", "=", ownerId);

  function posted(row: NonNullable<Awaited<ReturnType<typeof ownedRow>>>): PostedJob {
    const job = jobFromRow(row);
    return {
      job,
      input: {
        companyId: row.vendor_id ?? "",
        title: job.title,
        location: job.location,
        budgetMin: job.budgetMin,
        budgetMax: job.budgetMax,
        duration: job.duration,
        category: job.category,
        tags: [...job.tags],
        isRemote: job.isRemote,
        description: job.description ?? "",
        responsibilities: [...(job.responsibilities ?? [])],
        requirements: [...(job.requirements ?? [])],
        benefits: [...(job.benefits ?? [])],
        companyDescription: job.companyDescription ?? "",
        closesOn: row.closes_on ?? "",
      },
      status: row.status as JobStatus,
      companySlug: row.company_slug,
      createdAt: row.created_at ?? "",
      publishedAt: row.published_at,
      updatedAt: row.updated_at,
    };
  }

  const engine = createSearchEngine(db);

  /**
   * The published jobs an alert matches, by the Job Board's own rules: category, job type and
   * the budget (at most) as the board filters them, the keyword as its search first matches it
   * (every word, the last as a prefix, in the site search's index:
   * app/domains/search/engine.server.ts).
   */
  function matching(q: Querier, alert: AlertRow) {
    let query = q.selectFrom("jobs as t").where("t.status", "=", "published");
    if (alert.category) query = query.where("t.category", "=", alert.category);
    if (alert.duration) query = query.where("t.duration", "=", alert.duration);
    if (alert.budget !== null) query = query.where("t.budget_max", "<=", Number(alert.budget));
    const words = alert.q ? queryWords(alert.q) : [];
    if (words.length > 0) {
      const m = engine.matcher("jobs", termsOf(words));
      query = query.where(sql<boolean>`exists (select 1 from ${m.source} m where ${m.on("t")})`);
    }
    return query;
  }

  /** The alerts a newly published job matches, told in the publishing transaction. */
  async function tellAlerts(
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
      const hit = await matching(trx, alert)
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

  /**
   * One member's new jobs for their digest: published in the window, after the alert that
   * matches them was saved, not their own, not in an earlier digest.
   */
  async function newMatchesOf(userId: string, since: string): Promise<DigestJob[]> {
    const alerts = await db
      .selectFrom("job_alerts")
      .select(["category", "duration", "budget", "q", "created_at"])
      .where("user_id", "=", userId)
      .execute();
    const found = new Map<string, DigestJob & { publishedAt: string }>();
    for (const alert of alerts) {
      const rows = await matching(db, alert)
        .select(["t.id", "t.title", "t.company", "t.location", "t.published_at"])
        .where("t.published_at", ">=", since > alert.created_at ? since : alert.created_at)
        .where("t.owner_id", "!=", userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("job_alert_digests as d")
                .select("d.job_id")
                .where("d.user_id", "=", userId)
                .whereRef("d.job_id", "=", "t.id"),
            ),
          ),
        )
        .execute();
      for (const r of rows) {
        found.set(r.id, {
          id: r.id,
          title: r.title,
          company: r.company,
          location: r.location,
          publishedAt: r.published_at ?? "",
        });
      }
    }
    return [...found.values()]
      .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0))
      .map(({ publishedAt: _, ...job }) => job);
  }

  return {
    companiesOf,

    /** Saves a new job for one of the member's approved companies, as a draft or published. */
    async create(
      ownerId: string,
      input: JobInput,
      publish: boolean,
      tell: Tell = silent,
    ): Promise<string | undefined> {
      const company = (await companiesOf(ownerId)).find((c) => c.id === input.companyId);
      if (!company) return undefined;
      const id = `p-${randomUUID()}`;
      const at = now().toISOString();
      await write(async (trx) => {
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
          await tellAlerts(trx, tell, { id, title: input.title, company: company.name, ownerId });
        }
      });
      return id;
    },

    /** The member's own posted job, or undefined (anyone else's, or none). */
    async owned(ownerId: string, id: string): Promise<PostedJob | undefined> {
      const row = await ownedRow(ownerId, id);
      return row && posted(row);
    },

    /** The member's posted jobs, newest first, with how many applied to each. */
    async mine(ownerId: string) {
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
    },

    /** Saves an edit; a published job shows "Updated" from then on. */
    async update(ownerId: string, id: string, input: JobInput): Promise<boolean> {
      const current = await ownedRow(ownerId, id);
      const company = (await companiesOf(ownerId)).find((c) => c.id === input.companyId);
      if (!current || !company) return false;
      await write((trx) =>
        trx
          .updateTable("jobs")
          .set({
            ...jobColumns(input, company),
            updated_at: current.published_at ? now().toISOString() : null,
          })
          .where("id", "=", id)
          .where("owner_id", "=", ownerId)
          .execute(),
      );
      return true;
    },

    /** Publishes (or reopens), or closes, the member's job; false when it is not theirs. */
    async setStatus(
      ownerId: string,
      id: string,
      status: "published" | "closed",
      tell: Tell = silent,
    ): Promise<boolean> {
      const current = await ownedRow(ownerId, id);
      if (!current) return false;
      if (status === "published") {
        const company = (await companiesOf(ownerId)).find((c) => c.id === current.vendor_id);
        if (!company) return false;
      }
      const at = now().toISOString();
      await write(async (trx) => {
        await trx
          .updateTable("jobs")
          .set(
            status === "published"
              ? { status, published_at: current.published_at ?? at }
              : { status },
          )
          .where("id", "=", id)
          .execute();
        // Alerts hear of a job once: when it is first published.
        if (status === "published" && !current.published_at) {
          await tellAlerts(trx, tell, {
            id,
            title: current.title,
            company: current.company,
            ownerId,
          });
        }
      });
      return true;
    },

    /** The applications to the member's job, newest first; undefined when it is not theirs. */
    async applicants(ownerId: string, jobId: string): Promise<Applicant[] | undefined> {
      if (!(await ownedRow(ownerId, jobId))) return undefined;
      const rows = await applicationsTo(ownerId)
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
    },

    /**
     * Moves an application on and keeps the employer's note; the applicant hears of a new
     * status (signed in: on the site; by e-mail when the outbox sends). False when the
     * application is not to one of the member's jobs.
     */
    async review(
      ownerId: string,
      applicationId: string,
      change: { status?: ApplicantStatus; note?: string },
      tell: Tell = silent,
    ): Promise<boolean> {
      const row = await applicationsTo(ownerId)
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
      await write(async (trx) => {
        await trx
          .updateTable("company_requests")
          .set({
            ...(change.status ? { applicant_status: change.status } : {}),
            ...(change.note !== undefined ? { employer_note: change.note } : {}),
            updated_at: now().toISOString(),
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
    },

    /** The member's own applications to posted jobs, newest first. */
    async applicationsOf(userId: string): Promise<MyApplication[]> {
      const rows = await db
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
    },

    /** The application's status as its applicant sees it, or undefined. */
    async statusFor(userId: string, applicationId: string) {
      const row = await db
        .selectFrom("company_requests")
        .select("applicant_status")
        .where("submission_id", "=", applicationId)
        .where("buyer_id", "=", userId)
        .where("job_id", "is not", null)
        .executeTakeFirst();
      return row ? ((row.applicant_status ?? "new") as ApplicantStatus) : undefined;
    },

    /** A job's public state: undefined (none, or a draft), or the job and whether it is closed. */
    async publicJob(id: string): Promise<{ job: Job; closed: boolean } | undefined> {
      const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row || row.status === "draft") return undefined;
      return { job: jobFromRow(row), closed: row.status === "closed" };
    },

    alerts: {
      /** Saves the board's filters (keyword included) as an alert; the same filters twice are one. */
      async add(userId: string, filters: JobFilters): Promise<string> {
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
            filters.budget !== undefined
              ? eb("budget", "=", filters.budget)
              : eb("budget", "is", null),
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
            created_at: now().toISOString(),
          })
          .execute();
        return id;
      },
      async of(userId: string): Promise<JobAlert[]> {
        const rows = await db
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
            budget: (r.budget === null ? undefined : Number(r.budget)) as
              JobBudgetOption | undefined,
          },
        }));
      },
      async remove(userId: string, id: string): Promise<boolean> {
        const result = await db
          .deleteFrom("job_alerts")
          .where("id", "=", id)
          .where("user_id", "=", userId)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      },
    },

    /**
     * The daily e-mail digest of job alerts (docs/decisions/206): each member with new matching
     * jobs, who has had no digest today (UTC), gets one e-mail listing them, queued by `mail` in
     * the transaction that records them as digested. A job is in one digest at most; a member
     * who turned these e-mails off has the jobs recorded all the same (turning them back on
     * brings only later jobs). Two servers sweeping at once: the second's record of the same
     * job fails its transaction, and its e-mail with it. Resolves with how many were queued.
     */
    async digestDue(mail: DigestMail, at = now()): Promise<number> {
      const day = DAY(at.toISOString());
      const since = new Date(at.getTime() - DIGEST_WINDOW_MS).toISOString();
      const recent = await db
        .selectFrom("jobs")
        .select("id")
        .where("status", "=", "published")
        .where("published_at", ">=", since)
        .limit(1)
        .executeTakeFirst();
      if (!recent) return 0;
      const members = await db
        .selectFrom("job_alerts")
        .select("user_id")
        .distinct()
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("job_alert_digests as d")
                .select("d.job_id")
                .whereRef("d.user_id", "=", "job_alerts.user_id")
                .where("d.day", "=", day),
            ),
          ),
        )
        .execute();
      let queued = 0;
      for (const { user_id: userId } of members) {
        const jobs = await newMatchesOf(userId, since);
        if (jobs.length === 0) continue;
        const sent = await db
          .transaction()
          .execute(async (trx) => {
            await trx
              .insertInto("job_alert_digests")
              .values(
                jobs.map((j) => ({
                  user_id: userId,
                  job_id: j.id,
                  day,
                  created_at: at.toISOString(),
                })),
              )
              .execute();
            return mail(trx, userId, jobs);
          })
          // Another server recorded these jobs first: its digest is the one.
          .catch(() => false);
        if (sent) queued++;
      }
      return queued;
    },

    day: () => DAY(now().toISOString()),
  };
}

export type Hiring = ReturnType<typeof createHiring>;
