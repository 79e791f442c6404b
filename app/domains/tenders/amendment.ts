import { formatInZone } from "~/lib/zoned-time";
import { formatMoney, groupThousands } from "~/lib/format";
import type { TenderVisibility } from "./rules";

// An amendment of a published tender as data (issue 41, Build 4; docs/decisions/330): what it
// changed, item by item and field by field, with the values before and after, computed from the
// tender before and after it; and the same changes in words, for the tender's page, the notices
// and their e-mails. Pure: the data layer stores the changes, the pages and OCDS read them.

/** A line item as an amendment records it (its id, when it had one before, is kept). */
export interface AmendedItem {
  id: string | null;
  item: string;
  quantity: number;
  unit: string;
  specification: string;
  /** The item's CPV code (issue 43); left out by amendments recorded before codes. */
  cpv?: string | null;
  /** The item's lot on a tender with lots (decision 456); null or absent on an undivided one. */
  lot?: number | null;
}

export interface AmendedCriterion {
  name: string;
  weight: number;
}

/** A budget as an amendment records it: whole units; `hidden` from suppliers. */
export interface AmendedBudget {
  amount: number | null;
  hidden: boolean;
}

/** What an amendment can change, each with the value before and after. */
export type AmendmentChange =
  | { kind: "title"; before: string; after: string }
  | { kind: "description"; before: string; after: string }
  | { kind: "budget"; currency: string; before: AmendedBudget; after: AmendedBudget }
  | { kind: "visibility"; before: TenderVisibility; after: TenderVisibility }
  | { kind: "item-added"; after: AmendedItem }
  | { kind: "item-removed"; before: AmendedItem }
  | {
      kind: "item-changed";
      itemId: string;
      /** The fields that changed. */
      fields: ("item" | "quantity" | "unit" | "specification" | "cpv")[];
      before: AmendedItem;
      after: AmendedItem;
    }
  | { kind: "document-added"; name: string }
  | { kind: "document-removed"; name: string }
  | { kind: "criteria-changed"; before: AmendedCriterion[]; after: AmendedCriterion[] }
  | { kind: "bid-deadline"; before: string; after: string }
  | { kind: "question-deadline"; before: string; after: string };

/** The tender's own fields an amendment changes (decision 395). */
export interface AmendedBasics {
  title: string;
  description: string;
  currency: string;
  budget: AmendedBudget;
  visibility: TenderVisibility;
}

/** The parts of a tender an amendment changes: before, and as the buyer sent them. */
export interface AmendableTender {
  /** Left out (both sides) by an amendment that does not read them. */
  basics?: AmendedBasics;
  items: AmendedItem[];
  criteria: AmendedCriterion[];
  /** The documents' names (removed or added). */
  documents: { removed: string[]; added: string[] };
  questionDeadline: string;
  bidDeadline: string;
}

const ITEM_FIELDS = ["item", "quantity", "unit", "specification", "cpv"] as const;
/** A field's value as compared: a code left out is no code. */
const fieldOf = (item: AmendedItem, f: (typeof ITEM_FIELDS)[number]) =>
  f === "cpv" ? (item.cpv ?? null) : item[f];

/**
 * The amended items with their lots (decision 456), or null when refused: a kept item stays in
 * its lot whatever was posted; an added item goes to the lot the buyer chose, which must be one
 * of the tender's when it has lots, and none when it has not.
 */
export function amendedItemLots(
  lots: readonly number[],
  current: readonly { id: string; lot: number | null }[],
  items: readonly AmendedItem[],
): AmendedItem[] | null {
  const stored = new Map(current.map((c) => [c.id, c.lot]));
  const placed = items.map((i): AmendedItem | null => {
    const { lot = null, ...item } = i;
    // An undivided tender's items have no lot, as before lots.
    if (lots.length === 0) return lot === null || (i.id && stored.has(i.id)) ? item : null;
    if (i.id && stored.has(i.id)) return { ...item, lot: stored.get(i.id)! };
    return lot !== null && lots.includes(lot) ? { ...item, lot } : null;
  });
  return placed.every((i) => i !== null) ? (placed as AmendedItem[]) : null;
}

/** The changes from `before` to `after`, in the order the page lists them. */
export function amendmentChanges(
  before: Omit<AmendableTender, "documents">,
  after: AmendableTender,
): AmendmentChange[] {
  const changes: AmendmentChange[] = basicChanges(before.basics, after.basics);
  const kept = new Set<string>();
  const old = new Map(before.items.flatMap((i) => (i.id ? [[i.id, i] as const] : [])));
  for (const item of after.items) {
    const was = item.id ? old.get(item.id) : undefined;
    if (!was) {
      changes.push({ kind: "item-added", after: { ...item, id: null } });
      continue;
    }
    kept.add(was.id!);
    const fields = ITEM_FIELDS.filter((f) => fieldOf(was, f) !== fieldOf(item, f));
    if (fields.length > 0)
      changes.push({ kind: "item-changed", itemId: was.id!, fields, before: was, after: item });
  }
  for (const item of before.items)
    if (item.id && !kept.has(item.id)) changes.push({ kind: "item-removed", before: item });
  for (const name of after.documents.removed) changes.push({ kind: "document-removed", name });
  for (const name of after.documents.added) changes.push({ kind: "document-added", name });
  const criteria = (list: AmendedCriterion[]) =>
    list.map((c) => `${c.name}\u0000${c.weight}`).join("\u0001");
  if (criteria(before.criteria) !== criteria(after.criteria))
    changes.push({ kind: "criteria-changed", before: before.criteria, after: after.criteria });
  if (Date.parse(before.questionDeadline) !== Date.parse(after.questionDeadline))
    changes.push({
      kind: "question-deadline",
      before: before.questionDeadline,
      after: after.questionDeadline,
    });
  if (Date.parse(before.bidDeadline) !== Date.parse(after.bidDeadline))
    changes.push({ kind: "bid-deadline", before: before.bidDeadline, after: after.bidDeadline });
  return changes;
}

function basicChanges(before?: AmendedBasics, after?: AmendedBasics): AmendmentChange[] {
  if (!before || !after) return [];
  const changes: AmendmentChange[] = [];
  for (const kind of ["title", "description"] as const)
    if (before[kind] !== after[kind])
      changes.push({ kind, before: before[kind], after: after[kind] });
  const b = before.budget;
  const a = after.budget;
  if (b.amount !== a.amount || b.hidden !== a.hidden)
    changes.push({ kind: "budget", currency: after.currency, before: b, after: a });
  if (before.visibility !== after.visibility)
    changes.push({ kind: "visibility", before: before.visibility, after: after.visibility });
  return changes;
}

/**
 * The changes as everyone may read them (the addenda, the notices, OCDS): a budget hidden from
 * suppliers loses its amount. The audit trail, which only the buyer and operators read, keeps it.
 */
export const publicChanges = (changes: readonly AmendmentChange[]): AmendmentChange[] =>
  changes.map((c) =>
    c.kind === "budget"
      ? {
          ...c,
          before: { amount: c.before.hidden ? null : c.before.amount, hidden: c.before.hidden },
          after: { amount: c.after.hidden ? null : c.after.amount, hidden: c.after.hidden },
        }
      : c,
  );

/** The changes that leave what was bid as it was (decision 395): they ask no reconfirmation. */
const LEAVES_BIDS: ReadonlySet<AmendmentChange["kind"]> = new Set([
  "title",
  "budget",
  "visibility",
]);

/**
 * Whether an amendment asks the bids to be reconfirmed: any change to what is asked for or how
 * it is judged (items, documents, criteria, description, deadlines), or an explanation alone.
 */
export const asksToReconfirm = (changes: readonly AmendmentChange[]): boolean =>
  changes.length === 0 || changes.some((c) => !LEAVES_BIDS.has(c.kind));

const WHO_MAY_BID: Record<TenderVisibility, string> = {
  public: "every approved company",
  invited: "invited companies only",
};

/** How the words name times: in the tender's zone, with its name (decision 310). */
export interface WordsStyle {
  timeZone: string;
  /** The locale of the dates' conventions (datesLocale). */
  locale?: string;
}

const quantityOf = (i: AmendedItem) => `${groupThousands(i.quantity)} ${i.unit}`.trim();
const criteriaWords = (list: AmendedCriterion[]) =>
  list.length === 0 ? "none" : list.map((c) => `${c.name} ${c.weight}`).join(", ");

function budgetWords(b: AmendedBudget, currency: string, locale = "en-US"): string {
  if (b.hidden) return "not published";
  return b.amount === null ? "none" : formatMoney(b.amount, { currency, locale }, true);
}

/** One change in words: "Office chair: quantity from 12 to 18 piece." */
export function changeInWords(change: AmendmentChange, style: WordsStyle): string {
  const when = (iso: string) => formatInZone(iso, style.timeZone, style.locale);
  switch (change.kind) {
    case "title":
      return `Title from "${change.before}" to "${change.after}".`;
    case "description":
      return "Description changed.";
    case "budget": {
      const [was, now] = [change.before, change.after].map((b) =>
        budgetWords(b, change.currency, style.locale),
      );
      return was === now ? "Budget changed (not published)." : `Budget from ${was} to ${now}.`;
    }
    case "visibility":
      return `Now open to ${WHO_MAY_BID[change.after]} (was open to ${WHO_MAY_BID[change.before]}).`;
    case "item-added":
      return `Item added${change.after.lot ? ` to lot ${change.after.lot}` : ""}: ${change.after.item}, ${quantityOf(change.after)}.`;
    case "item-removed":
      return `Item removed: ${change.before.item}.`;
    case "item-changed": {
      const { before, after } = change;
      const parts = change.fields.map((f) => {
        if (f === "item") return `renamed to ${after.item}`;
        if (f === "quantity")
          return `quantity from ${groupThousands(before.quantity)} to ${groupThousands(after.quantity)}`;
        if (f === "unit") return `unit from ${before.unit || "none"} to ${after.unit || "none"}`;
        if (f === "cpv") return `CPV code from ${before.cpv || "none"} to ${after.cpv || "none"}`;
        return "specification changed";
      });
      return `${before.item}: ${parts.join(", ")}.`;
    }
    case "document-added":
      return `Document added: ${change.name}.`;
    case "document-removed":
      return `Document removed: ${change.name}.`;
    case "criteria-changed":
      return `Award criteria from ${criteriaWords(change.before)} to ${criteriaWords(change.after)}.`;
    case "question-deadline":
      return `Questions now until ${when(change.after)} (was ${when(change.before)}).`;
    case "bid-deadline":
      return `Bids now until ${when(change.after)} (was ${when(change.before)}).`;
  }
}

/** Every change of an amendment in words, in its order. */
export const changesInWords = (changes: readonly AmendmentChange[], style: WordsStyle) =>
  changes.map((c) => changeInWords(c, style));

/** Reads stored changes back (JSON text); anything unreadable is no change. */
export function readChanges(json: string): AmendmentChange[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as AmendmentChange[]) : [];
  } catch {
    return [];
  }
}

/**
 * The notice's text of an amendment: what changed and the bid deadline (in the tender's zone,
 * with its name), then the buyer's explanation.
 */
export function amendmentNotice(
  a: { changes: readonly AmendmentChange[]; explanation: string; bidDeadline: string },
  style: WordsStyle,
): string {
  const words = changesInWords(a.changes, style);
  return [
    words.length > 0 ? `What changed:\n${words.map((w) => `- ${w}`).join("\n")}` : null,
    `Bids are due by ${formatInZone(a.bidDeadline, style.timeZone, style.locale)}.`,
    a.explanation ? `The buyer's explanation: ${a.explanation}` : null,
    asksToReconfirm(a.changes) ? "If you have bid, please check your bid and reconfirm it." : null,
  ]
    .filter((p): p is string => p !== null)
    .join("\n\n");
}
