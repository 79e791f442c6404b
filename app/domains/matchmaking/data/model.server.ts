import { sql, type ExpressionBuilder, type Expression, type SqlBool } from "kysely";
import type { Db } from "../../../../server/db/database";
import type { Database } from "../../../../server/db/schema";
import type { Write } from "../../../../server/db/write";
import { qualifyingCompanies } from "~/domains/tenders/index.server";
import { codeRanges, type CodeRange } from "../cpv-match";

// What the matchmaking domain's queries share: the store, the qualification step, the SQL form
// of the CPV match (docs/decisions/480) and what makes a tender open and visible to a company.

export interface MatchStore {
  db: Db;
  write: Write;
}

/**
 * Keeps the companies that qualify for a tender (its required certificates, issue 43 item 4):
 * the one step every matcher passes its candidates through.
 */
export type Qualify = (tenderId: string, companyIds: string[]) => Promise<Set<string>>;
export const allQualify: Qualify = async (_tenderId, ids) => new Set(ids);
/** The tender's own requirements, as a bid is checked against them (decision 470). */
export const byRequirements =
  (store: MatchStore): Qualify =>
  (tenderId, ids) =>
    qualifyingCompanies(store, tenderId, ids);

/**
 * The rows whose CPV code (`column`, with its check digit) matches one of `codes`: those under a
 * code's significant digits and the broader codes above it, as ranges of the code (decision 546)
 * that an index on it reads. False when no code is given.
 */
export function codeMatches<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: string,
  codes: readonly string[],
): Expression<SqlBool> {
  const ors = codeRanges(codes).map((r) => inRange(column, r));
  return ors.length ? eb.or(ors) : sql<SqlBool>`1 = 0`;
}

/**
 * Whether a company read by id may be suggested to or told of a buyer's tender: approved, with an
 * owner who is not the buyer. Companies are read by id only and checked here: with the status in
 * the statement, SQLite's planner walked the status index (every approved supplier, seconds at a
 * million) instead of the ids.
 */
export const approvedForOthers =
  (buyerId: string) =>
  (company: { status: string; owner_id: string | null }): boolean =>
    company.status === "approved" && company.owner_id !== null && company.owner_id !== buyerId;

/** `column` within one range of codes. */
export function inRange(column: string, { from, to }: CodeRange): Expression<SqlBool> {
  const ref = sql.ref(column);
  return to === null
    ? sql<SqlBool>`${ref} >= ${from}`
    : sql<SqlBool>`(${ref} >= ${from} and ${ref} < ${to})`;
}

/** A tender open for bids at `now`: published, not cancelled or awarded, before its deadline. */
export function openAt(eb: ExpressionBuilder<Database, "tenders">, now: Date): Expression<SqlBool> {
  return eb.and([
    eb("tenders.published_at", "is not", null),
    eb("tenders.cancelled_at", "is", null),
    eb("tenders.awarded_at", "is", null),
    eb("tenders.standstill_until", "is", null),
    eb("tenders.bid_deadline", ">", now.toISOString()),
  ]);
}

export const iso = (d: Date) => d.toISOString();
