import type { Template } from "./types";
import type { TemplateFileType } from "./vocabularies";

// Twelve topics, two variants each. The title reads "<Topic> (<Variant>)"; the files behind
// fileUrl are generated from templates/sources/ by templates/generate.ts.

export const templates: readonly Template[] = [
  {
    id: "t1",
    title: "RFP Template (Comprehensive)",
    description:
      "A full request for proposal: background, scope of work, requirements, submission instructions, evaluation criteria with weights, timeline and commercial terms.",
    fileUrl: "/templates/rfp-template-comprehensive.docx",
    fileType: "Word Document",
    category: "Procurement",
  },
  {
    id: "t2",
    title: "RFP Template (Quick)",
    description:
      "A short RFP for low-value or urgent purchases: what you need, by when, how to respond and how responses are scored.",
    fileUrl: "/templates/rfp-template-quick.docx",
    fileType: "Word Document",
    category: "Procurement",
  },
  {
    id: "t3",
    title: "Bid Evaluation Matrix (Weighted Scoring)",
    description:
      "Score up to four bidders against weighted criteria; the workbook checks the weights add up to 100%, totals each bid and ranks them.",
    fileUrl: "/templates/bid-evaluation-matrix-weighted-scoring.xlsx",
    fileType: "Excel Spreadsheet",
    category: "Procurement",
  },
  {
    id: "t4",
    title: "Bid Evaluation Matrix (Printable Panel Sheet)",
    description:
      "A printable scoring sheet for each evaluation panel member, with the scoring scale, conflict-of-interest declaration and moderation notes.",
    fileUrl: "/templates/bid-evaluation-matrix-panel-sheet.pdf",
    fileType: "PDF Document",
    category: "Procurement",
  },
  {
    id: "t5",
    title: "Non-Disclosure Agreement (Mutual)",
    description:
      "A two-way NDA for early supplier discussions: definition of confidential information, permitted use, exclusions, term, return of information and remedies.",
    fileUrl: "/templates/nda-mutual.docx",
    fileType: "Word Document",
    category: "Legal",
  },
  {
    id: "t6",
    title: "Non-Disclosure Agreement (One-Way)",
    description:
      "A one-way NDA for sharing your specifications, drawings or pricing with bidders who do not need to share anything back.",
    fileUrl: "/templates/nda-one-way.pdf",
    fileType: "PDF Document",
    category: "Legal",
  },
  {
    id: "t7",
    title: "Master Supply Agreement (Full Contract)",
    description:
      "A framework agreement for repeat supply: ordering, delivery, acceptance, pricing, warranties, liability, termination and a schedule of service levels.",
    fileUrl: "/templates/master-supply-agreement.docx",
    fileType: "Word Document",
    category: "Legal",
  },
  {
    id: "t8",
    title: "Master Supply Agreement (Clause Review Checklist)",
    description:
      "A checklist for reviewing a supplier's contract paper: the clauses to look for, the questions to ask and the red flags to escalate.",
    fileUrl: "/templates/master-supply-agreement-review-checklist.pdf",
    fileType: "PDF Document",
    category: "Legal",
  },
  {
    id: "t9",
    title: "Spend Analysis (Workbook)",
    description:
      "Paste in a year of invoice lines and get spend by category and supplier, each supplier's share and the top-supplier concentration, all by formula.",
    fileUrl: "/templates/spend-analysis-workbook.xlsx",
    fileType: "Excel Spreadsheet",
    category: "Finance",
  },
  {
    id: "t10",
    title: "Spend Analysis (Step-by-Step Guide)",
    description:
      "How to run a spend analysis in six steps: extract, cleanse, classify, analyse, find opportunities and report, with a category taxonomy to start from.",
    fileUrl: "/templates/spend-analysis-guide.pdf",
    fileType: "PDF Document",
    category: "Finance",
  },
  {
    id: "t11",
    title: "Cost Analysis (Savings Tracker)",
    description:
      "Track negotiated savings per initiative: baseline against new price times annual volume, savings type, and totals by status.",
    fileUrl: "/templates/procurement-savings-tracker.xlsx",
    fileType: "Excel Spreadsheet",
    category: "Finance",
  },
  {
    id: "t12",
    title: "Cost Analysis (Total Cost of Ownership)",
    description:
      "Compare three offers over their whole life: purchase, installation, running and maintenance costs, downtime and residual value.",
    fileUrl: "/templates/total-cost-of-ownership-calculator.xlsx",
    fileType: "Excel Spreadsheet",
    category: "Finance",
  },
  {
    id: "t13",
    title: "Purchase Order (Calculated Form)",
    description:
      "A purchase order with line items that total themselves: quantity times unit price, discount, tax and shipping.",
    fileUrl: "/templates/purchase-order-form.xlsx",
    fileType: "Excel Spreadsheet",
    category: "Operations",
  },
  {
    id: "t14",
    title: "Purchase Order (With Standard Terms)",
    description:
      "A purchase order form followed by standard terms and conditions of purchase covering delivery, inspection, invoicing and cancellation.",
    fileUrl: "/templates/purchase-order-standard-terms.docx",
    fileType: "Word Document",
    category: "Operations",
  },
  {
    id: "t15",
    title: "Contract Renewal (Tracker Workbook)",
    description:
      "Every contract's end date, notice period and owner in one sheet; the notice deadline, days left and renewal status are calculated from today's date.",
    fileUrl: "/templates/contract-renewal-tracker.xlsx",
    fileType: "Excel Spreadsheet",
    category: "Operations",
  },
  {
    id: "t16",
    title: "Contract Renewal (90-Day Checklist)",
    description:
      "What to do at 90, 60 and 30 days before a contract ends: performance review, market check, renew, renegotiate or exit.",
    fileUrl: "/templates/contract-renewal-checklist.pdf",
    fileType: "PDF Document",
    category: "Operations",
  },
  {
    id: "t17",
    title: "Supplier Scorecard (Quarterly)",
    description:
      "Rate a supplier each quarter on quality, delivery, cost, responsiveness and compliance; weighted scores and a performance band are calculated.",
    fileUrl: "/templates/supplier-scorecard-quarterly.xlsx",
    fileType: "Excel Spreadsheet",
    category: "Vendor Management",
  },
  {
    id: "t18",
    title: "Supplier Scorecard (Annual Review)",
    description:
      "An annual supplier review pack: agenda, year-in-numbers table, strengths, issues, improvement plan and sign-off.",
    fileUrl: "/templates/supplier-annual-review.docx",
    fileType: "Word Document",
    category: "Vendor Management",
  },
  {
    id: "t19",
    title: "Supplier Onboarding Checklist (Comprehensive)",
    description:
      "Everything to collect and check before a new supplier's first order: legal entity, tax and bank details, insurance, compliance, IT access and approvals.",
    fileUrl: "/templates/supplier-onboarding-checklist.docx",
    fileType: "Word Document",
    category: "Vendor Management",
  },
  {
    id: "t20",
    title: "Supplier Onboarding Checklist (One-Page)",
    description:
      "The onboarding essentials on a single printable page, for low-risk suppliers and one-off purchases.",
    fileUrl: "/templates/supplier-onboarding-checklist-one-page.pdf",
    fileType: "PDF Document",
    category: "Vendor Management",
  },
  {
    id: "t21",
    title: "Risk Register (Workbook)",
    description:
      "A supply chain risk register with likelihood times impact scoring, automatic High/Medium/Low rating, owners, mitigations and residual risk.",
    fileUrl: "/templates/supply-chain-risk-register.xlsx",
    fileType: "Excel Spreadsheet",
    category: "Risk Management",
  },
  {
    id: "t22",
    title: "Risk Register (Scoring Guide)",
    description:
      "How to identify, score and treat supply chain risks: the 5x5 matrix, what each likelihood and impact level means, and review frequency.",
    fileUrl: "/templates/risk-scoring-guide.pdf",
    fileType: "PDF Document",
    category: "Risk Management",
  },
  {
    id: "t23",
    title: "ESG Supplier Assessment (Scoring Workbook)",
    description:
      "Score suppliers on environmental, social and governance questions with evidence; section scores are weighted into an overall ESG rating.",
    fileUrl: "/templates/esg-supplier-assessment.xlsx",
    fileType: "Excel Spreadsheet",
    category: "Sustainability",
  },
  {
    id: "t24",
    title: "ESG Supplier Assessment (Questionnaire)",
    description:
      "A questionnaire to send to suppliers covering emissions, energy, waste, labour practices, health and safety, ethics and data protection.",
    fileUrl: "/templates/esg-supplier-questionnaire.pdf",
    fileType: "PDF Document",
    category: "Sustainability",
  },
];

export const TEMPLATE_MIME = {
  "Word Document": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "Excel Spreadsheet": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "PDF Document": "application/pdf",
} as const satisfies Record<TemplateFileType, string>;

export const TEMPLATE_EXTENSIONS = {
  "Word Document": "docx",
  "Excel Spreadsheet": "xlsx",
  "PDF Document": "pdf",
} as const satisfies Record<TemplateFileType, string>;

/** The name the file is saved under: the last segment of its URL. */
export function templateFileName(template: Template): string {
  return template.fileUrl.slice(template.fileUrl.lastIndexOf("/") + 1);
}
