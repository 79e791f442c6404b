import type { DocumentLine, DocumentTotals, InvoiceDocument } from "../documents";

// EN 16931's sums for an invoice, in hundredths (docs/decisions/410). Each line's net amount is
// quantity × net price rounded to the cent; a VAT breakdown entry per category and rate holds the
// sum of its lines' net amounts (exact) and their VAT, rounded once per entry (BR-CO-17), never
// per line; the VAT total is the sum of the entries (BR-CO-14) and the amount due the net total
// plus VAT (BR-CO-15). Rounding is half away from zero, in exact decimal arithmetic.

/** A decimal number as an integer and a power of ten: 2.5 -> { units: 25n, scale: 1 }. */
function decimal(n: number): { units: bigint; scale: number } {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  let s = String(n);
  if (/e/i.test(s)) s = n.toFixed(12).replace(/0+$/, "").replace(/\.$/, "");
  const [int = "0", frac = ""] = s.replace("-", "").split(".");
  const units = BigInt(int + frac) * (n < 0 ? -1n : 1n);
  return { units, scale: frac.length };
}

/** numerator / denominator, rounded half away from zero. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** A line's net amount (BT-131): quantity × net price, rounded to the hundredth. */
export function lineNetAmount(line: Pick<DocumentLine, "quantity" | "unitPrice">): number {
  const q = decimal(line.quantity);
  return Number(divRound(q.units * BigInt(Math.round(line.unitPrice)), 10n ** BigInt(q.scale)));
}

/** VAT on a taxable amount at a rate in percent, rounded to the hundredth (BR-CO-17). */
export function vatAmount(taxable: number, ratePercent: number): number {
  const r = decimal(ratePercent);
  return Number(divRound(BigInt(taxable) * r.units, 100n * 10n ** BigInt(r.scale)));
}

/** VAT categories (UNCL5305, as EN 16931 restricts them) whose rate is fixed at zero. */
const ZERO_RATED = new Set(["Z", "E", "AE", "K", "G", "O"]);

export function invoiceTotals(doc: Pick<InvoiceDocument, "lines">): DocumentTotals {
  const groups = new Map<string, { category: string; rate: number; taxable: number }>();
  let lineTotal = 0;
  for (const line of doc.lines) {
    const net = lineNetAmount(line);
    lineTotal += net;
    const rate = ZERO_RATED.has(line.vatCategory) ? 0 : line.vatRate;
    const key = `${line.vatCategory}|${rate}`;
    const group = groups.get(key) ?? { category: line.vatCategory, rate, taxable: 0 };
    group.taxable += net;
    groups.set(key, group);
  }
  const vatBreakdown = [...groups.values()].map((g) => ({
    ...g,
    tax: vatAmount(g.taxable, g.rate),
  }));
  const vatTotal = vatBreakdown.reduce((sum, g) => sum + g.tax, 0);
  return { lineTotal, vatTotal, payable: lineTotal + vatTotal, vatBreakdown };
}

/** Hundredths as the decimal text UBL amounts carry: 22960 -> "229.60", -5 -> "-0.05". */
export function money(hundredths: number): string {
  const abs = Math.abs(Math.round(hundredths));
  const sign = hundredths < 0 && abs > 0 ? "-" : "";
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A decimal text with at most two decimals as hundredths ("229.6" -> 22960), else null. */
export function parseMoney(text: string): number | null {
  const m = /^\s*([+-]?)(\d+)(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!m) return null;
  const [, sign, int = "0", frac = ""] = m;
  const value = Number(int) * 100 + Number(frac.padEnd(2, "0"));
  if (!Number.isSafeInteger(value)) return null;
  return sign === "-" ? -value : value;
}

/** A number as XML decimal text, never in exponent form. */
export function decimalText(n: number): string {
  const d = decimal(n);
  const digits = (d.units < 0n ? -d.units : d.units).toString().padStart(d.scale + 1, "0");
  const int = digits.slice(0, digits.length - d.scale);
  const frac = d.scale > 0 ? `.${digits.slice(digits.length - d.scale)}` : "";
  return `${d.units < 0n ? "-" : ""}${int}${frac}`;
}
