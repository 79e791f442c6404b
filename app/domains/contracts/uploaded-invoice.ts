import type { InvoiceInput } from "./data/invoices.server";
import type { DocumentLine, DocumentTotals, InvoiceDocument } from "./documents";
import { isVatCategory, vatRateFor } from "./rules";
import { readUblInvoice } from "./ubl/read-invoice";
import { invoiceTotals, money } from "./ubl/totals";

// A supplier's uploaded UBL 2.1 invoice as an invoice against one of its contract's confirmed
// orders (issue 42 Build 4, docs/decisions/415, 530): read whole by `readUblInvoice` (decision
// 411), then each of its lines matched to a line of the order by the identifier the document
// gives (the order line's number, or the item identifier the site's UBL Order carries), by name
// when it gives none; in whole units, in the contract's currency, with the order line's VAT
// category and rate. Its VAT breakdown, VAT total and amount due must be the ones the site
// computes from those lines, so the invoice the site then writes says the same. Anything else
// is refused with the reason.

export interface OrderToInvoice {
  number: string;
  currency: string;
  lines: { id: string; name: string; vatCategory: string; vatRate: number }[];
}

type OrderLine = OrderToInvoice["lines"][number];

export type UploadedInvoice =
  { ok: true; input: InvoiceInput; payable: number } | { ok: false; error: string };

class Refused extends Error {}
const refuse = (error: string): never => {
  throw new Refused(error);
};
const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");
const vat = (category: string, rate: number) =>
  category === "S" ? `${category} at ${rate}%` : category;

/**
 * The order line an invoice line is for. The order line's number (BT-132, OrderLineReference)
 * or the buyer's item identifier (BT-156, the id the site's UBL Order gives each line) must name
 * a line of the order; the seller's own identifier (BT-155) is used when it is one of ours;
 * otherwise the line's name.
 */
function orderLineOf(line: DocumentLine, order: OrderToInvoice): OrderLine {
  const where = `Line ${line.id} ("${line.name}")`;
  const byId = (id: string) => order.lines.find((l) => l.id === id);
  if (line.orderLineRef !== undefined) {
    const ref = line.orderLineRef.trim();
    const n = /^\d+$/.test(ref) ? Number(ref) : NaN;
    return (
      order.lines[n - 1] ??
      byId(ref) ??
      refuse(
        `${where} refers to order line ${ref}; order ${order.number} has lines 1 to ${order.lines.length}.`,
      )
    );
  }
  if (line.buyerItemId !== undefined)
    return (
      byId(line.buyerItemId.trim()) ??
      refuse(
        `${where} has the buyer's item identifier ${line.buyerItemId}, which is not an item of order ${order.number}.`,
      )
    );
  const bySeller = line.sellerItemId === undefined ? undefined : byId(line.sellerItemId.trim());
  if (bySeller) return bySeller;
  return (
    order.lines.find((l) => key(l.name) === key(line.name)) ??
    refuse(
      `${where} is not an item of order ${order.number}: give the order line's number (OrderLineReference) or name the item as the order does.`,
    )
  );
}

function invoiceLine(line: DocumentLine, ordered: OrderLine): InvoiceInput["lines"][number] {
  const where = `Line ${line.id} ("${line.name}")`;
  if (line.quantity < 0)
    refuse(
      `Line ${line.id}: the quantity ${line.quantity} is a return, which an invoice against an order cannot carry here; invoice what was delivered, without the return.`,
    );
  if (!Number.isInteger(line.quantity) || line.quantity === 0)
    refuse(`Line ${line.id}: the quantity ${line.quantity} is not a whole number of units.`);
  if (!isVatCategory(line.vatCategory))
    refuse(`Line ${line.id}: the VAT category ${line.vatCategory} is not one the site takes.`);
  const rate = vatRateFor(line.vatCategory, line.vatRate);
  if (line.vatCategory !== ordered.vatCategory || rate !== ordered.vatRate)
    refuse(
      `${where} charges VAT ${vat(line.vatCategory, rate)}; the order has ${vat(ordered.vatCategory, ordered.vatRate)} for "${ordered.name}".`,
    );
  return {
    orderLineId: ordered.id,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    vatCategory: line.vatCategory,
    vatRate: rate,
  };
}

/** The stated VAT breakdown and totals against the site's sums of the same lines. */
function checkVat(stated: DocumentTotals, lines: InvoiceInput["lines"]) {
  const ours = invoiceTotals({
    lines: lines.map((l, i) => ({ ...l, id: String(i), name: "", unitCode: "C62" })),
  });
  const same = (a: { category: string; rate: number }, b: { category: string; rate: number }) =>
    a.category === b.category && vatRateFor(a.category, a.rate) === vatRateFor(b.category, b.rate);
  for (const group of stated.vatBreakdown) {
    const what = `VAT ${vat(group.category, vatRateFor(group.category, group.rate))}`;
    const mine = ours.vatBreakdown.find((g) => same(g, group));
    if (!mine) refuse(`The VAT breakdown has ${what}, which no line of the invoice has.`);
    else if (mine.taxable !== group.taxable)
      refuse(
        `The VAT breakdown's ${what} is on ${money(group.taxable)}; the lines with it come to ${money(mine.taxable)}.`,
      );
    else if (mine.tax !== group.tax)
      refuse(
        `The VAT breakdown's ${what} is ${money(group.tax)}; on ${money(group.taxable)} it is ${money(mine.tax)} (EN 16931 rounds once per rate).`,
      );
  }
  for (const mine of ours.vatBreakdown)
    if (!stated.vatBreakdown.some((g) => same(g, mine)))
      refuse(
        `The VAT breakdown has no entry for VAT ${vat(mine.category, mine.rate)}, which lines of the invoice have.`,
      );
  if (ours.payable !== stated.payable)
    refuse(
      `The invoice's amount due (${money(stated.payable)}) is not the ${money(ours.payable)} its lines come to with VAT rounded per rate (EN 16931).`,
    );
}

/** The read document as an invoice against `order`, or why it cannot be one. */
export function invoiceFromDocument(
  doc: InvoiceDocument,
  totals: DocumentTotals,
  order: OrderToInvoice,
): UploadedInvoice {
  try {
    if (doc.currency !== order.currency)
      refuse(`The invoice is in ${doc.currency}; this contract is in ${order.currency}.`);
    if (doc.orderReference && doc.orderReference !== order.number)
      refuse(`The invoice is for order ${doc.orderReference}, not order ${order.number}.`);
    const lines: InvoiceInput["lines"] = [];
    for (const line of doc.lines) {
      const ordered = orderLineOf(line, order);
      if (lines.some((l) => l.orderLineId === ordered.id))
        refuse(`Line ${line.id}: "${ordered.name}" is invoiced on more than one line.`);
      lines.push(invoiceLine(line, ordered));
    }
    checkVat(totals, lines);
    return {
      ok: true,
      payable: totals.payable,
      input: {
        number: doc.number,
        issueDate: doc.issueDate,
        dueDate: doc.dueDate ?? null,
        note: doc.note ?? "",
        lines,
      },
    };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, error: e.message };
    throw e;
  }
}

/** An uploaded file's text read as an invoice against `order`, or why it cannot be one. */
export function readUploadedInvoice(xml: string, order: OrderToInvoice): UploadedInvoice {
  const read = readUblInvoice(xml);
  if (!read.ok) return { ok: false, error: `The UBL invoice could not be read: ${read.error}` };
  return invoiceFromDocument(read.invoice, read.totals, order);
}
