import { JOB_CATEGORIES, type JobCategory } from "~/data/vocabularies";
import { formatUsd } from "~/lib/format";
import { readOption, toSearchParams, type FilterCodec } from "~/lib/search-params";
import { MAX_FILE_BYTES } from "~/domain/form-rules";

// Freelance work on the network (issue 30, docs/decisions/205): contract work a company posts
// with a budget (fixed or hourly) and a duration, the proposals members send to it, and the
// limits of both forms (their schemas are in ./freelance-schema). Shared by the pages and our
// server.

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

// ---- What the pages show (data/ reads them).

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

/**
 * A post as its pages show it (docs/decisions/250): the member who posted it stays on the server;
 * `sample` says it is one of the samples, which take no proposals.
 */
export type FreelancePostView = Omit<FreelancePost, "ownerId"> & { sample: boolean };

export function freelancePostView({ ownerId, ...post }: FreelancePost): FreelancePostView {
  return { ...post, sample: ownerId === null };
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
  /** The freelancer's e-mail, once their proposal is accepted (the two sides reach each other). */
  email: string | null;
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
  /** Once accepted: the company's contact form (a conversation in its inbox), while it is listed. */
  contactPath: string | null;
}

// ---- What the forms store.

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

export interface ProposalInput {
  price: number;
  timelineDays: number;
  message: string;
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
