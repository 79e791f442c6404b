import { describe, expect, test } from "vitest";
import { exampleInvoice } from "./documents.example";
import { buildUblInvoice, InvoiceInputError, invoiceProblems } from "./invoice";

const withLines = (vatCategory: string, vatRate: number) => ({
  ...exampleInvoice,
  lines: exampleInvoice.lines.map((l) => ({ ...l, vatCategory, vatRate })),
});

describe("what keeps an invoice from EN 16931", () => {
  test("the example invoice has nothing wrong", () => {
    expect(invoiceProblems(exampleInvoice)).toEqual([]);
  });

  test("names each problem the input alone decides", () => {
    const { vatId: _, ...sellerWithoutVat } = exampleInvoice.seller;
    expect(
      invoiceProblems({
        ...exampleInvoice,
        number: " ",
        issueDate: "01/12/2026",
        currency: "eur",
        dueDate: undefined,
        paymentTerms: undefined,
        seller: { ...sellerWithoutVat, country: "gb" },
      }),
    ).toEqual([
      "The invoice needs a number.",
      "The issue date must be a date (YYYY-MM-DD).",
      "The currency must be an ISO 4217 code.",
      "The invoice needs a due date or payment terms (BR-CO-25).",
      "The seller's country must be a two-letter ISO 3166 code.",
      "The seller's VAT identifier is needed.",
    ]);
  });

  test("checks each line's VAT category and rate", () => {
    expect(invoiceProblems(withLines("X", 20))[0]).toBe('Line 1: unknown VAT category "X".');
    expect(invoiceProblems(withLines("E", 20))[0]).toBe("Line 1: VAT category E has a rate of 0.");
    expect(invoiceProblems(withLines("S", 0))[0]).toBe(
      "Line 1: VAT category S needs a rate above 0.",
    );
    const { vatId: _, ...buyer } = exampleInvoice.buyer;
    expect(invoiceProblems({ ...withLines("AE", 0), buyer })).toEqual([
      "Reverse charge and intra-community supply need the buyer's VAT identifier.",
    ]);
    expect(invoiceProblems(withLines("K", 0))).toEqual([
      "An intra-community supply needs the delivery date (BR-IC-11).",
    ]);
    const mixed = {
      ...exampleInvoice,
      lines: [
        { ...exampleInvoice.lines[0]!, vatCategory: "O", vatRate: 0 },
        exampleInvoice.lines[1]!,
      ],
    };
    expect(invoiceProblems(mixed)).toEqual([
      "A line not subject to VAT (O) cannot share an invoice with taxed lines.",
    ]);
  });

  test("writing refuses an invoice with problems, carrying them", () => {
    const refused = () => buildUblInvoice({ ...exampleInvoice, lines: [] });
    expect(refused).toThrow(InvoiceInputError);
    expect(refused).toThrow("The invoice needs at least one line (BR-16).");
  });

  test("writes text safely: markup in a name stays text", () => {
    const xml = buildUblInvoice({
      ...exampleInvoice,
      seller: { ...exampleInvoice.seller, name: 'A & B <"Ltd">\u0007' },
    });
    expect(xml).toContain('<cbc:RegistrationName>A &amp; B &lt;"Ltd"&gt;</cbc:RegistrationName>');
  });
});
