import type { InvoiceInput } from "./data/invoices.server";
import type { InvoiceDocument } from "./documents";
import { isVatCategory, vatRateFor } from "./rules";
import { readUblInvoice } from "./ubl/read-invoice";
import { invoiceTotals } from "./ubl/totals";

// A supplier's uploaded UBL 2.1 invoice as an invoice against one of its contract's confirmed
// orders (issue 42 Build 4, docs/decisions/415): read whole by `readUblInvoice` (decision 411),
// then each of its lines matched by name to a line of the order, in whole units, in the
// contract's currency; its totals must be the ones the site computes from those lines, so the
// invoice the site then writes says the same. Anything else is refused with the reason.

export interface OrderToInvoice {
  number: string;
  currency: string;
  lines: { id: string; name: string }[];
}

export type UploadedInvoice =
  { ok: true; input: InvoiceInput; payable: number } | { ok: false; error: string };

const refuse = (error: string): UploadedInvoice => ({ ok: false, error });
const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** The read document as an invoice against `order`, or why it cannot be one. */
export function invoiceFromDocument(doc: InvoiceDocument, payable: number, order: OrderToInvoice) {
  if (doc.currency !== order.currency)
    return refuse(`The invoice is in ${doc.currency}; this contract is in ${order.currency}.`);
  if (doc.orderReference && doc.orderReference !== order.number)
    return refuse(`The invoice is for order ${doc.orderReference}, not order ${order.number}.`);
  const byName = new Map(order.lines.map((l) => [key(l.name), l.id]));
  const lines: InvoiceInput["lines"] = [];
  for (const line of doc.lines) {
    const orderLineId = byName.get(key(line.name));
    if (!orderLineId)
      return refuse(
        `Line ${line.id} ("${line.name}") is not an item of order ${order.number}: name each line as the order does.`,
      );
    if (!Number.isInteger(line.quantity) || line.quantity <= 0)
      return refuse(
        `Line ${line.id}: the quantity ${line.quantity} is not a whole number of units.`,
      );
    if (!isVatCategory(line.vatCategory))
      return refuse(
        `Line ${line.id}: the VAT category ${line.vatCategory} is not one the site takes.`,
      );
    if (lines.some((l) => l.orderLineId === orderLineId))
      return refuse(`Line ${line.id}: "${line.name}" is invoiced on more than one line.`);
    lines.push({
      orderLineId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatCategory: line.vatCategory,
      vatRate: vatRateFor(line.vatCategory, line.vatRate),
    });
  }
  const ours = invoiceTotals({
    lines: lines.map((l, i) => ({ ...l, id: String(i), name: "", unitCode: "C62" })),
  });
  if (ours.payable !== payable)
    return refuse(
      `The invoice's amount due (${(payable / 100).toFixed(2)}) is not the ${(ours.payable / 100).toFixed(2)} its lines come to with VAT rounded per rate (EN 16931).`,
    );
  const result: UploadedInvoice = {
    ok: true,
    payable,
    input: {
      number: doc.number,
      issueDate: doc.issueDate,
      dueDate: doc.dueDate ?? null,
      note: doc.note ?? "",
      lines,
    },
  };
  return result;
}

/** An uploaded file's text read as an invoice against `order`, or why it cannot be one. */
export function readUploadedInvoice(xml: string, order: OrderToInvoice): UploadedInvoice {
  const read = readUblInvoice(xml);
  if (!read.ok) return refuse(`The UBL invoice could not be read: ${read.error}`);
  return invoiceFromDocument(read.invoice, read.totals.payable, order);
}
