import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/database";
import { FILE_REFERENCES } from "../files/file-references";
import { SWEEP_BATCH } from "../files/sweep";
import { SHARED_ORPHAN_AGE_MS } from "./attachments";
import type { InboxStore } from "./store";

// Files no submission refers to, removed while the server runs (the hourly `inbox_sweep` job,
// server/jobs/definitions.ts), not only at start: uploads a
// crashed request left in the temporary folder, and stored attachments whose submission was
// never committed. Only files older than an hour go: an upload in progress is at most the
// request timeout old, and a file just moved into place is committed within moments.

export const ORPHAN_AGE_MS = SHARED_ORPHAN_AGE_MS;

export interface SweepOptions {
  now?: number;
  ageMs?: number;
}

export async function sweepOrphans(
  store: InboxStore,
  db: Db,
  { now = Date.now(), ageMs = ORPHAN_AGE_MS }: SweepOptions = {},
): Promise<{ tmp: number; orphans: number }> {
  let tmp = 0;
  for (const name of await readdir(store.tmpDir).catch(() => [] as string[])) {
    const file = path.join(store.tmpDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < ageMs) continue;
    await unlink(file).catch(() => undefined);
    tmp++;
  }
  const files = await store.files.list();
  const old = files.filter((f) => now - Date.parse(f.createdAt) >= ageMs);
  if (old.length === 0) return { tmp, orphans: 0 };
  // A batch of names at a time, asked of the attachments' index (decision 516).
  let orphans = 0;
  for (let i = 0; i < old.length; i += SWEEP_BATCH) {
    const batch = old.slice(i, i + SWEEP_BATCH);
    const known = new Set(
      await FILE_REFERENCES["inbox/files"](
        db,
        batch.map((f) => f.name),
      ),
    );
    for (const file of batch) {
      if (known.has(file.name)) continue;
      await store.files.delete(file.name);
      orphans++;
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { tmp, orphans };
}
