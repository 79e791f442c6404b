import * as z from "zod/mini";

// The one way every form of the site is checked (the three dialog forms, joining and signing
// in, companies, reviews, replies): its shared zod schema parses what was posted, and a failure
// becomes each field's first message (docs/decisions/105). The browser and the route actions
// call it with the same schema, so the two cannot disagree.

/** Each field's first problem, by field name. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * A form checked against its schema and the rules beyond it: its input under `Key`, or each
 * field's first problem ("form" for one about the whole form).
 */
export type FormCheck<Key extends string, Input, Field extends string> =
  ({ ok: true } & { [K in Key]: Input }) | { ok: false; errors: FieldErrors<Field | "form"> };

export type Parsed<T, F extends string = string> =
  | { ok: true; value: T }
  | {
      ok: false;
      errors: FieldErrors<F>;
      /** Every issue, in the schema's order, for a form that reports only one. */
      issues: readonly z.core.$ZodIssue[];
    };

/** The field an issue is about: the first part of its path. */
const firstPart = (issue: z.core.$ZodIssue) => String(issue.path[0]);

/** Parses `input` with `schema`: its output, or each field's first message. */
export function parseForm<S extends z.core.$ZodType, F extends string = string>(
  schema: S,
  input: unknown,
  fieldOf: (issue: z.core.$ZodIssue) => string = firstPart,
): Parsed<z.output<S>, F> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[fieldOf(issue)] ??= issue.message;
  return { ok: false, errors: errors as FieldErrors<F>, issues: result.error.issues };
}
