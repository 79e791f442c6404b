import type { DocumentLine, DocumentParty, InvoiceDocument } from "../documents";
import { decimalText, invoiceTotals, lineNetAmount, money } from "./totals";
import { el, leaf, ublRoot, xmlDocument, type XmlChild } from "./xml";

// An invoice as a UBL 2.1 Invoice that conforms to EN 16931 (docs/decisions/410): the core
// invoice model's business terms (BT-*) in the UBL syntax binding, CustomizationID
// urn:cen.eu:en16931:2017, no extension (Peppol BIS and national CIUS add their own rules).

export const EN16931_CUSTOMIZATION = "urn:cen.eu:en16931:2017";

/** UNCL5305 VAT categories EN 16931 allows, with the exemption reason each needs (BT-120/121). */
const VAT_CATEGORIES: Record<string, { exemption?: { code: string; text: string } }> = {
  S: {},
  Z: {},
  L: {},
  M: {},
  E: { exemption: { code: "", text: "Exempt from VAT" } },
  AE: { exemption: { code: "VATEX-EU-AE", text: "Reverse charge" } },
  K: { exemption: { code: "VATEX-EU-IC", text: "Intra-community supply" } },
  G: { exemption: { code: "VATEX-EU-G", text: "Export outside the EU" } },
  O: { exemption: { code: "VATEX-EU-O", text: "Not subject to VAT" } },
};

/** Categories whose rules need both sides' VAT identifiers (BR-AE-02, BR-IC-02). */
const BOTH_VAT_IDS = new Set(["AE", "K"]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What keeps this invoice from conforming to EN 16931, in words a form can show; [] when it
 * can be written. The rules checked are the ones the input alone decides (names, addresses,
 * identifiers, categories, dates); the sums are always right because they are computed here.
 */
export function invoiceProblems(doc: InvoiceDocument): string[] {
  const problems: string[] = [];
  if (!doc.number.trim()) problems.push("The invoice needs a number.");
  if (!DATE.test(doc.issueDate)) problems.push("The issue date must be a date (YYYY-MM-DD).");
  if (doc.dueDate !== undefined && !DATE.test(doc.dueDate))
    problems.push("The due date must be a date (YYYY-MM-DD).");
  if (!/^[A-Z]{3}$/.test(doc.currency)) problems.push("The currency must be an ISO 4217 code.");
  if (!doc.dueDate && !doc.paymentTerms?.trim())
    problems.push("The invoice needs a due date or payment terms (BR-CO-25).");
  if (doc.lines.length === 0) problems.push("The invoice needs at least one line (BR-16).");
  for (const [who, party] of [
    ["seller", doc.seller],
    ["buyer", doc.buyer],
  ] as const) {
    if (!party.name.trim()) problems.push(`The ${who} needs a name.`);
    if (!/^[A-Z]{2}$/.test(party.country))
      problems.push(`The ${who}'s country must be a two-letter ISO 3166 code.`);
    if (party.vatId && !/^[A-Z]{2}/.test(party.vatId))
      problems.push(`The ${who}'s VAT identifier must begin with its country code (BR-CO-9).`);
  }
  const categories = new Set(doc.lines.map((l) => l.vatCategory));
  for (const line of doc.lines) {
    const category = VAT_CATEGORIES[line.vatCategory];
    if (!category) problems.push(`Line ${line.id}: unknown VAT category "${line.vatCategory}".`);
    else if (category.exemption && line.vatRate !== 0)
      problems.push(`Line ${line.id}: VAT category ${line.vatCategory} has a rate of 0.`);
    else if (!category.exemption && line.vatCategory !== "Z" && !(line.vatRate > 0))
      problems.push(`Line ${line.id}: VAT category ${line.vatCategory} needs a rate above 0.`);
    if (line.unitPrice < 0) problems.push(`Line ${line.id}: the price cannot be negative (BR-27).`);
    if (!line.name.trim()) problems.push(`Line ${line.id}: the item needs a name (BR-25).`);
  }
  if (categories.has("O") && categories.size > 1)
    problems.push("A line not subject to VAT (O) cannot share an invoice with taxed lines.");
  const taxed = [...categories].some((c) => c !== "O");
  if (taxed && !doc.seller.vatId) problems.push("The seller's VAT identifier is needed.");
  if ([...categories].some((c) => BOTH_VAT_IDS.has(c)) && !doc.buyer.vatId)
    problems.push("Reverse charge and intra-community supply need the buyer's VAT identifier.");
  if (categories.has("K") && !doc.deliveryDate)
    problems.push("An intra-community supply needs the delivery date (BR-IC-11).");
  return problems;
}

export class InvoiceInputError extends Error {
  constructor(readonly problems: string[]) {
    super(`The invoice cannot be written as EN 16931: ${problems.join(" ")}`);
    this.name = "InvoiceInputError";
  }
}

function party(p: DocumentParty, withVatId: boolean): XmlChild {
  return el(
    "cac:Party",
    el("cac:PartyName", leaf("cbc:Name", p.name)),
    el(
      "cac:PostalAddress",
      leaf("cbc:StreetName", p.street),
      leaf("cbc:CityName", p.city),
      leaf("cbc:PostalZone", p.postcode),
      el("cac:Country", leaf("cbc:IdentificationCode", p.country)),
    ),
    withVatId &&
      p.vatId &&
      el(
        "cac:PartyTaxScheme",
        leaf("cbc:CompanyID", p.vatId),
        el("cac:TaxScheme", leaf("cbc:ID", "VAT")),
      ),
    el(
      "cac:PartyLegalEntity",
      leaf("cbc:RegistrationName", p.name),
      leaf("cbc:CompanyID", p.companyId),
    ),
    p.email && el("cac:Contact", leaf("cbc:ElectronicMail", p.email)),
  );
}

function taxCategory(name: string, category: string, rate: number, withReason: boolean) {
  const exemption = VAT_CATEGORIES[category]?.exemption;
  return el(
    name,
    leaf("cbc:ID", category),
    category !== "O" && leaf("cbc:Percent", decimalText(rate)),
    withReason && exemption && leaf("cbc:TaxExemptionReasonCode", exemption.code),
    withReason && exemption && leaf("cbc:TaxExemptionReason", exemption.text),
    el("cac:TaxScheme", leaf("cbc:ID", "VAT")),
  );
}

/**
 * When it was delivered (BT-72); an intra-community supply also names the country delivered to
 * (BT-80, BR-IC-12), the buyer's.
 */
function delivery(doc: InvoiceDocument): XmlChild {
  const intraCommunity = doc.lines.some((l) => l.vatCategory === "K");
  return el(
    "cac:Delivery",
    leaf("cbc:ActualDeliveryDate", doc.deliveryDate),
    intraCommunity &&
      el(
        "cac:DeliveryLocation",
        el("cac:Address", el("cac:Country", leaf("cbc:IdentificationCode", doc.buyer.country))),
      ),
  );
}

/** The buyer's and the seller's identifiers of a line's item (BT-156, BT-155), in UBL's order. */
export function itemIds(line: DocumentLine): XmlChild[] {
  return [
    line.buyerItemId && el("cac:BuyersItemIdentification", leaf("cbc:ID", line.buyerItemId)),
    line.sellerItemId && el("cac:SellersItemIdentification", leaf("cbc:ID", line.sellerItemId)),
  ];
}

/** The invoice as UBL 2.1 text; throws InvoiceInputError when `invoiceProblems` finds any. */
export function buildUblInvoice(doc: InvoiceDocument): string {
  const problems = invoiceProblems(doc);
  if (problems.length > 0) throw new InvoiceInputError(problems);
  const totals = invoiceTotals(doc);
  const cur = { currencyID: doc.currency };
  // Not subject to VAT (BR-O-02): neither side's VAT identifier is given.
  const withVatIds = doc.lines.some((l) => l.vatCategory !== "O");
  return xmlDocument(
    ublRoot(
      "Invoice",
      leaf("cbc:CustomizationID", EN16931_CUSTOMIZATION),
      leaf("cbc:ID", doc.number),
      leaf("cbc:IssueDate", doc.issueDate),
      leaf("cbc:DueDate", doc.dueDate),
      leaf("cbc:InvoiceTypeCode", "380"),
      leaf("cbc:Note", doc.note),
      leaf("cbc:DocumentCurrencyCode", doc.currency),
      leaf("cbc:BuyerReference", doc.buyerReference),
      doc.orderReference && el("cac:OrderReference", leaf("cbc:ID", doc.orderReference)),
      doc.contractReference &&
        el("cac:ContractDocumentReference", leaf("cbc:ID", doc.contractReference)),
      el("cac:AccountingSupplierParty", party(doc.seller, withVatIds)),
      el("cac:AccountingCustomerParty", party(doc.buyer, withVatIds)),
      delivery(doc),
      doc.paymentTerms && el("cac:PaymentTerms", leaf("cbc:Note", doc.paymentTerms)),
      el(
        "cac:TaxTotal",
        leaf("cbc:TaxAmount", money(totals.vatTotal), cur),
        totals.vatBreakdown.map((g) =>
          el(
            "cac:TaxSubtotal",
            leaf("cbc:TaxableAmount", money(g.taxable), cur),
            leaf("cbc:TaxAmount", money(g.tax), cur),
            taxCategory("cac:TaxCategory", g.category, g.rate, true),
          ),
        ),
      ),
      el(
        "cac:LegalMonetaryTotal",
        leaf("cbc:LineExtensionAmount", money(totals.lineTotal), cur),
        leaf("cbc:TaxExclusiveAmount", money(totals.lineTotal), cur),
        leaf("cbc:TaxInclusiveAmount", money(totals.payable), cur),
        leaf("cbc:PayableAmount", money(totals.payable), cur),
      ),
      doc.lines.map((line) =>
        el(
          "cac:InvoiceLine",
          leaf("cbc:ID", line.id),
          leaf("cbc:InvoicedQuantity", decimalText(line.quantity), { unitCode: line.unitCode }),
          leaf("cbc:LineExtensionAmount", money(lineNetAmount(line)), cur),
          line.orderLineRef && el("cac:OrderLineReference", leaf("cbc:LineID", line.orderLineRef)),
          el(
            "cac:Item",
            leaf("cbc:Description", line.description),
            leaf("cbc:Name", line.name),
            itemIds(line),
            taxCategory("cac:ClassifiedTaxCategory", line.vatCategory, line.vatRate, false),
          ),
          el("cac:Price", leaf("cbc:PriceAmount", money(line.unitPrice), cur)),
        ),
      ),
    ),
  );
}
