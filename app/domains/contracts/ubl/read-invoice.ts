import type { DocumentLine, DocumentParty, DocumentTotals, InvoiceDocument } from "../documents";
import { lineNetAmount, parseMoney } from "./totals";
import { UBL_NS } from "./xml";
import { childrenOf, parseXml, type XmlNode } from "./xml-read";

// An uploaded UBL 2.1 invoice, read into the site's invoice shape (docs/decisions/410). The
// totals are the ones the invoice states, after checking they add up (EN 16931's BR-CO-10,
// BR-CO-14, BR-CO-15 and each line's net amount): the site holds no invoice whose sums disagree
// with its lines. What the site's invoices cannot carry yet (allowances and charges, prepaid
// amounts, a price per several units that is not a whole cent per unit) is refused by name
// rather than dropped.

export type ReadInvoice =
  { ok: true; invoice: InvoiceDocument; totals: DocumentTotals } | { ok: false; error: string };

const PREFIXES: Record<string, string> = { cac: UBL_NS.cac, cbc: UBL_NS.cbc };

/** The nodes at a path of prefixed names ("cac:Party/cbc:Name") below a node. */
function all(node: XmlNode | undefined, path: string): XmlNode[] {
  return path.split("/").reduce<XmlNode[]>(
    (nodes, step) => {
      const [prefix = "", name = ""] = step.split(":");
      return nodes.flatMap((n) => childrenOf(n, PREFIXES[prefix] ?? "", name));
    },
    node ? [node] : [],
  );
}
const one = (node: XmlNode | undefined, path: string) => all(node, path)[0];
const text = (node: XmlNode | undefined, path: string) => one(node, path)?.text || undefined;

const definedOnly = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

class Unreadable extends Error {}
const fail = (message: string): never => {
  throw new Unreadable(message);
};

function amount(node: XmlNode | undefined, path: string, what: string): number {
  const raw = text(node, path);
  if (raw === undefined) return fail(`${what} is missing.`);
  const value = parseMoney(raw);
  return value ?? fail(`${what} "${raw}" is not an amount with at most two decimals.`);
}

function date(node: XmlNode, path: string, what: string): string | undefined {
  const raw = text(node, path);
  if (raw !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(raw))
    fail(`${what} "${raw}" is not a date (YYYY-MM-DD).`);
  return raw;
}

function party(invoice: XmlNode, path: string, who: string): DocumentParty {
  const p = one(invoice, `${path}/cac:Party`) ?? fail(`The ${who} (${path}) is missing.`);
  const name =
    text(p, "cac:PartyLegalEntity/cbc:RegistrationName") ?? text(p, "cac:PartyName/cbc:Name");
  const address = one(p, "cac:PostalAddress");
  const country = text(address, "cac:Country/cbc:IdentificationCode");
  const vatId = all(p, "cac:PartyTaxScheme").find((s) => text(s, "cac:TaxScheme/cbc:ID") === "VAT");
  const found: DocumentParty = {
    name: name ?? fail(`The ${who}'s name is missing.`),
    street: text(address, "cbc:StreetName"),
    city: text(address, "cbc:CityName"),
    postcode: text(address, "cbc:PostalZone"),
    country: country ?? fail(`The ${who}'s country is missing.`),
    vatId: text(vatId, "cbc:CompanyID"),
    companyId: text(p, "cac:PartyLegalEntity/cbc:CompanyID"),
    email: text(p, "cac:Contact/cbc:ElectronicMail"),
  };
  return Object.fromEntries(
    Object.entries(found).filter(([, v]) => v !== undefined),
  ) as unknown as DocumentParty;
}

function line(node: XmlNode): DocumentLine & { net: number } {
  const id = text(node, "cbc:ID") ?? fail("An invoice line has no number (cbc:ID).");
  const where = `Line ${id}`;
  if (all(node, "cac:AllowanceCharge").length > 0)
    fail(`${where} has allowances or charges, which the site does not read yet.`);
  const qty = one(node, "cbc:InvoicedQuantity") ?? fail(`${where} has no quantity.`);
  const quantity = Number(qty.text);
  if (!qty.text || !Number.isFinite(quantity))
    fail(`${where}: the quantity "${qty.text}" is not a number.`);
  const price = amount(node, "cac:Price/cbc:PriceAmount", `${where}: the price`);
  const base = Number(text(node, "cac:Price/cbc:BaseQuantity") ?? "1");
  const unitPrice = price / base;
  if (!Number.isInteger(unitPrice))
    fail(
      `${where}: the price per unit is not a whole number of cents, which the site cannot keep.`,
    );
  const category = one(node, "cac:Item/cac:ClassifiedTaxCategory");
  const net = amount(node, "cbc:LineExtensionAmount", `${where}: the net amount`);
  const read: DocumentLine = {
    id,
    name: text(node, "cac:Item/cbc:Name") ?? fail(`${where}: the item has no name.`),
    ...(text(node, "cac:Item/cbc:Description")
      ? { description: text(node, "cac:Item/cbc:Description") }
      : {}),
    quantity,
    unitCode: qty.attrs.unitCode ?? fail(`${where}: the quantity has no unit code.`),
    unitPrice,
    vatCategory: text(category, "cbc:ID") ?? fail(`${where}: the VAT category is missing.`),
    vatRate: Number(text(category, "cbc:Percent") ?? "0"),
    ...definedOnly({
      orderLineRef: text(node, "cac:OrderLineReference/cbc:LineID"),
      buyerItemId: text(node, "cac:Item/cac:BuyersItemIdentification/cbc:ID"),
      sellerItemId: text(node, "cac:Item/cac:SellersItemIdentification/cbc:ID"),
    }),
  };
  // A return stated with a positive quantity and a negative net amount (as in EN 16931's own
  // example 1) is read as the negative quantity the net amount means.
  if (lineNetAmount(read) === -net && net !== 0) read.quantity = -quantity;
  if (lineNetAmount(read) !== net)
    fail(`${where}: the net amount ${qty.text} × ${price / 100} is not the ${net / 100} stated.`);
  return { ...read, net };
}

function statedTotals(
  invoice: XmlNode,
  currency: string,
  lines: { net: number }[],
): DocumentTotals {
  for (const path of [
    "cac:AllowanceCharge",
    "cac:LegalMonetaryTotal/cbc:PrepaidAmount",
    "cac:LegalMonetaryTotal/cbc:PayableRoundingAmount",
  ])
    if (all(invoice, path).some((n) => n.children.length > 0 || parseMoney(n.text) !== 0))
      fail(
        `The invoice has ${path.split(":").pop()} at document level, which the site does not read yet.`,
      );
  const totals =
    one(invoice, "cac:LegalMonetaryTotal") ??
    fail("The invoice's totals (cac:LegalMonetaryTotal) are missing.");
  const taxTotal =
    all(invoice, "cac:TaxTotal").find(
      (t) => one(t, "cbc:TaxAmount")?.attrs.currencyID === currency,
    ) ?? fail(`The invoice's VAT total in ${currency} is missing.`);
  const vatBreakdown = all(taxTotal, "cac:TaxSubtotal").map((s) => ({
    category: text(s, "cac:TaxCategory/cbc:ID") ?? fail("A VAT breakdown has no category."),
    rate: Number(text(s, "cac:TaxCategory/cbc:Percent") ?? "0"),
    taxable: amount(s, "cbc:TaxableAmount", "A VAT breakdown's taxable amount"),
    tax: amount(s, "cbc:TaxAmount", "A VAT breakdown's VAT"),
  }));
  const stated: DocumentTotals = {
    lineTotal: amount(totals, "cbc:LineExtensionAmount", "The sum of the lines"),
    vatTotal: amount(taxTotal, "cbc:TaxAmount", "The VAT total"),
    payable: amount(totals, "cbc:PayableAmount", "The amount due"),
    vatBreakdown,
  };
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  if (sum(lines.map((l) => l.net)) !== stated.lineTotal)
    fail("The sum of the lines does not add up to the lines' net amounts (BR-CO-10).");
  if (sum(vatBreakdown.map((g) => g.tax)) !== stated.vatTotal)
    fail("The VAT total is not the sum of the VAT breakdown (BR-CO-14).");
  if (
    amount(totals, "cbc:TaxInclusiveAmount", "The total with VAT") !==
      stated.lineTotal + stated.vatTotal ||
    stated.payable !== stated.lineTotal + stated.vatTotal
  )
    fail("The total with VAT is not the lines' sum plus VAT (BR-CO-15).");
  return stated;
}

function readInvoice(root: XmlNode): { invoice: InvoiceDocument; totals: DocumentTotals } {
  const currency =
    text(root, "cbc:DocumentCurrencyCode") ??
    fail("The currency (cbc:DocumentCurrencyCode) is missing.");
  const lines = all(root, "cac:InvoiceLine").map(line);
  if (lines.length === 0) fail("The invoice has no lines (cac:InvoiceLine).");
  const totals = statedTotals(root, currency, lines);
  const orderReference = text(root, "cac:OrderReference/cbc:ID");
  const contractReference = text(root, "cac:ContractDocumentReference/cbc:ID");
  const notes = all(root, "cbc:Note")
    .map((n) => n.text)
    .filter(Boolean);
  const optional = {
    dueDate: date(root, "cbc:DueDate", "The due date"),
    orderReference,
    contractReference,
    note: notes.length > 0 ? notes.join("\n") : undefined,
    paymentTerms: text(root, "cac:PaymentTerms/cbc:Note"),
    deliveryDate: date(root, "cac:Delivery/cbc:ActualDeliveryDate", "The delivery date"),
  };
  const invoice: InvoiceDocument = {
    number: text(root, "cbc:ID") ?? fail("The invoice number (cbc:ID) is missing."),
    issueDate:
      date(root, "cbc:IssueDate", "The issue date") ??
      fail("The issue date (cbc:IssueDate) is missing."),
    currency,
    buyerReference: text(root, "cbc:BuyerReference") ?? contractReference ?? orderReference ?? "",
    seller: party(root, "cac:AccountingSupplierParty", "seller"),
    buyer: party(root, "cac:AccountingCustomerParty", "buyer"),
    lines: lines.map(({ net: _net, ...l }) => l),
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
  return { invoice, totals };
}

export function readUblInvoice(xml: string): ReadInvoice {
  const parsed = parseXml(xml);
  if (!parsed.ok) return parsed;
  const { root } = parsed;
  if (root.name === "CreditNote" && root.ns === UBL_NS.CreditNote)
    return { ok: false, error: "This is a UBL credit note, not an invoice." };
  if (root.name !== "Invoice" || root.ns !== UBL_NS.Invoice) {
    const where = root.ns ? ` in namespace ${root.ns}` : " without a namespace";
    return {
      ok: false,
      error: `This is not a UBL 2.1 invoice: its root element is <${root.name}>${where}.`,
    };
  }
  try {
    return { ok: true, ...readInvoice(root) };
  } catch (e) {
    if (e instanceof Unreadable) return { ok: false, error: e.message };
    throw e;
  }
}
