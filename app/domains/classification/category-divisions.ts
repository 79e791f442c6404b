import type { VendorCategory } from "~/data/vocabularies";

// The supplier directory's categories as CPV 2008 divisions (issue 43, docs/decisions/440): a
// listing in a category counts as a supplier of its divisions when the directory is filtered by
// division, beside the CPV codes a company gives itself. A division may belong to several
// categories (79, business services, holds both marketing and consultancy).

export const CATEGORY_DIVISIONS: Record<VendorCategory, readonly string[]> = {
  // 30 office and computing machinery, 32 telecoms equipment, 48 software, 72 IT services
  Technology: ["30", "32", "48", "72"],
  // 60 transport services, 63 supporting transport services
  Logistics: ["60", "63"],
  // 22 printed matter, 79 business services (advertising and marketing 7934)
  Marketing: ["22", "79"],
  // 44 construction materials, 45 construction work, 71 architectural and engineering services
  Construction: ["44", "45", "71"],
  // 31 electrical machinery, 42 industrial machinery
  Manufacturing: ["31", "42"],
  // 73 research and development, 79 business services, 80 education and training
  "Professional Services": ["73", "79", "80"],
  // 66 financial and insurance services
  Finance: ["66"],
  // 09 petroleum products, fuel and electricity, 65 public utilities
  Energy: ["09", "65"],
};

/** The categories whose listings count as suppliers of a division. */
export function categoriesOfDivision(division: string): VendorCategory[] {
  return (Object.keys(CATEGORY_DIVISIONS) as VendorCategory[]).filter((category) =>
    CATEGORY_DIVISIONS[category].includes(division),
  );
}
