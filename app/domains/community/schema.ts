import * as z from "zod/mini";
import { MEMBER_REGIONS } from "~/data/vocabularies";
import { hasControlCharacters } from "~/lib/control-characters";
import { COMMUNITY_MESSAGES, MAX_POST_CHARACTERS } from "./rules";
import { REPORT_REASONS, type ReportReason } from "~/domain/review-rules";

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

/** Trimmed text that must be there, holds at most `max` characters, and passes `more`. */
const requiredText = (
  max: number,
  required: string,
  tooLong: string,
  ...more: z.core.$ZodCheck<string>[]
) =>
  z.pipe(
    trimmed(),
    z.string().check(
      z.refine((v) => v.length > 0, { error: required }),
      z.refine((v) => characters(v) <= max, { error: tooLong }),
      ...more,
      noControl,
    ),
  );

const body = requiredText(
  MAX_POST_CHARACTERS,
  COMMUNITY_MESSAGES.bodyRequired,
  COMMUNITY_MESSAGES.bodyTooLong,
);

const title = requiredText(
  140,
  COMMUNITY_MESSAGES.titleRequired,
  COMMUNITY_MESSAGES.titleTooLong,
  z.refine((v) => !/[\r\n]/.test(v), { error: COMMUNITY_MESSAGES.title }),
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
  name: requiredText(80, COMMUNITY_MESSAGES.nameRequired, COMMUNITY_MESSAGES.titleTooLong),
  description: requiredText(
    500,
    COMMUNITY_MESSAGES.descriptionRequired,
    COMMUNITY_MESSAGES.bioTooLong,
  ),
  topic: requiredText(60, COMMUNITY_MESSAGES.topicRequired, COMMUNITY_MESSAGES.titleTooLong),
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
