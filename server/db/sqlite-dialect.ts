import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";

// SQLite with its transactions begun IMMEDIATE (docs/decisions/360). Kysely's driver begins a
// plain (deferred) transaction, which takes the write lock only at its first write: when another
// process on the same file (WEB_CONCURRENCY=2) commits between this transaction's first read and
// its first write, SQLite cannot upgrade the read to a write and answers "database is locked" at
// once, whatever the busy timeout. Begun IMMEDIATE, a transaction takes the write lock first; the
// other process then waits its busy timeout for it, as for any writer.

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
