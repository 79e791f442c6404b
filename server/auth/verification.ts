import { isPostgres, type Db } from "../db/database";

// Whether members must confirm their e-mail address before they publish, and the operators'
// side of it: confirming an address by hand and seeing who has not (docs/decisions/151).

/**
 * REQUIRE_VERIFIED_EMAIL: "1"/"true" or "0"/"false"; unset, it is on when mail is configured
 * (SMTP_URL) and off without, so a single machine without mail keeps working out of the box.
 */
export function requireVerifiedEmail(env: NodeJS.ProcessEnv): boolean {
  const raw = env.REQUIRE_VERIFIED_EMAIL?.trim().toLowerCase();
  if (raw === "1" || raw === "true") return true;
  if (raw === "0" || raw === "false") return false;
  if (raw) {
    throw new Error(`REQUIRE_VERIFIED_EMAIL must be 1 or 0 (true or false): ${raw}`);
  }
  return Boolean(env.SMTP_URL?.trim());
}

/**
 * REQUIRE_OPERATOR_2FA: "1"/"true" or "0"/"false", off when unset. On, an operator without
 * two-step sign-in is refused the console until they turn it on (docs/decisions/156).
 */
export function requireOperatorTwoFactor(env: NodeJS.ProcessEnv): boolean {
  const raw = env.REQUIRE_OPERATOR_2FA?.trim().toLowerCase();
  if (!raw || raw === "0" || raw === "false") return false;
  if (raw === "1" || raw === "true") return true;
  throw new Error(`REQUIRE_OPERATOR_2FA must be 1 or 0 (true or false): ${raw}`);
}

/** Marks the member with this e-mail as confirmed; false when no member has it. */
export async function markVerified(db: Db, email: string): Promise<boolean> {
  const result = await db
    .updateTable("user")
    // SQLite keeps booleans as 1 and 0.
    .set({ emailVerified: (isPostgres(db) ? true : 1) as boolean })
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface UnverifiedMember {
  email: string;
  name: string;
  joinedAt: string;
}

/** The members who have not confirmed their address, newest first. */
export async function unverifiedMembers(db: Db, limit = 500): Promise<UnverifiedMember[]> {
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
  db: Db,
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
