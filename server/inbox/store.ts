import path from "node:path";
import type { Readable } from "node:stream";
import type { Db } from "../db/database";
import { importLegacySqlite } from "../db/legacy-import";
import { openFileStore, type FileStore } from "../files/file-store";
import { ensurePrivateDir } from "../private-files";
import { ATTACHMENTS_AREA, Attachments, type Attachment } from "./attachments";
import { IdempotencyKeys, type Idempotency, type Repeat } from "./idempotency";
import { MailQueue, type ClaimedMail } from "./mail-queue";
import { Mailboxes, type Mailbox } from "./mailboxes";
import {
  Submissions,
  type CommitResult,
  type NewSubmission,
  type Submission,
  type SubmissionFilters,
  type SubmissionSummary,
} from "./submissions";

// The inbox's storage, opened once for a data folder: its rows in the site's database
// (server/db: WAL and synchronous=FULL on SQLite), its attachments' files in a FileStore. Each
// concern has its module (mailboxes, idempotency, submissions, attachments, mail-queue); this
// facade opens them together and answers for all of them, as the inbox's callers ask.

/** The file of the inbox's own database before it moved into the site's database. */
export const LEGACY_INBOX_FILE = "inbox.sqlite";

export class InboxStore {
  /** Where attachments are kept on disk, when they are (SQLite). */
  readonly filesDir: string;
  /** Uploads being received by this process: always on this machine's disk. */
  readonly tmpDir: string;
  private readonly boxes: Mailboxes;
  private readonly keys: IdempotencyKeys;
  private readonly attachments: Attachments;
  private readonly submissions: Submissions;
  private readonly queue: MailQueue;

  private constructor(
    private readonly db: Db,
    readonly dir: string,
    readonly files: FileStore,
  ) {
    this.filesDir = path.join(dir, "files");
    this.tmpDir = path.join(dir, "tmp");
    this.boxes = new Mailboxes(db);
    this.keys = new IdempotencyKeys(db);
    this.attachments = new Attachments(db, files, this.tmpDir);
    this.submissions = new Submissions(db, this.attachments, this.keys);
    this.queue = new MailQueue(db);
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

  /** Clears what a crash can leave behind (see `Attachments.recover`). */
  recover(now = Date.now()): Promise<{ tmp: number; orphans: number }> {
    return this.attachments.recover(now);
  }

  // Mailboxes (./mailboxes)

  mailbox(address: string): Promise<Mailbox | undefined> {
    return this.boxes.byAddress(address);
  }
  mailboxes(): Promise<Mailbox[]> {
    return this.boxes.all();
  }
  activateMailbox(address: string, now = new Date()): Promise<Mailbox> {
    return this.boxes.activate(address, now);
  }
  pendingMailbox(address: string, now = new Date()): Promise<Mailbox> {
    return this.boxes.pending(address, now);
  }
  pendingByToken(token: string): Promise<Mailbox | undefined> {
    return this.boxes.pendingByToken(token);
  }
  activateByToken(token: string, now = new Date()): Promise<Mailbox | undefined> {
    return this.boxes.activateByToken(token, now);
  }
  markActivationMailed(address: string, now = new Date()): Promise<void> {
    return this.boxes.markActivationMailed(address, now);
  }
  pendingCount(): Promise<number> {
    return this.boxes.pendingCount();
  }
  expirePending(before: Date, keep: readonly string[] = []): Promise<number> {
    return this.boxes.expirePending(before, keep);
  }

  // Idempotency keys (./idempotency)

  repeatOf(mailbox: string, idempotency: Idempotency): Promise<Repeat | null> {
    return this.keys.repeatOf(mailbox, idempotency);
  }
  expireIdempotencyKeys(now = new Date()): Promise<number> {
    return this.keys.expire(now);
  }

  // Submissions (./submissions)

  commit(input: NewSubmission, now = new Date()): Promise<CommitResult> {
    return this.submissions.commit(input, now);
  }
  summary(id: string): Promise<SubmissionSummary | undefined> {
    return this.submissions.summary(id);
  }
  summaries(ids: readonly string[]): Promise<SubmissionSummary[]> {
    return this.submissions.summaries(ids);
  }
  submission(id: string): Promise<Submission | undefined> {
    return this.submissions.byId(id);
  }
  list(
    options: SubmissionFilters & { limit?: number; offset?: number } = {},
  ): Promise<SubmissionSummary[]> {
    return this.submissions.list(options);
  }
  count(options: SubmissionFilters = {}): Promise<number> {
    return this.submissions.count(options);
  }
  submissionMailboxes(): Promise<string[]> {
    return this.submissions.mailboxes();
  }
  markHandled(id: string, by: string | null, now = new Date()): Promise<boolean> {
    return this.submissions.markHandled(id, by, now);
  }
  findByField(name: string, value: string): Promise<string[]> {
    return this.submissions.findByField(name, value);
  }

  // Attachments (./attachments)

  attachment(id: string): Promise<Attachment | undefined> {
    return this.attachments.byId(id);
  }
  openAttachment(attachment: Pick<Attachment, "storedName">): Promise<Readable> {
    return this.attachments.open(attachment);
  }

  // The mail queue (./mail-queue)

  claimMail(now: number, owner: string, leaseMs: number, limit = 10): Promise<ClaimedMail[]> {
    return this.queue.claim(now, owner, leaseMs, limit);
  }
  nextMailAt(): Promise<number | null> {
    return this.queue.nextAt();
  }
  markMailSent(id: string, owner: string): Promise<boolean> {
    return this.queue.markSent(id, owner);
  }
  markMailFailed(
    id: string,
    owner: string,
    error: string,
    nextAt: number | null,
  ): Promise<boolean> {
    return this.queue.markFailed(id, owner, error, nextAt);
  }
  requeueMail(id: string, now = Date.now()): Promise<boolean> {
    return this.queue.requeue(id, now);
  }
}
