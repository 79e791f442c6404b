import type { TemplateSource } from "./model";
import { bidEvaluationPanelSheet, bidEvaluationWorkbook } from "./sources/bid-evaluation";
import { contractRenewalChecklist, contractRenewalWorkbook } from "./sources/contract-renewal";
import { savingsTrackerWorkbook, tcoWorkbook } from "./sources/cost-analysis";
import { esgAssessmentWorkbook, esgQuestionnaire } from "./sources/esg-assessment";
import { ndaMutual, ndaOneWay } from "./sources/nda";
import { purchaseOrderWithTerms, purchaseOrderWorkbook } from "./sources/purchase-order";
import { rfpComprehensive, rfpQuick } from "./sources/rfp";
import { riskRegisterWorkbook, riskScoringGuide } from "./sources/risk-register";
import { spendAnalysisGuide, spendAnalysisWorkbook } from "./sources/spend-analysis";
import { supplierAnnualReview, supplierScorecardWorkbook } from "./sources/supplier-scorecard";
import { onboardingComprehensive, onboardingOnePage } from "./sources/supplier-onboarding";
import { masterSupplyAgreement, supplyAgreementChecklist } from "./sources/supply-agreement";

/** The source of every published template, by the file name in its fileUrl. */
export const templateSources: Readonly<Record<string, TemplateSource>> = {
  "rfp-template-comprehensive.docx": rfpComprehensive,
  "rfp-template-quick.docx": rfpQuick,
  "bid-evaluation-matrix-weighted-scoring.xlsx": bidEvaluationWorkbook,
  "bid-evaluation-matrix-panel-sheet.pdf": bidEvaluationPanelSheet,
  "nda-mutual.docx": ndaMutual,
  "nda-one-way.pdf": ndaOneWay,
  "master-supply-agreement.docx": masterSupplyAgreement,
  "master-supply-agreement-review-checklist.pdf": supplyAgreementChecklist,
  "spend-analysis-workbook.xlsx": spendAnalysisWorkbook,
  "spend-analysis-guide.pdf": spendAnalysisGuide,
  "procurement-savings-tracker.xlsx": savingsTrackerWorkbook,
  "total-cost-of-ownership-calculator.xlsx": tcoWorkbook,
  "purchase-order-form.xlsx": purchaseOrderWorkbook,
  "purchase-order-standard-terms.docx": purchaseOrderWithTerms,
  "contract-renewal-tracker.xlsx": contractRenewalWorkbook,
  "contract-renewal-checklist.pdf": contractRenewalChecklist,
  "supplier-scorecard-quarterly.xlsx": supplierScorecardWorkbook,
  "supplier-annual-review.docx": supplierAnnualReview,
  "supplier-onboarding-checklist.docx": onboardingComprehensive,
  "supplier-onboarding-checklist-one-page.pdf": onboardingOnePage,
  "supply-chain-risk-register.xlsx": riskRegisterWorkbook,
  "risk-scoring-guide.pdf": riskScoringGuide,
  "esg-supplier-assessment.xlsx": esgAssessmentWorkbook,
  "esg-supplier-questionnaire.pdf": esgQuestionnaire,
};
