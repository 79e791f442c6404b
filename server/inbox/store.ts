import Database from "better-sqlite3";
import { randomBytes, randomUUID } from "node:crypto";
import {
  chmodSync,
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  unlinkSync,
} from "node:fs";
import path from "node:path";
import type { FormId } from "../../app/features/forms/schemas";
import { ensurePrivateDatabase, ensurePrivateDir, PRIVATE_FILE_MODE } from "../private-files";

// The inbox's storage: one SQLite database (WAL, synchronous=FULL) for submissions, their fields,
// attachment records, mailboxes and the mail queue, and one folder of attachment files under
// names we generate. A submission exists once its transaction commits, and its files are
// fsynced and renamed into place before that, so a crash leaves either the whole submission or
// nothing (plus, at worst, orphan files that `recover()` removes at the next start).

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
}

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

const MIGRATIONS = [
  `CREATE TABLE mailboxes (
     address TEXT PRIMARY KEY,
     status TEXT NOT NULL CHECK (status IN ('pending', 'active')),
     activation_token TEXT UNIQUE,
     created_at TEXT NOT NULL,
     activated_at TEXT,
     activation_mailed_at TEXT
   );
   CREATE TABLE submissions (
     id TEXT PRIMARY KEY,
     mailbox TEXT NOT NULL,
     form TEXT NOT NULL,
     received_at TEXT NOT NULL,
     mail_status TEXT NOT NULL CHECK (mail_status IN ('off', 'pending', 'sent', 'failed')),
     mail_attempts INTEGER NOT NULL DEFAULT 0,
     mail_next_at INTEGER,
     mail_error TEXT
   );
   CREATE INDEX submissions_by_mailbox ON submissions (mailbox, id);
   CREATE INDEX submissions_mail_due ON submissions (mail_next_at) WHERE mail_status = 'pending';
   CREATE TABLE submission_fields (
     submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     name TEXT NOT NULL,
     value TEXT NOT NULL,
     PRIMARY KEY (submission_id, position)
   );
   CREATE INDEX submission_fields_by_value ON submission_fields (name, value);
   CREATE TABLE attachments (
     id TEXT PRIMARY KEY,
     submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     field TEXT NOT NULL,
     original_name TEXT NOT NULL,
     content_type TEXT NOT NULL,
     size INTEGER NOT NULL,
     sha256 TEXT NOT NULL,
     stored_name TEXT NOT NULL UNIQUE
   );
   CREATE INDEX attachments_by_submission ON attachments (submission_id, position);`,
  // Pending mailboxes expire, and their activation e-mails are counted.
  `ALTER TABLE mailboxes ADD COLUMN activation_mail_count INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX mailboxes_by_status ON mailboxes (status, created_at);`,
];

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

function fsyncDir(dir: string) {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

interface SummaryRow {
  id: string;
  mailbox: string;
  form: FormId;
  received_at: string;
  mail_status: MailStatus;
  mail_attempts: number;
  mail_error: string | null;
  attachment_count: number;
  sender: string | null;
}

interface MailboxRow {
  address: string;
  status: MailboxStatus;
  activation_token: string | null;
  created_at: string;
  activated_at: string | null;
  activation_mailed_at: string | null;
  activation_mail_count: number;
}

const SUMMARY_SELECT = `
  SELECT s.id, s.mailbox, s.form, s.received_at, s.mail_status, s.mail_attempts, s.mail_error,
    (SELECT count(*) FROM attachments a WHERE a.submission_id = s.id) AS attachment_count,
    (SELECT group_concat(value, ' ') FROM (
       SELECT f.value FROM submission_fields f
       WHERE f.submission_id = s.id AND f.name IN ('fullName', 'name', 'email') AND f.value <> ''
       ORDER BY f.position)) AS sender
  FROM submissions s`;

function toSummary(row: SummaryRow): SubmissionSummary {
  return {
    id: row.id,
    mailbox: row.mailbox,
    form: row.form,
    receivedAt: row.received_at,
    mailStatus: row.mail_status,
    mailAttempts: row.mail_attempts,
    mailError: row.mail_error,
    attachmentCount: row.attachment_count,
    sender: row.sender ?? "",
  };
}

function toMailbox(row: MailboxRow): Mailbox {
  return {
    address: row.address,
    status: row.status,
    activationToken: row.activation_token,
    createdAt: row.created_at,
    activatedAt: row.activated_at,
    activationMailedAt: row.activation_mailed_at,
    activationMailCount: row.activation_mail_count,
  };
}

export class InboxStore {
  readonly filesDir: string;
  readonly tmpDir: string;
  private readonly db: Database.Database;

  private constructor(
    readonly dir: string,
    readonly: boolean,
  ) {
    this.filesDir = path.join(dir, "files");
    this.tmpDir = path.join(dir, "tmp");
    const file = path.join(dir, "inbox.sqlite");
    if (!readonly) {
      ensurePrivateDir(this.filesDir);
      ensurePrivateDir(this.tmpDir);
      ensurePrivateDatabase(file);
    }
    this.db = new Database(file, {
      readonly,
      fileMustExist: readonly,
    });
    this.db.pragma("busy_timeout = 5000");
    if (!readonly) {
      this.db.pragma("journal_mode = WAL");
      this.db.pragma("synchronous = FULL");
      this.migrate();
    }
    this.db.pragma("foreign_keys = ON");
  }

  /** The inbox under a data folder (`<dataDir>/inbox`), created and migrated as needed. */
  static open(dataDir: string, options: { readonly?: boolean } = {}): InboxStore {
    const dir = path.join(dataDir, "inbox");
    if (!options.readonly) {
      ensurePrivateDir(dataDir);
      ensurePrivateDir(dir);
    }
    return new InboxStore(dir, options.readonly ?? false);
  }

  private migrate() {
    const version = this.db.pragma("user_version", { simple: true }) as number;
    for (let v = version; v < MIGRATIONS.length; v++) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[v]!);
        this.db.pragma(`user_version = ${v + 1}`);
      })();
    }
  }

  /**
   * Clears what a crash can leave behind: temporary uploads, and attachment files that were
   * moved into place but whose submission never committed. Run once at start-up; it also makes
   * the files an earlier version stored readable by their owner only.
   */
  recover(): { tmp: number; orphans: number } {
    const tmpFiles = readdirSync(this.tmpDir);
    for (const name of tmpFiles) rmSync(path.join(this.tmpDir, name), { force: true });
    const known = new Set(
      this.db.prepare("SELECT stored_name FROM attachments").pluck().all() as string[],
    );
    let orphans = 0;
    for (const name of readdirSync(this.filesDir)) {
      if (known.has(name)) {
        chmodSync(path.join(this.filesDir, name), PRIVATE_FILE_MODE);
        continue;
      }
      rmSync(path.join(this.filesDir, name), { force: true });
      orphans++;
    }
    return { tmp: tmpFiles.length, orphans };
  }

  close() {
    this.db.close();
  }

  // Mailboxes

  mailbox(address: string): Mailbox | undefined {
    const row = this.db.prepare("SELECT * FROM mailboxes WHERE address = ?").get(address) as
      MailboxRow | undefined;
    return row && toMailbox(row);
  }

  mailboxes(): Mailbox[] {
    const rows = this.db.prepare("SELECT * FROM mailboxes ORDER BY address").all() as MailboxRow[];
    return rows.map(toMailbox);
  }

  /** Makes a mailbox active (creating it), as the operator's own mailboxes are. */
  activateMailbox(address: string, now = new Date()): Mailbox {
    this.db
      .prepare(
        `INSERT INTO mailboxes (address, status, created_at, activated_at) VALUES (?, 'active', ?, ?)
         ON CONFLICT (address) DO UPDATE SET status = 'active', activation_token = NULL,
           activated_at = coalesce(activated_at, excluded.activated_at)`,
      )
      .run(address, now.toISOString(), now.toISOString());
    return this.mailbox(address)!;
  }

  /** The mailbox, created as pending with a fresh activation token if it is new. */
  pendingMailbox(address: string, now = new Date()): Mailbox {
    this.db
      .prepare(
        `INSERT INTO mailboxes (address, status, activation_token, created_at)
         VALUES (?, 'pending', ?, ?) ON CONFLICT (address) DO NOTHING`,
      )
      .run(address, randomBytes(24).toString("base64url"), now.toISOString());
    return this.mailbox(address)!;
  }

  /** The pending mailbox this activation token belongs to. */
  pendingByToken(token: string): Mailbox | undefined {
    const row = this.db
      .prepare("SELECT * FROM mailboxes WHERE activation_token = ? AND status = 'pending'")
      .get(token) as MailboxRow | undefined;
    return row && toMailbox(row);
  }

  activateByToken(token: string, now = new Date()): Mailbox | undefined {
    const row = this.db
      .prepare(
        `UPDATE mailboxes SET status = 'active', activation_token = NULL, activated_at = ?
         WHERE activation_token = ? AND status = 'pending' RETURNING *`,
      )
      .get(now.toISOString(), token) as MailboxRow | undefined;
    return row && toMailbox(row);
  }

  markActivationMailed(address: string, now = new Date()) {
    this.db
      .prepare(
        `UPDATE mailboxes SET activation_mailed_at = ?,
           activation_mail_count = activation_mail_count + 1 WHERE address = ?`,
      )
      .run(now.toISOString(), address);
  }

  pendingCount(): number {
    return this.db
      .prepare("SELECT count(*) FROM mailboxes WHERE status = 'pending'")
      .pluck()
      .get() as number;
  }

  /**
   * Deletes the pending mailboxes created at or before `before`, except those named in `keep` (the
   * operator's own, which wait for activation as long as it takes). Returns how many went.
   */
  expirePending(before: Date, keep: readonly string[] = []): number {
    const placeholders = keep.map(() => "?").join(", ");
    return this.db
      .prepare(
        `DELETE FROM mailboxes WHERE status = 'pending' AND created_at <= ?
         ${keep.length ? `AND address NOT IN (${placeholders})` : ""}`,
      )
      .run(before.toISOString(), ...keep).changes;
  }

  // Submissions

  /**
   * Stores a submission: its files are moved into place (already fsynced) and the directory
   * fsynced, then one transaction writes the rows. When it returns, the submission is durable.
   */
  commit(input: NewSubmission, now = new Date()): SubmissionSummary {
    const id = newSubmissionId(now.getTime());
    const moved: string[] = [];
    const attachments = input.attachments.map((a) => ({ ...a, id: randomUUID() }));
    try {
      for (const a of attachments) {
        const target = path.join(this.filesDir, a.id);
        renameSync(a.tmpPath, target);
        moved.push(target);
        chmodSync(target, PRIVATE_FILE_MODE);
      }
      if (moved.length > 0) fsyncDir(this.filesDir);
      this.db.transaction(() => {
        this.db
          .prepare(
            `INSERT INTO submissions (id, mailbox, form, received_at, mail_status, mail_next_at)
             VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .run(
            id,
            input.mailbox,
            input.form,
            now.toISOString(),
            input.mail ? "pending" : "off",
            input.mail ? now.getTime() : null,
          );
        const field = this.db.prepare(
          "INSERT INTO submission_fields (submission_id, position, name, value) VALUES (?, ?, ?, ?)",
        );
        input.fields.forEach(([name, value], i) => field.run(id, i, name, value));
        const file = this.db.prepare(
          `INSERT INTO attachments (id, submission_id, position, field, original_name,
             content_type, size, sha256, stored_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        );
        attachments.forEach((a, i) =>
          file.run(a.id, id, i, a.field, a.originalName, a.contentType, a.size, a.sha256, a.id),
        );
      })();
    } catch (error) {
      for (const target of moved) {
        try {
          unlinkSync(target);
        } catch {
          // Left for recover().
        }
      }
      throw error;
    }
    return this.summary(id)!;
  }

  summary(id: string): SubmissionSummary | undefined {
    const row = this.db.prepare(`${SUMMARY_SELECT} WHERE s.id = ?`).get(id) as
      SummaryRow | undefined;
    return row && toSummary(row);
  }

  submission(id: string): Submission | undefined {
    const summary = this.summary(id);
    if (!summary) return undefined;
    const fields = this.db
      .prepare(
        "SELECT name, value FROM submission_fields WHERE submission_id = ? ORDER BY position",
      )
      .all(id) as { name: string; value: string }[];
    const attachments = this.db
      .prepare(
        `SELECT id, field, original_name AS originalName, content_type AS contentType, size,
           sha256, stored_name AS storedName
         FROM attachments WHERE submission_id = ? ORDER BY position`,
      )
      .all(id) as Attachment[];
    return { ...summary, fields, attachments };
  }

  /** Newest first. */
  list(options: { mailbox?: string; form?: string; limit?: number; offset?: number } = {}) {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (options.mailbox) {
      where.push("s.mailbox = ?");
      params.push(options.mailbox);
    }
    if (options.form) {
      where.push("s.form = ?");
      params.push(options.form);
    }
    const rows = this.db
      .prepare(
        `${SUMMARY_SELECT} ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
         ORDER BY s.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, options.limit ?? 20, options.offset ?? 0) as SummaryRow[];
    return rows.map(toSummary);
  }

  count(): number {
    return this.db.prepare("SELECT count(*) FROM submissions").pluck().get() as number;
  }

  /** Submissions with a field of exactly this value, newest first. */
  findByField(name: string, value: string): string[] {
    return this.db
      .prepare(
        `SELECT DISTINCT submission_id FROM submission_fields WHERE name = ? AND value = ?
         ORDER BY submission_id DESC`,
      )
      .pluck()
      .all(name, value) as string[];
  }

  attachmentPath(attachment: Pick<Attachment, "storedName">): string {
    return path.join(this.filesDir, attachment.storedName);
  }

  // The mail queue

  /** Ids of submissions whose e-mail is due, oldest first. */
  dueMail(now: number, limit = 10): string[] {
    return this.db
      .prepare(
        `SELECT id FROM submissions WHERE mail_status = 'pending' AND mail_next_at <= ?
         ORDER BY mail_next_at, id LIMIT ?`,
      )
      .pluck()
      .all(now, limit) as string[];
  }

  /** When the next pending e-mail is due (ms since the epoch), if any is pending. */
  nextMailAt(): number | null {
    return (
      (this.db
        .prepare("SELECT min(mail_next_at) FROM submissions WHERE mail_status = 'pending'")
        .pluck()
        .get() as number | null) ?? null
    );
  }

  markMailSent(id: string) {
    this.db
      .prepare(
        `UPDATE submissions SET mail_status = 'sent', mail_attempts = mail_attempts + 1,
           mail_next_at = NULL, mail_error = NULL WHERE id = ?`,
      )
      .run(id);
  }

  /** Records a failed attempt: retried at `nextAt`, or given up when `nextAt` is null. */
  markMailFailed(id: string, error: string, nextAt: number | null) {
    this.db
      .prepare(
        `UPDATE submissions SET mail_attempts = mail_attempts + 1, mail_error = ?,
           mail_status = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END, mail_next_at = ?
         WHERE id = ?`,
      )
      .run(error.slice(0, 500), nextAt, nextAt, id);
  }

  /** Puts a submission's e-mail back in the queue, due now (the `inbox resend` command). */
  requeueMail(id: string, now = Date.now()): boolean {
    return (
      this.db
        .prepare(
          `UPDATE submissions SET mail_status = 'pending', mail_next_at = ?, mail_attempts = 0,
             mail_error = NULL WHERE id = ?`,
        )
        .run(now, id).changes > 0
    );
  }
}
