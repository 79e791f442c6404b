import {
  calc,
  clause,
  excelDate,
  fields,
  h1,
  header,
  input,
  label,
  note,
  noteCell,
  p,
  pageBreak,
  round,
  signatures,
  subtitle,
  sum,
  table,
  title,
  total,
  type Cell,
  type DocumentSource,
  type WorkbookSource,
} from "../model";

const LINE_FIRST = 15;
const LINE_LAST = 26;
const SAMPLE_LINES: readonly (readonly [string, number, string, number, number])[] = [
  ["Ergonomic office chair, model [X]", 8, "each", 289, 0.05],
  ["Height-adjustable desk, 160 x 80 cm", 8, "each", 459, 0.05],
  ["Delivery, assembly and packaging removal", 1, "lot", 350, 0],
];
const TAX_RATE = 0.08;
const SHIPPING = 120;

// The sample figures, worked out as the formulas below work them out.
const lineTotals = SAMPLE_LINES.map(([, qty, , price, discount]) =>
  round(qty * price * (1 - discount), 2),
);
const subtotal = sum(lineTotals);
const tax = round(subtotal * TAX_RATE, 2);

const poRows: (readonly Cell[] | null)[] = [
  [title("PURCHASE ORDER")],
  [
    subtitle(
      "[Your Company Name], [street, city, postcode, country], [phone], [accounts payable e-mail]",
    ),
  ],
  null,
  [
    label("PO number"),
    input("PO-2025-0001"),
    null,
    label("PO date"),
    null,
    input(excelDate("2025-03-03"), "date"),
  ],
  [
    label("Requested by"),
    input("[Name]"),
    null,
    label("Required by"),
    null,
    input(excelDate("2025-03-17"), "date"),
  ],
  [
    label("Cost centre"),
    input("[CC-100]"),
    null,
    label("Payment terms"),
    null,
    input("Net 30 days"),
  ],
  null,
  [header("Supplier"), header(""), null, header("Ship to"), header(""), header(""), header("")],
  [label("Name"), input("[Supplier legal name]"), null, label("Name"), input("[Site name]")],
  [
    label("Address"),
    input("[Supplier address]"),
    null,
    label("Address"),
    input("[Delivery address]"),
  ],
  [label("Contact"), input("[Name]"), null, label("Contact"), input("[Name, phone]")],
  [
    label("E-mail"),
    input("[orders@supplier.example]"),
    null,
    label("Delivery terms"),
    input("DAP (Incoterms 2020)"),
  ],
  null,
  [
    header("Item #"),
    header("Description"),
    header("Qty"),
    header("Unit"),
    header("Unit price"),
    header("Discount"),
    header("Line total"),
  ],
  ...Array.from({ length: LINE_LAST - LINE_FIRST + 1 }, (_, i): Cell[] => {
    const row = LINE_FIRST + i;
    const line = SAMPLE_LINES[i];
    const lineTotal = calc(
      `IF(C${row}="","",ROUND(C${row}*E${row}*(1-F${row}),2))`,
      lineTotals[i] ?? "",
      "money",
    );
    if (!line) {
      return [
        input(null),
        input(null),
        input(null, "integer"),
        input(null),
        input(null, "money"),
        input(null, "percent"),
        lineTotal,
      ];
    }
    const [description, qty, unit, price, discount] = line;
    return [
      input(i + 1),
      input(description),
      input(qty, "integer"),
      input(unit),
      input(price, "money"),
      input(discount, "percent"),
      lineTotal,
    ];
  }),
  null,
  [
    null,
    null,
    null,
    null,
    null,
    label("Subtotal"),
    total(`SUM(G${LINE_FIRST}:G${LINE_LAST})`, subtotal, "money"),
  ],
  [
    null,
    null,
    null,
    null,
    label("Tax rate"),
    input(TAX_RATE, "percent"),
    calc("ROUND(G28*F29,2)", tax, "money"),
  ],
  [null, null, null, null, null, label("Shipping"), input(SHIPPING, "money")],
  [
    null,
    null,
    null,
    null,
    null,
    label("Total (USD)"),
    total("G28+G29+G30", subtotal + tax + SHIPPING, "money"),
  ],
  null,
  [
    noteCell(
      "This order is subject to [Your Company Name]'s standard terms of purchase. Quote the PO number on every invoice, delivery note and piece of correspondence. Invoices without a valid PO number will be returned unpaid.",
    ),
  ],
  null,
  [label("Authorised by"), input("[Name, title]"), null, label("Signature"), input(null)],
  [label("Date"), input(null, "date")],
];

export const purchaseOrderWorkbook: WorkbookSource = {
  kind: "workbook",
  title: "Purchase Order",
  subject: "Purchase order with calculated line items, tax and total",
  sheets: [
    {
      name: "Purchase Order",
      columns: [16, 42, 8, 10, 14, 11, 16],
      rows: poRows,
      merges: [
        "A1:G1",
        "A2:G2",
        "D4:E4",
        "F4:G4",
        "D5:E5",
        "F5:G5",
        "D6:E6",
        "F6:G6",
        "A8:B8",
        "D8:G8",
        "E9:G9",
        "E10:G10",
        "E11:G11",
        "E12:G12",
        "A33:G33",
        "E35:G35",
      ],
      validations: [
        { range: `C${LINE_FIRST}:C${LINE_LAST}`, decimal: [0, 1_000_000] },
        {
          range: `F${LINE_FIRST}:F${LINE_LAST}`,
          decimal: [0, 1],
          prompt: "Discount as a percentage, e.g. 5%",
        },
      ],
    },
  ],
};

export const purchaseOrderWithTerms: DocumentSource = {
  kind: "document",
  title: "Purchase Order",
  subtitle:
    "Purchase order form with standard terms and conditions of purchase. Replace every [bracketed item].",
  blocks: [
    fields([
      "PO number: [PO-2025-0001]",
      "PO date: [Date]",
      "Buyer: [Your Company Name, address]",
      "Supplier: [Supplier legal name, address]",
      "Supplier quote reference: [Quote number and date]",
      "Ship to: [Delivery address, contact, phone]",
      "Required delivery date: [Date]",
      "Delivery terms: [DAP (Incoterms 2020)]",
      "Payment terms: [Net 30 days from receipt of a valid invoice]",
    ]),
    h1("Order Lines"),
    table(
      ["Item", "Description", "Qty", "Unit", "Unit price", "Line total"],
      [0.8, 5, 0.9, 1, 1.5, 1.6],
      [
        ["1", "[Description, part number, specification]", "[0]", "[each]", "[0.00]", "[0.00]"],
        ["2", "", "", "", "", ""],
        ["3", "", "", "", "", ""],
        ["4", "", "", "", "", ""],
        ["5", "", "", "", "", ""],
      ],
    ),
    table(
      ["", "Amount (USD)"],
      [7.2, 2.8],
      [
        ["Subtotal", ""],
        ["Discount", ""],
        ["Tax ([rate]%)", ""],
        ["Shipping", ""],
        ["Total", ""],
      ],
    ),
    note(
      "Quote the PO number on every invoice and delivery note. Invoices without a valid PO number will be returned unpaid. Send invoices to [accounts payable e-mail].",
    ),
    signatures(["[Your Company Name] (authorised buyer)"]),
    pageBreak,
    h1("Standard Terms and Conditions of Purchase"),
    clause(
      "1. Acceptance.",
      "This purchase order (Order) is an offer by the Buyer. The Supplier accepts it by signing and returning it, or by starting performance. These terms apply to the exclusion of any terms the Supplier proposes, unless a signed master agreement between the parties applies, in which case that agreement prevails.",
    ),
    clause(
      "2. Delivery.",
      "The Supplier shall deliver the goods, or perform the services, on the date and at the place stated, with a delivery note showing the Order number. Time is of the essence. The Supplier shall notify the Buyer immediately of any expected delay. Partial or early deliveries need the Buyer's consent.",
    ),
    clause(
      "3. Inspection and rejection.",
      "The Buyer may inspect the goods within ten business days of delivery and reject any that do not conform to the Order. Rejected goods will be returned at the Supplier's risk and cost, and the Supplier shall, at the Buyer's option, replace them promptly or refund the price.",
    ),
    clause(
      "4. Title and risk.",
      "Risk passes to the Buyer on delivery; title passes on the earlier of delivery and payment.",
    ),
    clause(
      "5. Price.",
      "The price is as stated in the Order and includes packaging, insurance and delivery unless stated otherwise. No extra charges are payable unless the Buyer agreed them in writing in advance.",
    ),
    clause(
      "6. Invoicing and payment.",
      "The Supplier shall invoice after delivery, quoting the Order number. The Buyer shall pay correct, undisputed invoices within the payment terms stated. The Buyer may withhold disputed amounts while the dispute is resolved in good faith.",
    ),
    clause(
      "7. Warranty.",
      "The Supplier warrants that the goods and services conform to the Order and any specification, are of satisfactory quality and free from defects, are fit for their purpose, and comply with all applicable laws and safety standards, for twelve months from delivery.",
    ),
    clause(
      "8. Changes.",
      "The Buyer may change the quantities, delivery date or place by written notice before dispatch. Any resulting change in price or date must be agreed in writing.",
    ),
    clause(
      "9. Cancellation.",
      "The Buyer may cancel the Order in whole or part before delivery by written notice, paying only for work completed and materials that cannot be used elsewhere, as reasonably evidenced by the Supplier. The Buyer may cancel without liability if the Supplier fails to deliver on time or breaches these terms.",
    ),
    clause(
      "10. Compliance.",
      "The Supplier shall comply with all applicable laws, including on anti-bribery, sanctions, modern slavery, health and safety and the environment, and with the Buyer's Supplier Code of Conduct.",
    ),
    clause(
      "11. Indemnity and insurance.",
      "The Supplier shall indemnify the Buyer against losses arising from defective goods, negligent services, or infringement of third-party intellectual property by the goods, and shall maintain adequate insurance for these risks.",
    ),
    clause(
      "12. Confidentiality.",
      "The Supplier shall keep the Order and all information received from the Buyer confidential, and shall not publicise the relationship without the Buyer's consent.",
    ),
    clause(
      "13. Force majeure.",
      "Neither party is liable for delay caused by events beyond its reasonable control, provided it notifies the other promptly. If delay exceeds thirty days, the Buyer may cancel the affected part of the Order without liability.",
    ),
    clause(
      "14. Law.",
      "These terms and the Order are governed by the laws of [jurisdiction], and the courts of [jurisdiction] have exclusive jurisdiction.",
    ),
    p("Supplier acknowledgement: we accept this Order on the terms above."),
    signatures(["[Supplier]"]),
  ],
};
