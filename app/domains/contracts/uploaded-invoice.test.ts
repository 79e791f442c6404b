import { describe, expect, test } from "vitest";
import type { InvoiceDocument } from "./documents";
import { buildUblInvoice } from "./ubl/invoice";
import { invoiceTotals } from "./ubl/totals";
import { UBL_UPLOAD_MAX_BYTES } from "./rules";
import { MAX_XML_BYTES } from "./ubl/xml-read";
import { invoiceFromDocument, readUploadedInvoice } from "./uploaded-invoice";

// An uploaded UBL invoice becomes an invoice against a confirmed order, or is refused by name.

const order = {
  number: "PO-1",
  currency: "USD",
  lines: [
    { id: "ol1", name: "Forklift" },
    { id: "ol2", name: "Charger" },
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
      'Line 1 ("Pallet") is not an item of order PO-1',
    ],
    [{ lines: [{ ...doc.lines[0]!, quantity: 1.5 }] }, "is not a whole number of units"],
  ])("is refused when it does not fit the order (%o)", (change, error) => {
    const changed = { ...doc, ...change };
    const read = invoiceFromDocument(changed, invoiceTotals(changed).payable, order);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toContain(error);
  });

  test("is refused when its amount due is not what its lines come to", () => {
    const read = invoiceFromDocument(doc, invoiceTotals(doc).payable + 1, order);
    expect(!read.ok && read.error).toContain("is not the");
  });

  test("the form's limit is the reader's", () => {
    expect(UBL_UPLOAD_MAX_BYTES).toBe(MAX_XML_BYTES);
  });

  test("that is not UBL says why", () => {
    const read = readUploadedInvoice("<Order/>", order);
    expect(!read.ok && read.error).toMatch(/^The UBL invoice could not be read: This is not a UBL/);
  });
});
