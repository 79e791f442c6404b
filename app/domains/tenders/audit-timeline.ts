// A tender's audit trail as its buyer and the operators read it (the Timeline section of the
// tender's page): what happened, who did it (by role), when, and the entry's hash. Sealed bids
// stay sealed: until the bids open, a bid's entry says only that a bid was placed, revised or
// withdrawn, never by whom; no entry ever carries a price (the trail holds a bid's hash only).

/** One stored entry, as the trail reads it (see audit-chain.server.ts). */
export interface StoredAuditEntry {
  seq: number;
  at: string;
  actorRole: string;
  event: string;
  /** Canonical JSON of the event's details. */
  data: string;
  hash: string;
}

/** What the chain check found: intact, or the first entry that was changed, removed or reordered. */
export type ChainCheck =
  { ok: true; entries: number } | { ok: false; entries: number; brokenAt: number; reason: string };

/** The Timeline section's view model: the entries this viewer may read, and the chain's state. */
export interface TimelineView {
  items: TimelineItem[];
  check: ChainCheck;
}

export interface TimelineItem {
  seq: number;
  at: string;
  what: string;
  who: string;
  /** More about the event, when this viewer may read it. */
  detail: string | null;
  hash: string;
}

const WHAT: Record<string, string> = {
  drafted: "Saved as a draft",
  published: "Published",
  amended: "Amendment published",
  "question-asked": "Question asked",
  "question-answered": "Question answered",
  invited: "Company invited",
  "bid-placed": "Bid placed",
  "bid-revised": "Bid revised",
  "bid-reconfirmed": "Bid reconfirmed",
  "bid-withdrawn": "Bid withdrawn",
  "bids-opened": "Bids opened",
  "conflict-declared": "No conflict of interest declared",
  scored: "Scores submitted",
  "award-intended": "Intended award",
  "award-cancelled": "Intended award cancelled",
  awarded: "Awarded",
  cancelled: "Cancelled",
};

const WHO: Record<string, string> = {
  buyer: "Buyer",
  bidder: "Bidder",
  supplier: "A supplier",
  evaluator: "Evaluator",
  operator: "Operator",
  site: "ProcureConnect",
};

const BID_EVENTS = new Set([
  "bid-placed",
  "bid-revised",
  "bid-reconfirmed",
  "bid-withdrawn",
  "scored",
]);

type Details = Record<string, unknown>;
const str = (d: Details, key: string) => (typeof d[key] === "string" ? (d[key] as string) : "");
const short = (text: string, max = 160) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
const day = (iso: string) => (iso ? iso.slice(0, 16).replace("T", " ") + " UTC" : "");

function detailOf(event: string, d: Details): string | null {
  switch (event) {
    case "drafted":
    case "published":
      return `Bids until ${day(str(d, "bidDeadline"))}`;
    case "amended": {
      const moved = str(d, "newBidDeadline")
        ? ` Bid deadline moved from ${day(str(d, "oldBidDeadline"))} to ${day(str(d, "newBidDeadline"))}.`
        : "";
      const count = Array.isArray(d.changes) ? d.changes.length : 0;
      const changed = count > 0 ? `${count} change${count === 1 ? "" : "s"}. ` : "";
      return (changed + short(str(d, "body")) + moved).trim();
    }
    case "question-asked":
      return short(str(d, "question"));
    case "question-answered":
      return short(str(d, "answer"));
    case "invited":
      return str(d, "company") || null;
    case "bid-placed":
    case "bid-revised":
    case "bid-reconfirmed":
      return `${str(d, "company")}, version ${Number(d.version)}; SHA-256 ${str(d, "bidHash")}`;
    case "bid-withdrawn":
      return str(d, "company") || null;
    case "conflict-declared":
      return str(d, "evaluator") || null;
    case "scored":
      // The scores themselves stay out of the timeline: the buyer may be an evaluator still
      // scoring blind. The entry holds their hash.
      return `${str(d, "evaluator")}: ${Number(d.bids)} bid${Number(d.bids) === 1 ? "" : "s"} scored; SHA-256 ${str(d, "scoresHash")}`;
    case "bids-opened":
      return `${Number(d.bids)} bid${Number(d.bids) === 1 ? "" : "s"} opened`;
    case "awarded":
      return (
        lotOf(d) +
        (str(d, "company") ? `To ${str(d, "company")}` : `No award: ${short(str(d, "reason"))}`)
      );
    case "award-intended":
      return `${lotOf(d)}To ${str(d, "company")}; standstill until ${day(str(d, "standstillUntil"))}`;
    case "award-cancelled":
      return lotOf(d).replace(/: $/, "") || null;
    case "cancelled":
      return short(str(d, "reason")) || null;
    default:
      return null;
  }
}

/** "Lot 2: " for an entry about a lot's award (decision 450); "" otherwise. */
const lotOf = (d: Details) => (typeof d.lot === "number" ? `Lot ${d.lot}: ` : "");

/** The trail as a timeline for its buyer or an operator; `unsealed`: the bids are open. */
export function timelineOf(
  entries: readonly StoredAuditEntry[],
  unsealed: boolean,
): TimelineItem[] {
  return entries.map((entry) => {
    let details: Details = {};
    try {
      details = JSON.parse(entry.data) as Details;
    } catch {
      // An entry that is not JSON any more was changed: the chain check says so.
    }
    const sealed = BID_EVENTS.has(entry.event) && !unsealed;
    const who =
      entry.actorRole === "operator" && entry.event === "cancelled"
        ? "Operator (unpublished it)"
        : (WHO[entry.actorRole] ?? entry.actorRole);
    return {
      seq: entry.seq,
      at: entry.at,
      what: WHAT[entry.event] ?? entry.event,
      who: sealed ? "A bidder" : who,
      detail: sealed ? null : detailOf(entry.event, details),
      hash: entry.hash,
    };
  });
}
