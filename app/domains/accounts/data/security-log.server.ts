import { randomUUID } from "node:crypto";
import type { Db } from "../../../../server/db/database";
import type { SecurityKind } from "../security-text";

// A member's security log (docs/decisions/421): their sign-ins and the changes to how they sign
// in, each with the browser it came from; and the authenticator codes already used, so that a
// code works once (docs/decisions/420). Both are erased with the account.

/** What the log records; the page and the e-mails name each in words (security-text.ts). */
export const SECURITY_EVENT_KINDS: readonly SecurityKind[] = [
  "joined",
  "signed-in",
  "signed-in-passkey",
  "password-changed",
  "password-reset",
  "two-factor-on",
  "two-factor-off",
  "passkey-added",
  "passkey-removed",
];
export type SecurityEventKind = SecurityKind;

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** "Firefox on Windows", from the request's user agent. */
  browser: string;
  /** ISO time. */
  at: string;
}

/** How many entries the page shows, newest first. */
export const SECURITY_LOG_LIMIT = 100;

export async function recordSecurityEvent(
  db: Db,
  userId: string,
  event: SecurityEvent,
): Promise<void> {
  await db
    .insertInto("account_security_events")
    .values({
      id: randomUUID(),
      user_id: userId,
      kind: event.kind,
      browser: event.browser.slice(0, 120),
      created_at: event.at,
    })
    .execute();
}

/** The member's own entries, newest first: only ever read for the signed-in member. */
export async function securityEventsOf(db: Db, userId: string): Promise<SecurityEvent[]> {
  const rows = await db
    .selectFrom("account_security_events")
    .select(["kind", "browser", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(SECURITY_LOG_LIMIT)
    .execute();
  return rows
    .filter((row) => (SECURITY_EVENT_KINDS as readonly string[]).includes(row.kind))
    .map((row) => ({
      kind: row.kind as SecurityEventKind,
      browser: row.browser,
      at: row.created_at,
    }));
}

/**
 * Claims an authenticator code for this member: true the first time within `validMs`, false
 * when the same code was used already in that time (on any server: the key is the database's).
 * Older claims of the member are dropped first.
 */
export async function claimCode(
  db: Db,
  userId: string,
  code: string,
  nowMs: number,
  validMs: number,
): Promise<boolean> {
  await db
    .deleteFrom("two_factor_used_codes")
    .where("user_id", "=", userId)
    .where("used_at", "<=", nowMs - validMs)
    .execute();
  const inserted = await db
    .insertInto("two_factor_used_codes")
    .values({ user_id: userId, code, used_at: nowMs })
    .onConflict((oc) => oc.columns(["user_id", "code"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Gives a claim back when the code turned out wrong (so a typo does not hold the code). */
export async function releaseCode(db: Db, userId: string, code: string): Promise<void> {
  await db
    .deleteFrom("two_factor_used_codes")
    .where("user_id", "=", userId)
    .where("code", "=", code)
    .execute();
}
