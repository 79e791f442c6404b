// Writing the scale fixture's rows in bulk: COPY on PostgreSQL (pg-copy-streams), one transaction
// of prepared statements on SQLite (better-sqlite3). Rows stream from their iterators in chunks,
// so a table of millions of rows is never in memory whole.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import SQLite from "better-sqlite3";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { sqliteReindexSql } from "../../server/db/search-indexes";
import type { SearchKind } from "../../server/db/search-kinds";
import type { BulkTable, Value } from "./bulk-rows";

const SPECIAL = /[\\\n\r\t]/;

/** One value in COPY's text format. */
export function copyValue(value: Value): string {
  if (value === null) return "\\N";
  if (typeof value === "number") return String(value);
  // Most values have nothing to escape: looked for first, as replacing allocates.
  if (!SPECIAL.test(value)) return value;
  return value.replace(/[\\\n\r\t]/g, (c) =>
    c === "\\" ? "\\\\" : c === "\n" ? "\\n" : c === "\r" ? "\\r" : "\\t",
  );
}

/** COPY's text lines of the rows, about 256 KB at a time. */
export function* copyChunks(rows: Iterable<Value[]>): Iterable<string> {
  let chunk = "";
  for (const row of rows) {
    let line = copyValue(row[0]!);
    for (let c = 1; c < row.length; c++) line += `\t${copyValue(row[c]!)}`;
    chunk += `${line}\n`;
    if (chunk.length >= 262_144) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

export type Progress = (table: string, rows: number, ms: number) => void;

const count = (rows: Iterable<Value[]>) => {
  let n = 0;
  const counted = function* () {
    for (const row of rows) {
      n++;
      yield row;
    }
  };
  return { rows: counted(), n: () => n };
};

/**
 * PostgreSQL: each table by COPY on one connection. With a superuser (as the bench's local
 * server), the session's triggers are off while it copies (foreign keys and the search index's
 * triggers: the caller indexes the rows afterwards); otherwise they fire for each row.
 */
export async function copyTables(
  url: string,
  tables: readonly BulkTable[],
  progress: Progress,
): Promise<{ triggersOff: boolean }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const triggersOff = await client
      .query("set session_replication_role = replica")
      .then(() => true)
      .catch(() => false);
    for (const t of tables) {
      const started = performance.now();
      const counted = count(t.rows());
      const copy = client.query(
        copyFrom(`copy ${t.table} (${t.columns.map((c) => `"${c}"`).join(", ")}) from stdin`),
      );
      await pipeline(Readable.from(copyChunks(counted.rows)), copy);
      progress(t.table, counted.n(), performance.now() - started);
    }
    if (triggersOff) await client.query("set session_replication_role = origin");
    return { triggersOff };
  } finally {
    await client.end();
  }
}

/**
 * SQLite: every table in one transaction of prepared INSERTs, on a connection of its own to the
 * database file (the rows are consistent by construction: the foreign keys are not checked row by
 * row), and the full-text index of `searchKinds` rebuilt in the same transaction.
 */
export function insertTables(
  file: string,
  tables: readonly BulkTable[],
  progress: Progress,
  searchKinds: readonly SearchKind[] = [],
): void {
  const db = new SQLite(file);
  try {
    db.pragma("busy_timeout = 30000");
    db.pragma("foreign_keys = OFF");
    db.pragma("synchronous = OFF");
    db.pragma("cache_size = -262144");
    const all = db.transaction(() => {
      // The full-text index's insert triggers are set aside while the rows go in, and every row
      // indexed at once afterwards: row by row it took four times as long.
      const triggers = searchKinds.map((kind) => {
        const name = `search_${kind}_insert`;
        const row = db
          .prepare("select sql from sqlite_master where type = 'trigger' and name = ?")
          .get(name) as { sql: string };
        db.exec(`drop trigger ${name}`);
        return row.sql;
      });
      for (const t of tables) {
        const started = performance.now();
        const insert = db.prepare(
          `insert into ${t.table} (${t.columns.map((c) => `"${c}"`).join(", ")}) values (${t.columns
            .map(() => "?")
            .join(", ")})`,
        );
        let n = 0;
        for (const row of t.rows()) {
          insert.run(row);
          n++;
        }
        progress(t.table, n, performance.now() - started);
      }
      for (const kind of searchKinds) {
        const started = performance.now();
        for (const statement of sqliteReindexSql(kind)) db.exec(statement);
        progress(`search index of ${kind}`, 0, performance.now() - started);
      }
      for (const trigger of triggers) db.exec(trigger);
    });
    all.immediate();
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}
