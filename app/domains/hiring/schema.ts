import * as z from "zod/mini";
import { JOB_CATEGORIES, JOB_DURATIONS } from "~/data/vocabularies";
import { hasControlCharacters } from "~/lib/control-characters";
import { isOfferedCurrency } from "~/lib/currencies";
import { parseForm, type FormCheck } from "~/domain/form-parse";
import { JOB_LIMITS, type JobInput } from "./rules";

// The job form's schema and checks (issue 30). Apart from ./hiring, so that the pages that show
// jobs load no schema library: only the job form's action and page need these.

const text = (max: number, required: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, `Keep it to ${max.toLocaleString("en-US")} characters or fewer.`),
    z.refine((v) => !hasControlCharacters(v), "Remove the hidden characters."),
  );
const optionalText = (max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, `Keep it to ${max.toLocaleString("en-US")} characters or fewer.`),
    z.refine((v) => !hasControlCharacters(v), "Remove the hidden characters."),
  );
const salary = (label: string) =>
  z.string().check(
    z.trim(),
    z.regex(/^\d{1,8}$/, `Give the ${label} as a whole amount a year.`),
    z.refine((v) => Number(v) <= JOB_LIMITS.salaryMax, `The ${label} is too high.`),
  );
/** One item a line. */
export const linesOf = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export const jobFormSchema = z
  .object({
    companyId: text(100, "Choose the company that is hiring."),
    title: text(JOB_LIMITS.titleMax, "Give the job a title."),
    location: text(JOB_LIMITS.locationMax, "Say where the job is."),
    budgetMin: salary("lowest salary"),
    budgetMax: salary("highest salary"),
    currency: z.string().check(
      z.trim(),
      z.refine((v) => isOfferedCurrency(v), "Choose the salary's currency from the list."),
    ),
    duration: z.enum(JOB_DURATIONS, "Choose Full-time or Contract."),
    category: z.enum(JOB_CATEGORIES, "Choose a category."),
    tags: optionalText(400),
    isRemote: z.optional(z.string()),
    description: text(JOB_LIMITS.textMax, "Describe the role."),
    responsibilities: optionalText(JOB_LIMITS.textMax),
    requirements: optionalText(JOB_LIMITS.textMax),
    benefits: optionalText(JOB_LIMITS.textMax),
    companyDescription: optionalText(JOB_LIMITS.textMax),
    closesOn: z
      .string()
      .check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the closing date.")),
  })
  .check(
    z.refine((v) => Number(v.budgetMin) <= Number(v.budgetMax), {
      message: "The highest salary must not be below the lowest.",
      path: ["budgetMax"],
    }),
  );

export type JobFormValues = Record<keyof z.input<typeof jobFormSchema>, string>;

export const EMPTY_JOB_FORM: JobFormValues = {
  companyId: "",
  title: "",
  location: "",
  budgetMin: "",
  budgetMax: "",
  currency: "USD",
  duration: "",
  category: "",
  tags: "",
  isRemote: "",
  description: "",
  responsibilities: "",
  requirements: "",
  benefits: "",
  companyDescription: "",
  closesOn: "",
};

/** A posted job's fields, as the data layer stores them. */
export type JobCheck = FormCheck<"job", JobInput, keyof JobFormValues>;

/** Checks the job form; `today` (YYYY-MM-DD) keeps the closing date from being in the past. */
export function checkJob(values: Readonly<Record<string, string>>, today: string): JobCheck {
  const parsed = parseForm(jobFormSchema, values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const v = parsed.value;
  if (v.closesOn < today) {
    return { ok: false, errors: { closesOn: "Choose a closing date from today on." } };
  }
  const tags = v.tags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  if (tags.length > JOB_LIMITS.tagsMax || tags.some((t) => t.length > JOB_LIMITS.tagMax)) {
    return {
      ok: false,
      errors: {
        tags: `Give at most ${JOB_LIMITS.tagsMax} tags of ${JOB_LIMITS.tagMax} characters.`,
      },
    };
  }
  const lists = { responsibilities: [], requirements: [], benefits: [] } as Record<
    "responsibilities" | "requirements" | "benefits",
    string[]
  >;
  for (const name of ["responsibilities", "requirements", "benefits"] as const) {
    const items = linesOf(v[name]);
    if (items.length > JOB_LIMITS.listItems || items.some((i) => i.length > JOB_LIMITS.itemMax)) {
      return {
        ok: false,
        errors: {
          [name]: `Give at most ${JOB_LIMITS.listItems} lines of ${JOB_LIMITS.itemMax} characters.`,
        },
      };
    }
    lists[name] = items;
  }
  return {
    ok: true,
    job: {
      companyId: v.companyId,
      title: v.title,
      location: v.location,
      budgetMin: Number(v.budgetMin),
      budgetMax: Number(v.budgetMax),
      currency: v.currency,
      duration: v.duration,
      category: v.category,
      tags,
      isRemote: v.isRemote === "on" || v.isRemote === "true",
      description: v.description,
      companyDescription: v.companyDescription,
      closesOn: v.closesOn,
      ...lists,
    },
  };
}

/** The job form's fields for a stored job (to edit it). */
export function jobFormValues(job: JobInput): JobFormValues {
  return {
    companyId: job.companyId,
    title: job.title,
    location: job.location,
    budgetMin: String(job.budgetMin),
    budgetMax: String(job.budgetMax),
    currency: job.currency,
    duration: job.duration,
    category: job.category,
    tags: job.tags.join(", "),
    isRemote: job.isRemote ? "on" : "",
    description: job.description,
    responsibilities: job.responsibilities.join("\n"),
    requirements: job.requirements.join("\n"),
    benefits: job.benefits.join("\n"),
    companyDescription: job.companyDescription,
    closesOn: job.closesOn,
  };
}
