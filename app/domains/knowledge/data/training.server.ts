import { randomUUID } from "node:crypto";
import type { TrainingEvent } from "../rules";
import {
  eventFromRow,
  freeSlug,
  slugify,
  type KnowledgeStore,
  type TrainingInput,
  type TrainingTell,
} from "./model.server";

// Training events: the calendar visitors read (upcoming and past) and the operators' writes
// (create, a past event's recording, remove). Members' seats are in registrations.server.ts.

/** Events still to come (soonest first) or past (latest first). */
export async function list(
  store: KnowledgeStore,
  when: "upcoming" | "past",
  now = new Date(),
): Promise<TrainingEvent[]> {
  const iso = now.toISOString();
  const rows = await store.db
    .selectFrom("training_events")
    .selectAll()
    .where("starts_at", when === "upcoming" ? ">=" : "<", iso)
    .orderBy("starts_at", when === "upcoming" ? "asc" : "desc")
    .execute();
  return rows.map(eventFromRow);
}

export async function bySlug(
  store: KnowledgeStore,
  slug: string,
): Promise<TrainingEvent | undefined> {
  const row = await store.db
    .selectFrom("training_events")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row && eventFromRow(row);
}

export async function slugs(store: KnowledgeStore): Promise<string[]> {
  const rows = await store.db.selectFrom("training_events").select("slug").execute();
  return rows.map((r) => r.slug);
}

export async function create(
  store: KnowledgeStore,
  input: TrainingInput,
  now = new Date(),
): Promise<TrainingEvent> {
  const id = randomUUID();
  await store.write(async (trx) => {
    await trx
      .insertInto("training_events")
      .values({
        id,
        slug: await freeSlug(trx, "training_events", slugify(input.title), null),
        title: input.title,
        starts_at: input.startsAt,
        duration_minutes: input.durationMinutes,
        format: input.format,
        location: input.location,
        time_zone: input.timeZone ?? "UTC",
        level: input.level,
        capacity: input.capacity,
        description: input.description,
        recording_url: input.recordingUrl,
        created_at: now.toISOString(),
      })
      .execute();
  });
  const row = await store.db
    .selectFrom("training_events")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return eventFromRow(row);
}

/**
 * Changes an event's details (its slug and recording stay); everyone registered, with a seat or
 * waiting, is told in the same transaction. False when there is no such event.
 */
export async function update(
  store: KnowledgeStore,
  id: string,
  input: Omit<TrainingInput, "recordingUrl">,
  tell: TrainingTell,
): Promise<boolean> {
  return store.write(async (trx) => {
    const r = await trx
      .updateTable("training_events")
      .set({
        title: input.title,
        starts_at: input.startsAt,
        duration_minutes: input.durationMinutes,
        format: input.format,
        time_zone: input.timeZone ?? "UTC",
        location: input.location,
        level: input.level,
        capacity: input.capacity,
        description: input.description,
      })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return false;
    const row = await trx
      .selectFrom("training_events")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const event = eventFromRow(row);
    const registered = await trx
      .selectFrom("training_registrations")
      .select("user_id")
      .where("event_id", "=", id)
      .orderBy("registered_at")
      .execute();
    for (const { user_id } of registered)
      await tell(trx, { userId: user_id, event, status: "changed" });
    return true;
  });
}

/** Sets (or clears) a past event's recording or slides link. */
export async function setRecording(
  store: KnowledgeStore,
  id: string,
  url: string | null,
): Promise<boolean> {
  return store.write(async (trx) => {
    const r = await trx
      .updateTable("training_events")
      .set({ recording_url: url })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  });
}

export async function remove(store: KnowledgeStore, id: string): Promise<boolean> {
  return store.write(async (trx) => {
    await trx.deleteFrom("training_registrations").where("event_id", "=", id).execute();
    const r = await trx.deleteFrom("training_events").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
}
