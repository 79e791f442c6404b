import { describe, expect, test } from "vitest";
import type { ContractFile, InvoiceView, OrderView } from "./data/reads.server";
import {
  DEFAULT_PAYMENT_TERMS,
  invoiceDocument,
  invoiceXml,
  orderDocument,
  orderXml,
} from "./ubl-files.server";
import { readUblInvoice } from "./ubl/read-invoice";
import { invoiceTotals } from "./ubl/totals";
import { en16931, ublSchemaErrors } from "./ubl/ubl-check.testing";

// The stored order and invoice rows as UBL documents: what they say, and that the invoice the
// site writes from them passes the EN 16931 rules with no fatal assertion (decision 415).

const line = {
  id: "ol1",
  name: "Forklift",
  quantity: 1,
  unit: "piece",
  unitCode: "C62",
  unitPrice: 2_061_700,
  vatCategory: "S",
  vatRate: 20,
};

const order: OrderView = {
  id: "o1",
  number: "PO-1",
  status: "confirmed",
  statusReason: null,
  total: 4_123_400,
  deliveryDate: "2031-06-30",
  note: "",
  createdAt: "2030-02-10T09:00:00.000Z",
  confirmedAt: null,
  sentAt: null,
  receivedAt: null,
  lines: [{ ...line, quantity: 2, received: 1 }],
  receipts: [],
};

const invoice: InvoiceView = {
  id: "i1",
  orderId: "o1",
  number: "INV-2",
  issueDate: "2030-03-02",
  dueDate: null,
  note: "Second forklift to follow.",
  netTotal: 2_061_700,
  flags: [],
  status: "approved",
  statusReason: null,
  createdAt: "2030-03-02T09:00:00.000Z",
  decidedAt: null,
  paidAt: null,
  lines: [{ ...line, id: "il1", orderLineId: "ol1" }],
  payments: [],
};

const file = {
  id: "c1",
  reference: "C-2030-0001",
  currency: "USD",
  buyer: { name: "Bea Logistics", country: "GB", vatId: "GB123456789" },
  supplier: { name: "Lumenstack", country: "DE", vatId: "DE123456789", vendorId: "v1" },
  orders: [order],
  invoices: [invoice],
} as unknown as ContractFile;

describe("the stored rows as UBL documents", () => {
  test("an order says its number, contract, parties, lines and delivery date", () => {
    const doc = orderDocument(file, order);
    expect(doc).toMatchObject({
      number: "PO-1",
      issueDate: "2030-02-10",
      currency: "USD",
      contractReference: "C-2030-0001",
      buyer: { name: "Bea Logistics", country: "GB", vatId: "GB123456789" },
      seller: { name: "Lumenstack", country: "DE", vatId: "DE123456789" },
      deliveryDate: "2031-06-30",
    });
    expect(doc.lines).toEqual([
      {
        id: "1",
        buyerItemId: "ol1",
        name: "Forklift",
        quantity: 2,
        unitCode: "C62",
        unitPrice: 2_061_700,
        vatCategory: "S",
        vatRate: 20,
      },
    ]);
    expect(doc.note).toBeUndefined();
  });

  test("an invoice without a due date states the payment terms and the order", () => {
    const doc = invoiceDocument(file, invoice, order);
    expect(doc).toMatchObject({
      number: "INV-2",
      buyerReference: "C-2030-0001",
      orderReference: "PO-1",
      contractReference: "C-2030-0001",
      paymentTerms: DEFAULT_PAYMENT_TERMS,
      note: "Second forklift to follow.",
    });
    expect(doc.dueDate).toBeUndefined();
    // Each line names the order line it invoices: its number in the order and its id.
    expect(doc.lines).toMatchObject([{ id: "1", orderLineRef: "1", buyerItemId: "ol1" }]);
    expect(invoiceDocument(file, { ...invoice, dueDate: "2030-04-01" }, order)).toMatchObject({
      dueDate: "2030-04-01",
    });
    expect(
      invoiceDocument(file, { ...invoice, dueDate: "2030-04-01" }, order).paymentTerms,
    ).toBeUndefined();
  });

  test("the invoice written passes EN 16931 and the UBL schema, and reads back", async () => {
    const response = invoiceXml(file, "i1")!;
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="invoice-INV-2.xml"',
    );
    const xml = await response.text();
    const report = en16931(xml);
    expect(report.fatal, report.messages.join("\n")).toEqual([]);
    expect(ublSchemaErrors(xml, "Invoice")).toEqual([]);
    const read = readUblInvoice(xml);
    expect(read.ok && read.totals.payable).toBe(invoiceTotals(invoice).payable);
    expect(read.ok && read.invoice.lines[0]).toMatchObject({
      orderLineRef: "1",
      buyerItemId: "ol1",
    });
  }, 300_000);

  test("the order written passes the UBL schema", async () => {
    const xml = await orderXml(file, "o1")!.text();
    expect(ublSchemaErrors(xml, "Order")).toEqual([]);
    expect(xml).toMatch(/<cac:BuyersItemIdentification>\s*<cbc:ID>ol1<\/cbc:ID>/);
    expect(orderXml(file, "nope")).toBeUndefined();
  });

  test("an invoice the norm cannot express is refused with the reason", async () => {
    const noVat = { ...file, supplier: { ...file.supplier, vatId: null } } as ContractFile;
    const response = invoiceXml(noVat, "i1")!;
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("VAT");
  });
});
