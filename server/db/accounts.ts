import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

// The accounts' table (`user`, kept by the accounts module) as the data layer reads it.

/** The address of a member's account, or null when there is no such account. */
export async function accountEmail(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("user")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.email ?? null;
}
