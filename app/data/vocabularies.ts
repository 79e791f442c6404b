// Vocabularies from the spec (section 3). Each is an `as const` list with a derived union type,
// so sample data, filters and forms share one spelling.

export const VENDOR_CATEGORIES = [
  "Technology",
  "Logistics",
  "Marketing",
  "Construction",
  "Manufacturing",
  "Professional Services",
  "Finance",
  "Energy",
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export const PROJECT_REGIONS = [
  "North America",
  "Europe",
  "Global",
  "Asia-Pacific",
  "South America",
  "GCC",
] as const;
export type ProjectRegion = (typeof PROJECT_REGIONS)[number];

export const PROJECT_SECTORS = [
  "Energy",
  "Technology",
  "Marketing",
  "Manufacturing",
  "Logistics",
  "Infrastructure",
  "Hospitality",
  "Healthcare",
] as const;
export type ProjectSector = (typeof PROJECT_SECTORS)[number];

export const PROJECT_STATUSES = ["Active Tender", "In Progress", "Collaboration"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const JOB_CATEGORIES = [
  "Procurement",
  "Logistics",
  "Design",
  "Technology",
  "Construction",
  "Marketing",
  "Legal",
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export const JOB_DURATIONS = ["Full-time", "Contract"] as const;
export type JobDuration = (typeof JOB_DURATIONS)[number];

export const JOB_BUDGET_OPTIONS = [90000, 120000, 200000] as const;
export type JobBudgetOption = (typeof JOB_BUDGET_OPTIONS)[number];

export const MEMBER_ROLES = [
  "Procurement Manager",
  "Logistics Coordinator",
  "Supplier Relationship Manager",
  "Founder",
  "Marketing Director",
  "IT Consultant",
  "Project Manager",
  "Legal Counsel",
  "Financial Analyst",
  "HR Specialist",
] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_REGIONS = ["North America", "Europe", "Asia-Pacific", "South America"] as const;
export type MemberRegion = (typeof MEMBER_REGIONS)[number];

export const TEMPLATE_FILE_TYPES = ["Word Document", "Excel Spreadsheet", "PDF Document"] as const;
export type TemplateFileType = (typeof TEMPLATE_FILE_TYPES)[number];

export const TEMPLATE_CATEGORIES = [
  "Procurement",
  "Legal",
  "Finance",
  "Operations",
  "Vendor Management",
  "Risk Management",
  "Sustainability",
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const CHALLENGE_STATUSES = ["Active", "Problem Statement", "Past Winner"] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];
