import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { standardsFolder } from "~/lib/standards.testing";
import { exampleInvoice } from "./documents.example";
import { buildUblInvoice } from "./invoice";
import { readUblInvoice, type ReadInvoice } from "./read-invoice";
import { invoiceTotals } from "./totals";
import { MAX_XML_BYTES } from "./xml-read";

const EXAMPLES = path.join(standardsFolder(), "einvoice/en16931-ubl/examples");
const example = (file: string) => readFileSync(path.join(EXAMPLES, file), "utf8");
const errorOf = (r: ReadInvoice) => (r.ok ? "read" : r.error);
const ours = buildUblInvoice(exampleInvoice);

describe("reading an uploaded UBL 2.1 invoice", () => {
  test("reads the EN 16931 examples back with their totals", () => {
    const one = readUblInvoice(example("ubl-tc434-example1.xml"));
    if (!one.ok) throw new Error(one.error);
    expect(one.totals).toEqual({
      lineTotal: 22960,
      vatTotal: 2073,
      payable: 25033,
      vatBreakdown: [
        { category: "S", rate: 6, taxable: 18323, tax: 1099 },
        { category: "S", rate: 21, taxable: 4637, tax: 974 },
      ],
    });
    expect(one.invoice).toMatchObject({
      number: "12115118",
      issueDate: "2015-01-09",
      currency: "EUR",
    });
    expect(one.invoice.seller).toMatchObject({
      name: "De Koksmaat",
      country: "NL",
      vatId: "NL8200.98.395.B.01",
    });
    expect(one.invoice.buyer).toMatchObject({ name: "ODIN 59", city: "HEEMSKERK" });
    expect(one.invoice.lines).toHaveLength(20);
    expect(one.invoice.lines[0]).toMatchObject({
      name: "PATAT FRITES 10MM 10KG",
      quantity: 2,
      unitCode: "EA",
      unitPrice: 995,
    });
    // Our own sums of the lines read agree with the invoice's.
    expect(invoiceTotals(one.invoice)).toEqual(one.totals);

    const four = readUblInvoice(example("ubl-tc434-example4.xml"));
    if (!four.ok) throw new Error(four.error);
    expect(four.totals).toMatchObject({ lineTotal: 400000, vatTotal: 67500, payable: 467500 });
    expect(four.totals.vatBreakdown).toHaveLength(2);
    expect(invoiceTotals(four.invoice)).toEqual(four.totals);

    const bis = readUblInvoice(example("BIS3_Invoice_positive.XML"));
    if (!bis.ok) throw new Error(bis.error);
    expect(bis.invoice.currency).toBe("DKK");
    expect(bis.totals).toMatchObject({
      lineTotal: 62574354,
      vatTotal: 15643589,
      payable: 78217943,
    });
  });

  test("reads the site's own invoice back as it was written", () => {
    const read = readUblInvoice(ours);
    if (!read.ok) throw new Error(read.error);
    expect(read.invoice).toEqual(exampleInvoice);
    expect(read.totals).toEqual(invoiceTotals(exampleInvoice));
  });

  test("reads any namespace prefixes, not only cac and cbc", () => {
    const renamed = ours
      .replace(/cac:/g, "a:")
      .replace(/cbc:/g, "b:")
      .replace("xmlns:cac=", "xmlns:a=")
      .replace("xmlns:cbc=", "xmlns:b=");
    const read = readUblInvoice(renamed);
    expect(read.ok ? read.totals.payable : read.error).toBe(25755);
  });

  test("refuses a credit note, another document and a wrong namespace by name", () => {
    expect(errorOf(readUblInvoice(example("ubl-tc434-creditnote1.xml")))).toBe(
      "This is a UBL credit note, not an invoice.",
    );
    expect(
      errorOf(
        readUblInvoice("<Order xmlns='urn:oasis:names:specification:ubl:schema:xsd:Order-2'/>"),
      ),
    ).toMatch(/not a UBL 2.1 invoice: its root element is <Order> in namespace urn:oasis/);
    expect(errorOf(readUblInvoice("<Invoice><ID>1</ID></Invoice>"))).toMatch(
      /<Invoice> without a namespace/,
    );
  });

  test("says what is not XML", () => {
    expect(errorOf(readUblInvoice(""))).toBe("The file is empty.");
    expect(errorOf(readUblInvoice("%PDF-1.7 binary"))).toMatch(/^The file is not XML/);
    expect(errorOf(readUblInvoice("<Invoice><ID>1</Invoice>"))).toMatch(
      /^The file is not well-formed XML \(line 1\)/,
    );
  });

  test("refuses document types, so no entity is ever declared, expanded or fetched", () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]>${ours.replace(/^<\?xml[^>]*>/, "").replace("INV-2026-0042", "&x;")}`;
    expect(errorOf(readUblInvoice(xxe))).toMatch(/declares a document type/);
    const laughs = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><Invoice>&lol2;</Invoice>`;
    expect(errorOf(readUblInvoice(laughs))).toMatch(/declares a document type/);
  });

  test("refuses a file over the size limit before parsing it", () => {
    const big = ours.replace("<cbc:Note>", `<cbc:Note>${"x".repeat(MAX_XML_BYTES)}`);
    expect(errorOf(readUblInvoice(big))).toBe("The file is larger than 5 MB.");
  });

  test("names what is missing", () => {
    expect(errorOf(readUblInvoice(ours.replace(/<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/, "")))).toBe(
      "The issue date (cbc:IssueDate) is missing.",
    );
    expect(
      errorOf(readUblInvoice(ours.replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, ""))),
    ).toBe("The invoice has no lines (cac:InvoiceLine).");
    const noSellerName = ours.replace(
      /<cac:AccountingSupplierParty>[\s\S]*?<\/cac:AccountingSupplierParty>/,
      (s) => s.replace(/<cbc:(Name|RegistrationName)>[^<]*<\/cbc:\1>/g, ""),
    );
    expect(errorOf(readUblInvoice(noSellerName))).toBe("The seller's name is missing.");
    expect(
      errorOf(
        readUblInvoice(ours.replace("<cbc:IssueDate>2026-12-01", "<cbc:IssueDate>1 Dec 2026")),
      ),
    ).toBe('The issue date "1 Dec 2026" is not a date (YYYY-MM-DD).');
  });

  test("refuses totals that do not add up, naming the rule", () => {
    const tampered = ours.replace(
      '<cbc:LineExtensionAmount currencyID="EUR">221.61<',
      '<cbc:LineExtensionAmount currencyID="EUR">231.61<',
    );
    expect(errorOf(readUblInvoice(tampered))).toMatch(/BR-CO-10/);
    const vat = ours.replace(
      '<cbc:TaxAmount currencyID="EUR">35.94<',
      '<cbc:TaxAmount currencyID="EUR">36.94<',
    );
    expect(errorOf(readUblInvoice(vat))).toMatch(/BR-CO-14/);
    const due = ours.replace(
      '<cbc:PayableAmount currencyID="EUR">257.55<',
      '<cbc:PayableAmount currencyID="EUR">267.55<',
    );
    expect(errorOf(readUblInvoice(due))).toMatch(/BR-CO-15/);
    const net = ours.replace(
      '<cbc:LineExtensionAmount currencyID="EUR">59.97<',
      '<cbc:LineExtensionAmount currencyID="EUR">69.97<',
    );
    expect(errorOf(readUblInvoice(net))).toBe(
      "Line 1: the net amount 3 × 19.99 is not the 69.97 stated.",
    );
  });

  test("refuses what the site cannot keep rather than dropping it", () => {
    const prepaid = ours.replace(
      '<cbc:PayableAmount currencyID="EUR">',
      '<cbc:PrepaidAmount currencyID="EUR">10.00</cbc:PrepaidAmount><cbc:PayableAmount currencyID="EUR">',
    );
    expect(errorOf(readUblInvoice(prepaid))).toMatch(
      /PrepaidAmount at document level, which the site does not read yet/,
    );
    const base = ours.replace(
      '<cbc:PriceAmount currencyID="EUR">3.33</cbc:PriceAmount>',
      '<cbc:PriceAmount currencyID="EUR">3.33</cbc:PriceAmount><cbc:BaseQuantity unitCode="C62">7</cbc:BaseQuantity>',
    );
    expect(errorOf(readUblInvoice(base))).toMatch(
      /^Line 3: the price per unit is not a whole number of cents/,
    );
  });
});
