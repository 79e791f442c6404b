import * as z from "zod/mini";
import { hasControlCharacters } from "~/lib/control-characters";
import { parseForm } from "./form-parse";
import { replySchema } from "./reply-schema";
import type { Stars } from "./ratings";

// The review forms' rules (issue 13), shared by the browser (limits on the inputs) and the
// server (the route action checks every post with these schemas).

export const REVIEW_LIMITS = {
  titleMax: 120,
  bodyMin: 50,
  bodyMax: 3000,
  replyMax: 2000,
} as const;

export const REVIEW_RELATIONSHIPS = [
  "Current customer",
  "Past customer",
  "Evaluated only",
] as const;
export type ReviewRelationship = (typeof REVIEW_RELATIONSHIPS)[number];

export { STAR_VALUES, type Stars } from "./ratings";

export const REPORT_REASONS = [
  { value: "spam", label: "Spam" },
  { value: "abuse", label: "Abuse" },
  { value: "conflict", label: "Conflict of interest" },
  { value: "other", label: "Other" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["value"];

export function reportReasonLabel(reason: string): string {
  return REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
}

/** "4 out of 5 stars": the name of each star choice and the text equivalent of a rating. */
export function starsLabel(stars: number): string {
  return `${stars} out of 5 stars`;
}

export const REVIEW_MESSAGES = {
  rating: "Please choose a rating from 1 to 5 stars",
  titleRequired: "Please give your review a title",
  titleTooLong: `Title must be at most ${REVIEW_LIMITS.titleMax} characters`,
  bodyTooShort: `Review must be at least ${REVIEW_LIMITS.bodyMin} characters`,
  bodyTooLong: `Review must be at most ${REVIEW_LIMITS.bodyMax} characters`,
  relationship: "Please choose how you worked with this supplier",
  replyRequired: "Please write your reply",
  replyTooLong: `Reply must be at most ${REVIEW_LIMITS.replyMax} characters`,
  reason: "Please choose why you are reporting this review",
  controlCharacters: "Remove the control characters and try again",
  title: "Title must be a single line",
} as const;

/** Length as a person counts it: characters, not UTF-16 units, after trimming. */
const length = (value: string) => [...value.trim()].length;

const noControl = z.refine<string>((v) => !hasControlCharacters(v), {
  error: REVIEW_MESSAGES.controlCharacters,
});

const text = (error: string) => z.string({ error });

export const reviewSchema = z.object({
  rating: z.pipe(
    text(REVIEW_MESSAGES.rating).check(
      z.refine((v) => /^[1-5]$/.test(v.trim()), { error: REVIEW_MESSAGES.rating }),
    ),
    z.transform((v) => Number(v.trim()) as Stars),
  ),
  title: text(REVIEW_MESSAGES.titleRequired).check(
    z.refine((v) => length(v) > 0, { error: REVIEW_MESSAGES.titleRequired }),
    z.refine((v) => length(v) <= REVIEW_LIMITS.titleMax, { error: REVIEW_MESSAGES.titleTooLong }),
    z.refine((v) => !/[\r\n]/.test(v), { error: REVIEW_MESSAGES.title }),
    noControl,
  ),
  body: text(REVIEW_MESSAGES.bodyTooShort).check(
    z.refine((v) => length(v) >= REVIEW_LIMITS.bodyMin, { error: REVIEW_MESSAGES.bodyTooShort }),
    z.refine((v) => length(v) <= REVIEW_LIMITS.bodyMax, { error: REVIEW_MESSAGES.bodyTooLong }),
    noControl,
  ),
  relationship: z.enum(REVIEW_RELATIONSHIPS, { error: REVIEW_MESSAGES.relationship }),
});

export type ReviewInput = z.output<typeof reviewSchema>;
export type ReviewField = keyof ReviewInput;
/** What was typed, as posted: kept and shown again when the review is refused. */
export type ReviewValues = Record<ReviewField, string>;

export const EMPTY_REVIEW: ReviewValues = { rating: "", title: "", body: "", relationship: "" };

export const reviewReplySchema = replySchema("reply", {
  max: REVIEW_LIMITS.replyMax,
  messages: {
    required: REVIEW_MESSAGES.replyRequired,
    tooLong: REVIEW_MESSAGES.replyTooLong,
    controlCharacters: REVIEW_MESSAGES.controlCharacters,
  },
});

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]], {
    error: REVIEW_MESSAGES.reason,
  }),
});

export type Checked<T, F extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>> };

/** Parses with `schema`; the first problem of each field otherwise, trimmed text on success. */
export function check<S extends z.ZodMiniType, F extends string>(
  schema: S,
  values: Record<F, string | undefined>,
): Checked<z.output<S>, F> {
  const parsed = parseForm<S, F>(schema, values);
  return parsed.ok ? parsed : { ok: false, errors: parsed.errors };
}

/** A review posted by a form: checked, with its text trimmed. */
export function checkReview(values: Partial<ReviewValues>): Checked<ReviewInput, ReviewField> {
  const checked = check(reviewSchema, {
    rating: values.rating,
    title: values.title,
    body: values.body,
    relationship: values.relationship,
  });
  if (!checked.ok) return checked;
  const { value } = checked;
  return { ok: true, value: { ...value, title: value.title.trim(), body: value.body.trim() } };
}
