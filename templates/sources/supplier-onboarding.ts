import { checklist, fields, h1, h2, note, p, table, type DocumentSource } from "../model";

export const onboardingComprehensive: DocumentSource = {
  kind: "document",
  title: "Supplier Onboarding Checklist",
  subtitle:
    "Complete before the supplier's first purchase order. Tick each item and file the evidence with the supplier record.",
  blocks: [
    fields([
      "Supplier legal name: [Name]",
      "Trading name (if different): [Name]",
      "Company registration number and country: [Number, country]",
      "What they will supply: [Goods or services]",
      "Expected annual spend: [Amount]",
      "Requested by (business owner): [Name, department]",
      "Risk tier (see section 2): [1 / 2 / 3]",
    ]),
    h1("1. Business Need and Approval"),
    checklist([
      "A business need is documented and cannot be met by an existing approved supplier.",
      "The supplier was selected through the required process for the spend level (quotes, tender or waiver).",
      "Budget holder has approved the new supplier.",
      "Conflict of interest check: no relationship between the requester and the supplier.",
    ]),
    h1("2. Risk Tiering"),
    p(
      "Set the tier from the highest risk that applies. Higher tiers need every check of the tiers below.",
    ),
    table(
      ["Tier", "When it applies", "Extra checks required"],
      [1, 5, 5],
      [
        [
          "1 (low)",
          "Spend under [USD 25,000] a year, no data access, no site access, not critical",
          "Sections 3, 4, 5 and 11",
        ],
        [
          "2 (medium)",
          "Spend [USD 25,000 - 250,000], or site access, or personal data of fewer than [1,000] people",
          "Plus sections 6, 7 and 10",
        ],
        [
          "3 (high)",
          "Spend over [USD 250,000], or critical to operations, or significant data or system access",
          "Plus sections 8 and 9, financial check and senior approval",
        ],
      ],
    ),
    h1("3. Legal Entity and Registration"),
    checklist([
      "Certificate of incorporation or business registration, checked against the official registry.",
      "Registered address and trading address confirmed.",
      "Ultimate beneficial owners identified (for tier 2 and 3).",
      "Authorised signatories confirmed.",
    ]),
    h1("4. Tax"),
    checklist([
      "Tax identification number or VAT / sales tax registration verified.",
      "Tax forms collected as required in your country (e.g. W-9 / W-8BEN in the US).",
      "Withholding tax requirements checked for overseas suppliers.",
    ]),
    h1("5. Bank Details (Fraud Prevention)"),
    note(
      "Bank detail fraud is the most common supplier fraud. Never accept bank details or changes to them by e-mail alone.",
    ),
    checklist([
      "Bank details received on company letterhead or a bank-issued confirmation.",
      "Details confirmed by a phone call to a number from an independent source (not from the same e-mail or letter).",
      "Account name matches the supplier's legal name.",
      "Call-back recorded: date, person called, number used, who made the call.",
      "Bank details entered by one person and approved by another.",
    ]),
    h1("6. Insurance"),
    checklist([
      "Public / general liability certificate: at least [USD 5m]; expiry date recorded.",
      "Professional indemnity (for services): at least [USD 2m].",
      "Product liability (for goods): at least [USD 5m].",
      "Employer's liability or workers' compensation as required by law.",
    ]),
    h1("7. Compliance and Due Diligence"),
    checklist([
      "Sanctions and watch-list screening of the company and its owners.",
      "Anti-bribery and corruption declaration signed.",
      "Modern slavery / forced labour statement or declaration received.",
      "Supplier Code of Conduct accepted.",
      "Adverse media search completed and clear.",
    ]),
    h1("8. Information Security and Data Protection"),
    checklist([
      "Security questionnaire completed, or ISO/IEC 27001 / SOC 2 report reviewed.",
      "Data processing agreement signed if the supplier will process personal data.",
      "Location of data processing and any sub-processors recorded.",
      "System access requested on the least-privilege principle, with an end date.",
    ]),
    h1("9. Financial Stability (Tier 3)"),
    checklist([
      "Last two years of accounts or a credit report reviewed.",
      "Dependency check: our spend is under [20%] of the supplier's revenue, or the risk is accepted.",
      "Business continuity plan received for critical supplies.",
    ]),
    h1("10. Quality, Health, Safety and Environment"),
    checklist([
      "Quality certification (e.g. ISO 9001) or quality plan, where relevant.",
      "Health and safety policy and, for site work, method statements and risk assessments.",
      "Environmental policy; ESG questionnaire sent for tier 2 and 3.",
    ]),
    h1("11. Contract and System Set-up"),
    checklist([
      "Contract or framework agreement signed, or standard purchase order terms accepted.",
      "Supplier created in the vendor master with payment terms of [30] days or per contract.",
      "Catalogue or price list loaded, if applicable.",
      "Supplier portal / e-invoicing access set up.",
      "Supplier given the PO and invoicing instructions and the buyer's contacts.",
    ]),
    h1("12. Kick-off"),
    checklist([
      "Kick-off meeting held: scope, contacts, service levels, reporting and escalation.",
      "First review date booked (e.g. after 90 days).",
      "Supplier added to the risk register if tier 3.",
    ]),
    h1("Sign-off"),
    table(
      ["Role", "Name", "Date", "Signature"],
      [3, 3, 2, 3],
      [
        ["Requester (business owner)", "", "", ""],
        ["Procurement", "", "", ""],
        ["Finance (bank details verified)", "", "", ""],
        ["Information security (tier 2-3)", "", "", ""],
        ["Senior approver (tier 3)", "", "", ""],
      ],
    ),
    h2("Documents to file with the supplier record"),
    p(
      "Registration certificate, tax forms, bank confirmation and call-back record, insurance certificates, signed declarations, security and ESG questionnaires, contract, and this checklist.",
    ),
  ],
};

export const onboardingOnePage: DocumentSource = {
  kind: "document",
  title: "Supplier Onboarding: One-Page Checklist",
  subtitle:
    "For low-risk suppliers (tier 1): spend under [USD 25,000] a year, no data or site access, not critical.",
  blocks: [
    fields([
      "Supplier legal name and registration number: [Name, number]",
      "Goods or services and expected annual spend: [Description, amount]",
      "Requested by: [Name, department]",
    ]),
    h2("Before set-up"),
    checklist([
      "Business need documented and budget holder approval obtained.",
      "Quotes obtained as required by the purchasing policy (or waiver approved).",
      "No conflict of interest between requester and supplier.",
      "Registration checked against the official company registry.",
      "Tax number and tax forms received.",
      "Sanctions screening completed and clear.",
      "Supplier Code of Conduct accepted.",
      "Insurance certificate received, where the supplier comes on site or provides services.",
    ]),
    h2("Bank details"),
    checklist([
      "Bank details on letterhead or bank confirmation, in the supplier's legal name.",
      "Confirmed by phone on an independently sourced number; call recorded.",
      "Entered by one person and approved by another.",
    ]),
    h2("Set-up"),
    checklist([
      "Supplier created in the vendor master with standard payment terms.",
      "Purchase order terms and invoicing instructions sent to the supplier.",
    ]),
    table(
      ["Approved by", "Name", "Date", "Signature"],
      [2.5, 3, 2, 3],
      [
        ["Procurement", "", "", ""],
        ["Finance", "", "", ""],
      ],
    ),
  ],
};
