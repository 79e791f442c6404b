import type { Transaction } from "kysely";
import type { Db } from "../../../../server/db/database";
import type { Database } from "../../../../server/db/schema";
import { profilePath } from "../paths";
import type { CommunityStore } from "./model.server";

// Who an @mention reaches (docs/decisions/465): only members listed in the directory have a page
// to link to and are told; a member who is not listed, or whom operators blocked from the
// forums, is neither linked nor notified.

/** The listed members among `handles`, with their accounts, that are not blocked. */
export async function mentionedMembers(
  trx: Db | Transaction<Database>,
  handles: readonly string[],
): Promise<{ handle: string; userId: string }[]> {
  if (handles.length === 0) return [];
  // Sample members have no account (their user_id names no user): they are linked, not told.
  const rows = await trx
    .selectFrom("members")
    .innerJoin("user", "user.id", "members.user_id")
    .select(["members.handle", "members.user_id"])
    .where("members.handle", "in", [...handles])
    .where("members.listed", "=", 1)
    .where("members.user_id", "not in", (eb) => eb.selectFrom("forum_blocks").select("user_id"))
    .execute();
  return rows.flatMap((r) =>
    r.handle && r.user_id ? [{ handle: r.handle, userId: r.user_id }] : [],
  );
}

/** The pages of the listed members among `handles`, to link their mentions to. */
export async function mentionLinks(
  { db }: CommunityStore,
  handles: readonly string[],
): Promise<Map<string, string>> {
  if (handles.length === 0) return new Map();
  const rows = await db
    .selectFrom("members")
    .select("handle")
    .where("handle", "in", [...handles])
    .where("listed", "=", 1)
    .execute();
  return new Map(rows.flatMap((r) => (r.handle ? [[r.handle, profilePath(r.handle)]] : [])));
}
