import { PROJECT_REGIONS, PROJECT_SECTORS, type ProjectStatus } from "~/data/vocabularies";
import { MAX_FILE_BYTES } from "~/domain/form-rules";
import { DIVISION_PARAM, GROUP_PARAM } from "~/domains/classification";

// Tenders (issue 24, docs/decisions/130): a buyer's published need, sealed bids from approved
// companies, and the award. Everything here is pure: the phase of a tender is derived from its
// dates and the server's clock (`now`, injected), never stored, so it cannot drift.

export const TENDER_KINDS = ["tender", "collaboration"] as const;
export type TenderKind = (typeof TENDER_KINDS)[number];

export const TENDER_VISIBILITIES = ["public", "invited"] as const;
export type TenderVisibility = (typeof TENDER_VISIBILITIES)[number];

/** The phases of a tender, in order (cancelled and closed end it early or without award). */
export const TENDER_PHASES = [
  "draft",
  "open",
  "evaluation",
  "standstill",
  "awarded",
  "closed",
  "cancelled",
] as const;
export type TenderPhase = (typeof TENDER_PHASES)[number];

export const TENDER_PHASE_LABELS: Record<TenderPhase, string> = {
  draft: "Draft",
  open: "Active Tender",
  evaluation: "Evaluation",
  standstill: "Award pending",
  awarded: "Awarded",
  closed: "Closed without award",
  cancelled: "Cancelled",
};

export const TENDER_LIMITS = {
  titleMax: 160,
  descriptionMax: 10_000,
  itemMax: 200,
  unitMax: 40,
  specificationMax: 2000,
  quantityMax: 1_000_000_000,
  /** Line items on one tender. */
  itemsMax: 100,
  /** Empty line-item rows the form shows without JavaScript. */
  itemRows: 5,
  criteriaMax: 6,
  /** The evaluation panel, the buyer included (decision 320). */
  panelMax: 5,
  commentMax: 1000,
  criterionMax: 80,
  documentsMax: 10,
  questionMax: 2000,
  answerMax: 4000,
  messageMax: 4000,
  reasonMax: 1000,
  addendumMax: 4000,
  budgetMax: 1_000_000_000_000,
  /** Unit prices, in cents. */
  unitPriceMax: 100_000_000_000_00,
  deliveryDaysMax: 3650,
} as const;

/** A tender's or a bid's form with every document at the size limit: the largest post we read. */
export const TENDER_FORM_MAX_BYTES = TENDER_LIMITS.documentsMax * MAX_FILE_BYTES + 256 * 1024;

/** The dates that decide a tender's phase, as stored (ISO 8601, UTC). */
export interface TenderClock {
  publishedAt: string | null;
  questionDeadline: string;
  bidDeadline: string;
  cancelledAt: string | null;
  awardedAt: string | null;
  /** The awarded bid; null with `awardedAt` set means "no award". */
  awardBidId: string | null;
  /** The end of the standstill of an intended award (decision 340), when one is pending. */
  standstillUntil?: string | null;
}

/** The tender's phase at `now`: the one rule every page and query follows. */
export function tenderPhase(t: TenderClock, now: Date): TenderPhase {
  if (t.cancelledAt) return "cancelled";
  if (!t.publishedAt) return "draft";
  if (t.awardedAt) return t.awardBidId ? "awarded" : "closed";
  // An intended award is final once its standstill ends, whether or not the job has run yet.
  if (t.standstillUntil)
    return now.getTime() < Date.parse(t.standstillUntil) ? "standstill" : "awarded";
  return now.getTime() < Date.parse(t.bidDeadline) ? "open" : "evaluation";
}

/** Whether bids are accepted at `now`: published, not ended, before the bid deadline. */
export const biddingOpen = (t: TenderClock, now: Date): boolean => tenderPhase(t, now) === "open";

/** Whether questions are accepted at `now`: bidding is open and the question deadline ahead. */
export const questionsOpen = (t: TenderClock, now: Date): boolean =>
  biddingOpen(t, now) && now.getTime() < Date.parse(t.questionDeadline);

/**
 * Bids are sealed until the bid deadline: their content is read after it, never before. A tender
 * cancelled before its deadline never opens them.
 */
export const bidsUnsealed = (t: TenderClock, now: Date): boolean =>
  !!t.publishedAt &&
  now.getTime() >= Date.parse(t.bidDeadline) &&
  (!t.cancelledAt || Date.parse(t.cancelledAt) >= Date.parse(t.bidDeadline));

/** The /projects tab a tender is listed under, or null when it is not listed. */
export function tenderTab(kind: TenderKind, phase: TenderPhase): ProjectStatus | null {
  if (phase === "open") return kind === "collaboration" ? "Collaboration" : "Active Tender";
  if (phase === "awarded") return "In Progress";
  return null;
}

/** A new bid deadline must lie after the current one: deadlines are extended, never shortened. */
export function mayMoveDeadline(current: string, next: string): boolean {
  return Date.parse(next) > Date.parse(current);
}

// ---- Who may do what (checked on the server; the queries check the same again).

export type BidRefusal =
  "closed" | "own-tender" | "not-owner" | "company-not-approved" | "not-invited" | "already-bid";

export const BID_REFUSALS: Record<BidRefusal, string> = {
  closed: "Bids on this tender closed at its deadline.",
  "own-tender": "You cannot bid on your own tender.",
  "not-owner": "Only the owner of a company can bid for it.",
  "company-not-approved": "A company can bid once it is approved.",
  "not-invited": "This tender is open to invited companies only.",
  "already-bid": "This company has already placed a bid on this tender.",
};

export interface BidContext {
  tender: TenderClock & { buyerId: string; visibility: TenderVisibility };
  company: { ownerId: string | null; status: string; invited: boolean } | null;
  memberId: string;
  hasBid: boolean;
}

/** Why this member may not place a bid for this company now, or null when they may. */
export function mayBid(c: BidContext, now: Date): BidRefusal | null {
  if (!biddingOpen(c.tender, now)) return "closed";
  if (c.tender.buyerId === c.memberId) return "own-tender";
  if (!c.company || c.company.ownerId !== c.memberId) return "not-owner";
  if (c.company.status !== "approved") return "company-not-approved";
  if (c.tender.visibility === "invited" && !c.company.invited) return "not-invited";
  if (c.hasBid) return "already-bid";
  return null;
}

export interface Visibility {
  published: boolean;
  visibility: TenderVisibility;
  buyerId: string;
}

/** Whether a viewer may see a tender's page at all (everyone else: 404). */
export function maySeeTender(
  t: Visibility,
  viewer: { id: string; isOperator: boolean } | null,
  invited: boolean,
): boolean {
  if (viewer && viewer.id === t.buyerId) return true;
  if (!t.published) return false;
  if (t.visibility === "public") return true;
  return !!viewer && (viewer.isOperator || invited);
}

// ---- Money and comparison.

/** Cents from a typed price ("1,250.5" → 125050); null when it is not a price. */
export function parsePrice(text: string): number | null {
  const clean = text.replace(/[\s,$]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ""] = clean.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** "1234.50" from cents (for form fields and exports). */
export const centsToDecimal = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, "0")}`;

export interface PricedLine {
  quantity: number;
  unitPrice: number;
}

/** A bid's total in cents: the sum of quantity times unit price over its lines. */
export const bidTotal = (lines: readonly PricedLine[]): number =>
  lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);

export type { Criterion } from "./evaluation";

/** For each line, the ids of the bids with its lowest unit price (ties share the mark). */
export function lowestPerLine(
  itemIds: readonly string[],
  prices: ReadonlyMap<string, ReadonlyMap<string, number>>,
): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const itemId of itemIds) {
    let lowest = Infinity;
    for (const perItem of prices.values()) {
      const p = perItem.get(itemId);
      if (p !== undefined && p < lowest) lowest = p;
    }
    const ids = new Set<string>();
    for (const [bidId, perItem] of prices) if (perItem.get(itemId) === lowest) ids.add(bidId);
    result.set(itemId, ids);
  }
  return result;
}

export const COMPARISON_SORTS = ["total", "score"] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number];

// ---- Listing filters (/projects): the URL is the state.

export const BUDGET_OPTIONS = [100_000, 1_000_000, 10_000_000] as const;
export const DEADLINE_OPTIONS = [7, 30, 90] as const;
export const PROJECT_SORTS = ["newest", "closing"] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export interface ProjectFilters {
  region?: (typeof PROJECT_REGIONS)[number];
  sector?: (typeof PROJECT_SECTORS)[number];
  /** Budget at most, USD. */
  budget?: number;
  /** Closing within this many days. */
  deadline?: number;
  /** A CPV division (two digits): tenders with an item coded under it (decision 520). */
  division?: string;
  /** A CPV group (three digits): tenders with an item coded under it. */
  group?: string;
  sort: ProjectSort;
}

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined =>
  list.find((x) => String(x) === value);

/** A parameter of a fixed shape (a CPV division's or group's digits), junk dropped. */
const matching = (pattern: RegExp, value: string | null): string | undefined => {
  const v = value?.trim();
  return v && pattern.test(v) ? v : undefined;
};

export function parseProjectFilters(params: URLSearchParams): ProjectFilters {
  return {
    region: oneOf(PROJECT_REGIONS, params.get("region")),
    sector: oneOf(PROJECT_SECTORS, params.get("sector")),
    budget: oneOf(BUDGET_OPTIONS, params.get("budget")),
    deadline: oneOf(DEADLINE_OPTIONS, params.get("deadline")),
    division: matching(DIVISION_PARAM, params.get("division")),
    group: matching(GROUP_PARAM, params.get("group")),
    sort: params.get("sort") === "closing" ? "closing" : "newest",
  };
}

export function serialiseProjectFilters(f: ProjectFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.region) p.set("region", f.region);
  if (f.sector) p.set("sector", f.sector);
  if (f.budget !== undefined) p.set("budget", String(f.budget));
  if (f.deadline !== undefined) p.set("deadline", String(f.deadline));
  if (f.division) p.set("division", f.division);
  if (f.group) p.set("group", f.group);
  if (f.sort === "closing") p.set("sort", "closing");
  return p;
}

export const hasProjectFilters = (f: ProjectFilters): boolean =>
  !!(
    f.region ||
    f.sector ||
    f.budget !== undefined ||
    f.deadline !== undefined ||
    f.division ||
    f.group
  );

/** The CPV prefix the filters narrow to (the group within the division), for a saved search. */
export const projectCpvPrefix = (f: ProjectFilters): string | undefined => f.group ?? f.division;
