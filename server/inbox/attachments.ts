import { randomUUID } from "node:crypto";
import { chmod, readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Transaction } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { DiskFileStore, unlessMissing, type FileStore } from "../files/file-store";
import { PRIVATE_FILE_MODE } from "../private-files";

// The submissions' attachments: their records in the database, their files in a FileStore
// under names we generate (a folder with SQLite, the database with PostgreSQL), and uploads in
// progress in a folder of this machine. Files are stored durably before the submission's
// transaction commits, so a crash leaves at worst orphan files, which `recover()` removes.

export interface NewAttachment {
  field: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** A complete, fsynced temporary file; the store moves it into place. */
  tmpPath: string;
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

/** The FileStore area of the attachments: `<dataDir>/inbox/files` on disk. */
export const ATTACHMENTS_AREA = "inbox/files";

/**
 * How old a temporary upload or a file without a submission must be before `recover()` removes
 * it: other processes share the folder and the store (WEB_CONCURRENCY, several servers), and a
 * younger one may be an upload still arriving (at most the request timeout, two minutes) or a
 * submission another process is committing.
 */
export const SHARED_ORPHAN_AGE_MS = 60 * 60 * 1000;

const attachmentColumns = [
  "id",
  "field",
  "original_name as originalName",
  "content_type as contentType",
  "size",
  "sha256",
  "stored_name as storedName",
] as const;

/** New attachments once their files are in place: each has its id, which is its stored name. */
export type PlacedAttachment = NewAttachment & { id: string };

export class Attachments {
  constructor(
    private readonly db: Db,
    readonly files: FileStore,
    /** Uploads being received by this process: always on this machine's disk. */
    readonly tmpDir: string,
  ) {}

  /**
   * Moves the uploads' files into the file store, durably. When one fails, those already moved
   * are removed again and the error is thrown.
   */
  async place(attachments: readonly NewAttachment[]): Promise<PlacedAttachment[]> {
    const placed: PlacedAttachment[] = [];
    try {
      for (const a of attachments) {
        const id = randomUUID();
        await this.files.putFile(id, a.tmpPath);
        placed.push({ ...a, id });
      }
    } catch (error) {
      await this.discard(placed);
      throw error;
    }
    return placed;
  }

  /**
   * Stores stored attachments' files again under new ids (a submission owns its files: removing
   * one submission never takes another's). When one fails, those already copied are removed.
   */
  async copy(sources: readonly Attachment[]): Promise<PlacedAttachment[]> {
    const placed: PlacedAttachment[] = [];
    try {
      for (const a of sources) {
        const id = randomUUID();
        await this.files.put(id, await this.open(a));
        const { field, originalName, contentType, size, sha256 } = a;
        placed.push({ field, originalName, contentType, size, sha256, tmpPath: "", id });
      }
    } catch (error) {
      await this.discard(placed);
      throw error;
    }
    return placed;
  }

  /** Removes placed files whose submission did not commit (or leaves them to `recover()`). */
  async discard(placed: readonly PlacedAttachment[]): Promise<void> {
    for (const a of placed) {
      try {
        await this.files.delete(a.id);
      } catch {
        // Left for recover().
      }
    }
  }

  /** Records placed attachments of a submission, in the transaction that stores it. */
  async record(
    trx: Transaction<Database>,
    submissionId: string,
    placed: readonly PlacedAttachment[],
  ): Promise<void> {
    if (placed.length === 0) return;
    await trx
      .insertInto("attachments")
      .values(
        placed.map((a, position) => ({
          id: a.id,
          submission_id: submissionId,
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

  /** One attachment's record, by its id. */
  async byId(id: string): Promise<Attachment | undefined> {
    const row = await this.db
      .selectFrom("attachments")
      .select(attachmentColumns)
      .where("id", "=", id)
      .executeTakeFirst();
    return row && { ...row, size: Number(row.size) };
  }

  /** A submission's attachments, in the order they were sent. */
  async of(submissionId: string): Promise<Attachment[]> {
    const rows = await this.db
      .selectFrom("attachments")
      .select(attachmentColumns)
      .where("submission_id", "=", submissionId)
      .orderBy("position")
      .execute();
    return rows.map((a) => ({ ...a, size: Number(a.size) }));
  }

  /** How many attachments each of these submissions has (those with none are left out). */
  async countsOf(submissionIds: readonly string[]): Promise<Map<string, number>> {
    const counts = await this.db
      .selectFrom("attachments")
      .select(["submission_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("submission_id", "in", submissionIds)
      .groupBy("submission_id")
      .execute();
    return new Map(counts.map((c) => [c.submission_id, Number(c.n)]));
  }

  /** An attachment's content, streamed from the file store. */
  async open(attachment: Pick<Attachment, "storedName">): Promise<Readable> {
    const stream = await this.files.read(attachment.storedName);
    if (!stream) throw new Error(`The file of attachment ${attachment.storedName} is missing.`);
    return stream;
  }

  /**
   * Clears what a crash can leave behind: temporary uploads, and attachment files that were
   * moved into place but whose submission never committed, once they are older than
   * SHARED_ORPHAN_AGE_MS (younger ones may be a live process's). Run once at start-up; it also
   * makes the files an earlier version stored readable by their owner only.
   */
  async recover(now = Date.now()): Promise<{ tmp: number; orphans: number }> {
    let tmp = 0;
    for (const name of await readdir(this.tmpDir)) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < SHARED_ORPHAN_AGE_MS) continue;
      await unlink(file).catch(() => undefined);
      tmp++;
    }
    const rows = await this.db.selectFrom("attachments").select("stored_name").execute();
    const known = new Set(rows.map((r) => r.stored_name));
    let orphans = 0;
    for (const file of await this.files.list()) {
      if (known.has(file.name)) {
        if (this.files instanceof DiskFileStore) {
          await chmod(this.files.pathOf(file.name), PRIVATE_FILE_MODE).catch(unlessMissing);
        }
        continue;
      }
      if (now - Date.parse(file.createdAt) < SHARED_ORPHAN_AGE_MS) continue;
      await this.files.delete(file.name);
      orphans++;
    }
    return { tmp, orphans };
  }
}
