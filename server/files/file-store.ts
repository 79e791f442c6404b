import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { isPostgres, type Db } from "../db/database";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../private-files";

// Private files (visitors' attachments, companies' logos) behind one small interface
// (docs/decisions/091): on disk in DATA_DIR with SQLite, in the database with PostgreSQL so that
// every server reads what any of them stored. Files go in and out as streams, in chunks, never
// whole in memory.

export interface StoredFile {
  name: string;
  size: number;
  /** ISO time it was stored. */
  createdAt: string;
}

export interface PutResult {
  size: number;
  sha256: string;
}

export interface FileStore {
  /** True when other server processes read and write the same files (the database store). */
  readonly shared: boolean;
  /** Stores a stream under `name` (replacing a file of that name), durably once it resolves. */
  put(name: string, source: AsyncIterable<Uint8Array>): Promise<PutResult>;
  /** Moves a complete local file into the store; the local file is gone afterwards. */
  putFile(name: string, localPath: string): Promise<void>;
  /** The file's content as a stream, or null when there is no such file. */
  read(name: string): Promise<Readable | null>;
  delete(name: string): Promise<void>;
  /** Every file of the store. */
  list(): Promise<StoredFile[]>;
}

/**
 * Every area of private files, for `npm run db -- export` to find the folders on disk: a new kind
 * of private file adds its area here (the database store's areas are found in the table).
 */
export const FILE_AREAS = [
  "inbox/files",
  "company-logos",
  "claim-evidence",
  "requests/files",
  "tender-files",
  "member-photos",
  "freelance-files",
  "company-certificates",
] as const;

/** Names are ours (ids), never a visitor's: one path segment of safe characters. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

function checkName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Not a valid stored file name: "${name}"`);
  return name;
}

/**
 * The store for one `area` of private files ("inbox/files", "logos"...): a folder of that path
 * under `dataDir` on SQLite, rows of the database on PostgreSQL.
 */
export function openFileStore(db: Db, dataDir: string, area: string): FileStore {
  return isPostgres(db)
    ? new DatabaseFileStore(db, area)
    : new DiskFileStore(path.join(dataDir, ...area.split("/")));
}

/**
 * A local file's content, opened only when it is first read: a file removed by then rejects the
 * read, where a stream opened at once would emit an error nobody listens to yet, and end the
 * process.
 */
async function* localFile(localPath: string, highWaterMark?: number): AsyncGenerator<Buffer> {
  yield* createReadStream(localPath, { highWaterMark });
}

/** null for a file that is gone (ENOENT); any other error is thrown. */
export function unlessMissing(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
  throw error;
}

async function fsyncPath(target: string) {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class DiskFileStore implements FileStore {
  readonly shared = false;

  constructor(readonly dir: string) {
    ensurePrivateDir(dir);
  }

  pathOf(name: string): string {
    return path.join(this.dir, checkName(name));
  }

  async put(name: string, source: AsyncIterable<Uint8Array>): Promise<PutResult> {
    const target = this.pathOf(name);
    const tmp = path.join(this.dir, `.incoming-${randomUUID()}`);
    try {
      const written = await saveStream(Readable.from(source), tmp);
      await fsyncPath(tmp);
      await rename(tmp, target);
      await fsyncPath(this.dir);
      return written;
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async putFile(name: string, localPath: string): Promise<void> {
    const target = this.pathOf(name);
    try {
      await rename(localPath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      await this.put(name, localFile(localPath));
      await rm(localPath, { force: true });
      return;
    }
    await chmod(target, PRIVATE_FILE_MODE);
    await fsyncPath(this.dir);
  }

  async read(name: string): Promise<Readable | null> {
    try {
      const handle = await open(this.pathOf(name), "r");
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  async list(): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    for (const entry of await readdir(this.dir, { withFileTypes: true })) {
      if (!entry.isFile() || entry.name.startsWith(".incoming-")) continue;
      // Another process may remove a file between the listing and its stat (its own discard).
      const info = await stat(path.join(this.dir, entry.name)).catch(unlessMissing);
      if (!info) continue;
      files.push({ name: entry.name, size: info.size, createdAt: info.mtime.toISOString() });
    }
    return files.sort((a, b) => a.name.localeCompare(b.name));
  }
}

/** Bytes per row of `stored_file_chunks`: what one read or write holds in memory. */
export const CHUNK_BYTES = 256 * 1024;

/** Cuts a stream into chunks of exactly `size` bytes (the last one shorter). */
async function* rechunk(source: AsyncIterable<Uint8Array>, size: number) {
  let parts: Buffer[] = [];
  let held = 0;
  for await (const chunk of source) {
    let buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    while (held + buffer.length >= size) {
      const take = size - held;
      parts.push(buffer.subarray(0, take));
      yield Buffer.concat(parts);
      parts = [];
      held = 0;
      buffer = buffer.subarray(take);
    }
    if (buffer.length > 0) {
      parts.push(Buffer.from(buffer));
      held += buffer.length;
    }
  }
  if (held > 0) yield Buffer.concat(parts);
}

export class DatabaseFileStore implements FileStore {
  readonly shared = true;

  constructor(
    private readonly db: Db,
    readonly area: string,
  ) {}

  async put(name: string, source: AsyncIterable<Uint8Array>): Promise<PutResult> {
    checkName(name);
    const hash = createHash("sha256");
    let size = 0;
    let sha256 = "";
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("stored_files")
        .where("area", "=", this.area)
        .where("name", "=", name)
        .execute();
      await trx
        .insertInto("stored_files")
        .values({
          area: this.area,
          name,
          size: 0,
          sha256: "",
          created_at: new Date().toISOString(),
        })
        .execute();
      let seq = 0;
      for await (const data of rechunk(source, CHUNK_BYTES)) {
        hash.update(data);
        size += data.length;
        await trx
          .insertInto("stored_file_chunks")
          .values({ area: this.area, name, seq: seq++, data })
          .execute();
      }
      sha256 = hash.digest("hex");
      await trx
        .updateTable("stored_files")
        .set({ size, sha256 })
        .where("area", "=", this.area)
        .where("name", "=", name)
        .execute();
    });
    return { size, sha256 };
  }

  async putFile(name: string, localPath: string): Promise<void> {
    await this.put(name, localFile(localPath, CHUNK_BYTES));
    await rm(localPath, { force: true });
  }

  async read(name: string): Promise<Readable | null> {
    checkName(name);
    const file = await this.db
      .selectFrom("stored_files")
      .select("size")
      .where("area", "=", this.area)
      .where("name", "=", name)
      .executeTakeFirst();
    if (!file) return null;
    const { db, area } = this;
    async function* chunks() {
      for (let seq = 0; ; seq++) {
        const row = await db
          .selectFrom("stored_file_chunks")
          .select("data")
          .where("area", "=", area)
          .where("name", "=", name)
          .where("seq", "=", seq)
          .executeTakeFirst();
        if (!row) return;
        yield Buffer.from(row.data);
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  async delete(name: string): Promise<void> {
    await this.db
      .deleteFrom("stored_files")
      .where("area", "=", this.area)
      .where("name", "=", checkName(name))
      .execute();
  }

  async list(): Promise<StoredFile[]> {
    const rows = await this.db
      .selectFrom("stored_files")
      .select(["name", "size", "created_at"])
      .where("area", "=", this.area)
      .orderBy("name")
      .execute();
    return rows.map((r) => ({ name: r.name, size: Number(r.size), createdAt: r.created_at }));
  }
}

/** Writes a stream to a new private local file, and says what was written. */
export async function saveStream(source: Readable, target: string): Promise<PutResult> {
  const hash = createHash("sha256");
  let size = 0;
  await pipeline(
    source,
    async function* (chunks: AsyncIterable<Uint8Array>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(target, { mode: PRIVATE_FILE_MODE }),
  );
  return { size, sha256: hash.digest("hex") };
}
