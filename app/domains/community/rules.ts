// The people of the network (issue 29): member profiles, groups, threads and replies, their
// rules and their messages, shared by the pages and the server (the forms' schemas are in
// ./community-schema, which only the server's actions load).

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
  groupLocked: "This group is locked: it takes no new threads.",
  blocked: "An operator has blocked your account from posting.",
  notMember: "Join the group to post in it.",
  editWindow: `A post can be edited for ${EDIT_WINDOW_MINUTES} minutes after it is published.`,
  notYours: "Only the author can change this post.",
  gone: "This post no longer exists.",
  hideReasonRequired: "Please say why the post is hidden: its author is told.",
  hideReasonTooLong: "A reason has at most 500 characters.",
  photoType: "The photo must be a PNG, JPEG or WebP image.",
  photoTooLarge: "The photo must be 2 MB or smaller.",
  photoUnreadable: "The photo could not be read as an image.",
} as const;

/** The moderator's reason for hiding a post, as its author will read it (decision 467). */
export function readHideReason(
  text: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const value = text.replace(/\s+/g, " ").trim();
  if (!value) return { ok: false, message: COMMUNITY_MESSAGES.hideReasonRequired };
  if (value.length > 500) return { ok: false, message: COMMUNITY_MESSAGES.hideReasonTooLong };
  return { ok: true, value };
}

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

/** What operators do to a group (decision 469). */
export const GROUP_MODERATIONS = [
  "hide-group",
  "restore-group",
  "lock-group",
  "unlock-group",
  "remove-group",
] as const;
export type GroupModeration = (typeof GROUP_MODERATIONS)[number];

/** What the group's page says once an operator moderated it. */
export const GROUP_MODERATED: Record<GroupModeration, string> = {
  "hide-group": "The group is hidden: only operators see it.",
  "restore-group": "The group is shown again.",
  "lock-group": "The group is locked: it takes no new threads.",
  "unlock-group": "The group takes new threads again.",
  "remove-group": "The group is removed.",
};
