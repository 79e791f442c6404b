import { randomUUID } from "node:crypto";
import { handleOf } from "../rules";
import type { ProfileInput } from "../schema";
import { photoPath, profileFromRow, type CommunityStore, type MemberProfile } from "./model.server";

// Members' profiles in the directory (issue 29): the member's own, a listed one by its handle,
// and saving one. What a profile lists of the member's activity is in profile-activity.server.ts.

/** The member's own profile (listed or not), or undefined before they made one. */
export async function ofUser(
  { db }: CommunityStore,
  userId: string,
): Promise<MemberProfile | undefined> {
  const row = await db
    .selectFrom("members")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row && profileFromRow(row);
}

/** A listed member's public profile. */
export async function byHandle(
  { db }: CommunityStore,
  handle: string,
): Promise<MemberProfile | undefined> {
  const row = await db
    .selectFrom("members")
    .selectAll()
    .where("handle", "=", handle)
    .where("listed", "=", 1)
    .executeTakeFirst();
  return row && profileFromRow(row);
}

/** Any profile by handle, listed or not (its photo route checks who may see it). */
export async function anyByHandle(
  { db }: CommunityStore,
  handle: string,
): Promise<MemberProfile | undefined> {
  const row = await db
    .selectFrom("members")
    .selectAll()
    .where("handle", "=", handle)
    .executeTakeFirst();
  return row && profileFromRow(row);
}

/**
 * Saves the member's profile: made on first save with a handle of their name (a number
 * added while it is taken), listed in the directory only when they choose it.
 */
export async function save(
  { write }: CommunityStore,
  user: { id: string; name: string },
  input: ProfileInput,
  photoFile?: string,
): Promise<MemberProfile> {
  return write(async (trx) => {
    const existing = await trx
      .selectFrom("members")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    const fields = {
      name: user.name,
      name_search: user.name.toLowerCase(),
      role: input.role,
      region: input.region,
      organisation: input.organisation || null,
      bio: input.bio || null,
      listed: input.listed ? 1 : 0,
    };
    if (existing) {
      const file = photoFile ?? existing.photo_file;
      await trx
        .updateTable("members")
        .set({ ...fields, photo_file: file, avatar_url: photoPath(existing.handle!, file) })
        .where("id", "=", existing.id)
        .execute();
      return profileFromRow({
        ...existing,
        ...fields,
        photo_file: file,
        avatar_url: photoPath(existing.handle!, file),
      });
    }
    const base = handleOf(user.name);
    const taken = new Set(
      (
        await trx
          .selectFrom("members")
          .select("handle")
          .where("handle", "like", `${base}%`)
          .execute()
      ).map((r) => r.handle),
    );
    let handle = base;
    for (let n = 2; taken.has(handle); n++) handle = `${base}-${n}`;
    const { max } = await trx
      .selectFrom("members")
      .select((eb) => eb.fn.max<number>("position").as("max"))
      .executeTakeFirstOrThrow();
    const row = {
      id: randomUUID(),
      user_id: user.id,
      handle,
      ...fields,
      photo_file: photoFile ?? null,
      avatar_url: photoPath(handle, photoFile ?? null),
      position: Number(max ?? 0) + 1,
    };
    await trx.insertInto("members").values(row).execute();
    return profileFromRow(row);
  });
}
