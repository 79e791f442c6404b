import { existsSync, renameSync } from "node:fs";
import { sql, SqliteAdapter } from "kysely";
import type { Db } from "./database";

// The inbox and the accounts once kept their own SQLite files (`inbox/inbox.sqlite`,
// `auth.sqlite`). On the first start with the site's database, their rows are copied into it,
// table by table and column by column (the columns both have; newer ones keep their defaults),
// in one transaction, and the old file is kept aside as `<file>.imported`.

export const IMPORTED_SUFFIX = ".imported";

/**
 * Copies `tables` (in order: parents before children) from the SQLite `file` into `db`, once.
 * Rows already there are kept. Returns how many rows each table received, or null when there
 * was nothing to import (no such file, or the database is not SQLite).
 */
export async function importLegacySqlite(
  db: Db,
  file: string,
  tables: readonly string[],
): Promise<Record<string, number> | null> {
  if (!existsSync(file) || !(db.getExecutor().adapter instanceof SqliteAdapter)) return null;
  const copied: Record<string, number> = {};
  await db.connection().execute(async (conn) => {
    await sql`ATTACH DATABASE ${file} AS legacy`.execute(conn);
    try {
      await conn.transaction().execute(async (trx) => {
        for (const table of tables) {
          const columnsOf = async (schema: string) => {
            const { rows } = await sql<{ name: string }>`
              SELECT name FROM pragma_table_info(${table}, ${schema})`.execute(trx);
            return rows.map((r) => r.name);
          };
          const theirs = new Set(await columnsOf("legacy"));
          const shared = (await columnsOf("main")).filter((c) => theirs.has(c));
          if (shared.length === 0) continue;
          const columns = sql.join(shared.map((c) => sql.ref(c)));
          const result = await sql`INSERT OR IGNORE INTO ${sql.table(table)} (${columns})
            SELECT ${columns} FROM ${sql.table(`legacy.${table}`)}`.execute(trx);
          copied[table] = Number(result.numAffectedRows ?? 0);
        }
      });
    } finally {
      await sql`DETACH DATABASE legacy`.execute(conn);
    }
  });
  for (const suffix of ["", "-wal", "-shm"]) {
    if (existsSync(file + suffix)) renameSync(file + suffix, `${file}${IMPORTED_SUFFIX}${suffix}`);
  }
  return copied;
}
