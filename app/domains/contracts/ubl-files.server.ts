import type { AppLoadContext } from "react-router";
import { notFound, type Viewer } from "~/lib/access.server";
import type { DocumentLine, DocumentParty, InvoiceDocument, OrderDocument } from "./documents";
import type { ContractFile, InvoiceView, OrderView, Party } from "./data/reads.server";
import type { Line } from "./data/model.server";
import { buildUblInvoice, InvoiceInputError } from "./ubl/invoice";
import { buildUblOrder } from "./ubl/order";

// A contract's stored orders and invoices as the documents the UBL writers take (issue 42,
// docs/decisions/415), and the downloads of them: a UBL 2.1 Order per purchase order, an EN 16931
// UBL 2.1 Invoice per invoice. The contract's reference is the buyer's reference (BT-10); an
// invoice without a due date states the payment terms instead (BR-CO-25).

/** Said on an invoice that has no due date. */
export const DEFAULT_PAYMENT_TERMS = "Payment within 30 days of the invoice date.";

const partyOf = (p: Party): DocumentParty => ({
  name: p.name,
  country: p.country ?? "",
  ...(p.vatId ? { vatId: p.vatId } : {}),
});

const linesOf = (lines: readonly Line[]): DocumentLine[] =>
  lines.map((l, i) => ({
    id: String(i + 1),
    buyerItemId: l.id,
    name: l.name,
    quantity: l.quantity,
    unitCode: l.unitCode,
    unitPrice: l.unitPrice,
    vatCategory: l.vatCategory,
    vatRate: l.vatRate,
  }));

type FileParts = Pick<ContractFile, "reference" | "currency" | "buyer" | "supplier">;

export function orderDocument(file: FileParts, order: OrderView): OrderDocument {
  return {
    number: order.number,
    issueDate: order.createdAt.slice(0, 10),
    currency: file.currency,
    contractReference: file.reference,
    buyer: partyOf(file.buyer),
    seller: partyOf(file.supplier),
    lines: linesOf(order.lines),
    deliveryDate: order.deliveryDate,
    ...(order.note ? { note: order.note } : {}),
  };
}

export function invoiceDocument(
  file: FileParts,
  invoice: InvoiceView,
  order: Pick<OrderView, "number" | "lines"> | undefined,
): InvoiceDocument {
  return {
    number: invoice.number,
    issueDate: invoice.issueDate,
    ...(invoice.dueDate ? { dueDate: invoice.dueDate } : { paymentTerms: DEFAULT_PAYMENT_TERMS }),
    currency: file.currency,
    buyerReference: file.reference,
    ...(order ? { orderReference: order.number } : {}),
    contractReference: file.reference,
    seller: partyOf(file.supplier),
    buyer: partyOf(file.buyer),
    // Each line names the order line it invoices: its number in the order's UBL Order and its id.
    lines: linesOf(invoice.lines).map((line, i) => {
      const orderLineId = invoice.lines[i]!.orderLineId;
      const at = order?.lines.findIndex((l) => l.id === orderLineId) ?? -1;
      return {
        ...line,
        buyerItemId: orderLineId,
        ...(at >= 0 ? { orderLineRef: String(at + 1) } : {}),
      };
    }),
    ...(invoice.note ? { note: invoice.note } : {}),
  };
}

const xml = (body: string, filename: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });

const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, "_");

/** The order's UBL 2.1 Order, or undefined when the contract has no such order. */
export function orderXml(file: ContractFile, orderId: string): Response | undefined {
  const order = file.orders.find((o) => o.id === orderId);
  if (!order) return undefined;
  return xml(buildUblOrder(orderDocument(file, order)), `order-${safe(order.number)}.xml`);
}

/**
 * The invoice's EN 16931 UBL invoice, undefined when the contract has no such invoice; an invoice
 * the norm cannot express (a party's VAT id missing for its VAT category) is a 409 that says why.
 */
export function invoiceXml(file: ContractFile, invoiceId: string): Response | undefined {
  const invoice = file.invoices.find((i) => i.id === invoiceId);
  if (!invoice) return undefined;
  const order = file.orders.find((o) => o.id === invoice.orderId);
  try {
    return xml(
      buildUblInvoice(invoiceDocument(file, invoice, order)),
      `invoice-${safe(invoice.number)}.xml`,
    );
  } catch (e) {
    if (!(e instanceof InvoiceInputError)) throw e;
    return new Response(e.message, {
      status: 409,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
}

/** The contract for one of its parties or an operator (read only); anyone else 404. */
async function fileFor(context: AppLoadContext, viewer: Viewer, id: string) {
  const file = await context.repo.contracts.contractFile(id, {
    id: viewer.id,
    operator: viewer.isOperator === true,
  });
  return file ?? notFound();
}

export async function downloadOrder(
  context: AppLoadContext,
  viewer: Viewer,
  id: string,
  orderId: string,
) {
  return orderXml(await fileFor(context, viewer, id), orderId) ?? notFound();
}

export async function downloadInvoice(
  context: AppLoadContext,
  viewer: Viewer,
  id: string,
  invoiceId: string,
) {
  return invoiceXml(await fileFor(context, viewer, id), invoiceId) ?? notFound();
}
