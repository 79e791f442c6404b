// The shapes the template sources are written in. A document source renders to Word or PDF; a
// workbook source renders to XLSX. Sources hold content only; the renderers own the layout.

export type Block =
  | { kind: "heading"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; text: string; lead?: string }
  | { kind: "note"; text: string }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "numbered"; items: readonly string[] }
  | { kind: "checklist"; items: readonly string[] }
  | { kind: "fields"; items: readonly string[] }
  | {
      kind: "table";
      columns: readonly string[];
      /** Relative column widths, one per column. */
      widths: readonly number[];
      rows: readonly (readonly string[])[];
    }
  | { kind: "signatures"; parties: readonly string[] }
  | { kind: "pageBreak" };

export interface DocumentSource {
  kind: "document";
  title: string;
  subtitle: string;
  blocks: readonly Block[];
}

export type NumberFormat = "integer" | "decimal" | "money" | "percent" | "date";

export interface CellStyle {
  format?: NumberFormat;
  font?: "bold" | "title" | "subtitle" | "header" | "note";
  fill?: "header" | "input" | "total" | "section";
  border?: boolean;
  wrap?: boolean;
  align?: "center" | "right";
}

/**
 * What a formula gives for the sample data in its sheet: a number or a text (an empty text for a
 * formula that shows nothing), or null when it depends on the day the file is opened (TODAY).
 */
export type FormulaResult = number | string | null;

export interface CellSpec {
  value?: string | number;
  /** Formula without the leading "=", in Excel's English syntax. */
  formula?: string;
  /**
   * The formula's value, worked out by the source from the same data it puts in the sheet. It is
   * stored with the formula so that viewers which do not recalculate still show it.
   */
  result?: FormulaResult;
  style?: CellStyle;
}

export type Cell = null | string | number | CellSpec;

export interface DataValidation {
  range: string;
  list?: readonly string[];
  whole?: readonly [number, number];
  decimal?: readonly [number, number];
  prompt?: string;
}

/** Fills cells in `range` when the comparison with `value` holds. */
export interface Highlight {
  range: string;
  operator: "greaterThanOrEqual" | "lessThan" | "equal" | "between";
  values: readonly (number | string)[];
  tone: "bad" | "warn" | "good";
}

export interface SheetSource {
  name: string;
  /** Column widths in characters, from column A. */
  columns: readonly number[];
  /** Rows from row 1; a null row is left empty. */
  rows: readonly (readonly Cell[] | null)[];
  /** Top-left cell of the scrolling area, e.g. "A5" keeps rows 1-4 in view. */
  freeze?: string;
  merges?: readonly string[];
  validations?: readonly DataValidation[];
  highlights?: readonly Highlight[];
  autoFilter?: string;
  landscape?: boolean;
}

export interface WorkbookSource {
  kind: "workbook";
  title: string;
  subject: string;
  sheets: readonly SheetSource[];
}

export type TemplateSource = DocumentSource | WorkbookSource;

// Small constructors so the sources read like documents.

export const h1 = (text: string): Block => ({ kind: "heading", text });
export const h2 = (text: string): Block => ({ kind: "subheading", text });
export const p = (text: string): Block => ({ kind: "paragraph", text });
export const clause = (lead: string, text: string): Block => ({ kind: "paragraph", lead, text });
export const note = (text: string): Block => ({ kind: "note", text });
export const bullets = (items: readonly string[]): Block => ({ kind: "bullets", items });
export const numbered = (items: readonly string[]): Block => ({ kind: "numbered", items });
export const checklist = (items: readonly string[]): Block => ({ kind: "checklist", items });
export const fields = (items: readonly string[]): Block => ({ kind: "fields", items });
export const signatures = (parties: readonly string[]): Block => ({ kind: "signatures", parties });
export const pageBreak: Block = { kind: "pageBreak" };
export const table = (
  columns: readonly string[],
  widths: readonly number[],
  rows: readonly (readonly string[])[],
): Block => ({ kind: "table", columns, widths, rows });

// Workbook cell constructors.

export const header = (value: string): CellSpec => ({
  value,
  style: { font: "header", fill: "header", border: true, wrap: true },
});
export const title = (value: string): CellSpec => ({ value, style: { font: "title" } });
export const subtitle = (value: string): CellSpec => ({ value, style: { font: "subtitle" } });
/** Wrapped guidance text; merge it across the table so it has room. */
export const noteCell = (value: string): CellSpec => ({
  value,
  style: { font: "note", wrap: true },
});
export const label = (value: string, style: CellStyle = {}): CellSpec => ({
  value,
  style: { font: "bold", border: true, ...style },
});
export const text = (value: string, style: CellStyle = {}): CellSpec => ({
  value,
  style: { border: true, wrap: true, ...style },
});
export const input = (value: string | number | null, format?: NumberFormat): CellSpec => ({
  ...(value === null ? {} : { value }),
  style: { fill: "input", border: true, ...(format ? { format } : {}) },
});
export const calc = (
  formula: string,
  result: FormulaResult,
  format?: NumberFormat,
  style: CellStyle = {},
): CellSpec => ({
  formula,
  result,
  style: { border: true, ...(format ? { format } : {}), ...style },
});
export const total = (formula: string, result: FormulaResult, format?: NumberFormat): CellSpec => ({
  formula,
  result,
  style: { font: "bold", fill: "total", border: true, ...(format ? { format } : {}) },
});

/** Column letter for a 1-based column number. */
export function columnLetter(column: number): string {
  let n = column;
  let letters = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

// Arithmetic the sources use to work out formula results the way a spreadsheet does.

/** The sum of the numbers, added in order as a spreadsheet adds a range. */
export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** Excel's ROUND: to `digits` decimals, halves away from zero. */
export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  // toPrecision(15) first, as a spreadsheet sees 2.675 * 100 as 267.5, not 267.49999999999997.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/** Excel's RANK: 1 for the largest value (or the smallest when ascending); ties share a rank. */
export function rank(value: number, values: readonly number[], ascending = false): number {
  return 1 + values.filter((v) => (ascending ? v < value : v > value)).length;
}

/** Excel's serial day number for an ISO date (1900 date system). */
export function excelDate(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number);
  if (y === undefined || m === undefined || d === undefined) throw new Error(`Bad date ${iso}`);
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

/** Splits text into plain parts and "[placeholder]" parts, which renderers highlight. */
export function splitPlaceholders(value: string): { text: string; placeholder: boolean }[] {
  return value
    .split(/(\[[^\]]+\])/)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, placeholder: part.startsWith("[") && part.endsWith("]") }));
}

/** "Label: value" becomes its two parts; an item without ": " is all label. */
export function splitField(item: string): { label: string; value: string } {
  const at = item.indexOf(": ");
  return at < 0
    ? { label: item, value: "" }
    : { label: item.slice(0, at), value: item.slice(at + 2) };
}
