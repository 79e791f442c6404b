import type { Db } from "../../../../server/db/database";

// The operators' console's members (`repo.operators`): who may use it, as
// `npm run admin -- grant` and `revoke` change it.

async function accountByEmail(db: Db, email: string) {
  return db
    .selectFrom("user")
    .select(["id", "email", "name"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export function operatorsOf(db: Db) {
  return {
    /** Whether this account may use the operator console. */
    async has(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom("operators")
        .select("user_id")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Makes the account with this e-mail an operator; false when there is no such account. */
    async grant(email: string, now = new Date()): Promise<boolean> {
      const user = await accountByEmail(db, email);
      if (!user) return false;
      await db
        .insertInto("operators")
        .values({ user_id: user.id, granted_at: now.toISOString() })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
      return true;
    },
    /** Takes the operator role away; false when there is no such account. */
    async revoke(email: string): Promise<boolean> {
      const user = await accountByEmail(db, email);
      if (!user) return false;
      await db.deleteFrom("operators").where("user_id", "=", user.id).execute();
      return true;
    },
    async list(): Promise<{ email: string; name: string; grantedAt: string }[]> {
      const rows = await db
        .selectFrom("operators")
        .innerJoin("user", "user.id", "operators.user_id")
        .select(["user.email", "user.name", "operators.granted_at"])
        .orderBy("user.email")
        .execute();
      return rows.map((r) => ({ email: r.email, name: r.name, grantedAt: r.granted_at }));
    },
  };
}
