import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import { chmod } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { sql, type Selectable } from "kysely";
import type { FormId } from "../../app/domain/form-schemas";
import type { Db } from "../db/database";
import { importLegacySqlite } from "../db/legacy-import";
import type { MailboxTable, SubmissionTable } from "../db/schema";
import { DiskFileStore, openFileStore, type FileStore } from "../files/file-store";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../private-files";

// The inbox's storage: the site's database (server/db: WAL and synchronous=FULL on SQLite) for
// submissions, their fields, attachment records, mailboxes, the mail queue and idempotency keys,
// and a FileStore of attachment files under names we generate (a folder with SQLite, the
// database with PostgreSQL). A submission exists once its transaction commits, and its files
// are stored durably before that, so a crash leaves either the whole submission or nothing
// (plus, at worst, orphan files that `recover()` removes later).

export type MailStatus = "off" | "pending" | "sent" | "failed";
export type MailboxStatus = "pending" | "active";

export interface NewAttachment {
  field: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** A complete, fsynced temporary file; the store moves it into place. */
  tmpPath: string;
}

export interface NewSubmission {
  mailbox: string;
  form: FormId;
  fields: readonly (readonly [string, string])[];
  attachments: readonly NewAttachment[];
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
}

export interface Idempotency {
  key: string;
  /** What was sent (see `fingerprintOf` in the inbox module): a retry must send the same. */
  fingerprint: string;
}

/**
 * What storing a submission came to: stored now; or, for a key already used on this mailbox,
 * a `repeat` of the submission stored then, or a `conflict` (the key came with other content).
 */
export type CommitResult =
  | { kind: "stored"; summary: SubmissionSummary }
  | { kind: "repeat"; submissionId: string }
  | { kind: "conflict" };

/** How long a stored submission's idempotency key is remembered. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The file of the inbox's own database before it moved into the site's database. */
export const LEGACY_INBOX_FILE = "inbox.sqlite";

export interface Attachment {
  id: string;
  field: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
  storedName: string;
}

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

export interface Mailbox {
  address: string;
  status: MailboxStatus;
  activationToken: string | null;
  createdAt: string;
  activatedAt: string | null;
  activationMailedAt: string | null;
  activationMailCount: number;
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

/**
 * How old a file without a submission must be before `recover()` removes it from a store that
 * other servers share: younger ones may belong to a submission another server is committing.
 */
export const SHARED_ORPHAN_AGE_MS = 60 * 60 * 1000;

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

const attachmentColumns = [
  "id",
  "field",
  "original_name as originalName",
  "content_type as contentType",
  "size",
  "sha256",
  "stored_name as storedName",
] as const;

type SummaryRow = Pick<Selectable<SubmissionTable>, (typeof summaryColumns)[number]>;

function toMailbox(row: Selectable<MailboxTable>): Mailbox {
  return {
    address: row.address,
    status: row.status,
    activationToken: row.activation_token,
    createdAt: row.created_at,
    activatedAt: row.activated_at,
    activationMailedAt: row.activation_mailed_at,
    activationMailCount: Number(row.activation_mail_count),
  };
}

/** The fields that name the sender, in the forms' order of them. */
const SENDER_FIELDS = ["fullName", "name", "email"];

/** The FileStore area of the attachments: `<dataDir>/inbox/files` on disk. */
export const ATTACHMENTS_AREA = "inbox/files";

export class InboxStore {
  /** Where attachments are kept on disk, when they are (SQLite). */
  readonly filesDir: string;
  /** Uploads being received by this process: always on this machine's disk. */
  readonly tmpDir: string;

  private constructor(
    private readonly db: Db,
    readonly dir: string,
    readonly files: FileStore,
  ) {
    this.filesDir = path.join(dir, "files");
    this.tmpDir = path.join(dir, "tmp");
  }

  /**
   * The inbox of a data folder: its rows in the site's database `db`, its files in the
   * attachments' FileStore, uploads in progress under `<dataDir>/inbox/tmp`. Submissions an
   * earlier version kept in `inbox/inbox.sqlite` are moved into the database the first time.
   */
  static async open(db: Db, dataDir: string): Promise<InboxStore> {
    const dir = path.join(dataDir, "inbox");
    ensurePrivateDir(dataDir);
    ensurePrivateDir(dir);
    const store = new InboxStore(db, dir, openFileStore(db, dataDir, ATTACHMENTS_AREA));
    ensurePrivateDir(store.tmpDir);
    await store.importLegacy();
    return store;
  }

  /** Moves the rows of `inbox/inbox.sqlite` (before the inbox joined the site's database). */
  private async importLegacy(): Promise<void> {
    await importLegacySqlite(this.db, path.join(this.dir, LEGACY_INBOX_FILE), [
      "mailboxes",
      "submissions",
      "submission_fields",
      "attachments",
    ]);
  }

  /**
   * Clears what a crash can leave behind: temporary uploads, and attachment files that were
   * moved into place but whose submission never committed. Run once at start-up; it also makes
   * the files an earlier version stored readable by their owner only.
   */
  async recover(now = Date.now()): Promise<{ tmp: number; orphans: number }> {
    const tmpFiles = readdirSync(this.tmpDir);
    for (const name of tmpFiles) rmSync(path.join(this.tmpDir, name), { force: true });
    const rows = await this.db.selectFrom("attachments").select("stored_name").execute();
    const known = new Set(rows.map((r) => r.stored_name));
    let orphans = 0;
    for (const file of await this.files.list()) {
      if (known.has(file.name)) {
        if (this.files instanceof DiskFileStore) {
          await chmod(this.files.pathOf(file.name), PRIVATE_FILE_MODE);
        }
        continue;
      }
      if (this.files.shared && now - Date.parse(file.createdAt) < SHARED_ORPHAN_AGE_MS) continue;
      await this.files.delete(file.name);
      orphans++;
    }
    return { tmp: tmpFiles.length, orphans };
  }

  // Mailboxes

  async mailbox(address: string): Promise<Mailbox | undefined> {
    const row = await this.db
      .selectFrom("mailboxes")
      .selectAll()
      .where("address", "=", address)
      .executeTakeFirst();
    return row && toMailbox(row);
  }

  async mailboxes(): Promise<Mailbox[]> {
    const rows = await this.db.selectFrom("mailboxes").selectAll().orderBy("address").execute();
    return rows.map(toMailbox);
  }

  /** Makes a mailbox active (creating it), as the operator's own mailboxes are. */
  async activateMailbox(address: string, now = new Date()): Promise<Mailbox> {
    await this.db
      .insertInto("mailboxes")
      .values({
        address,
        status: "active",
        created_at: now.toISOString(),
        activated_at: now.toISOString(),
      })
      .onConflict((oc) =>
        oc.column("address").doUpdateSet({
          status: "active",
          activation_token: null,
          activated_at: sql`coalesce(mailboxes.activated_at, excluded.activated_at)`,
        }),
      )
      .execute();
    return (await this.mailbox(address))!;
  }

  /** The mailbox, created as pending with a fresh activation token if it is new. */
  async pendingMailbox(address: string, now = new Date()): Promise<Mailbox> {
    await this.db
      .insertInto("mailboxes")
      .values({
        address,
        status: "pending",
        activation_token: randomBytes(24).toString("base64url"),
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column("address").doNothing())
      .execute();
    return (await this.mailbox(address))!;
  }

  /** The pending mailbox this activation token belongs to. */
  async pendingByToken(token: string): Promise<Mailbox | undefined> {
    const row = await this.db
      .selectFrom("mailboxes")
      .selectAll()
      .where("activation_token", "=", token)
      .where("status", "=", "pending")
      .executeTakeFirst();
    return row && toMailbox(row);
  }

  async activateByToken(token: string, now = new Date()): Promise<Mailbox | undefined> {
    const row = await this.db
      .updateTable("mailboxes")
      .set({ status: "active", activation_token: null, activated_at: now.toISOString() })
      .where("activation_token", "=", token)
      .where("status", "=", "pending")
      .returningAll()
      .executeTakeFirst();
    return row && toMailbox(row);
  }

  async markActivationMailed(address: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable("mailboxes")
      .set((eb) => ({
        activation_mailed_at: now.toISOString(),
        activation_mail_count: eb("activation_mail_count", "+", 1),
      }))
      .where("address", "=", address)
      .execute();
  }

  async pendingCount(): Promise<number> {
    const row = await this.db
      .selectFrom("mailboxes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Deletes the pending mailboxes created at or before `before`, except those named in `keep` (the
   * operator's own, which wait for activation as long as it takes). Returns how many went.
   */
  async expirePending(before: Date, keep: readonly string[] = []): Promise<number> {
    let query = this.db
      .deleteFrom("mailboxes")
      .where("status", "=", "pending")
      .where("created_at", "<=", before.toISOString());
    if (keep.length > 0) query = query.where("address", "not in", keep);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // Submissions

  /** The submission stored under this idempotency key, and whether `fingerprint` matches it. */
  async repeatOf(mailbox: string, idempotency: Idempotency): Promise<CommitResult | null> {
    const row = await this.db
      .selectFrom("idempotency_keys")
      .select(["fingerprint", "submission_id", "created_at"])
      .where("mailbox", "=", mailbox)
      .where("key", "=", idempotency.key)
      .executeTakeFirst();
    if (!row) return null;
    return row.fingerprint === idempotency.fingerprint
      ? { kind: "repeat", submissionId: row.submission_id }
      : { kind: "conflict" };
  }

  /** Forgets idempotency keys older than the time they are kept for. */
  async expireIdempotencyKeys(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
    const result = await this.db
      .deleteFrom("idempotency_keys")
      .where("created_at", "<", before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Stores a submission: its files are moved into the file store (durably), then one
   * transaction writes the rows (with its idempotency key, if it has one).
   * When it returns `stored`, the submission is durable. A key already used on the mailbox
   * (by a retry that raced the first attempt) stores nothing and says what the first one was.
   */
  async commit(input: NewSubmission, now = new Date()): Promise<CommitResult> {
    const id = newSubmissionId(now.getTime());
    const moved: string[] = [];
    const attachments = input.attachments.map((a) => ({ ...a, id: randomUUID() }));
    try {
      for (const a of attachments) {
        await this.files.putFile(a.id, a.tmpPath);
        moved.push(a.id);
      }
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
        if (attachments.length > 0) {
          await trx
            .insertInto("attachments")
            .values(
              attachments.map((a, position) => ({
                id: a.id,
                submission_id: id,
                position,
                field: a.field,
                original_name: a.originalName,
                content_type: a.contentType,
                size: a.size,
                sha256: a.sha256,
                stored_name: a.id,
              })),
            )
            .execute();
        }
        if (input.request) {
          await trx
            .insertInto("company_requests")
            .values({
              submission_id: id,
              vendor_id: input.request.vendorId,
              buyer_id: input.request.buyerId,
              buyer_email: input.request.buyerEmail,
              status: "new",
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            })
            .execute();
        }
        if (input.idempotency) {
          await trx
            .insertInto("idempotency_keys")
            .values({
              mailbox: input.mailbox,
              key: input.idempotency.key,
              fingerprint: input.idempotency.fingerprint,
              submission_id: id,
              created_at: now.toISOString(),
            })
            .execute();
        }
      });
    } catch (error) {
      for (const name of moved) {
        try {
          await this.files.delete(name);
        } catch {
          // Left for recover().
        }
      }
      const repeat = input.idempotency && (await this.repeatOf(input.mailbox, input.idempotency));
      if (repeat) return repeat;
      throw error;
    }
    return { kind: "stored", summary: (await this.summary(id))! };
  }

  /** Summaries for rows of submissions: their attachment count and who sent them. */
  private async summarise(rows: readonly SummaryRow[]): Promise<SubmissionSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const counts = await this.db
      .selectFrom("attachments")
      .select(["submission_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("submission_id", "in", ids)
      .groupBy("submission_id")
      .execute();
    const senders = await this.db
      .selectFrom("submission_fields")
      .select(["submission_id", "value"])
      .where("submission_id", "in", ids)
      .where("name", "in", SENDER_FIELDS)
      .where("value", "<>", "")
      .orderBy("submission_id")
      .orderBy("position")
      .execute();
    const countOf = new Map(counts.map((c) => [c.submission_id, Number(c.n)]));
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
    const rows = await this.db
      .selectFrom("submissions")
      .select(summaryColumns)
      .where("id", "=", id)
      .execute();
    return (await this.summarise(rows))[0];
  }

  async submission(id: string): Promise<Submission | undefined> {
    const summary = await this.summary(id);
    if (!summary) return undefined;
    const fields = await this.db
      .selectFrom("submission_fields")
      .select(["name", "value"])
      .where("submission_id", "=", id)
      .orderBy("position")
      .execute();
    const attachments = await this.db
      .selectFrom("attachments")
      .select(attachmentColumns)
      .where("submission_id", "=", id)
      .orderBy("position")
      .execute();
    return {
      ...summary,
      fields,
      attachments: attachments.map((a) => ({ ...a, size: Number(a.size) })),
    };
  }

  /** Newest first. */
  async list(
    options: { mailbox?: string; form?: string; limit?: number; offset?: number } = {},
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
  async count(options: { mailbox?: string; form?: string } = {}): Promise<number> {
    let query = this.db.selectFrom("submissions");
    if (options.mailbox) query = query.where("mailbox", "=", options.mailbox);
    if (options.form) query = query.where("form", "=", options.form);
    const row = await query
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The mailboxes submissions were sent to, for the console's filter. */
  async submissionMailboxes(): Promise<string[]> {
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

  /** One attachment's record, by its id. */
  async attachment(id: string): Promise<Attachment | undefined> {
    const row = await this.db
      .selectFrom("attachments")
      .select(attachmentColumns)
      .where("id", "=", id)
      .executeTakeFirst();
    return row && { ...row, size: Number(row.size) };
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

  /** An attachment's content, streamed from the file store. */
  async openAttachment(attachment: Pick<Attachment, "storedName">): Promise<Readable> {
    const stream = await this.files.read(attachment.storedName);
    if (!stream) throw new Error(`The file of attachment ${attachment.storedName} is missing.`);
    return stream;
  }

  // The mail queue

  /** Ids of submissions whose e-mail is due, oldest first. */
  async dueMail(now: number, limit = 10): Promise<string[]> {
    const rows = await this.db
      .selectFrom("submissions")
      .select("id")
      .where("mail_status", "=", "pending")
      .where("mail_next_at", "<=", now)
      .orderBy("mail_next_at")
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** When the next pending e-mail is due (ms since the epoch), if any is pending. */
  async nextMailAt(): Promise<number | null> {
    const row = await this.db
      .selectFrom("submissions")
      .select((eb) => eb.fn.min("mail_next_at").as("next"))
      .where("mail_status", "=", "pending")
      .executeTakeFirst();
    return row?.next == null ? null : Number(row.next);
  }

  async markMailSent(id: string): Promise<void> {
    await this.db
      .updateTable("submissions")
      .set((eb) => ({
        mail_status: "sent",
        mail_attempts: eb("mail_attempts", "+", 1),
        mail_next_at: null,
        mail_error: null,
      }))
      .where("id", "=", id)
      .execute();
  }

  /** Records a failed attempt: retried at `nextAt`, or given up when `nextAt` is null. */
  async markMailFailed(id: string, error: string, nextAt: number | null): Promise<void> {
    await this.db
      .updateTable("submissions")
      .set((eb) => ({
        mail_attempts: eb("mail_attempts", "+", 1),
        mail_error: error.slice(0, 500),
        mail_status: nextAt === null ? "failed" : "pending",
        mail_next_at: nextAt,
      }))
      .where("id", "=", id)
      .execute();
  }

  /** Puts a submission's e-mail back in the queue, due now (the `inbox resend` command). */
  async requeueMail(id: string, now = Date.now()): Promise<boolean> {
    const result = await this.db
      .updateTable("submissions")
      .set({ mail_status: "pending", mail_next_at: now, mail_attempts: 0, mail_error: null })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
