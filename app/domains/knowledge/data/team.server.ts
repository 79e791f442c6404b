import { randomUUID } from "node:crypto";
import type { TeamMember } from "../rules";
import type { KnowledgeStore } from "./model.server";

// The members of Our Team (/about/team), in the order operators add them.

export async function list(store: KnowledgeStore): Promise<TeamMember[]> {
  const rows = await store.db.selectFrom("team_members").selectAll().orderBy("position").execute();
  return rows.map(({ position: _, photo_url, ...row }) => ({ ...row, photoUrl: photo_url }));
}

export async function add(store: KnowledgeStore, member: Omit<TeamMember, "id">): Promise<string> {
  const id = randomUUID();
  await store.write(async (trx) => {
    const last = await trx
      .selectFrom("team_members")
      .select((eb) => eb.fn.max<number>("position").as("p"))
      .executeTakeFirst();
    await trx
      .insertInto("team_members")
      .values({
        id,
        name: member.name,
        role: member.role,
        bio: member.bio,
        photo_url: member.photoUrl,
        position: Number(last?.p ?? 0) + 1,
      })
      .execute();
  });
  return id;
}

export async function update(
  store: KnowledgeStore,
  id: string,
  member: Omit<TeamMember, "id">,
): Promise<boolean> {
  return store.write(async (trx) => {
    const r = await trx
      .updateTable("team_members")
      .set({
        name: member.name,
        role: member.role,
        bio: member.bio,
        photo_url: member.photoUrl,
      })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  });
}

export async function remove(store: KnowledgeStore, id: string): Promise<boolean> {
  return store.write(async (trx) => {
    const r = await trx.deleteFrom("team_members").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
}
