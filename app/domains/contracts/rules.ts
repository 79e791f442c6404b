// The life of a contract after the award (issue 42, docs/decisions/400): its statuses and those
// of its orders and invoices, what each party may do in each, the forms' limits and the small
// parsers the forms share. Pure: the pages and the data layer both read it.

export const CONTRACT_STATUSES = [
  "pending",
  "active",
  "declined",
  "completed",
  "terminated",
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const ORDER_STATUSES = ["pending", "confirmed", "rejected"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const INVOICE_STATUSES = ["submitted", "approved", "disputed", "paid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const MILESTONE_KINDS = ["delivery", "payment"] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  pending: "Awaiting the supplier",
  active: "Active",
  declined: "Declined by the supplier",
  completed: "Completed",
  terminated: "Terminated",
};
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  rejected: "Rejected",
};
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  submitted: "Awaiting the buyer",
  approved: "Approved",
  disputed: "Disputed",
  paid: "Paid",
};

export const CONTRACT_LIMITS = {
  reasonMax: 1000,
  noteMax: 2000,
  titleMax: 200,
  numberMax: 40,
  vatIdMax: 30,
  linesMax: 100,
} as const;

/** Which side of a contract a member is on. */
export type Side = "buyer" | "supplier";

/** What each party may do to a contract in each status. */
export const CONTRACT_MOVES = {
  accept: { by: "supplier", from: ["pending"], to: "active" },
  decline: { by: "supplier", from: ["pending"], to: "declined" },
  complete: { by: "buyer", from: ["active"], to: "completed" },
  terminate: { by: "buyer", from: ["active"], to: "terminated" },
} as const satisfies Record<string, { by: Side; from: ContractStatus[]; to: ContractStatus }>;
export type ContractMove = keyof typeof CONTRACT_MOVES;

export function mayMove(move: ContractMove, side: Side | null, status: ContractStatus): boolean {
  const rule = CONTRACT_MOVES[move];
  return side === rule.by && (rule.from as readonly ContractStatus[]).includes(status);
}

/** Words units are given in, as UN/ECE Recommendation 20 codes (the UBL documents need them). */
const UNIT_CODES: Record<string, string> = {
  piece: "C62",
  pieces: "C62",
  unit: "C62",
  units: "C62",
  each: "C62",
  hour: "HUR",
  hours: "HUR",
  day: "DAY",
  days: "DAY",
  month: "MON",
  months: "MON",
  kg: "KGM",
  kilogram: "KGM",
  tonne: "TNE",
  litre: "LTR",
  liter: "LTR",
  metre: "MTR",
  meter: "MTR",
  m2: "MTK",
  set: "SET",
  lot: "LO",
};
export const unitCode = (unit: string): string => UNIT_CODES[unit.trim().toLowerCase()] ?? "C62";

/** The VAT categories a line may carry (UNCL5305, as EN 16931 uses them). */
export const VAT_CATEGORIES = [
  { code: "S", name: "Standard rate" },
  { code: "Z", name: "Zero rated" },
  { code: "E", name: "Exempt" },
  { code: "AE", name: "Reverse charge" },
  { code: "K", name: "Intra-community supply" },
  { code: "G", name: "Export outside the EU" },
  { code: "O", name: "Outside the scope of VAT" },
] as const;
/** The largest UBL invoice the invoice form takes: the reader's own limit (ubl/xml-read.ts). */
export const UBL_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const isVatCategory = (code: string) => VAT_CATEGORIES.some((c) => c.code === code);

/** A whole VAT rate in percent, 0-100; null when it is not one. */
export function parseVatRate(text: string): number | null {
  const clean = text.trim().replace(/%$/, "");
  if (!/^\d{1,3}$/.test(clean)) return null;
  const rate = Number(clean);
  return rate <= 100 ? rate : null;
}

/** A VAT category's rate: zero for all but the standard rate (EN 16931 BR-Z/E/AE/K/G/O). */
export const vatRateFor = (category: string, rate: number) => (category === "S" ? rate : 0);

/** A whole quantity of at least `min`; null when it is not one. */
export function parseQuantity(text: string, min = 0): number | null {
  const clean = text.trim();
  if (!/^\d{1,9}$/.test(clean)) return null;
  const n = Number(clean);
  return n >= min ? n : null;
}

/** A calendar date (YYYY-MM-DD) that exists; null otherwise. */
export function parseDate(text: string): string | null {
  const clean = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(clean)) return null;
  const date = new Date(`${clean}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === clean ? clean : null;
}

/** An ISO 3166-1 alpha-2 country code, upper-cased; null otherwise. */
export function parseCountry(text: string): string | null {
  const clean = text.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(clean) ? clean : null;
}

export interface PricedLine {
  quantity: number;
  unitPrice: number;
}
/** The net amount of lines, in hundredths (quantities are whole, so it is exact). */
export const netTotal = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);

/** Whether an order of `total` fits in what the contract's value leaves after its other orders. */
export const withinValue = (value: number, otherOrders: number, total: number) =>
  total > 0 && otherOrders + total <= value;

/** One value an amendment changed, kept as it was and as it became. */
export interface ContractChange {
  field: "value" | "periodStart" | "periodEnd";
  before: string;
  after: string;
}
export const CHANGE_LABELS: Record<ContractChange["field"], string> = {
  value: "Value",
  periodStart: "Start",
  periodEnd: "End",
};

export interface AmendableTerms {
  value: number;
  periodStart: string;
  periodEnd: string;
}

/** What an amendment changes of the terms, field by field (empty: nothing changed). */
export function termChanges(before: AmendableTerms, after: AmendableTerms): ContractChange[] {
  return (["value", "periodStart", "periodEnd"] as const)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, before: String(before[field]), after: String(after[field]) }));
}

/** A reference for the documents: the prefix and the first eight characters of an id. */
export const referenceOf = (prefix: string, id: string) =>
  `${prefix}-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
