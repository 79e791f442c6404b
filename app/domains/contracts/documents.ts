// The documents exchanged after an award (issue 42), as plain data: what a purchase order and an
// invoice say, independent of how they are stored or written out. The UBL 2.1 writers and reader
// (`ubl/`) and the contract pages all speak these shapes. Amounts are in hundredths of the
// currency's unit (the tenders' convention, decision 311); quantities may have decimals.

/** A party to an order or invoice: the buyer or the supplier. */
export interface DocumentParty {
  name: string;
  /** Street and number, if known. */
  street?: string;
  city?: string;
  postcode?: string;
  /** ISO 3166-1 alpha-2 country code, e.g. "GB". */
  country: string;
  /** VAT identifier with its country prefix, e.g. "GB123456789". */
  vatId?: string;
  /** Company registration number, if known. */
  companyId?: string;
  email?: string;
}

export interface DocumentLine {
  /** Line number within the document, from "1". */
  id: string;
  name: string;
  description?: string;
  quantity: number;
  /** UN/ECE Recommendation 20 unit code, e.g. "C62" (one), "HUR" (hour). */
  unitCode: string;
  /** Net price per unit, in hundredths. */
  unitPrice: number;
  /** VAT category (UNCL5305): "S" standard, "Z" zero, "E" exempt, "AE" reverse charge... */
  vatCategory: string;
  /** VAT rate in percent, e.g. 20. */
  vatRate: number;
  /** On an invoice: the number of the order line it invoices (BT-132, OrderLineReference). */
  orderLineRef?: string;
  /** The buyer's identifier of the item (BT-156): on the site's documents, the order line's id. */
  buyerItemId?: string;
  /** The seller's own identifier of the item (BT-155). */
  sellerItemId?: string;
}

export interface OrderDocument {
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  currency: string;
  /** The contract it is placed against. */
  contractReference: string;
  buyer: DocumentParty;
  seller: DocumentParty;
  lines: DocumentLine[];
  /** Requested delivery date, YYYY-MM-DD. */
  deliveryDate?: string;
  note?: string;
}

export interface InvoiceDocument {
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  /** YYYY-MM-DD */
  dueDate?: string;
  currency: string;
  /** The buyer's reference (BT-10); the contract's reference when the buyer gave none. */
  buyerReference: string;
  /** The purchase order it invoices (BT-13). */
  orderReference?: string;
  contractReference?: string;
  seller: DocumentParty;
  buyer: DocumentParty;
  lines: DocumentLine[];
  note?: string;
  paymentTerms?: string;
  /** When the goods or services were delivered (BT-72), YYYY-MM-DD; an intra-community supply needs it. */
  deliveryDate?: string;
}

/** Totals as EN 16931 computes them, in hundredths. */
export interface DocumentTotals {
  /** Sum of line net amounts (BT-106). */
  lineTotal: number;
  /** VAT total (BT-110). */
  vatTotal: number;
  /** Total with VAT (BT-112), also the amount due (BT-115) when nothing is prepaid. */
  payable: number;
  /** One entry per VAT category and rate (BG-23). */
  vatBreakdown: { category: string; rate: number; taxable: number; tax: number }[];
}
