import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { Article } from "~/data/types";
import {
  ARTICLE_KINDS,
  ARTICLE_STATUSES,
  type ArticleDetails,
  type ArticleKind,
  type ArticleRecord,
  type ArticleStatus,
  type RegistrationStatus,
  type SourcingChannel,
  type TeamMember,
  type TrainingEvent,
  type TrainingFormat,
} from "./rules";
import { isPostgres, type Db } from "../../../server/db/database";
import type { Write } from "../../../server/db/write";
import type { Database } from "../../../server/db/schema";

// The site's written knowledge (issue 31, docs/decisions/210): articles of three kinds (news,
// case studies, compliance guides) with their publication, training events and registrations,
// curated sourcing channels and the team. Public reads only ever return what is published and
// due; the console's reads return everything.

type ArticleRow = Selectable<Database["articles"]>;
type EventRow = Selectable<Database["training_events"]>;

function parseDetails(text: string | null): ArticleDetails {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as ArticleDetails) : {};
  } catch {
    return {};
  }
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function articleRecordFromRow(row: ArticleRow): ArticleRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    imageUrl: row.image_url,
    excerpt: row.excerpt,
    author: row.author,
    date: row.date,
    kind: oneOf(ARTICLE_KINDS, row.kind, "news"),
    body: row.body,
    status: oneOf(ARTICLE_STATUSES, row.status, "draft"),
    publishAt: row.publish_at,
    details: parseDetails(row.details),
    authorId: row.author_id,
    updatedAt: row.updated_at,
  };
}

/** What a list's card shows of an article (no body). */
export function articleCard({
  id,
  slug,
  title,
  imageUrl,
  excerpt,
  author,
  date,
}: Article): Article {
  return { id, slug, title, imageUrl, excerpt, author, date };
}

function eventFromRow(row: EventRow): TrainingEvent {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    startsAt: row.starts_at,
    durationMinutes: Number(row.duration_minutes),
    format: row.format as TrainingFormat,
    location: row.location,
    level: row.level,
    capacity: Number(row.capacity),
    description: row.description,
    recordingUrl: row.recording_url,
  };
}

/** "ISO 20400 in Practice!" -> "iso-20400-in-practice". */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "article";
}

/** What an operator (or a case study's submitter) writes. */
export interface ArticleInput {
  kind: ArticleKind;
  title: string;
  excerpt: string;
  author: string;
  body: string;
  imageUrl: string;
  details: ArticleDetails;
}

/** A notice about a registration, written in its transaction (server/outbox.ts). */
export type TrainingTell = (
  trx: Transaction<Database>,
  notice: { userId: string; event: TrainingEvent; status: RegistrationStatus | "reminder" },
) => Promise<unknown>;

export interface TrainingInput {
  title: string;
  startsAt: string;
  durationMinutes: number;
  format: TrainingFormat;
  location: string;
  level: string;
  capacity: number;
  description: string;
  recordingUrl: string | null;
}

/** How long before an event its registrants are reminded. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

export function createKnowledge(db: Db, write: Write) {
  const publicArticles = (kind: ArticleKind, now: Date) =>
    db
      .selectFrom("articles")
      .selectAll()
      .where("kind", "=", kind)
      .where("status", "=", "published")
      .where("publish_at", "<=", now.toISOString());

  async function freeSlug(
    trx: Transaction<Database>,
    table: "articles" | "training_events",
    base: string,
    exceptId: string | null,
  ): Promise<string> {
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      const taken = await trx
        .selectFrom(table)
        .select("id")
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (!taken || taken.id === exceptId) return slug;
    }
  }

  const articles = {
    /** The kind's published articles, newest first, narrowed by a guide's jurisdiction or topic. */
    async published(
      kind: ArticleKind,
      { jurisdiction, topic }: { jurisdiction?: string; topic?: string } = {},
      now = new Date(),
    ): Promise<ArticleRecord[]> {
      const rows = await publicArticles(kind, now)
        .orderBy("publish_at", "desc")
        .orderBy("position")
        .execute();
      return rows
        .map(articleRecordFromRow)
        .filter(
          (a) =>
            (!jurisdiction || a.details.jurisdiction === jurisdiction) &&
            (!topic || a.details.topic === topic),
        );
    },
    /** A published article of the kind, or undefined (drafts and scheduled ones too). */
    async publishedBySlug(
      kind: ArticleKind,
      slug: string,
      now = new Date(),
    ): Promise<ArticleRecord | undefined> {
      const row = await publicArticles(kind, now).where("slug", "=", slug).executeTakeFirst();
      return row && articleRecordFromRow(row);
    },
    /** Up to `count` other published articles of its kind: same topic or sector first, then newest. */
    async related(article: ArticleRecord, count = 3, now = new Date()): Promise<ArticleRecord[]> {
      const others = (await this.published(article.kind, {}, now)).filter(
        (a) => a.id !== article.id,
      );
      const key = (a: ArticleRecord) => a.details.topic ?? a.details.sector ?? null;
      const near = others.filter((a) => key(a) !== null && key(a) === key(article));
      return [...near, ...others.filter((a) => !near.includes(a))].slice(0, count);
    },
    /** Slugs of every published article of the kind (the sitemap). */
    async publishedSlugs(kind: ArticleKind, now = new Date()): Promise<string[]> {
      return (await this.published(kind, {}, now)).map((a) => a.slug);
    },
    /** Every article of the kind (or of all kinds), for the console: pending first, newest first. */
    async forConsole(kind?: ArticleKind): Promise<ArticleRecord[]> {
      let query = db.selectFrom("articles").selectAll();
      if (kind) query = query.where("kind", "=", kind);
      const rows = await query.orderBy("date", "desc").orderBy("position").execute();
      const order: Record<ArticleStatus, number> = { pending: 0, draft: 1, published: 2 };
      return rows.map(articleRecordFromRow).sort((a, b) => order[a.status] - order[b.status]);
    },
    async byId(id: string): Promise<ArticleRecord | undefined> {
      const row = await db
        .selectFrom("articles")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row && articleRecordFromRow(row);
    },
    /**
     * Creates (id null) or changes an article. A new one is a draft (`pending` when a member
     * submits a case study); its slug comes from the title and stays once published.
     */
    async save(
      input: ArticleInput,
      id: string | null,
      options: { now?: Date; status?: ArticleStatus; authorId?: string | null } = {},
    ): Promise<ArticleRecord> {
      const now = options.now ?? new Date();
      const saved = await write(async (trx) => {
        const existing = id
          ? await trx.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst()
          : undefined;
        if (id && !existing) return undefined;
        const values = {
          kind: input.kind,
          title: input.title,
          excerpt: input.excerpt,
          author: input.author,
          body: input.body,
          image_url: input.imageUrl,
          details: JSON.stringify(input.details),
          updated_at: now.toISOString(),
        };
        if (existing) {
          const slug =
            existing.status === "published"
              ? existing.slug
              : await freeSlug(trx, "articles", slugify(input.title), existing.id);
          await trx
            .updateTable("articles")
            .set({ ...values, slug })
            .where("id", "=", existing.id)
            .execute();
          return existing.id;
        }
        const newId = randomUUID();
        const first = await trx
          .selectFrom("articles")
          .select((eb) => eb.fn.min<number>("position").as("p"))
          .executeTakeFirst();
        await trx
          .insertInto("articles")
          .values({
            ...values,
            id: newId,
            slug: await freeSlug(trx, "articles", slugify(input.title), null),
            date: now.toISOString().slice(0, 10),
            position: Number(first?.p ?? 0) - 1,
            status: options.status ?? "draft",
            publish_at: null,
            author_id: options.authorId ?? null,
          })
          .execute();
        return newId;
      });
      if (!saved) throw new Error(`no article ${id}`);
      return (await this.byId(saved))!;
    },
    /**
     * Publishes at `publishAt` (now or later: scheduled), or takes back to a draft. The date
     * shown is the publication's day.
     */
    async publish(id: string, publishAt: Date): Promise<boolean> {
      return write(async (trx) => {
        const result = await trx
          .updateTable("articles")
          .set({
            status: "published",
            publish_at: publishAt.toISOString(),
            date: publishAt.toISOString().slice(0, 10),
          })
          .where("id", "=", id)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      });
    },
    async unpublish(id: string): Promise<boolean> {
      return write(async (trx) => {
        const result = await trx
          .updateTable("articles")
          .set({ status: "draft", publish_at: null })
          .where("id", "=", id)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      });
    },
    async remove(id: string): Promise<boolean> {
      return write(async (trx) => {
        const result = await trx.deleteFrom("articles").where("id", "=", id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
  };

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

  const training = {
    /** Events still to come (soonest first) or past (latest first). */
    async list(when: "upcoming" | "past", now = new Date()): Promise<TrainingEvent[]> {
      const iso = now.toISOString();
      const rows = await db
        .selectFrom("training_events")
        .selectAll()
        .where("starts_at", when === "upcoming" ? ">=" : "<", iso)
        .orderBy("starts_at", when === "upcoming" ? "asc" : "desc")
        .execute();
      return rows.map(eventFromRow);
    },
    async bySlug(slug: string): Promise<TrainingEvent | undefined> {
      const row = await db
        .selectFrom("training_events")
        .selectAll()
        .where("slug", "=", slug)
        .executeTakeFirst();
      return row && eventFromRow(row);
    },
    async slugs(): Promise<string[]> {
      const rows = await db.selectFrom("training_events").select("slug").execute();
      return rows.map((r) => r.slug);
    },
    async create(input: TrainingInput, now = new Date()): Promise<TrainingEvent> {
      const id = randomUUID();
      await write(async (trx) => {
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
            level: input.level,
            capacity: input.capacity,
            description: input.description,
            recording_url: input.recordingUrl,
            created_at: now.toISOString(),
          })
          .execute();
      });
      const row = await db
        .selectFrom("training_events")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return eventFromRow(row);
    },
    /** Sets (or clears) a past event's recording or slides link. */
    async setRecording(id: string, url: string | null): Promise<boolean> {
      return write(async (trx) => {
        const r = await trx
          .updateTable("training_events")
          .set({ recording_url: url })
          .where("id", "=", id)
          .executeTakeFirst();
        return Number(r.numUpdatedRows) > 0;
      });
    },
    async remove(id: string): Promise<boolean> {
      return write(async (trx) => {
        await trx.deleteFrom("training_registrations").where("event_id", "=", id).execute();
        const r = await trx.deleteFrom("training_events").where("id", "=", id).executeTakeFirst();
        return Number(r.numDeletedRows) > 0;
      });
    },
    /** Seats taken and members waiting. */
    counts(eventId: string) {
      return seatsTaken(db, eventId);
    },
    /** The member's place: a seat, the waiting list, or none. */
    async registrationOf(eventId: string, userId: string): Promise<RegistrationStatus | null> {
      const row = await db
        .selectFrom("training_registrations")
        .select("status")
        .where("event_id", "=", eventId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row ? (row.status as RegistrationStatus) : null;
    },
    /**
     * Registers the member: a seat while there is one, else the waiting list. Registering twice
     * keeps the first place. The event's row is locked on PostgreSQL so two members cannot take
     * the last seat at once (SQLite has one writer). Undefined for a past or unknown event.
     */
    async register(
      eventId: string,
      userId: string,
      tell: TrainingTell,
      now = new Date(),
    ): Promise<RegistrationStatus | undefined> {
      return write(async (trx) => {
        let query = trx.selectFrom("training_events").selectAll().where("id", "=", eventId);
        if (isPostgres(db)) query = query.forUpdate();
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
    },
    /**
     * Cancels the member's place; a seat given up goes to the first member waiting, who is told.
     */
    async cancel(eventId: string, userId: string, tell: TrainingTell): Promise<boolean> {
      return write(async (trx) => {
        let query = trx.selectFrom("training_events").selectAll().where("id", "=", eventId);
        if (isPostgres(db)) query = query.forUpdate();
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
    },
    /** The member's registrations for events still to come. */
    async mine(
      userId: string,
      now = new Date(),
    ): Promise<{ event: TrainingEvent; status: RegistrationStatus }[]> {
      const rows = await db
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
    },
    /**
     * Reminds members holding a seat of events that start within REMINDER_BEFORE_MS, once each
     * (the server's sweep calls it every minute). Returns how many were reminded.
     */
    async remindDue(tell: TrainingTell, now = new Date()): Promise<number> {
      const due = await db
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
        const done = await db.transaction().execute(async (trx) => {
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
    },
  };

  const channels = {
    async list(): Promise<SourcingChannel[]> {
      const rows = await db
        .selectFrom("sourcing_channels")
        .selectAll()
        .orderBy("region")
        .orderBy("position")
        .execute();
      return rows.map(({ position: _, ...row }) => row);
    },
    async add(channel: Omit<SourcingChannel, "id">): Promise<string> {
      const id = randomUUID();
      await write(async (trx) => {
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
    },
    async remove(id: string): Promise<boolean> {
      return write(async (trx) => {
        const r = await trx.deleteFrom("sourcing_channels").where("id", "=", id).executeTakeFirst();
        return Number(r.numDeletedRows) > 0;
      });
    },
  };

  const team = {
    async list(): Promise<TeamMember[]> {
      const rows = await db.selectFrom("team_members").selectAll().orderBy("position").execute();
      return rows.map(({ position: _, photo_url, ...row }) => ({ ...row, photoUrl: photo_url }));
    },
    async add(member: Omit<TeamMember, "id">): Promise<string> {
      const id = randomUUID();
      await write(async (trx) => {
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
    },
    async update(id: string, member: Omit<TeamMember, "id">): Promise<boolean> {
      return write(async (trx) => {
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
    },
    async remove(id: string): Promise<boolean> {
      return write(async (trx) => {
        const r = await trx.deleteFrom("team_members").where("id", "=", id).executeTakeFirst();
        return Number(r.numDeletedRows) > 0;
      });
    },
  };

  /** The public directory's companies' locations (the sources guide groups them). */
  async function directoryLocations(): Promise<string[]> {
    const rows = await db
      .selectFrom("vendors")
      .select("location")
      .where("status", "=", "approved")
      .execute();
    return rows.map((r) => r.location);
  }

  return { articles, training, channels, team, directoryLocations };
}

export type Knowledge = ReturnType<typeof createKnowledge>;
