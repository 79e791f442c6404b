import SQLite from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "./database";

// Two server processes on one SQLite file (WEB_CONCURRENCY=2): a transaction that reads and then
// writes must not fail with "database is locked" when the other process commits in between.
// The other process is a second handle on the same file, in this thread: a zero busy timeout
// makes it say at once that it must wait, where a process would wait for its turn.

const dirs: string[] = [];
const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function twoHandles(): Promise<{ db: Db; other: SQLite.Database }> {
  const dir = mkdtempSync(path.join(tmpdir(), "write-lock-"));
  dirs.push(dir);
  const db = await openDatabase({ dataDir: dir, file: "site.sqlite" });
  opened.push({ close: () => db.destroy() });
  await sql`create table counter (id integer primary key, n integer not null)`.execute(db);
  await sql`insert into counter (id, n) values (1, 0)`.execute(db);
  const other = new SQLite(path.join(dir, "site.sqlite"));
  other.pragma("busy_timeout = 0");
  opened.push(other);
  return { db, other };
}

describe("a write transaction on SQLite", () => {
  it("holds the write lock from its start: another process's commit waits, and neither fails", async () => {
    const { db, other } = await twoHandles();
    const waited: string[] = [];
    const bump = () => other.prepare("update counter set n = n + 10 where id = 1").run();
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select n from counter where id = 1`.execute(trx);
      // The other process writes between this transaction's read and its write.
      try {
        bump();
      } catch (error) {
        waited.push((error as { code?: string }).code ?? String(error));
      }
      await sql`update counter set n = ${rows[0]!.n + 1} where id = 1`.execute(trx);
    });
    // It had to wait for the transaction, and then writes.
    expect(waited).toEqual(["SQLITE_BUSY"]);
    bump();
    const { rows } = await sql<{ n: number }>`select n from counter where id = 1`.execute(db);
    expect(rows[0]!.n).toBe(11);
  });
});
