// Why a query is slow: the statements a repository call sends, caught as they are compiled, each
// timed, and the slowest explained: `EXPLAIN (ANALYZE, BUFFERS)` on PostgreSQL, `EXPLAIN QUERY
// PLAN` on SQLite (the bench's --explain).
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";
import { isPostgres, type Db } from "../../server/db/database";

interface Caught {
  sql: string;
  parameters: readonly unknown[];
}

/** A plugin that records the SQL of every statement its database compiles. */
function catcher(db: Db, caught: Caught[]): KyselyPlugin {
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const compiled = db.getExecutor().compileQuery(node, queryId);
      caught.push({ sql: compiled.sql, parameters: compiled.parameters });
      return node;
    },
    transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return Promise.resolve(result);
    },
  };
}

/**
 * Runs `call` against a database that records its statements, times each statement again on
 * its own, and returns the slowest one's plan as text.
 */
export async function explainSlowest(
  db: Db,
  call: (db: Db) => Promise<unknown>,
): Promise<{ sql: string; ms: number; plan: string } | null> {
  const caught: Caught[] = [];
  await call(db.withPlugin(catcher(db, caught)));
  let slowest: (Caught & { ms: number }) | null = null;
  for (const statement of caught) {
    if (!/^\s*select/i.test(statement.sql)) continue;
    const started = performance.now();
    await db.executeQuery(CompiledQuery.raw(statement.sql, [...statement.parameters]));
    const ms = performance.now() - started;
    if (!slowest || ms > slowest.ms) slowest = { ...statement, ms };
  }
  if (!slowest) return null;
  const prefix = isPostgres(db) ? "explain (analyze, buffers) " : "explain query plan ";
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(prefix + slowest.sql, [...slowest.parameters]),
  );
  const plan = rows
    .map((r) => (isPostgres(db) ? String(r["QUERY PLAN"]) : String(r.detail)))
    .join("\n");
  return { sql: slowest.sql, ms: slowest.ms, plan };
}
