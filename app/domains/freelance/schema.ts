import * as z from "zod/mini";
import { JOB_CATEGORIES } from "~/data/vocabularies";
import { hasControlCharacters } from "~/lib/control-characters";
import { parseForm, type FormCheck } from "~/domain/form-parse";
import {
  BUDGET_TYPES,
  FREELANCE_DURATIONS,
  FREELANCE_LIMITS,
  type FreelancePostInput,
  type ProposalInput,
} from "./rules";

// The freelance post and proposal forms' schemas and checks (issue 30's freelance work). Apart
// from ./freelance, so that the listing and the pages that only show posts load no schema
// library: the two forms check themselves in the browser with these, and their actions on the
// server.

// ---- The post form.

const tooLong = (max: number) => `Keep it to ${max.toLocaleString("en-US")} characters or fewer.`;
const text = (max: number, required: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong(max)),
    z.refine((v) => !hasControlCharacters(v), "Remove the hidden characters."),
  );
const optionalText = (max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, tooLong(max)),
    z.refine((v) => !hasControlCharacters(v), "Remove the hidden characters."),
  );
const dollars = (message: string) =>
  z.string().check(
    z.trim(),
    z.regex(/^\d{1,8}$/, message),
    z.refine((v) => Number(v) >= 1, message),
    z.refine((v) => Number(v) <= FREELANCE_LIMITS.amountMax, "That amount is too high."),
  );

export const freelancePostSchema = z.object({
  companyId: text(100, "Choose the company that is posting."),
  title: text(FREELANCE_LIMITS.titleMax, "Give the work a title."),
  description: text(FREELANCE_LIMITS.descriptionMax, "Describe the work."),
  category: z.enum(JOB_CATEGORIES, "Choose a category."),
  skills: optionalText(600),
  isRemote: z.optional(z.string()),
  location: text(FREELANCE_LIMITS.locationMax, "Say where the work is, or where you are."),
  budgetType: z.enum(BUDGET_TYPES, "Choose a fixed price or an hourly rate."),
  budget: dollars("Give the budget in whole US dollars."),
  duration: z.enum(FREELANCE_DURATIONS, "Choose how long the work lasts."),
  closesOn: z.string().check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the closing date.")),
});

export type FreelancePostValues = Record<keyof z.input<typeof freelancePostSchema>, string>;
export type FreelancePostField = keyof FreelancePostValues;

export const EMPTY_FREELANCE_POST: FreelancePostValues = {
  companyId: "",
  title: "",
  description: "",
  category: "",
  skills: "",
  isRemote: "",
  location: "",
  budgetType: "",
  budget: "",
  duration: "",
  closesOn: "",
};

export type FreelancePostCheck = FormCheck<"post", FreelancePostInput, FreelancePostField>;

/** Checks the post form; `today` (YYYY-MM-DD) keeps the closing date from being in the past. */
export function checkFreelancePost(
  values: Readonly<Record<string, string>>,
  today: string,
): FreelancePostCheck {
  const parsed = parseForm<typeof freelancePostSchema, FreelancePostField | "form">(
    freelancePostSchema,
    values,
  );
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const v = parsed.value;
  if (v.closesOn < today) {
    return { ok: false, errors: { closesOn: "Choose a closing date from today on." } };
  }
  const skills = [
    ...new Set(
      v.skills
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (
    skills.length > FREELANCE_LIMITS.skillsMax ||
    skills.some((s) => s.length > FREELANCE_LIMITS.skillMax)
  ) {
    return {
      ok: false,
      errors: {
        skills: `Give at most ${FREELANCE_LIMITS.skillsMax} skills of ${FREELANCE_LIMITS.skillMax} characters.`,
      },
    };
  }
  return {
    ok: true,
    post: {
      companyId: v.companyId,
      title: v.title,
      description: v.description,
      category: v.category,
      skills,
      isRemote: v.isRemote === "on" || v.isRemote === "true",
      location: v.location,
      budgetType: v.budgetType,
      budget: Number(v.budget),
      duration: v.duration,
      closesOn: v.closesOn,
    },
  };
}

/** The form's fields for a stored post (to edit it). */
export function freelancePostValues(post: FreelancePostInput): FreelancePostValues {
  return {
    companyId: post.companyId,
    title: post.title,
    description: post.description,
    category: post.category,
    skills: post.skills.join(", "),
    isRemote: post.isRemote ? "on" : "",
    location: post.location,
    budgetType: post.budgetType,
    budget: String(post.budget),
    duration: post.duration,
    closesOn: post.closesOn,
  };
}

// ---- The proposal form.

export const proposalSchema = z.object({
  price: dollars("Give your price in whole US dollars."),
  timelineDays: z.string().check(
    z.trim(),
    z.regex(/^\d{1,3}$/, "Give the timeline in days."),
    z.refine(
      (v) => Number(v) >= 1 && Number(v) <= FREELANCE_LIMITS.timelineDaysMax,
      `Give a timeline from 1 to ${FREELANCE_LIMITS.timelineDaysMax} days.`,
    ),
  ),
  message: text(FREELANCE_LIMITS.messageMax, "Tell the company how you would do the work."),
});

export type ProposalValues = Record<keyof z.input<typeof proposalSchema>, string>;
export type ProposalField = keyof ProposalValues | "files";

export const EMPTY_PROPOSAL: ProposalValues = { price: "", timelineDays: "", message: "" };

export type ProposalCheck = FormCheck<"proposal", ProposalInput, ProposalField>;

export function checkProposal(values: Readonly<Record<string, string>>): ProposalCheck {
  const parsed = parseForm<typeof proposalSchema, ProposalField | "form">(proposalSchema, values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  return {
    ok: true,
    proposal: {
      price: Number(parsed.value.price),
      timelineDays: Number(parsed.value.timelineDays),
      message: parsed.value.message,
    },
  };
}
