import { lowestPerLine, type ComparisonSort } from "./rules";
import { evaluate, type Criterion, type CriterionResult } from "./evaluation";

// The side-by-side comparison of a tender's bids (issues 24 and 41): suppliers as columns, line
// items as rows, the lowest unit price per row marked, totals, each criterion's score, the
// weighted total and the ranking (evaluation.ts), and who scored what once the whole panel has
// submitted. Pure, so the page, the CSV and the XLSX show the same numbers.

export interface PanelScore {
  evaluatorId: string;
  bidId: string;
  criterion: number;
  score: number;
  comment: string;
}

export interface ComparisonInput {
  items: { id: string; item: string; quantity: number; unit: string }[];
  criteria: Criterion[];
  bids: {
    id: string;
    vendor: { slug: string; name: string; reviewCount: number; reviewAverage: number | null };
    total: number;
    deliveryDays: number;
    validUntil: string;
    message: string;
    prices: Record<string, number>;
    documents: { id: string; name: string }[];
    /** Placed before an amendment and not reconfirmed since (decision 330). */
    reconfirm?: boolean;
  }[];
  /** The panel, in order, and whether each has submitted. */
  evaluators?: { id: string; name: string; submitted: boolean }[];
  /** The submitted evaluators' scores (a draft's are never read into a comparison). */
  scores?: PanelScore[];
  /**
   * The viewer sits on the panel and has not submitted: scoring is blind until they do, so the
   * panel's scores are left out (and with them the totals and the ranking).
   */
  blind?: boolean;
  /**
   * When `bids` is one page of the comparison (decision 543): every bid's total, and each line's
   * lowest price over every bid, so that the lowest marks, the price scores and the ranks are
   * the whole comparison's.
   */
  field?: {
    bids: readonly { id: string; total: number }[];
    lowestPrices: ReadonlyMap<string, number>;
  };
}

export interface ComparisonColumn {
  bidId: string;
  vendorSlug: string;
  vendorName: string;
  /** Cents. */
  total: number;
  deliveryDays: number;
  validUntil: string;
  message: string;
  rating: number | null;
  reviewCount: number;
  /** Each criterion's points (and the panel's average), in the criteria's order. */
  parts: CriterionResult[];
  /** Weighted total out of 100; null without criteria, or while blind. */
  score: number | null;
  /** 1 for the best; null without criteria, or while blind. */
  rank: number | null;
  lowestTotal: boolean;
  documents: { id: string; name: string }[];
  /** False for a bid placed before an amendment and not reconfirmed since. */
  reconfirmed: boolean;
}

export interface ComparisonRow {
  itemId: string;
  item: string;
  quantity: number;
  unit: string;
  cells: { bidId: string; unitPrice: number | null; lineTotal: number | null; lowest: boolean }[];
}

/** Who scored what, once every evaluator has submitted. */
export interface EvaluatorScores {
  name: string;
  scores: { bidId: string; criterion: number; score: number; comment: string }[];
}

export interface Comparison {
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
  /** How many bids the whole comparison holds (`columns` may be one page of them). */
  count: number;
  /** There are criteria: the columns carry scores. */
  scored: boolean;
  criteria: Criterion[];
  panel: { size: number; submitted: number; complete: boolean; blind: boolean };
  /** Null until the whole panel has submitted. */
  byEvaluator: EvaluatorScores[] | null;
}

export function compareBids(input: ComparisonInput, sort: ComparisonSort): Comparison {
  const evaluators = input.evaluators ?? [];
  const blind = !!input.blind;
  const scores = blind ? [] : (input.scores ?? []);
  const field = input.field?.bids ?? input.bids;
  const scored = input.criteria.length > 0 && field.length > 0;
  const evaluation = scored
    ? evaluate({ criteria: input.criteria, bids: field, evaluators, scores })
    : null;
  const results = new Map(evaluation?.bids.map((b) => [b.bidId, b]));
  const lowestTotal = Math.min(...field.map((b) => b.total));
  const columns: ComparisonColumn[] = input.bids.map((b) => {
    const result = results.get(b.id);
    return {
      bidId: b.id,
      vendorSlug: b.vendor.slug,
      vendorName: b.vendor.name,
      total: b.total,
      deliveryDays: b.deliveryDays,
      validUntil: b.validUntil,
      message: b.message,
      rating: b.vendor.reviewAverage,
      reviewCount: b.vendor.reviewCount,
      parts: result?.parts ?? [],
      score: result && !blind ? result.total : null,
      rank: result && !blind ? result.rank : null,
      lowestTotal: b.total === lowestTotal,
      documents: b.documents,
      reconfirmed: !b.reconfirm,
    };
  });
  if (sort === "score" && scored && !blind) {
    columns.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.total - b.total);
  } else {
    columns.sort((a, b) => a.total - b.total || a.vendorName.localeCompare(b.vendorName));
  }
  const prices = new Map(input.bids.map((b) => [b.id, new Map(Object.entries(b.prices))]));
  const lowestPrices = input.field?.lowestPrices;
  const lowest = lowestPerLine(lowestPrices ? [] : input.items.map((i) => i.id), prices);
  const isLowest = (itemId: string, bidId: string, unitPrice: number | null) =>
    lowestPrices
      ? unitPrice !== null && unitPrice === lowestPrices.get(itemId)
      : (lowest.get(itemId)?.has(bidId) ?? false);
  const rows = input.items.map((item) => ({
    itemId: item.id,
    item: item.item,
    quantity: item.quantity,
    unit: item.unit,
    cells: columns.map((c) => {
      const unitPrice = prices.get(c.bidId)?.get(item.id) ?? null;
      return {
        bidId: c.bidId,
        unitPrice,
        lineTotal: unitPrice === null ? null : unitPrice * item.quantity,
        lowest: field.length > 1 && isLowest(item.id, c.bidId, unitPrice),
      };
    }),
  }));
  const complete = evaluation?.complete ?? evaluators.every((e) => e.submitted);
  const panelScores = input.criteria.some((c) => c.method === "scored");
  return {
    columns,
    rows,
    count: field.length,
    scored,
    criteria: input.criteria,
    panel: {
      size: evaluators.length,
      submitted: evaluators.filter((e) => e.submitted).length,
      complete,
      blind,
    },
    byEvaluator:
      complete && panelScores && !blind
        ? evaluators.map((e) => ({
            name: e.name,
            scores: scores
              .filter((s) => s.evaluatorId === e.id)
              .map(({ bidId, criterion, score, comment }) => ({
                bidId,
                criterion,
                score,
                comment,
              })),
          }))
        : null,
  };
}

type Cell = string | number | null;

/** The comparison as rows of cells, for the CSV and the spreadsheet: money in the tender's units. */
export function comparisonTable(c: Comparison, currency = "USD"): Cell[][] {
  const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
  const head = [
    "Item",
    "Quantity",
    "Unit",
    ...c.columns.flatMap((col) => [
      `${col.vendorName} unit price (${currency})`,
      `${col.vendorName} line total (${currency})`,
    ]),
  ];
  const body = c.rows.map((r) => [
    r.item,
    r.quantity,
    r.unit,
    ...r.cells.flatMap((cell) => [dollars(cell.unitPrice), dollars(cell.lineTotal)]),
  ]);
  const summary = (label: string, value: (col: Comparison["columns"][number]) => Cell) => [
    label,
    null,
    null,
    ...c.columns.flatMap((col) => [null, value(col)]),
  ];
  const criteria = c.scored
    ? c.criteria.map((k, i) =>
        summary(`${k.name} (${k.weight} of 100)`, (col) => col.parts[i]?.points ?? null),
      )
    : [];
  const panel = (c.byEvaluator ?? []).flatMap((e) =>
    c.criteria.flatMap((k, i) =>
      k.method === "scored"
        ? [
            summary(
              `${e.name}: ${k.name} (0-10)`,
              (col) =>
                e.scores.find((s) => s.bidId === col.bidId && s.criterion === i)?.score ?? null,
            ),
          ]
        : [],
    ),
  );
  return [
    head,
    ...body,
    summary(`Total (${currency})`, (col) => dollars(col.total)),
    summary("Delivery (days)", (col) => col.deliveryDays),
    summary("Valid until", (col) => col.validUntil),
    summary("Rating", (col) => col.rating),
    summary("Reviews", (col) => col.reviewCount),
    ...criteria,
    ...(c.scored && !c.panel.blind
      ? [summary("Weighted score", (col) => col.score), summary("Rank", (col) => col.rank)]
      : []),
    ...(c.columns.some((col) => !col.reconfirmed)
      ? [summary("Reconfirmed after the amendments", (col) => (col.reconfirmed ? "Yes" : "No"))]
      : []),
    ...panel,
  ];
}

/** One CSV line per row (RFC 4180), with formulas neutralised for spreadsheet programs. */
export function toCsv(rows: (string | number | null)[][]): string {
  const cell = (v: string | number | null) => {
    if (v === null) return "";
    let s = String(v);
    if (typeof v === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}
