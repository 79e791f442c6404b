import type pg from "pg";
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

// The PostgreSQL pool as Kysely sees it, made to survive lost connections (decision 149):
//
// - every client has an error listener from the moment it connects, in use or idle, so that a
//   connection the server drops (a restart, a failover, pg_terminate_backend, an idle-connection
//   killer) is an error for the query on it, never an unhandled 'error' event that ends the
//   process;
// - a read outside a transaction that fails because its connection was lost is run once more
//   on a fresh connection (the broken one leaves the pool), and again if that one was lost too;
// - the outage is logged once, and so is the recovery (the next new connection).

/** Errors that say the connection, not the query, failed: the query may be run again. */
export function isConnectionLost(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  // 57P01 admin_shutdown (pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now,
  // 08xxx connection exceptions.
  if (typeof e.code === "string" && /^(57P0[123]|08)/.test(e.code)) return true;
  if (e.code === "ECONNRESET" || e.code === "ECONNREFUSED" || e.code === "EPIPE") return true;
  return /Connection terminated|connection is closed|Client has encountered a connection error|not queryable/i.test(
    e.message ?? "",
  );
}

/** A read that has no effect when run twice: one SELECT with no lock or side effect. */
export function isIdempotentRead(text: string): boolean {
  return (
    /^\s*select\b/i.test(text) &&
    !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b|\b(pg_advisory\w*|nextval|setval|pg_terminate_backend)\s*\(/i.test(
      text,
    )
  );
}

/** Logs an outage once, and its end once. */
export class OutageLog {
  private down = false;
  constructor(private readonly log: (message: string) => void) {}

  lost(error: unknown): void {
    if (this.down) return;
    this.down = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.log(`[database] connection lost (${reason}): failing queries are retried or refused.`);
  }

  back(): void {
    if (!this.down) return;
    this.down = false;
    this.log("[database] reachable again.");
  }

  get isDown(): boolean {
    return this.down;
  }
}

/** pg's answer as Kysely reads it (the command of a statement Kysely sends is one of its five). */
function resultOf<R>(result: pg.QueryResult): PostgresQueryResult<R> {
  return {
    command: result.command as PostgresQueryResult<R>["command"],
    rowCount: result.rowCount ?? 0,
    rows: result.rows as R[],
  };
}

/** How many other connections a read that met a lost one is tried on. */
const RETRIES = 3;

class ResilientClient implements PostgresPoolClient {
  private inTransaction = false;
  private broken: Error | null = null;

  constructor(
    private readonly inner: pg.PoolClient,
    private readonly pool: pg.Pool,
    private readonly outage: OutageLog,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    textOrCursor: string | PostgresCursor<R>,
    parameters?: readonly unknown[],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // A cursor (Kysely's stream, a pg-cursor) goes through untouched.
    if (typeof textOrCursor !== "string") {
      return this.inner.query(textOrCursor as PostgresCursor<R> & pg.Submittable);
    }
    return this.run<R>(textOrCursor, parameters ?? []);
  }

  private async run<R>(
    text: string,
    parameters: readonly unknown[],
  ): Promise<PostgresQueryResult<R>> {
    if (/^\s*(begin|start\s+transaction)\b/i.test(text)) this.inTransaction = true;
    const transactionEnds = /^\s*(commit|rollback)\b/i.test(text);
    try {
      return resultOf<R>(await this.inner.query(text, [...parameters]));
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      this.broken = error as Error;
      this.outage.lost(error);
      if (this.inTransaction || !isIdempotentRead(text)) throw error;
      return await this.retry<R>(text, parameters, error);
    } finally {
      if (transactionEnds) this.inTransaction = false;
    }
  }

  /**
   * Runs a read again on another connection. An idle connection of the pool may have been
   * dropped in the same outage without the pool knowing yet, so a connection that is lost as
   * well leaves the pool and the next one is tried, up to RETRIES times.
   */
  private async retry<R>(
    text: string,
    parameters: readonly unknown[],
    first: unknown,
  ): Promise<PostgresQueryResult<R>> {
    let last = first;
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const fresh = await this.pool.connect();
      let lost: Error | undefined;
      try {
        return resultOf<R>(await fresh.query(text, [...parameters]));
      } catch (error) {
        if (!isConnectionLost(error)) throw error;
        lost = error as Error;
        last = error;
      } finally {
        fresh.release(lost);
      }
    }
    throw last;
  }

  release(): void {
    this.inTransaction = false;
    // A broken connection leaves the pool rather than serving the next query.
    this.inner.release(this.broken ?? undefined);
    this.broken = null;
  }
}

export interface ResilientPoolOptions {
  log?: (message: string) => void;
}

/**
 * `pool` for Kysely's PostgresDialect, with an error listener on the pool and on every client,
 * reads retried on other connections after a lost one, and the outage logged once.
 */
export function resilientPool(
  pool: pg.Pool,
  { log = (m) => console.error(m) }: ResilientPoolOptions = {},
): PostgresPool & { outage: OutageLog } {
  const outage = new OutageLog(log);
  const wrappers = new WeakMap<pg.PoolClient, ResilientClient>();
  pool.on("error", (error) => outage.lost(error));
  pool.on("connect", (client) => {
    client.on("error", (error) => outage.lost(error));
    outage.back();
  });
  return {
    outage,
    async connect(): Promise<PostgresPoolClient> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        outage.lost(error);
        throw error;
      }
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = new ResilientClient(client, pool, outage);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
