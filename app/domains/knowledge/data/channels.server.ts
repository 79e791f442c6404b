import { randomUUID } from "node:crypto";
import type { SourcingChannel } from "../rules";
import type { KnowledgeStore } from "./model.server";

// Local & Overseas Sources (/resources/sources): the curated sourcing channels operators keep,
// and where the directory's companies are (the guide groups them by country and region).

export async function list(store: KnowledgeStore): Promise<SourcingChannel[]> {
  const rows = await store.db
    .selectFrom("sourcing_channels")
    .selectAll()
    .orderBy("region")
    .orderBy("position")
    .execute();
  return rows.map(({ position: _, ...row }) => row);
}

export async function add(
  store: KnowledgeStore,
  channel: Omit<SourcingChannel, "id">,
): Promise<string> {
  const id = randomUUID();
  await store.write(async (trx) => {
    const last = await trx
      .selectFrom("sourcing_channels")
      .select((eb) => eb.fn.max<number>("position").as("p"))
      .executeTakeFirst();
    await trx
      .insertInto("sourcing_channels")
      .values({ ...channel, id, position: Number(last?.p ?? 0) + 1 })
      .execute();
  });
  return id;
}

export async function remove(store: KnowledgeStore, id: string): Promise<boolean> {
  return store.write(async (trx) => {
    const r = await trx.deleteFrom("sourcing_channels").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
}

/** The public directory's companies' locations (the sources guide groups them). */
export async function directoryLocations(store: KnowledgeStore): Promise<string[]> {
  const rows = await store.db
    .selectFrom("vendors")
    .select("location")
    .where("status", "=", "approved")
    .execute();
  return rows.map((r) => r.location);
}
