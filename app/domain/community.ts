import * as z from "zod/mini";
import { MEMBER_REGIONS } from "~/data/vocabularies";
import { hasControlCharacters } from "~/lib/control-characters";
import { REPORT_REASONS, type ReportReason } from "./review-rules";

// The people of the network (issue 29): member profiles, groups, threads and replies, their
// rules and their messages, shared by the pages and the server.

/** The most Markdown a member may post (characters), as app/lib/markdown.server.ts allows. */
export const MAX_POST_CHARACTERS = 20_000;
/** A post's form is refused unread past this many bytes (a 1 MB body never reaches the parser). */
export const MAX_POST_FORM_BYTES = 96 * 1024;
/** An author may edit a thread or reply for this long after posting it. */
export const EDIT_WINDOW_MINUTES = 30;
export const THREADS_PER_PAGE = 20;
export const REPLIES_PER_PAGE = 20;
/** A member photo, before it is re-encoded (as company logos). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Accounts younger than this post under the stricter limit for new members. */
export const NEW_MEMBER_HOURS = 24;

export const THREAD_SORTS = ["latest", "top"] as const;
export type ThreadSort = (typeof THREAD_SORTS)[number];
export const THREAD_SORT_LABELS: Record<ThreadSort, string> = {
  latest: "Latest activity",
  top: "Top",
};
export const readThreadSort = (value: string | null): ThreadSort =>
  value === "top" ? "top" : "latest";

export const COMMUNITY_MESSAGES = {
  titleRequired: "Please give your thread a title.",
  titleTooLong: "A title has at most 140 characters.",
  title: "A title is one line.",
  bodyRequired: "Please write something.",
  bodyTooLong: `A post has at most ${MAX_POST_CHARACTERS.toLocaleString("en-US")} characters.`,
  tooLarge: `Your post is too long: a post has at most ${MAX_POST_CHARACTERS.toLocaleString("en-US")} characters.`,
  controlCharacters: "Please remove control characters from the text.",
  roleTooLong: "A role has at most 80 characters.",
  region: "Please choose a region from the list.",
  organisationTooLong: "An organisation has at most 120 characters.",
  bioTooLong: "A bio has at most 1,000 characters.",
  nameRequired: "Please give the group a name.",
  descriptionRequired: "Please describe the group.",
  topicRequired: "Please name the group's topic.",
  reason: "Please choose why you are reporting this post.",
  locked: "This thread is locked: it takes no new replies.",
  blocked: "An operator has blocked your account from posting.",
  notMember: "Join the group to post in it.",
  editWindow: `A post can be edited for ${EDIT_WINDOW_MINUTES} minutes after it is published.`,
  notYours: "Only the author can change this post.",
  gone: "This post no longer exists.",
  photoType: "The photo must be a PNG, JPEG or WebP image.",
  photoTooLarge: "The photo must be 2 MB or smaller.",
  photoUnreadable: "The photo could not be read as an image.",
} as const;

const characters = (v: string) => [...v].length;
const noControl = z.refine<string>((v) => !hasControlCharacters(v), {
  error: COMMUNITY_MESSAGES.controlCharacters,
});
const trimmed = () =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
    z.string(),
  );
const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    trimmed(),
    z.string().check(
      z.refine((v) => characters(v) <= max, { error: tooLong }),
      noControl,
    ),
  );

const body = z.pipe(
  trimmed(),
  z.string().check(
    z.refine((v) => v.length > 0, { error: COMMUNITY_MESSAGES.bodyRequired }),
    z.refine((v) => characters(v) <= MAX_POST_CHARACTERS, {
      error: COMMUNITY_MESSAGES.bodyTooLong,
    }),
    noControl,
  ),
);

const title = z.pipe(
  trimmed(),
  z.string().check(
    z.refine((v) => v.length > 0, { error: COMMUNITY_MESSAGES.titleRequired }),
    z.refine((v) => characters(v) <= 140, { error: COMMUNITY_MESSAGES.titleTooLong }),
    z.refine((v) => !/[\r\n]/.test(v), { error: COMMUNITY_MESSAGES.title }),
    noControl,
  ),
);

export const threadSchema = z.object({
  title,
  body,
  /** An Innovation Challenge the idea answers (idea discussions only); "" for none. */
  challengeId: z.optional(trimmed()),
});
export type ThreadInput = z.output<typeof threadSchema>;

/** A reply in a forum thread: the same body rule as the thread's opening post. */
export const forumReplySchema = z.object({ body });
export type ReplyInput = z.output<typeof forumReplySchema>;

export const groupSchema = z.object({
  name: z.pipe(
    trimmed(),
    z.string().check(
      z.refine((v) => v.length > 0, { error: COMMUNITY_MESSAGES.nameRequired }),
      z.refine((v) => characters(v) <= 80, { error: COMMUNITY_MESSAGES.titleTooLong }),
      noControl,
    ),
  ),
  description: z.pipe(
    trimmed(),
    z.string().check(
      z.refine((v) => v.length > 0, { error: COMMUNITY_MESSAGES.descriptionRequired }),
      z.refine((v) => characters(v) <= 500, { error: COMMUNITY_MESSAGES.bioTooLong }),
      noControl,
    ),
  ),
  topic: z.pipe(
    trimmed(),
    z.string().check(
      z.refine((v) => v.length > 0, { error: COMMUNITY_MESSAGES.topicRequired }),
      z.refine((v) => characters(v) <= 60, { error: COMMUNITY_MESSAGES.titleTooLong }),
      noControl,
    ),
  ),
});
export type GroupInput = z.output<typeof groupSchema>;

export const profileSchema = z.object({
  listed: z.pipe(
    z.transform((v: unknown) => v === "on" || v === "true" || v === "1"),
    z.boolean(),
  ),
  role: optionalText(80, COMMUNITY_MESSAGES.roleTooLong),
  region: z.pipe(
    trimmed(),
    z.string().check(
      z.refine((v) => v === "" || (MEMBER_REGIONS as readonly string[]).includes(v), {
        error: COMMUNITY_MESSAGES.region,
      }),
    ),
  ),
  organisation: optionalText(120, COMMUNITY_MESSAGES.organisationTooLong),
  bio: optionalText(1000, COMMUNITY_MESSAGES.bioTooLong),
});
export type ProfileInput = z.output<typeof profileSchema>;

export const postReportSchema = z.object({
  reason: z.enum(REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]], {
    error: COMMUNITY_MESSAGES.reason,
  }),
});

/** A member's address in the directory: their name in lower-case words joined by hyphens. */
export function handleOf(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return base || "member";
}

/** Whether an author may still edit a post published at `createdAt`. */
export function withinEditWindow(createdAt: string, now = new Date()): boolean {
  return now.getTime() - Date.parse(createdAt) <= EDIT_WINDOW_MINUTES * 60_000;
}

/** The text a reply starts with when it quotes another post: a Markdown quote naming its author. */
export function quoteOf(author: string, text: string): string {
  const lines = text.trim().split(/\r?\n/).slice(0, 12);
  return `> **${author.replace(/[*_`[\]\\]/g, "")}** wrote:\n${lines.map((l) => `> ${l}`).join("\n")}\n\n`;
}
