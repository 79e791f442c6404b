import type { Db } from "../db/database";
import { FILE_REFERENCES, type FileArea } from "./file-references";
import { FILE_AREAS, openFileStore, type StoredFile } from "./file-store";

// Files nothing refers to, removed (docs/decisions/241): a crash between a file's write and its
// record, or data older than the removals that now follow each deletion, can leave a stored file
// that no row names. Only files older than the grace period go, so that an upload whose record
// is still being written is never taken.

/** How old an unreferenced file must be before it is removed. */
export const FILE_SWEEP_GRACE_MS = 60 * 60 * 1000;

/** A removed file, for the log and `npm run admin -- sweep-files`. */
export interface SweptFile extends StoredFile {
  area: FileArea;
}

/** The files of `files` that no name of `inUse` refers to and that are older than `graceMs`. */
export function unreferencedFiles(
  files: readonly StoredFile[],
  inUse: ReadonlySet<string>,
  now: Date,
  graceMs: number,
): StoredFile[] {
  return files.filter((file) => {
    if (inUse.has(file.name)) return false;
    const storedAt = Date.parse(file.createdAt);
    // A time we cannot read is never old enough.
    return Number.isFinite(storedAt) && now.getTime() - storedAt >= graceMs;
  });
}

export interface SweepOptions {
  now?: Date;
  graceMs?: number;
  /** Files whose references are asked for at once (decision 516). */
  batchSize?: number;
  /** Waits between batches: one turn of the event loop unless a test says otherwise. */
  pause?: () => Promise<void>;
}

/** Stored files checked per batch. */
export const SWEEP_BATCH = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Removes every stored file, of every area, that nothing refers to and that is older than the
 * grace period; returns what it removed. Files are listed before the references are read, so a
 * record written in between keeps its file. The old files are checked a batch at a time: the
 * database is asked which of their names it holds (by the columns' indexes), never for every
 * name it holds, and the server reads what has arrived between batches.
 */
export async function sweepFiles(
  db: Db,
  dataDir: string,
  {
    now = new Date(),
    graceMs = FILE_SWEEP_GRACE_MS,
    batchSize = SWEEP_BATCH,
    pause = nextTurn,
  }: SweepOptions = {},
): Promise<SweptFile[]> {
  const removed: SweptFile[] = [];
  for (const area of FILE_AREAS) {
    const store = openFileStore(db, dataDir, area);
    const old = unreferencedFiles(await store.list(), new Set(), now, graceMs);
    for (let i = 0; i < old.length; i += batchSize) {
      const batch = old.slice(i, i + batchSize);
      const inUse = new Set(
        await FILE_REFERENCES[area](
          db,
          batch.map((f) => f.name),
        ),
      );
      for (const file of batch) {
        if (inUse.has(file.name)) continue;
        await store.delete(file.name);
        removed.push({ ...file, area });
      }
      await pause();
    }
  }
  return removed;
}

/** One line per removed file: its area, name, size and when it was stored. */
export function sweptFileLines(removed: readonly SweptFile[]): string[] {
  return removed.map((f) => `${f.area}/${f.name}\t${f.size} bytes\tstored ${f.createdAt}`);
}
