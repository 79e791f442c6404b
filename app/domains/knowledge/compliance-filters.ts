import { COMPLIANCE_JURISDICTIONS, COMPLIANCE_TOPICS } from "./rules";
import { readOption, toSearchParams, type FilterCodec } from "~/lib/search-params";

// The compliance library's filters, in the query string as jurisdiction and topic.

export interface ComplianceFilters {
  jurisdiction?: (typeof COMPLIANCE_JURISDICTIONS)[number];
  topic?: (typeof COMPLIANCE_TOPICS)[number];
}

export const complianceCodec: FilterCodec<ComplianceFilters> = {
  parse: (params) => ({
    jurisdiction: readOption(params, "jurisdiction", COMPLIANCE_JURISDICTIONS),
    topic: readOption(params, "topic", COMPLIANCE_TOPICS),
  }),
  serialise: (f) => toSearchParams({ jurisdiction: f.jurisdiction, topic: f.topic }),
  fields: (f) => ({ jurisdiction: f.jurisdiction ?? "", topic: f.topic ?? "" }),
};
