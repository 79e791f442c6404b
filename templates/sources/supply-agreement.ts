import {
  bullets,
  checklist,
  clause,
  fields,
  h1,
  h2,
  note,
  p,
  pageBreak,
  signatures,
  table,
  type DocumentSource,
} from "../model";

export const masterSupplyAgreement: DocumentSource = {
  kind: "document",
  title: "Master Supply Agreement",
  subtitle:
    "Framework terms for repeat purchases of goods under individual purchase orders. Replace every [bracketed item]; have it reviewed by your legal adviser.",
  blocks: [
    fields([
      "Buyer: [Legal name, company number, registered address]",
      "Supplier: [Legal name, company number, registered address]",
      "Effective date: [Date]",
      "Initial term: [Three (3)] years from the Effective Date",
      "Buyer contract manager: [Name, e-mail]",
      "Supplier account manager: [Name, e-mail]",
    ]),
    h1("1. Definitions and Interpretation"),
    clause(
      "1.1",
      '"Order" means a purchase order issued by the Buyer under this Agreement. "Products" means the goods described in Schedule 1. "Specification" means the description and requirements of the Products in Schedule 1 or the Order. "Business Day" means a day other than a weekend or public holiday in [country].',
    ),
    clause(
      "1.2",
      "If there is a conflict, the following order of precedence applies: (a) the clauses of this Agreement; (b) the Schedules; (c) the Order. The Supplier's own terms, including any printed on quotations, acknowledgements or delivery notes, do not apply.",
    ),
    h1("2. Scope"),
    clause(
      "2.1",
      "This Agreement sets the terms on which the Supplier will supply Products when the Buyer places Orders. The Buyer is not obliged to place any minimum number or value of Orders, and the relationship is non-exclusive.",
    ),
    clause(
      "2.2",
      "Any forecast the Buyer provides is for planning only and is not a commitment to purchase.",
    ),
    h1("3. Orders"),
    clause(
      "3.1",
      "Each Order is a separate contract on the terms of this Agreement. The Supplier shall accept or reject an Order in writing within [two (2)] Business Days. An Order not rejected in that time, or on which the Supplier starts performance, is accepted.",
    ),
    clause(
      "3.2",
      "The Buyer may change or cancel an Order without charge up to [five (5)] Business Days before the delivery date. Later changes are subject to the Supplier's reasonable, documented costs that cannot be mitigated.",
    ),
    h1("4. Delivery"),
    clause(
      "4.1",
      "The Supplier shall deliver the Products [DAP (Incoterms 2020)] to the address in the Order, on the date in the Order, during the Buyer's normal receiving hours, with a delivery note showing the Order number, Product codes and quantities.",
    ),
    clause(
      "4.2",
      "Time of delivery is of the essence. If the Supplier fails to deliver on time, the Buyer may (a) refuse late delivery and cancel the Order; (b) buy substitute products elsewhere and recover the additional cost; and/or (c) claim service credits under Schedule 2.",
    ),
    clause(
      "4.3",
      "The Supplier shall tell the Buyer immediately if it expects any delay, giving the reason and a revised delivery date.",
    ),
    h1("5. Inspection and Acceptance"),
    p(
      "The Buyer may inspect the Products within [ten (10)] Business Days of delivery and reject any that do not conform to the Order or Specification. The Supplier shall, at the Buyer's option, replace rejected Products within [five (5)] Business Days or refund their price, and shall collect them at its own cost. Acceptance does not waive the Buyer's rights for defects that were not reasonably apparent on inspection.",
    ),
    h1("6. Title and Risk"),
    p(
      "Risk in the Products passes to the Buyer on completion of delivery. Title passes on the earlier of delivery and payment.",
    ),
    h1("7. Prices and Payment"),
    clause(
      "7.1",
      "Prices are as set out in Schedule 1, exclusive of sales tax and inclusive of packaging, insurance and delivery. Prices are fixed for the first [twelve (12)] months.",
    ),
    clause(
      "7.2",
      "After that, the Supplier may propose a price change once a year, with at least [ninety (90)] days' notice and supporting evidence. Increases are capped at the change in [named price index] over the previous twelve months unless the Buyer agrees otherwise in writing.",
    ),
    clause(
      "7.3",
      "The Supplier shall invoice after delivery, quoting the Order number. The Buyer shall pay undisputed amounts within [thirty (30)] days of receiving a valid invoice. The Buyer shall notify disputed amounts within [fifteen (15)] days, and the parties shall resolve them under clause 17.",
    ),
    clause(
      "7.4",
      "The Buyer may set off any amount the Supplier owes it against amounts payable to the Supplier.",
    ),
    h1("8. Warranties"),
    p("The Supplier warrants that the Products, for [twelve (12)] months from delivery, will:"),
    bullets([
      "conform to the Specification and any samples approved by the Buyer;",
      "be of satisfactory quality, free from defects in design, materials and workmanship, and fit for any purpose made known to the Supplier;",
      "comply with all applicable laws, product safety standards and labelling requirements; and",
      "be free of any third-party claim, lien or encumbrance.",
    ]),
    h1("9. Supplier Obligations"),
    bullets([
      "Comply with the Buyer's Supplier Code of Conduct, including on labour rights, health and safety, the environment and business ethics.",
      "Comply with anti-bribery, anti-corruption, sanctions and export control laws, and keep adequate procedures to prevent breaches.",
      "Take steps to ensure there is no forced labour, child labour or human trafficking in its business or supply chain.",
      "Maintain a quality management system [certified to ISO 9001] and give the Buyer reasonable access to audit compliance.",
      "Not subcontract the manufacture of Products without the Buyer's written consent.",
    ]),
    h1("10. Intellectual Property"),
    p(
      "Each party keeps its existing intellectual property. Specifications, drawings and tooling provided or paid for by the Buyer remain the Buyer's property and may be used only to supply the Buyer. The Supplier shall indemnify the Buyer against claims that the Products infringe a third party's intellectual property.",
    ),
    h1("11. Confidentiality"),
    p(
      "Each party shall keep the other's confidential information confidential, use it only to perform this Agreement and disclose it only to those who need to know it. This obligation lasts for [five (5)] years after this Agreement ends.",
    ),
    h1("12. Data Protection"),
    p(
      "Each party shall comply with applicable data protection law. Where the Supplier processes personal data on the Buyer's behalf, the parties shall sign the Buyer's data processing agreement before processing starts.",
    ),
    h1("13. Liability"),
    clause(
      "13.1",
      "Neither party limits its liability for death or personal injury caused by negligence, fraud, breach of clause 11, or the indemnity in clause 10, or any liability that cannot be limited by law.",
    ),
    clause(
      "13.2",
      "Subject to clause 13.1, neither party is liable for indirect or consequential loss, or loss of profit, and each party's total liability in any contract year is limited to [150%] of the amounts paid and payable under this Agreement in that year.",
    ),
    h1("14. Insurance"),
    p(
      "The Supplier shall maintain, with reputable insurers, product liability insurance of at least [USD 5,000,000] per claim, public liability insurance of at least [USD 5,000,000], and any insurance required by law, and shall provide certificates on request.",
    ),
    h1("15. Term and Termination"),
    clause(
      "15.1",
      "This Agreement starts on the Effective Date and continues for the Initial Term. It may be extended by written agreement for further periods of [twelve (12)] months.",
    ),
    clause(
      "15.2",
      "The Buyer may terminate this Agreement for convenience on [ninety (90)] days' written notice.",
    ),
    clause(
      "15.3",
      "Either party may terminate immediately by written notice if the other (a) commits a material breach that is not remedied within [thirty (30)] days of notice; or (b) becomes insolvent, enters administration or liquidation, or stops trading.",
    ),
    clause(
      "15.4",
      "On termination, Orders already accepted shall be completed unless the Buyer cancels them, and clauses 8, 10, 11, 13 and 17 survive.",
    ),
    h1("16. Force Majeure"),
    p(
      "Neither party is liable for delay caused by events beyond its reasonable control, provided it notifies the other promptly and uses reasonable efforts to mitigate. If the event continues for more than [thirty (30)] days, the affected Orders may be cancelled without liability. Supplier labour disputes and subcontractor failures are not force majeure unless they are themselves caused by such an event.",
    ),
    h1("17. Disputes and General"),
    bullets([
      "Disputes are escalated first to the contract managers, then to [named executives], each with [ten (10)] Business Days to resolve them, before either party goes to court.",
      "Notices must be in writing to the addresses above, with a copy by e-mail.",
      "This Agreement is the entire agreement between the parties about its subject. Changes must be in writing and signed by both parties.",
      "Neither party may assign this Agreement without the other's consent, not to be unreasonably withheld.",
      "This Agreement is governed by the laws of [jurisdiction], and the courts of [jurisdiction] have exclusive jurisdiction.",
    ]),
    signatures(["[Buyer]", "[Supplier]"]),
    pageBreak,
    h1("Schedule 1: Products and Prices"),
    table(
      ["Product code", "Description and Specification", "Unit", "Lead time", "Unit price (USD)"],
      [2, 6, 1.4, 1.6, 2],
      [
        [
          "[SKU-001]",
          "[Description, standard, drawing reference]",
          "[Each]",
          "[10 days]",
          "[0.00]",
        ],
        [
          "[SKU-002]",
          "[Description, standard, drawing reference]",
          "[Box of 50]",
          "[10 days]",
          "[0.00]",
        ],
        [
          "[SKU-003]",
          "[Description, standard, drawing reference]",
          "[Each]",
          "[15 days]",
          "[0.00]",
        ],
      ],
    ),
    p("Volume discounts: [e.g. 3% on annual spend above USD 250,000; 5% above USD 500,000]."),
    h1("Schedule 2: Service Levels and Service Credits"),
    table(
      ["Measure", "Target", "How measured", "Service credit if missed"],
      [3, 2, 3.5, 3.5],
      [
        [
          "On-time, in-full delivery",
          "98% of order lines per month",
          "Goods receipts vs Order dates",
          "2% of monthly invoice value per point below target, up to 10%",
        ],
        [
          "Quality: defect rate",
          "Below 500 ppm",
          "Rejected units / units delivered",
          "Cost of inspection and replacement",
        ],
        [
          "Order acknowledgement",
          "Within 2 Business Days",
          "Portal or e-mail timestamp",
          "Escalation to account review",
        ],
        [
          "Invoice accuracy",
          "99% of invoices",
          "Invoices matched first time",
          "Escalation to account review",
        ],
      ],
    ),
    note(
      "Service credits are a price adjustment, not an exclusive remedy. Persistent failure (three missed months in any six) is a material breach for clause 15.3.",
    ),
  ],
};

export const supplyAgreementChecklist: DocumentSource = {
  kind: "document",
  title: "Supply Agreement: Clause Review Checklist",
  subtitle:
    "Use it when reviewing a supplier's contract paper or a negotiated draft. Escalate any red flag to Legal.",
  blocks: [
    fields([
      "Agreement: [Title and version]",
      "Supplier: [Name]",
      "Estimated annual value: [Amount]",
      "Reviewer and date: [Name, date]",
    ]),
    h1("1. Commercial Basics"),
    checklist([
      "Parties are the correct legal entities, with company numbers and addresses.",
      "Scope, Products or services and Specification are described precisely enough to test delivery against.",
      "Term, extension options and renewal mechanism are clear; no silent auto-renewal without notice.",
      "Prices, currency, what is included (delivery, packaging, insurance) and price review mechanism are stated.",
      "Payment terms match company policy ([30] days or longer) and allow disputed amounts to be withheld.",
      "Volumes: no minimum purchase commitment or take-or-pay unless approved.",
    ]),
    h1("2. Performance and Remedies"),
    checklist([
      "Delivery terms (Incoterms), lead times and what happens on late delivery.",
      "Inspection period and the right to reject non-conforming goods.",
      "Service levels that are measurable, with reporting and service credits.",
      "Warranty period and remedies (repair, replace, refund) at the supplier's cost.",
      "Right to terminate for persistent service failure.",
    ]),
    h1("3. Risk Allocation"),
    checklist([
      "Liability cap is proportionate to contract value and risk (typically 100-200% of annual fees).",
      "Unlimited liability kept for death and personal injury, fraud, confidentiality and IP indemnity.",
      "Exclusions of indirect loss do not exclude the losses you are most likely to suffer (e.g. cost of replacement supply).",
      "Insurance types and amounts are specified and match the risks.",
      "Force majeure is narrow, requires notice and mitigation, and allows termination after a set period.",
    ]),
    h1("4. Compliance"),
    checklist([
      "Supplier Code of Conduct, anti-bribery, sanctions and modern slavery obligations are included.",
      "Data protection clause and data processing agreement, if personal data is involved.",
      "Information security requirements, if the supplier accesses your systems or data.",
      "Audit rights: access to records and sites on reasonable notice.",
      "Subcontracting needs your consent and the supplier stays responsible.",
    ]),
    h1("5. Exit"),
    checklist([
      "Termination for convenience is available to you, with reasonable notice.",
      "Termination for breach and insolvency is available to you.",
      "Exit assistance, return of data, tooling and materials on termination.",
      "Which clauses survive termination.",
    ]),
    h1("6. Red Flags and Fallback Positions"),
    table(
      ["Clause", "Red flag", "Fallback position"],
      [2, 4, 4],
      [
        [
          "Liability",
          "Cap equal to one month's fees, or excludes all loss of data",
          "Cap of at least 100% of annual fees; data loss recoverable",
        ],
        [
          "Auto-renewal",
          "Renews for a full term unless notice given 180+ days before expiry",
          "Renewal only by written agreement, or notice period of 60 days or less",
        ],
        [
          "Price increases",
          "Supplier may raise prices at any time",
          "Annual review, capped at a named index, 90 days' notice",
        ],
        [
          "Supplier terms",
          "Supplier's standard terms apply to all orders",
          "This agreement prevails over any supplier terms",
        ],
        [
          "Suspension",
          "Supplier may suspend supply for any late payment",
          "Only for undisputed amounts over 30 days late, after notice",
        ],
        [
          "Governing law",
          "Foreign law and courts with no business reason",
          "Your home jurisdiction, or neutral arbitration",
        ],
      ],
    ),
    h2("Review outcome"),
    checklist([
      "Approved as drafted",
      "Approved subject to the changes listed in the mark-up",
      "Escalated to Legal: [reason]",
    ]),
  ],
};
