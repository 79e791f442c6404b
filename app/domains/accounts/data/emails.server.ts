import { sql } from "kysely";
import { isPostgres } from "../../../../server/db/database";
import type { AccountStore } from "./model.server";

// Members' e-mail addresses as operators see them (docs/decisions/151, 157): who has not
// confirmed theirs, confirming one by hand, and changing one when the site sends no e-mail.

/** These read and change the accounts' table on the database itself, not through `write`. */
type EmailStore = Pick<AccountStore, "db">;

/** Marks the member with this e-mail as confirmed; false when no member has it. */
export async function markVerified({ db }: EmailStore, email: string): Promise<boolean> {
  const result = await db
    .updateTable("user")
    // SQLite keeps booleans as 1 and 0.
    .set({ emailVerified: (isPostgres(db) ? true : 1) as boolean })
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The account's address was proven by a password reset's link (its mailbox opened it): when it
 * was not confirmed yet, whoever started the account may not have held that mailbox, so the
 * address is confirmed now and the two-step sign-in they may have set up is turned off; the
 * library then ends every session (docs/decisions/302).
 */
export async function claimedByReset(
  { db }: EmailStore,
  user: { id: string; emailVerified?: boolean | null },
): Promise<void> {
  if (user.emailVerified) return;
  const yes = sql.lit(isPostgres(db) ? true : 1);
  const no = sql.lit(isPostgres(db) ? false : 0);
  // The library's two-step columns and table are not in the site's schema types.
  await db.transaction().execute(async (trx) => {
    await sql`update "user" set "emailVerified" = ${yes}, "twoFactorEnabled" = ${no} where "id" = ${user.id}`.execute(
      trx,
    );
    await sql`delete from "twoFactor" where "userId" = ${user.id}`.execute(trx);
  });
}

export interface UnverifiedMember {
  email: string;
  name: string;
  joinedAt: string;
}

/** The members who have not confirmed their address, newest first. */
export async function unverifiedMembers(
  { db }: EmailStore,
  limit = 500,
): Promise<UnverifiedMember[]> {
  const rows = await db
    .selectFrom("user")
    .select(["email", "name", "createdAt"])
    .where((eb) =>
      eb.or([
        eb("emailVerified", "=", isPostgres(db) ? false : 0),
        eb("emailVerified", "is", null),
      ]),
    )
    .orderBy("createdAt", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    email: r.email,
    name: r.name,
    joinedAt: r.createdAt instanceof Date ? r.createdAt.toISOString() : String(r.createdAt),
  }));
}

/** What an operator's change of a member's address came to. */
export type EmailChange = "changed" | "no-member" | "taken";

/**
 * An operator changes a member's e-mail address by hand (without mail, nothing can confirm the
 * new one): the new address counts as confirmed, since the operator vouches for it. Refused when
 * no member has the old address or another member already has the new one.
 */
export async function changeEmailByOperator(
  { db }: EmailStore,
  oldEmail: string,
  newEmail: string,
): Promise<EmailChange> {
  const from = oldEmail.trim().toLowerCase();
  const to = newEmail.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom("user")
      .select("id")
      .where("email", "=", from)
      .executeTakeFirst();
    if (!member) return "no-member";
    if (from === to) return "changed";
    const holder = await trx
      .selectFrom("user")
      .select("id")
      .where("email", "=", to)
      .executeTakeFirst();
    if (holder) return "taken";
    await trx
      .updateTable("user")
      .set({ email: to, emailVerified: (isPostgres(db) ? true : 1) as boolean })
      .where("id", "=", member.id)
      .execute();
    return "changed";
  });
}
