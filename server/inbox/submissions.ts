import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { FormId } from "../../app/domain/form-schemas";
import type { Db } from "../db/database";
import type { SubmissionTable } from "../db/schema";
import type { Attachment, Attachments, NewAttachment, PlacedAttachment } from "./attachments";
import type { Idempotency, IdempotencyKeys, Repeat } from "./idempotency";
import type { MailStatus } from "./mail-queue";

// The submissions the forms sent: their rows and fields, stored with their attachments, their
// attempt key and (for a request to a company of the network) its address in one transaction.
// A submission exists once its transaction commits, and its files are stored durably before
// that, so a crash leaves either the whole submission or nothing (plus, at worst, orphan files
// that `recover()` removes later).

export interface NewSubmission {
  mailbox: string;
  form: FormId;
  fields: readonly (readonly [string, string])[];
  attachments: readonly NewAttachment[];
  /** Files stored already (an earlier application's CV), stored again as this one's. */
  copies?: readonly Attachment[];
  mail: boolean;
  /** The sender's key for this attempt: a retry with it is answered, not stored again. */
  idempotency?: Idempotency;
  /** A request to a company of the network: stored addressed to it, in the same transaction. */
  request?: CompanyAddress;
}

/** The company a submission is addressed to, and the buyer who sent it (when signed in). */
export interface CompanyAddress {
  vendorId: string;
  buyerId: string | null;
  buyerEmail: string | null;
  /** The posted job an application is for (issue 30). */
  jobId?: string | null;
}

/**
 * What storing a submission came to: stored now; or, for a key already used on this mailbox,
 * a `repeat` of the submission stored then, or a `conflict` (the key came with other content).
 */
export type CommitResult = { kind: "stored"; summary: SubmissionSummary } | Repeat;

export interface SubmissionSummary {
  id: string;
  mailbox: string;
  form: FormId;
  receivedAt: string;
  mailStatus: MailStatus;
  mailAttempts: number;
  mailError: string | null;
  attachmentCount: number;
  /** Who sent it: the name and e-mail fields, when the form has them. */
  sender: string;
  /** When an operator marked it handled in the console; null while it is new. */
  handledAt: string | null;
}

export interface Submission extends SubmissionSummary {
  fields: { name: string; value: string }[];
  attachments: Attachment[];
}

/** The console's filters of the submissions' list. */
export interface SubmissionFilters {
  mailbox?: string;
  form?: string;
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A ULID: sortable by time, 80 random bits. */
export function newSubmissionId(now = Date.now()): string {
  let time = "";
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const random = randomBytes(16);
  let rest = "";
  for (let i = 0; i < 16; i++) rest += CROCKFORD[random[i]! % 32];
  return time + rest;
}

const summaryColumns = [
  "id",
  "mailbox",
  "form",
  "received_at",
  "mail_status",
  "mail_attempts",
  "mail_error",
  "handled_at",
] as const;

type SummaryRow = Pick<Selectable<SubmissionTable>, (typeof summaryColumns)[number]>;

/** The fields that name the sender, in the forms' order of them. */
const SENDER_FIELDS = ["fullName", "name", "email"];

export class Submissions {
  constructor(
    private readonly db: Db,
    private readonly attachments: Attachments,
    private readonly keys: IdempotencyKeys,
  ) {}

  /**
   * Stores a submission: its files are moved into the file store (durably), then one
   * transaction writes the rows (with its idempotency key, if it has one).
   * When it returns `stored`, the submission is durable. A key already used on the mailbox
   * (by a retry that raced the first attempt) stores nothing and says what the first one was.
   */
  async commit(input: NewSubmission, now = new Date()): Promise<CommitResult> {
    const id = newSubmissionId(now.getTime());
    let placed: PlacedAttachment[] = [];
    try {
      placed = await this.attachments.place(input.attachments);
      placed.push(...(await this.attachments.copy(input.copies ?? [])));
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("submissions")
          .values({
            id,
            mailbox: input.mailbox,
            form: input.form,
            received_at: now.toISOString(),
            mail_status: input.mail ? "pending" : "off",
            mail_next_at: input.mail ? now.getTime() : null,
          })
          .execute();
        if (input.fields.length > 0) {
          await trx
            .insertInto("submission_fields")
            .values(
              input.fields.map(([name, value], position) => ({
                submission_id: id,
                position,
                name,
                value,
              })),
            )
            .execute();
        }
        await this.attachments.record(trx, id, placed);
        if (input.request) {
          await trx
            .insertInto("company_requests")
            .values({
              submission_id: id,
              vendor_id: input.request.vendorId,
              buyer_id: input.request.buyerId,
              buyer_email: input.request.buyerEmail,
              status: "new",
              job_id: input.request.jobId ?? null,
              applicant_status: input.request.jobId ? "new" : null,
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            })
            .execute();
        }
        if (input.idempotency) {
          await this.keys.record(trx, input.mailbox, input.idempotency, id, now);
        }
      });
    } catch (error) {
      await this.attachments.discard(placed);
      const repeat =
        input.idempotency && (await this.keys.repeatOf(input.mailbox, input.idempotency));
      if (repeat) return repeat;
      throw error;
    }
    return { kind: "stored", summary: (await this.summary(id))! };
  }

  /** Summaries for rows of submissions: their attachment count and who sent them. */
  private async summarise(rows: readonly SummaryRow[]): Promise<SubmissionSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const countOf = await this.attachments.countsOf(ids);
    const senders = await this.db
      .selectFrom("submission_fields")
      .select(["submission_id", "value"])
      .where("submission_id", "in", ids)
      .where("name", "in", SENDER_FIELDS)
      .where("value", "<>", "")
      .orderBy("submission_id")
      .orderBy("position")
      .execute();
    const senderOf = new Map<string, string[]>();
    for (const s of senders) {
      senderOf.set(s.submission_id, [...(senderOf.get(s.submission_id) ?? []), s.value]);
    }
    return rows.map((row) => ({
      id: row.id,
      mailbox: row.mailbox,
      form: row.form as FormId,
      receivedAt: row.received_at,
      mailStatus: row.mail_status,
      mailAttempts: Number(row.mail_attempts),
      mailError: row.mail_error,
      attachmentCount: countOf.get(row.id) ?? 0,
      sender: (senderOf.get(row.id) ?? []).join(" "),
      handledAt: row.handled_at,
    }));
  }

  async summary(id: string): Promise<SubmissionSummary | undefined> {
    return (await this.summaries([id]))[0];
  }

  /** The summaries of these submissions (those that exist), in three queries for any number. */
  async summaries(ids: readonly string[]): Promise<SubmissionSummary[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom("submissions")
      .select(summaryColumns)
      .where("id", "in", [...ids])
      .execute();
    return this.summarise(rows);
  }

  async byId(id: string): Promise<Submission | undefined> {
    const summary = await this.summary(id);
    if (!summary) return undefined;
    const fields = await this.db
      .selectFrom("submission_fields")
      .select(["name", "value"])
      .where("submission_id", "=", id)
      .orderBy("position")
      .execute();
    return { ...summary, fields, attachments: await this.attachments.of(id) };
  }

  /** Newest first. */
  async list(
    options: SubmissionFilters & { limit?: number; offset?: number } = {},
  ): Promise<SubmissionSummary[]> {
    let query = this.db.selectFrom("submissions").select(summaryColumns);
    if (options.mailbox) query = query.where("mailbox", "=", options.mailbox);
    if (options.form) query = query.where("form", "=", options.form);
    const rows = await query
      .orderBy("id", "desc")
      .limit(options.limit ?? 20)
      .offset(options.offset ?? 0)
      .execute();
    return this.summarise(rows);
  }

  /** All submissions, or those to one mailbox and/or of one form. */
  async count(options: SubmissionFilters = {}): Promise<number> {
    let query = this.db.selectFrom("submissions");
    if (options.mailbox) query = query.where("mailbox", "=", options.mailbox);
    if (options.form) query = query.where("form", "=", options.form);
    const row = await query
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The mailboxes submissions were sent to, for the console's filter. */
  async mailboxes(): Promise<string[]> {
    const rows = await this.db
      .selectFrom("submissions")
      .select("mailbox")
      .distinct()
      .orderBy("mailbox")
      .execute();
    return rows.map((r) => r.mailbox);
  }

  /** Marks a submission handled by an operator (or new again); false when there is none. */
  async markHandled(id: string, by: string | null, now = new Date()): Promise<boolean> {
    const result = await this.db
      .updateTable("submissions")
      .set(
        by
          ? { handled_at: now.toISOString(), handled_by: by }
          : { handled_at: null, handled_by: null },
      )
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Submissions with a field of exactly this value, newest first. */
  async findByField(name: string, value: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("submission_fields")
      .select("submission_id")
      .distinct()
      .where("name", "=", name)
      .where("value", "=", value)
      .orderBy("submission_id", "desc")
      .execute();
    return rows.map((r) => r.submission_id);
  }
}
