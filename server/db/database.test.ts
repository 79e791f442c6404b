import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrate, migrationStatus, openDatabase } from "./database";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";
import { createTestDatabase, TEST_DATABASE_URL } from "./testing";

describe("the database", () => {
  it("is SQLite unless DATABASE_URL names PostgreSQL, and refuses other addresses", async () => {
    const db = await openDatabase({ dataDir: "", file: ":memory:", url: "" });
    expect((await migrationStatus(db)).every((m) => m.executedAt)).toBe(true);
    await db.destroy();
    await expect(openDatabase({ dataDir: "", url: "mysql://x" })).rejects.toThrow(/postgres/);
  });

  it.runIf(TEST_DATABASE_URL)(
    "is migrated once when several servers open the same PostgreSQL at the same moment",
    async () => {
      const database = await createTestDatabase("postgres");
      try {
        const opened = await Promise.all([1, 2, 3].map(() => database.open("")));
        for (const db of opened) {
          const status = await migrationStatus(db);
          expect(status.length).toBeGreaterThan(0);
          expect(status.every((m) => m.executedAt)).toBe(true);
        }
        const { rows } = await sql<{ runs: number; names: number }>`
          select count(*) as runs, count(distinct name) as names from kysely_migration`.execute(
          opened[0]!,
        );
        const status = await migrationStatus(opened[0]!);
        expect(rows[0]).toEqual({ runs: status.length, names: status.length });
        await Promise.all(opened.map((db) => db.destroy()));
      } finally {
        await database.drop();
      }
    },
  );

  it.runIf(TEST_DATABASE_URL)(
    "reads only its own schema's tables, however many other schemas the database holds",
    async () => {
      // Kysely's own introspector read every schema's tables before migrating, and failed when
      // another was dropped during the read (decision 540); ours reads the current schema only.
      const [database, other] = await Promise.all([1, 2].map(() => createTestDatabase("postgres")));
      try {
        const [db, otherDb] = await Promise.all([database!.open(""), other!.open("")]);
        const tables = await db!.introspection.getTables({ withInternalKyselyTables: true });
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
          db!,
        );
        expect(tables.length).toBeGreaterThan(10);
        expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([rows[0]!.schema]));
        expect(tables.some((t) => t.name === "kysely_migration")).toBe(true);
        const plain = await db!.introspection.getTables();
        expect(plain.some((t) => t.name === "kysely_migration")).toBe(false);
        const vendors = plain.find((t) => t.name === "vendors");
        expect(vendors?.columns.find((c) => c.name === "id")).toMatchObject({ isNullable: false });
        await Promise.all([db!.destroy(), otherDb!.destroy()]);
      } finally {
        await Promise.all([database!.drop(), other!.drop()]);
      }
    },
  );

  it.runIf(TEST_DATABASE_URL)(
    "migrates PostgreSQL without the pages' statement timeout, and puts the timeout back",
    async () => {
      // A migration that rewrites a million-row table takes minutes; the pages' timeout would
      // stop it half way. Here the pool's timeout is 10 ms, which the whole schema's migration does not meet.
      const database = await createTestDatabase("postgres");
      const pool = new pg.Pool({ connectionString: database.url!, max: 1, statement_timeout: 10 });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      try {
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
          db,
        );
        await migrate(db, rows[0]!.schema);
        const done = await sql<{
          n: number;
        }>`select count(*)::int as n from kysely_migration`.execute(db);
        const all = Object.keys(await migrationProvider.getMigrations()).length;
        expect(done.rows[0]!.n).toBe(all);
        const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
        expect(shown.rows[0]!.statement_timeout).toBe("10ms");
      } finally {
        await db.destroy();
        await database.drop();
      }
    },
  );

  it.runIf(TEST_DATABASE_URL)(
    "plans PostgreSQL's queries without parallel workers, on every connection of the pool",
    async () => {
      const database = await createTestDatabase("postgres");
      const db = await database.open("");
      try {
        const shown = await Promise.all(
          [1, 2, 3].map(() =>
            db.connection().execute(async (conn) => {
              const { rows } = await sql<{
                max_parallel_workers_per_gather: string;
              }>`show max_parallel_workers_per_gather`.execute(conn);
              return rows[0]!.max_parallel_workers_per_gather;
            }),
          ),
        );
        expect(shown).toEqual(["0", "0", "0"]);
      } finally {
        await db.destroy();
        await database.drop();
      }
    },
  );
});
