import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { standardsFolder } from "~/lib/standards.testing";
import type { DocumentTotals, InvoiceDocument } from "./documents";
import { buildUblInvoice } from "./ubl/invoice";
import { readUblInvoice } from "./ubl/read-invoice";
import { invoiceTotals } from "./ubl/totals";
import { UBL_UPLOAD_MAX_BYTES } from "./rules";
import { MAX_XML_BYTES } from "./ubl/xml-read";
import { invoiceFromDocument, readUploadedInvoice } from "./uploaded-invoice";

// An uploaded UBL invoice becomes an invoice against a confirmed order, or is refused by name.

const order = {
  number: "PO-1",
  currency: "USD",
  lines: [
    { id: "ol1", name: "Forklift", vatCategory: "S", vatRate: 20 },
    { id: "ol2", name: "Charger", vatCategory: "S", vatRate: 20 },
  ],
};

const doc: InvoiceDocument = {
  number: "UP-1",
  issueDate: "2030-03-03",
  dueDate: "2030-04-02",
  currency: "USD",
  buyerReference: "C-1",
  orderReference: "PO-1",
  seller: { name: "Lumenstack", country: "DE", vatId: "DE123456789" },
  buyer: { name: "Bea Logistics", country: "GB", vatId: "GB123456789" },
  lines: [
    {
      id: "1",
      name: "forklift",
      quantity: 1,
      unitCode: "C62",
      unitPrice: 2_061_700,
      vatCategory: "S",
      vatRate: 20,
    },
  ],
  note: "Uploaded.",
};

describe("an uploaded UBL invoice", () => {
  test("is read into the order's lines with its dates, note and amount due", () => {
    const read = readUploadedInvoice(buildUblInvoice(doc), order);
    expect(read).toEqual({
      ok: true,
      payable: invoiceTotals(doc).payable,
      input: {
        number: "UP-1",
        issueDate: "2030-03-03",
        dueDate: "2030-04-02",
        note: "Uploaded.",
        lines: [
          { orderLineId: "ol1", quantity: 1, unitPrice: 2_061_700, vatCategory: "S", vatRate: 20 },
        ],
      },
    });
  });

  test.each([
    [{ currency: "EUR" }, "The invoice is in EUR; this contract is in USD."],
    [{ orderReference: "PO-9" }, "The invoice is for order PO-9, not order PO-1."],
    [
      { lines: [{ ...doc.lines[0]!, name: "Pallet" }] },
      'Line 1 ("Pallet") is not an item of order PO-1: give the order line\'s number (OrderLineReference) or name the item as the order does.',
    ],
    [
      { lines: [{ ...doc.lines[0]!, orderLineRef: "3" }] },
      'Line 1 ("forklift") refers to order line 3; order PO-1 has lines 1 to 2.',
    ],
    [
      { lines: [{ ...doc.lines[0]!, buyerItemId: "ol9" }] },
      'Line 1 ("forklift") has the buyer\'s item identifier ol9, which is not an item of order PO-1.',
    ],
    [
      { lines: [{ ...doc.lines[0]!, vatRate: 19 }] },
      'Line 1 ("forklift") charges VAT S at 19%; the order has S at 20% for "Forklift".',
    ],
    [
      { lines: [{ ...doc.lines[0]!, vatCategory: "Z", vatRate: 0 }] },
      'Line 1 ("forklift") charges VAT Z; the order has S at 20% for "Forklift".',
    ],
    [
      { lines: [doc.lines[0]!, { ...doc.lines[0]!, id: "2", name: "Fork", orderLineRef: "1" }] },
      'Line 2: "Forklift" is invoiced on more than one line.',
    ],
    [{ lines: [{ ...doc.lines[0]!, quantity: 1.5 }] }, "is not a whole number of units"],
  ])("is refused when it does not fit the order (%o)", (change, error) => {
    const changed = { ...doc, ...change };
    const read = invoiceFromDocument(changed, invoiceTotals(changed), order);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toContain(error);
  });

  test("is refused when its amount due is not what its lines come to", () => {
    const totals = invoiceTotals(doc);
    const read = invoiceFromDocument(doc, { ...totals, payable: totals.payable + 1 }, order);
    expect(!read.ok && read.error).toContain("is not the");
  });

  test("the form's limit is the reader's", () => {
    expect(UBL_UPLOAD_MAX_BYTES).toBe(MAX_XML_BYTES);
  });

  test("that is not UBL says why", () => {
    const read = readUploadedInvoice("<Order/>", order);
    expect(!read.ok && read.error).toMatch(/^The UBL invoice could not be read: This is not a UBL/);
  });

  test("matches lines by the order line's number or item identifier before the name", () => {
    const lines = [
      { ...doc.lines[0]!, id: "1", name: "Charging unit", orderLineRef: "2" },
      { ...doc.lines[0]!, id: "2", name: "Truck", buyerItemId: "ol1" },
    ];
    const read = invoiceFromDocument({ ...doc, lines }, invoiceTotals({ lines }), order);
    expect(read.ok && read.input.lines.map((l) => l.orderLineId)).toEqual(["ol2", "ol1"]);
    // A seller's own identifier the order does not know leaves the name to match.
    const sellers = [{ ...doc.lines[0]!, sellerItemId: "SKU-77" }];
    const bySeller = invoiceFromDocument({ ...doc, lines: sellers }, invoiceTotals(doc), order);
    expect(bySeller.ok && bySeller.input.lines[0]!.orderLineId).toBe("ol1");
  });

  test("the site's own UBL invoice names each order line, so it is read back by them", () => {
    const lines = [
      { ...doc.lines[0]!, name: "Renamed by the ERP", orderLineRef: "1", buyerItemId: "ol1" },
    ];
    const read = readUploadedInvoice(buildUblInvoice({ ...doc, lines }), order);
    expect(read.ok && read.input.lines[0]!.orderLineId).toBe("ol1");
  });

  test.each([
    [
      (t: DocumentTotals) => ({ ...t, vatBreakdown: [{ ...t.vatBreakdown[0]!, tax: 412_341 }] }),
      "The VAT breakdown's VAT S at 20% is 4123.41; on 20617.00 it is 4123.40 (EN 16931 rounds once per rate).",
    ],
    [
      (t: DocumentTotals) => ({
        ...t,
        vatBreakdown: [{ ...t.vatBreakdown[0]!, taxable: 2_000_000 }],
      }),
      "The VAT breakdown's VAT S at 20% is on 20000.00; the lines with it come to 20617.00.",
    ],
    [
      (t: DocumentTotals) => ({ ...t, vatBreakdown: [{ ...t.vatBreakdown[0]!, rate: 19 }] }),
      "The VAT breakdown has VAT S at 19%, which no line of the invoice has.",
    ],
    [
      (t: DocumentTotals) => ({ ...t, vatBreakdown: [] }),
      "The VAT breakdown has no entry for VAT S at 20%, which lines of the invoice have.",
    ],
  ])("compares the stated VAT with what the lines come to (%#)", (tamper, error) => {
    const read = invoiceFromDocument(doc, tamper(invoiceTotals(doc)), order);
    expect(!read.ok && read.error).toBe(error);
  });
});

describe("the EN 16931 example 4 (DKK, order 123, seller's item numbers) uploaded", () => {
  const xml = readFileSync(
    path.join(standardsFolder(), "einvoice/en16931-ubl/examples/ubl-tc434-example4.xml"),
    "utf8",
  );
  const line = (id: string, name: string, vatRate: number) => ({
    id,
    name,
    vatCategory: "S",
    vatRate,
  });
  const ordered = {
    number: "123",
    currency: "DKK",
    lines: [
      line("JB009", "Cookies, American", 12),
      line("JB007", "Paper, A4", 25),
      line("JB008", "Pen", 25),
    ],
  };

  test("is matched by the seller's item identifiers that are the order's, with its amount due", () => {
    const read = readUploadedInvoice(xml, ordered);
    if (!read.ok) throw new Error(read.error);
    expect(read.input.lines.map((l) => [l.orderLineId, l.quantity, l.vatRate])).toEqual([
      ["JB007", 1000, 25],
      ["JB008", 100, 25],
      ["JB009", 500, 12],
    ]);
    expect(read.payable).toBe(467_500);
  });

  test("is refused when a line's VAT is not the order's, naming both", () => {
    const read = readUploadedInvoice(xml, {
      ...ordered,
      lines: ordered.lines.map((l) => ({ ...l, vatRate: 25 })),
    });
    expect(!read.ok && read.error).toBe(
      'Line 3 ("American Cookies") charges VAT S at 12%; the order has S at 25% for "Cookies, American".',
    );
  });
});

describe("the other EN 16931 examples through the upload path", () => {
  const read = (file: string) =>
    readFileSync(path.join(standardsFolder(), "einvoice/en16931-ubl/examples", file), "utf8");
  /** An order of the document's own lines (by name, at its VAT), numbered as the document. */
  const orderOf = (xml: string) => {
    const doc = readUblInvoice(xml);
    if (!doc.ok) throw new Error(doc.error);
    return {
      number: doc.invoice.orderReference ?? "",
      currency: doc.invoice.currency,
      lines: doc.invoice.lines.map((l) => ({
        id: `ol-${l.id}`,
        name: l.name,
        vatCategory: l.vatCategory,
        vatRate: l.vatRate,
      })),
    };
  };

  test("the Peppol BIS 3 example is read with its amount due", () => {
    const xml = read("BIS3_Invoice_positive.XML");
    const uploaded = readUploadedInvoice(xml, orderOf(xml));
    if (!uploaded.ok) throw new Error(uploaded.error);
    expect(uploaded.payable).toBe(78_217_943);
    expect(uploaded.input.lines).toHaveLength(1);
  });

  test("example 1, which returns goods on one line, is refused with the line named", () => {
    const xml = read("ubl-tc434-example1.xml");
    const uploaded = readUploadedInvoice(xml, orderOf(xml));
    expect(!uploaded.ok && uploaded.error).toMatch(
      /^Line \d+: the quantity -\d+ is a return, which an invoice against an order cannot carry here;/,
    );
  });
});
