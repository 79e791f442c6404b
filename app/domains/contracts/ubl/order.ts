import type { DocumentParty, OrderDocument } from "../documents";
import { itemIds } from "./invoice";
import { decimalText, invoiceTotals, lineNetAmount, money } from "./totals";
import { el, leaf, ublRoot, xmlDocument, type XmlChild } from "./xml";

// A purchase order as a UBL 2.1 Order (docs/decisions/410): the document an ERP imports, valid
// against UBL-Order-2.1.xsd. Its amounts are the same sums an invoice of these lines would give
// (net per line, VAT per category and rate), as the anticipated totals.

function party(p: DocumentParty): XmlChild {
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

export function buildUblOrder(doc: OrderDocument): string {
  if (doc.lines.length === 0) throw new Error("An order needs at least one line.");
  const totals = invoiceTotals(doc);
  const cur = { currencyID: doc.currency };
  return xmlDocument(
    ublRoot(
      "Order",
      leaf("cbc:UBLVersionID", "2.1"),
      leaf("cbc:ID", doc.number),
      leaf("cbc:IssueDate", doc.issueDate),
      leaf("cbc:Note", doc.note),
      leaf("cbc:DocumentCurrencyCode", doc.currency),
      el("cac:Contract", leaf("cbc:ID", doc.contractReference)),
      el("cac:BuyerCustomerParty", party(doc.buyer)),
      el("cac:SellerSupplierParty", party(doc.seller)),
      doc.deliveryDate &&
        el(
          "cac:Delivery",
          el("cac:RequestedDeliveryPeriod", leaf("cbc:EndDate", doc.deliveryDate)),
        ),
      el("cac:TaxTotal", leaf("cbc:TaxAmount", money(totals.vatTotal), cur)),
      el(
        "cac:AnticipatedMonetaryTotal",
        leaf("cbc:LineExtensionAmount", money(totals.lineTotal), cur),
        leaf("cbc:TaxExclusiveAmount", money(totals.lineTotal), cur),
        leaf("cbc:TaxInclusiveAmount", money(totals.payable), cur),
        leaf("cbc:PayableAmount", money(totals.payable), cur),
      ),
      doc.lines.map((line) =>
        el(
          "cac:OrderLine",
          el(
            "cac:LineItem",
            leaf("cbc:ID", line.id),
            leaf("cbc:Quantity", decimalText(line.quantity), { unitCode: line.unitCode }),
            leaf("cbc:LineExtensionAmount", money(lineNetAmount(line)), cur),
            el(
              "cac:Price",
              leaf("cbc:PriceAmount", money(line.unitPrice), cur),
              leaf("cbc:BaseQuantity", "1", { unitCode: line.unitCode }),
            ),
            el(
              "cac:Item",
              leaf("cbc:Description", line.description),
              leaf("cbc:Name", line.name),
              itemIds(line),
              el(
                "cac:ClassifiedTaxCategory",
                leaf("cbc:ID", line.vatCategory),
                line.vatCategory !== "O" && leaf("cbc:Percent", decimalText(line.vatRate)),
                el("cac:TaxScheme", leaf("cbc:ID", "VAT")),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}
