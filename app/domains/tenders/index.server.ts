// The tenders domain's server-side public entry: its data layer for the repository, and what other
// domains' loaders read of tenders (the home page's trending projects, invitations to tender),
// and the largest form the pages read (a tender's with its documents).
export { createTenders } from "./data.server";
export { projectList } from "./data/projects.server";
export { inviteOptions, inviteOptionsFor } from "./my-procurement.server";
export { trendingProjects } from "./project-listing.server";
export { TENDER_FORM_MAX_BYTES } from "./rules";
export { releaseOf as publicTenderRelease, tenderOcds } from "./ocds.server";
export { FILE_PROBLEMS, forget, storeDocuments } from "./action-kit.server";
export type { PublicTenderFilters } from "./data/listings.server";
/** The companies meeting every requirement of a tender now (the matchmaking's check; decision 470). */
export { qualifyingCompanies } from "./data/requirements.server";
/** The buyer's comparison of a tender's bids, sealed until the deadline (the API reads it too). */
export { loadComparison } from "./comparison.server";
