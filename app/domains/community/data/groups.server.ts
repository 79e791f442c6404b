import { randomUUID } from "node:crypto";
import { handleOf, type GroupModeration } from "../rules";
import type { GroupInput } from "../schema";
import type { CommunityStore, GroupView, Outcome, Poster } from "./model.server";

// The network's groups (issue 29): their list with counts, an operator's new group, and members
// joining and leaving.

/** The groups, with their counts; hidden ones only for operators (decision 469). */
export async function list({ db }: CommunityStore, viewer?: Poster | null): Promise<GroupView[]> {
  let query = db.selectFrom("groups");
  if (!viewer?.isOperator) query = query.where("groups.hidden_at", "is", null);
  const rows = await query
    .select([
      "groups.id",
      "groups.slug",
      "groups.name",
      "groups.description",
      "groups.topic",
      "groups.hidden_at",
      "groups.locked",
      (eb) =>
        eb
          .selectFrom("forum_threads")
          .select((e) => e.fn.countAll<number>().as("n"))
          .whereRef("forum_threads.group_id", "=", "groups.id")
          .where("forum_threads.hidden_at", "is", null)
          .as("thread_count"),
      (eb) =>
        eb
          .selectFrom("group_members")
          .select((e) => e.fn.countAll<number>().as("n"))
          .whereRef("group_members.group_id", "=", "groups.id")
          .as("member_count"),
    ])
    .orderBy("groups.created_at")
    .orderBy("groups.name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    topic: r.topic,
    threadCount: Number(r.thread_count ?? 0),
    memberCount: Number(r.member_count ?? 0),
    hidden: r.hidden_at !== null,
    locked: Number(r.locked) === 1,
  }));
}

/** A group by its address, as `viewer` may see it. */
export async function bySlug(
  store: CommunityStore,
  slug: string,
  viewer?: Poster | null,
): Promise<GroupView | undefined> {
  return (await list(store, viewer)).find((g) => g.slug === slug);
}

/** Any group by its id (hidden or not), for the console's links. */
export async function byId(store: CommunityStore, id: string): Promise<GroupView | undefined> {
  return (await list(store, { id: "", name: "", isOperator: true })).find((g) => g.id === id);
}

/**
 * An operator hides a group (from everyone else, its threads too), locks it (no new threads),
 * or removes it with its threads (decision 469). False for anyone else.
 */
export async function moderateGroup(
  { write }: CommunityStore,
  operator: Poster,
  groupId: string,
  intent: GroupModeration,
  now = new Date(),
): Promise<boolean> {
  if (!operator.isOperator) return false;
  return write(async (trx) => {
    if (intent === "remove-group") {
      await trx.deleteFrom("forum_threads").where("group_id", "=", groupId).execute();
      const gone = await trx.deleteFrom("groups").where("id", "=", groupId).executeTakeFirst();
      return Number(gone.numDeletedRows) > 0;
    }
    const values =
      intent === "hide-group" || intent === "restore-group"
        ? { hidden_at: intent === "hide-group" ? now.toISOString() : null }
        : { locked: intent === "lock-group" ? 1 : 0 };
    const done = await trx
      .updateTable("groups")
      .set(values)
      .where("id", "=", groupId)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) > 0;
  });
}

/** An operator's new group; undefined when its name makes a slug another group has. */
export async function create(
  { write }: CommunityStore,
  input: GroupInput,
  by: Poster,
  now = new Date(),
): Promise<string | undefined> {
  const slug = handleOf(input.name);
  return write(async (trx) => {
    const clash = await trx
      .selectFrom("groups")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (clash) return undefined;
    await trx
      .insertInto("groups")
      .values({
        id: randomUUID(),
        slug,
        ...input,
        created_by: by.id,
        created_at: now.toISOString(),
      })
      .execute();
    return slug;
  });
}

export async function isMember(
  { db }: CommunityStore,
  groupId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("group_members")
    .select("user_id")
    .where("group_id", "=", groupId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function join(
  { write }: CommunityStore,
  groupId: string,
  userId: string,
  now = new Date(),
): Promise<void> {
  await write((trx) =>
    trx
      .insertInto("group_members")
      .values({ group_id: groupId, user_id: userId, joined_at: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute(),
  );
}

/** Leaving a group also stops following it. */
export async function leave(
  { write }: CommunityStore,
  groupId: string,
  userId: string,
): Promise<void> {
  await write(async (trx) => {
    for (const table of ["group_members", "group_follows"] as const)
      await trx
        .deleteFrom(table)
        .where("group_id", "=", groupId)
        .where("user_id", "=", userId)
        .execute();
  });
}

/**
 * A member follows a group (its new threads are told to them: docs/decisions/466) or stops;
 * only the group's members may follow it.
 */
export async function follow(
  store: CommunityStore,
  groupId: string,
  userId: string,
  on: boolean,
): Promise<Outcome> {
  if (on && !(await isMember(store, groupId, userId))) return { ok: false, refusal: "notMember" };
  await store.write(async (trx) => {
    if (on)
      await trx
        .insertInto("group_follows")
        .values({ group_id: groupId, user_id: userId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    else
      await trx
        .deleteFrom("group_follows")
        .where("group_id", "=", groupId)
        .where("user_id", "=", userId)
        .execute();
  });
  return { ok: true, value: groupId };
}

export async function isFollowing(
  { db }: CommunityStore,
  groupId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("group_follows")
    .select("user_id")
    .where("group_id", "=", groupId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}
