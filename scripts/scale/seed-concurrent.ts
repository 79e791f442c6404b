// Writing the bulk fixture on both backends at once (issue 46): each writer is bound by one core
// (the row generator and PostgreSQL's COPY, or better-sqlite3's inserts), and the machine has two,
// so the SQLite file is written by a child process (scripts/scale/seed-sqlite-child.ts) while
// this one copies into PostgreSQL. The measures then run one backend after the other, as before.
import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Progress } from "./bulk-write";

/** Progress lines named by backend, as two writers print at once. */
export function progressLog(backend: string): Progress {
  return (table, rows, ms) =>
    console.log(
      rows
        ? `  [${backend}] ${table}: ${rows.toLocaleString("en-US")} rows in ${(ms / 1000).toFixed(1)} s (${Math.round(rows / (ms / 1000)).toLocaleString("en-US")}/s)`
        : `  [${backend}] ${table}: ${(ms / 1000).toFixed(1)} s`,
    );
}

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), "seed-sqlite-child.ts");

/**
 * Writes the SQLite fixture of `size` into `dataDir` in a child process (with this process's
 * loader, tsx's), resolving when it has exited well.
 */
export function seedSqliteApart(dataDir: string, size: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [dataDir, size], { execArgv: process.execArgv, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`The SQLite writer stopped (${signal ?? `exit code ${code}`}).`)),
    );
  });
}
