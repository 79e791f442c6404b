import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { InvoiceDocument } from "../documents";
import { exampleInvoice, exampleOrder } from "./documents.example";
import { buildUblInvoice } from "./invoice";
import { buildUblOrder } from "./order";
import { compiledRules, EXAMPLES, en16931, ublSchemaErrors } from "./ubl-check.testing";

// The one test file that runs the official EN 16931 rules (compiled once per machine, see
// ubl-check.testing.ts) and the UBL 2.1 schemas (xmllint) on the documents the site writes.

const variant = (changes: Partial<InvoiceDocument>, vatCategory: string, vatRate = 0) => ({
  ...exampleInvoice,
  ...changes,
  lines: exampleInvoice.lines.map((l) => ({ ...l, vatCategory, vatRate })),
});

const invoices: [string, InvoiceDocument][] = [
  ["two standard rates and a zero rate", exampleInvoice],
  ["reverse charge", variant({}, "AE")],
  ["exempt from VAT", variant({}, "E")],
  ["an intra-community supply", variant({ deliveryDate: "2026-11-30" }, "K")],
  ["an export", variant({}, "G")],
  ["not subject to VAT", variant({ dueDate: undefined }, "O")],
  [
    "the smallest invoice: no address but the countries, one line, terms instead of a due date",
    {
      number: "1",
      issueDate: "2026-12-01",
      currency: "GBP",
      buyerReference: "CT-1",
      seller: { name: "Solo Ltd", country: "GB", vatId: "GB999999973" },
      buyer: { name: "Buyer", country: "GB" },
      lines: [
        {
          id: "1",
          name: "Consulting",
          quantity: 7.25,
          unitCode: "HUR",
          unitPrice: 8250,
          vatCategory: "S",
          vatRate: 20,
        },
      ],
      paymentTerms: "On receipt",
    },
  ],
];

const verdict = (xml: string) => {
  const rules = en16931(xml);
  return { fatal: rules.fatal, messages: rules.messages, schema: ublSchemaErrors(xml, "Invoice") };
};

describe("UBL documents against the official EN 16931 rules and UBL 2.1 schemas", () => {
  beforeAll(() => {
    compiledRules(); // compiles the rules on a machine's first run only (about 20 s of CPU)
  }, 300_000);

  test("the checks accept the EN 16931 example they are documented with", () => {
    const xml = readFileSync(path.join(EXAMPLES, "ubl-tc434-example1.xml"), "utf8");
    expect(verdict(xml)).toEqual({ fatal: [], messages: [], schema: [] });
  });

  test.each(invoices)("an invoice with %s conforms, without a warning", (_, doc) => {
    expect(verdict(buildUblInvoice(doc))).toEqual({ fatal: [], messages: [], schema: [] });
  });

  test("an invoice with a tampered total fails the rules (BR-CO-10, BR-CO-13)", () => {
    const tampered = buildUblInvoice(exampleInvoice).replace(
      '<cbc:LineExtensionAmount currencyID="EUR">221.61<',
      '<cbc:LineExtensionAmount currencyID="EUR">231.61<',
    );
    expect(en16931(tampered).fatal).toEqual(["BR-CO-10", "BR-CO-13"]);
  });

  test("an invoice with tampered VAT fails the rules (BR-CO-14, BR-CO-15)", () => {
    const tampered = buildUblInvoice(exampleInvoice).replace(
      '<cbc:TaxAmount currencyID="EUR">35.94<',
      '<cbc:TaxAmount currencyID="EUR">36.94<',
    );
    expect(en16931(tampered).fatal).toEqual(expect.arrayContaining(["BR-CO-14", "BR-CO-15"]));
  });

  test("an invoice without its issue date fails the schema", () => {
    const broken = buildUblInvoice(exampleInvoice).replace(
      /<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/,
      "",
    );
    expect(ublSchemaErrors(broken, "Invoice").join("\n")).toMatch(
      /DueDate': This element is not expected/,
    );
  });

  test("a purchase order validates against UBL-Order-2.1.xsd", () => {
    expect(ublSchemaErrors(buildUblOrder(exampleOrder), "Order")).toEqual([]);
    const { deliveryDate: _, note: __, ...bare } = exampleOrder;
    expect(ublSchemaErrors(buildUblOrder(bare), "Order")).toEqual([]);
  });
});
