import {
  criterionScores,
  lowestPerLine,
  weightedScores,
  type ComparisonSort,
  type Criterion,
  type CriterionScore,
} from "./rules";

// The side-by-side comparison of a tender's bids (issue 24): suppliers as columns, line items
// as rows, the lowest unit price per row marked, totals and a weighted score. Pure, so the page,
// the CSV and the XLSX show the same numbers.

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
  }[];
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
  /** Out of 100; null without criteria. */
  score: number | null;
  /** The score's parts, criterion by criterion (points rounded to 0.1); empty without criteria. */
  criterionScores: CriterionScore[];
  lowestTotal: boolean;
  documents: { id: string; name: string }[];
}

export interface ComparisonRow {
  itemId: string;
  item: string;
  quantity: number;
  unit: string;
  cells: { bidId: string; unitPrice: number | null; lineTotal: number | null; lowest: boolean }[];
}

export interface Comparison {
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
  scored: boolean;
}

export function compareBids(input: ComparisonInput, sort: ComparisonSort): Comparison {
  const compared = input.bids.map((b) => ({
    id: b.id,
    total: b.total,
    deliveryDays: b.deliveryDays,
    rating: b.vendor.reviewAverage,
  }));
  const scores = weightedScores(compared, input.criteria);
  const parts = criterionScores(compared, input.criteria);
  const lowestTotal = Math.min(...input.bids.map((b) => b.total));
  const columns: ComparisonColumn[] = input.bids.map((b) => ({
    bidId: b.id,
    vendorSlug: b.vendor.slug,
    vendorName: b.vendor.name,
    total: b.total,
    deliveryDays: b.deliveryDays,
    validUntil: b.validUntil,
    message: b.message,
    rating: b.vendor.reviewAverage,
    reviewCount: b.vendor.reviewCount,
    score: scores?.get(b.id) ?? null,
    criterionScores: (parts?.get(b.id) ?? []).map((p) => ({
      ...p,
      points: Math.round(p.points * 10) / 10,
    })),
    lowestTotal: b.total === lowestTotal,
    documents: b.documents,
  }));
  if (sort === "score" && scores) {
    columns.sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || a.total - b.total);
  } else {
    columns.sort((a, b) => a.total - b.total || a.vendorName.localeCompare(b.vendorName));
  }
  const prices = new Map(input.bids.map((b) => [b.id, new Map(Object.entries(b.prices))]));
  const lowest = lowestPerLine(
    input.items.map((i) => i.id),
    prices,
  );
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
        lowest: columns.length > 1 && (lowest.get(item.id)?.has(c.bidId) ?? false),
      };
    }),
  }));
  return { columns, rows, scored: scores !== null };
}

/** The comparison as rows of cells, for the CSV and the spreadsheet: money in the tender's units. */
export function comparisonTable(c: Comparison, currency = "USD"): (string | number | null)[][] {
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
  const summary = (
    label: string,
    value: (col: Comparison["columns"][number]) => string | number | null,
  ) => [label, null, null, ...c.columns.flatMap((col) => [null, value(col)])];
  return [
    head,
    ...body,
    summary(`Total (${currency})`, (col) => dollars(col.total)),
    summary("Delivery (days)", (col) => col.deliveryDays),
    summary("Valid until", (col) => col.validUntil),
    summary("Rating", (col) => col.rating),
    summary("Reviews", (col) => col.reviewCount),
    ...(c.scored ? [summary("Weighted score", (col) => col.score)] : []),
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
