import * as z from "zod/mini";
import { hasControlCharacters } from "~/lib/control-characters";
import { parseForm } from "~/domain/form-parse";
import { replySchema } from "~/domain/reply-schema";
import type { Stars } from "~/domain/ratings";
import { REPORT_REASONS, REVIEW_RELATIONSHIPS, type ReportReason } from "~/domain/review-rules";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "./rules";

// The review forms' schemas (issue 13): the route action checks every post with these. The
// limits, choices and messages they check against are in ./rules and app/domain/review-rules.ts, which the pages use.

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
