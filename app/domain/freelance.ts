import * as z from "zod/mini";
import { JOB_CATEGORIES, type JobCategory } from "~/data/vocabularies";
import { hasControlCharacters } from "~/lib/control-characters";
import { formatUsd } from "~/lib/format";
import { readOption, toSearchParams, type FilterCodec } from "~/lib/search-params";
import { parseForm, type FormCheck } from "./form-parse";
import { MAX_FILE_BYTES } from "./form-rules";

// Freelance work on the network (issue 30, docs/decisions/205): contract work a company posts
// with a budget (fixed or hourly) and a duration, the proposals members send to it, and the
// rules of both forms. Shared by the pages (which check before sending) and our server.

export const BUDGET_TYPES = ["fixed", "hourly"] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];
export const BUDGET_TYPE_LABELS: Record<BudgetType, string> = {
  fixed: "Fixed price",
  hourly: "Hourly rate",
};
export const isBudgetType = (value: unknown): value is BudgetType =>
  typeof value === "string" && (BUDGET_TYPES as readonly string[]).includes(value);

export const FREELANCE_DURATIONS = [
  "Less than 1 month",
  "1-3 months",
  "3-6 months",
  "More than 6 months",
] as const;
export type FreelanceDuration = (typeof FREELANCE_DURATIONS)[number];

export const FREELANCE_POST_STATUSES = ["draft", "published", "closed", "awarded"] as const;
export type FreelancePostStatus = (typeof FREELANCE_POST_STATUSES)[number];
export const FREELANCE_POST_STATUS_LABELS: Record<FreelancePostStatus, string> = {
  draft: "Draft",
  published: "Published",
  closed: "Closed",
  awarded: "Awarded",
};

export const PROPOSAL_STATUSES = ["submitted", "accepted", "declined"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  submitted: "Submitted",
  accepted: "Accepted",
  declined: "Declined",
};

export const FREELANCE_LIMITS = {
  titleMax: 120,
  /** Markdown, rendered with the members' "post" profile (app/lib/markdown.server.ts). */
  descriptionMax: 10_000,
  locationMax: 120,
  skillsMax: 10,
  skillMax: 40,
  /** Whole US dollars: a fixed budget or price, or an hourly rate. */
  amountMax: 10_000_000,
  messageMax: 5000,
  timelineDaysMax: 730,
  /** Files one proposal may carry. */
  filesMax: 3,
} as const;

// ---- What the pages show (server/db/freelance.ts reads them).

/** A post as the site shows it: its stored fields (below), with its company named. */
export interface FreelancePost extends Omit<FreelancePostInput, "companyId"> {
  id: string;
  company: string;
  /** The company's profile, while it is listed. */
  companySlug: string | null;
  status: FreelancePostStatus;
  /** YYYY-MM-DD of its first publication. */
  postedDate: string | null;
  /** YYYY-MM-DD of its last edit once published. */
  updatedDate: string | null;
  /** The member who posted it; null for the samples, which take no proposals. */
  ownerId: string | null;
}

export interface ProposalFile {
  id: string;
  name: string;
  size: number;
}

/** A proposal as the post's owner compares it. */
export interface Proposal {
  id: string;
  name: string;
  price: number;
  timelineDays: number;
  message: string;
  status: ProposalStatus;
  receivedAt: string;
  updatedAt: string;
  files: ProposalFile[];
}

/** A member's own proposal, as they follow it. */
export interface MyProposal {
  id: string;
  postId: string;
  postTitle: string;
  company: string;
  budgetType: BudgetType;
  price: number;
  timelineDays: number;
  message: string;
  status: ProposalStatus;
  sentAt: string;
  postState: FreelancePostState;
  files: ProposalFile[];
}

// ---- Money and time as the pages say them.

/** "$2,500 fixed" or "$60/hr": a post's budget. */
export function budgetLabel(type: BudgetType, amount: number): string {
  return type === "hourly" ? `${formatUsd(amount)}/hr` : `${formatUsd(amount)} fixed`;
}

/** "$2,400" or "$55/hr": a proposal's price, in its post's terms. */
export function priceLabel(type: BudgetType, price: number): string {
  return type === "hourly" ? `${formatUsd(price)}/hr` : formatUsd(price);
}

export function timelineLabel(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

/** What a visitor may do with a post: send proposals, or not any more (and why). */
export type FreelancePostState = "open" | "closed" | "awarded";

/** Open while published and its closing day (YYYY-MM-DD) has not passed `today`. */
export function postState(
  post: { status: FreelancePostStatus; closesOn: string },
  today: string,
): FreelancePostState {
  if (post.status === "awarded") return "awarded";
  return post.status === "published" && post.closesOn >= today ? "open" : "closed";
}

// ---- Proposal files: the CV's kinds of document (PDF, DOC, DOCX), 10 MB each.

export const PROPOSAL_FILE_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const PROPOSAL_FILE_ACCEPT = [
  ...PROPOSAL_FILE_EXTENSIONS,
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");
export const PROPOSAL_FILE_PROBLEMS = {
  "too-large": "Each file must be less than 10MB.",
  type: "Files must be PDF, DOC or DOCX documents.",
  count: `Attach at most ${FREELANCE_LIMITS.filesMax} files.`,
} as const;
export type ProposalFileProblem = keyof typeof PROPOSAL_FILE_PROBLEMS;

/** What is wrong with the picked files, by their names and sizes (the server checks bytes too). */
export function proposalFilesProblem(
  files: readonly { name: string; size: number }[],
): ProposalFileProblem | null {
  if (files.length > FREELANCE_LIMITS.filesMax) return "count";
  for (const file of files) {
    if (file.size > MAX_FILE_BYTES) return "too-large";
    const name = file.name.toLowerCase();
    if (!PROPOSAL_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return "type";
  }
  return null;
}

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

/** A post's fields, as the data layer stores them. */
export interface FreelancePostInput {
  companyId: string;
  title: string;
  /** Markdown, rendered with the members' profile. */
  description: string;
  category: JobCategory;
  skills: string[];
  isRemote: boolean;
  location: string;
  budgetType: BudgetType;
  budget: number;
  duration: FreelanceDuration;
  closesOn: string;
}

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

export interface ProposalInput {
  price: number;
  timelineDays: number;
  message: string;
}

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

// ---- Comparing proposals (the poster's table).

export const PROPOSAL_SORTS = ["price", "timeline", "received"] as const;
export type ProposalSort = (typeof PROPOSAL_SORTS)[number];
export const PROPOSAL_SORT_LABELS: Record<ProposalSort, string> = {
  price: "Price",
  timeline: "Timeline",
  received: "Received",
};

/** `?sort=`: one of PROPOSAL_SORTS, the lowest price first otherwise. */
export function readProposalSort(params: URLSearchParams): ProposalSort {
  return readOption(params, "sort", PROPOSAL_SORTS) ?? "price";
}

interface Comparable {
  id: string;
  name: string;
  price: number;
  timelineDays: number;
  receivedAt: string;
}

/**
 * The proposals in the chosen order (lowest price, shortest timeline, or first received), ties
 * by price then name; each marked when its price is the lowest of two or more.
 */
export function compareProposals<P extends Comparable>(
  proposals: readonly P[],
  sort: ProposalSort,
): (P & { lowest: boolean })[] {
  const lowest = Math.min(...proposals.map((p) => p.price));
  const byPrice = (a: P, b: P) => a.price - b.price || a.name.localeCompare(b.name);
  const order: Record<ProposalSort, (a: P, b: P) => number> = {
    price: byPrice,
    timeline: (a, b) => a.timelineDays - b.timelineDays || byPrice(a, b),
    received: (a, b) => a.receivedAt.localeCompare(b.receivedAt) || byPrice(a, b),
  };
  return [...proposals]
    .sort(order[sort])
    .map((p) => ({ ...p, lowest: proposals.length > 1 && p.price === lowest }));
}

// ---- The listing's filters, kept in the query string as category and budget.

export interface FreelanceFilters {
  category?: JobCategory;
  budget?: BudgetType;
}

export const freelanceFilterCodec: FilterCodec<FreelanceFilters> = {
  parse: (params) => ({
    category: readOption(params, "category", JOB_CATEGORIES),
    budget: readOption(params, "budget", BUDGET_TYPES),
  }),
  serialise: (filters) => toSearchParams({ ...filters }),
  fields: (filters) => ({ category: filters.category ?? "", budget: filters.budget ?? "" }),
};

export const hasActiveFreelanceFilters = (filters: FreelanceFilters): boolean =>
  Boolean(filters.category || filters.budget);
