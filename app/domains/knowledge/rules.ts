import type { Article } from "~/data/types";

// The site's written knowledge (issue 31): articles of three kinds that share one machinery
// (Markdown bodies rendered on the server, publication by operators), training events, sourcing
// channels and the team. What pages and the console agree on lives here.

export const ARTICLE_KINDS = ["news", "case-study", "compliance"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const ARTICLE_KIND_LABELS: Record<ArticleKind, string> = {
  news: "Articles & News",
  "case-study": "Case Studies",
  compliance: "Compliance guides",
};

/** Where each kind's pages live: the list, and `<path>/<slug>` for one. */
export const ARTICLE_KIND_PATHS: Record<ArticleKind, string> = {
  news: "/knowledge/news",
  "case-study": "/projects/case-studies",
  compliance: "/resources/compliance",
};

/**
 * draft: only operators see it; pending: a member's case study waiting for an operator;
 * published: public from `publishAt` on (a later time schedules it).
 */
export const ARTICLE_STATUSES = ["draft", "pending", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const COMPLIANCE_JURISDICTIONS = [
  "International",
  "European Union",
  "United Kingdom",
  "United States",
] as const;
export const COMPLIANCE_TOPICS = [
  "Anti-bribery",
  "Sanctions",
  "Data protection",
  "Modern slavery",
  "ESG reporting",
] as const;

/** What a case study or a compliance guide carries besides its text. */
export interface ArticleDetails {
  /** Case study: the sector and region of the project. */
  sector?: string;
  region?: string;
  /** Case study: the slugs of the directory's companies involved. */
  companies?: string[];
  /** Case study: its results, one a line. */
  results?: string[];
  /** Compliance guide: one of COMPLIANCE_JURISDICTIONS and of COMPLIANCE_TOPICS. */
  jurisdiction?: string;
  topic?: string;
  /** Compliance guide: ids of the templates that help. */
  templates?: string[];
}

/** An article as the console and the data layer hold it. */
export interface ArticleRecord extends Article {
  kind: ArticleKind;
  body: string;
  status: ArticleStatus;
  /** ISO time from which a published article is public. */
  publishAt: string | null;
  details: ArticleDetails;
  /** The member who submitted a case study (null: written by operators). */
  authorId: string | null;
  updatedAt: string | null;
}

/** Whether visitors may read it at `now`. */
export function isPublic(
  article: Pick<ArticleRecord, "status" | "publishAt">,
  now = new Date(),
): boolean {
  return (
    article.status === "published" &&
    article.publishAt !== null &&
    article.publishAt <= now.toISOString()
  );
}

/**
 * The most an article's form may weigh (its text only: 200,000 characters of body, escaped as a
 * form sends them): the server stops reading past it.
 */
export const ARTICLE_FORM_MAX_BYTES = 2 * 1024 * 1024;

export const ARTICLE_LIMITS = {
  title: 160,
  excerpt: 400,
  author: 80,
  body: 200_000,
} as const;

export const TRAINING_FORMATS = ["online", "in-person"] as const;
export type TrainingFormat = (typeof TRAINING_FORMATS)[number];
export const TRAINING_FORMAT_LABELS: Record<TrainingFormat, string> = {
  online: "Online",
  "in-person": "In person",
};
export const TRAINING_LEVELS = ["Introductory", "Intermediate", "Advanced"] as const;

export interface TrainingEvent {
  id: string;
  slug: string;
  title: string;
  /** ISO time (UTC). */
  startsAt: string;
  durationMinutes: number;
  format: TrainingFormat;
  /** A city and venue for events in person; the platform for online ones. */
  location: string;
  /** The IANA zone of an in-person event's venue (decision 464); "UTC" for online ones. */
  timeZone: string;
  level: string;
  capacity: number;
  /** Markdown. */
  description: string;
  /** For past events: where to watch the recording or read the slides. */
  recordingUrl: string | null;
}

export type RegistrationStatus = "seat" | "waiting";

export const SOURCING_CHANNEL_KINDS = [
  "Trade association",
  "Chamber of commerce",
  "Export agency",
  "Marketplace",
] as const;

export interface SourcingChannel {
  id: string;
  name: string;
  url: string;
  kind: string;
  region: string;
  description: string;
}

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  photoUrl: string | null;
}

/** The world regions of the sources guide, by the country a company's location ends with. */
export const SOURCE_REGIONS: Record<string, readonly string[]> = {
  "North America": ["USA", "United States", "Canada", "Mexico"],
  "Latin America": ["Brazil", "Argentina", "Chile", "Colombia", "Peru"],
  Europe: [
    "United Kingdom",
    "Germany",
    "Netherlands",
    "France",
    "Italy",
    "Spain",
    "Poland",
    "Sweden",
    "Ireland",
  ],
  "Middle East & Africa": [
    "United Arab Emirates",
    "Saudi Arabia",
    "South Africa",
    "Kenya",
    "Nigeria",
    "Egypt",
  ],
  "Asia-Pacific": ["India", "Singapore", "Australia", "China", "Japan", "Vietnam", "New Zealand"],
};

/** "Austin, TX, USA" -> "USA"; "Singapore" -> "Singapore". */
export function countryOf(location: string): string {
  const parts = location
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  return parts[parts.length - 1] ?? "";
}

export function regionOf(country: string): string {
  for (const [region, countries] of Object.entries(SOURCE_REGIONS))
    if (countries.includes(country)) return region;
  return "Other regions";
}

/** The notice a registration, a seat freed from the waiting list, a reminder or a change sends. */
export function trainingNotice(
  event: Pick<TrainingEvent, "slug" | "title" | "startsAt" | "location">,
  status: RegistrationStatus | "reminder" | "changed",
  when: string,
  siteUrl: string,
) {
  const link = `/knowledge/training/${event.slug}`;
  const calendar = `${siteUrl}${link}/event.ics`;
  const notice =
    status === "changed"
      ? {
          kind: "training-registration" as const,
          title: `${event.title} has changed`,
          body: `The organiser changed this event: it is now ${when}, ${event.location}. Your place is kept. If you added it to your calendar, add it again: ${calendar}`,
        }
      : status === "reminder"
        ? {
            kind: "training-reminder" as const,
            title: `Reminder: ${event.title} starts ${when}`,
            body: `Your seat is kept. Where: ${event.location}.`,
          }
        : status === "seat"
          ? {
              kind: "training-registration" as const,
              title: `You have a seat at ${event.title}`,
              body: `${when}, ${event.location}. Add it to your calendar: ${calendar}`,
            }
          : {
              kind: "training-registration" as const,
              title: `You are on the waiting list for ${event.title}`,
              body: "The event is full. If a seat is given up, it is yours and we will tell you.",
            };
  return {
    ...notice,
    link,
    mail: {
      subject: notice.title,
      text: `${notice.body}\n\n${siteUrl}${link}\n\nProcureConnect\n`,
    },
  };
}
