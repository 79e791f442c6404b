import type { Transaction } from "kysely";
import type { RegistrationStatus, TrainingEvent } from "../rules";
import { isPostgres, type Db } from "../../../../server/db/database";
import type { Database } from "../../../../server/db/schema";
import {
  eventFromRow,
  REMINDER_BEFORE_MS,
  type KnowledgeStore,
  type TrainingTell,
} from "./model.server";

// Members' places at training events: a seat while there is one, else the waiting list, which
// moves up when a seat is given back; and the reminders a day before. Each write re-checks the
// seats inside its transaction, with the event's row locked on PostgreSQL.

async function seatsTaken(trx: Transaction<Database> | Db, eventId: string) {
  const rows = await trx
    .selectFrom("training_registrations")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("event_id", "=", eventId)
    .groupBy("status")
    .execute();
  const of = (s: RegistrationStatus) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { seats: of("seat"), waiting: of("waiting") };
}

/** Seats taken and members waiting. */
export function counts(store: KnowledgeStore, eventId: string) {
  return seatsTaken(store.db, eventId);
}

/** The member's place: a seat, the waiting list, or none. */
export async function registrationOf(
  store: KnowledgeStore,
  eventId: string,
  userId: string,
): Promise<RegistrationStatus | null> {
  const row = await store.db
    .selectFrom("training_registrations")
    .select("status")
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? (row.status as RegistrationStatus) : null;
}

/**
 * Registers the member: a seat while there is one, else the waiting list. Registering twice
 * keeps the first place. The event's row is locked on PostgreSQL so two members cannot take
 * the last seat at once (SQLite has one writer). Undefined for a past or unknown event.
 */
export async function register(
  store: KnowledgeStore,
  eventId: string,
  userId: string,
  tell: TrainingTell,
  now = new Date(),
): Promise<RegistrationStatus | undefined> {
  return store.write(async (trx) => {
    let query = trx.selectFrom("training_events").selectAll().where("id", "=", eventId);
    if (isPostgres(store.db)) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row || row.starts_at < now.toISOString()) return undefined;
    const existing = await trx
      .selectFrom("training_registrations")
      .select("status")
      .where("event_id", "=", eventId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (existing) return existing.status as RegistrationStatus;
    const { seats } = await seatsTaken(trx, eventId);
    const status: RegistrationStatus = seats < Number(row.capacity) ? "seat" : "waiting";
    await trx
      .insertInto("training_registrations")
      .values({
        event_id: eventId,
        user_id: userId,
        status,
        registered_at: now.toISOString(),
        reminded_at: null,
      })
      .execute();
    await tell(trx, { userId, event: eventFromRow(row), status });
    return status;
  });
}

/**
 * Cancels the member's place; a seat given up goes to the first member waiting, who is told.
 */
export async function cancel(
  store: KnowledgeStore,
  eventId: string,
  userId: string,
  tell: TrainingTell,
): Promise<boolean> {
  return store.write(async (trx) => {
    let query = trx.selectFrom("training_events").selectAll().where("id", "=", eventId);
    if (isPostgres(store.db)) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return false;
    const gone = await trx
      .deleteFrom("training_registrations")
      .where("event_id", "=", eventId)
      .where("user_id", "=", userId)
      .returning("status")
      .executeTakeFirst();
    if (!gone) return false;
    const { seats } = await seatsTaken(trx, eventId);
    if (seats < Number(row.capacity)) {
      const next = await trx
        .selectFrom("training_registrations")
        .select("user_id")
        .where("event_id", "=", eventId)
        .where("status", "=", "waiting")
        .orderBy("registered_at")
        .orderBy("user_id")
        .executeTakeFirst();
      if (next) {
        await trx
          .updateTable("training_registrations")
          .set({ status: "seat" })
          .where("event_id", "=", eventId)
          .where("user_id", "=", next.user_id)
          .execute();
        await tell(trx, { userId: next.user_id, event: eventFromRow(row), status: "seat" });
      }
    }
    return true;
  });
}

/** The member's registrations for events still to come. */
export async function mine(
  store: KnowledgeStore,
  userId: string,
  now = new Date(),
): Promise<{ event: TrainingEvent; status: RegistrationStatus }[]> {
  const rows = await store.db
    .selectFrom("training_registrations")
    .innerJoin("training_events", "training_events.id", "training_registrations.event_id")
    .selectAll("training_events")
    .select("training_registrations.status as registration")
    .where("training_registrations.user_id", "=", userId)
    .where("training_events.starts_at", ">=", now.toISOString())
    .orderBy("training_events.starts_at")
    .execute();
  return rows.map(({ registration, ...row }) => ({
    event: eventFromRow(row),
    status: registration as RegistrationStatus,
  }));
}

/**
 * Reminds members holding a seat of events that start within REMINDER_BEFORE_MS, once each
 * (the server's sweep calls it every minute). Returns how many were reminded.
 */
export async function remindDue(
  store: KnowledgeStore,
  tell: TrainingTell,
  now = new Date(),
): Promise<number> {
  const due = await store.db
    .selectFrom("training_registrations")
    .innerJoin("training_events", "training_events.id", "training_registrations.event_id")
    .selectAll("training_events")
    .select("training_registrations.user_id as user_id")
    .where("training_registrations.status", "=", "seat")
    .where("training_registrations.reminded_at", "is", null)
    .where("training_events.starts_at", ">=", now.toISOString())
    .where(
      "training_events.starts_at",
      "<=",
      new Date(now.getTime() + REMINDER_BEFORE_MS).toISOString(),
    )
    .execute();
  let reminded = 0;
  for (const { user_id, ...row } of due) {
    // Claimed by one statement, so two servers sweeping at once remind once.
    const done = await store.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("training_registrations")
        .set({ reminded_at: now.toISOString() })
        .where("event_id", "=", row.id)
        .where("user_id", "=", user_id)
        .where("reminded_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      await tell(trx, { userId: user_id, event: eventFromRow(row), status: "reminder" });
      return true;
    });
    if (done) reminded++;
  }
  return reminded;
}
