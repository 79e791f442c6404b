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
}

/**
 * Removes every stored file, of every area, that nothing refers to and that is older than the
 * grace period; returns what it removed. Files are listed before the references are read, so a
 * record written in between keeps its file.
 */
export async function sweepFiles(
  db: Db,
  dataDir: string,
  { now = new Date(), graceMs = FILE_SWEEP_GRACE_MS }: SweepOptions = {},
): Promise<SweptFile[]> {
  const removed: SweptFile[] = [];
  for (const area of FILE_AREAS) {
    const store = openFileStore(db, dataDir, area);
    const files = await store.list();
    if (files.length === 0) continue;
    const inUse = new Set(await FILE_REFERENCES[area](db));
    for (const file of unreferencedFiles(files, inUse, now, graceMs)) {
      await store.delete(file.name);
      removed.push({ ...file, area });
    }
  }
  return removed;
}

/** One line per removed file: its area, name, size and when it was stored. */
export function sweptFileLines(removed: readonly SweptFile[]): string[] {
  return removed.map((f) => `${f.area}/${f.name}\t${f.size} bytes\tstored ${f.createdAt}`);
}
