import type { DocumentParty, InvoiceDocument, OrderDocument } from "../documents";

// Checked-in example documents for the UBL tests: an order and the invoices a supplier could
// send against it, covering two standard rates, a zero rate and a rounding that only per-rate
// VAT (not per-line) gets right.

export const exampleSeller: DocumentParty = {
  name: "Northwind Office Supply Ltd",
  street: "12 Harbour Road",
  city: "Leeds",
  postcode: "LS1 4AB",
  country: "GB",
  vatId: "GB123456789",
  companyId: "09876543",
  email: "billing@northwind.example",
};

export const exampleBuyer: DocumentParty = {
  name: "Stadtwerke Musterstadt GmbH",
  street: "Hauptstraße 5",
  city: "Musterstadt",
  postcode: "12345",
  country: "DE",
  vatId: "DE811907980",
  email: "einkauf@stadtwerke.example",
};

export const exampleInvoice: InvoiceDocument = {
  number: "INV-2026-0042",
  issueDate: "2026-12-01",
  dueDate: "2026-12-31",
  currency: "EUR",
  buyerReference: "CT-7F3A",
  orderReference: "PO-2026-0007",
  contractReference: "CT-7F3A",
  seller: exampleSeller,
  buyer: exampleBuyer,
  lines: [
    {
      id: "1",
      name: "Recycled copier paper A4",
      description: "80 g/m², boxes of 5 reams",
      quantity: 3,
      unitCode: "C62",
      unitPrice: 1999,
      vatCategory: "S",
      vatRate: 20,
    },
    {
      id: "2",
      name: "Installation of shelving",
      quantity: 2.5,
      unitCode: "HUR",
      unitPrice: 4533,
      vatCategory: "S",
      vatRate: 20,
    },
    {
      id: "3",
      name: "Printed manual",
      quantity: 7,
      unitCode: "C62",
      unitPrice: 333,
      vatCategory: "S",
      vatRate: 5.5,
    },
    {
      id: "4",
      name: "Children's safety vests",
      quantity: 10,
      unitCode: "C62",
      unitPrice: 250,
      vatCategory: "Z",
      vatRate: 0,
    },
  ],
  note: "Thank you for your order.",
  paymentTerms: "30 days net",
};

export const exampleOrder: OrderDocument = {
  number: "PO-2026-0007",
  issueDate: "2026-11-20",
  currency: "EUR",
  contractReference: "CT-7F3A",
  buyer: exampleBuyer,
  seller: exampleSeller,
  lines: exampleInvoice.lines,
  deliveryDate: "2026-11-30",
  note: "Deliver to the goods entrance.",
};
