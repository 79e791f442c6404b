import type { SqliteDatabase, SqliteStatement } from "kysely";

// Kysely's SQLite driver prepares every query afresh; the site asks the same few hundred
// queries again and again, so each is prepared once and its statement kept (better-sqlite3
// statements are reusable, and SQLite prepares one again by itself after a schema change).
// The cache is bounded, oldest first out, since a list of ids of any length makes a new text.
// Nothing here iterates a statement (Kysely's stream()), which would keep it busy.

export const STATEMENT_CACHE_SIZE = 500;

export function withStatementCache(
  database: SqliteDatabase,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql);
      if (kept) {
        // Most recently used last, so the first key is the one to drop.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
