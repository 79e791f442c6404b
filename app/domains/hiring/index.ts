// The hiring domain's public entry: what other domains' pages and the server may use of it.
// Everything else in this folder is the domain's own (scripts/lint-boundaries.js).
export { AdCardHeading, AdHeader, DetailRow, MetaItem } from "./ad-parts";
export { filterJobs, parseJobFilters, type JobFilters } from "./job-filters";
export { PostedTime } from "./posted-time";
export { APPLICANT_STATUS_LABELS, type JobInput } from "./rules";
