import type { Selectable, Transaction } from "kysely";
import type { Article } from "~/data/types";
import {
  ARTICLE_KINDS,
  ARTICLE_STATUSES,
  type ArticleDetails,
  type ArticleKind,
  type ArticleRecord,
  type RegistrationStatus,
  type TrainingEvent,
  type TrainingFormat,
} from "../rules";
import type { Db } from "../../../../server/db/database";
import type { Write } from "../../../../server/db/write";
import type { Database } from "../../../../server/db/schema";

// The site's written knowledge (issue 31, docs/decisions/210): articles of three kinds (news,
// case studies, compliance guides) with their publication, training events and registrations,
// curated sourcing channels and the team. Public reads only ever return what is published and
// due; the console's reads return everything. Here: rows to entities, the inputs operators
// write, and what the queries and writes of the domain share.

/** The store every knowledge data function takes first: the database and its writes. */
export interface KnowledgeStore {
  db: Db;
  write: Write;
}

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

export function eventFromRow(row: EventRow): TrainingEvent {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    startsAt: row.starts_at,
    durationMinutes: Number(row.duration_minutes),
    format: row.format as TrainingFormat,
    location: row.location,
    timeZone: row.time_zone,
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
  notice: {
    userId: string;
    event: TrainingEvent;
    status: RegistrationStatus | "reminder" | "changed";
  },
) => Promise<unknown>;

export interface TrainingInput {
  title: string;
  startsAt: string;
  durationMinutes: number;
  format: TrainingFormat;
  location: string;
  /** The venue's IANA zone for an in-person event; UTC when left out. */
  timeZone?: string;
  level: string;
  capacity: number;
  description: string;
  recordingUrl: string | null;
}

/** How long before an event its registrants are reminded. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

/** The slug for `base` not taken by another row of the table (`base`, `base-2`, ...). */
export async function freeSlug(
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
