import { sql, type SelectQueryBuilder } from "kysely";
import type { Db } from "./database";

// The counts the directories and the search show (issue 46 item 3, docs/decisions/515): past
// 10,000 an exact count would read every matching row, so the database counts at most one row
// more than the cap, in a subquery with LIMIT (the same SQL on SQLite and PostgreSQL), and the
// page says "10,000+". A count of cap + 1 means "more than cap".

/** The largest count shown exactly. */
export const COUNT_CAP = 10_000;

/** How many rows `query` keeps, counting at most `cap + 1` of them. */
export async function boundedCount(
  db: Db,
  // Any query: only its FROM, joins and conditions count (its selection is replaced).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: SelectQueryBuilder<any, any, any>,
  cap: number = COUNT_CAP,
): Promise<number> {
  const limited = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as("one"))
    .limit(cap + 1);
  const row = await db
    .selectFrom(limited.as("bounded"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The bounded count of a raw `from ... where ...` clause (the search engine's queries). */
export async function boundedCountOf(
  db: Db,
  fromWhere: ReturnType<typeof sql>,
  cap: number = COUNT_CAP,
): Promise<number> {
  const result = await sql<{ n: number | string }>`select count(*) as n from
    (select 1 as one ${fromWhere} limit ${cap + 1}) bounded`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
