import * as z from "zod/mini";
import { MEMBER_REGIONS } from "~/data/vocabularies";
import { hasControlCharacters } from "~/lib/control-characters";
import { COMMUNITY_MESSAGES, MAX_POST_CHARACTERS } from "./community";
import { REPORT_REASONS, type ReportReason } from "./review-rules";

// The community's form schemas (issue 29): threads, replies, groups, profiles and reports. Apart
// from ./community, so that the pages that show the forums load no schema library.

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
