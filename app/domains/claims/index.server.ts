// The claims domain's server-side public entry: its data layer for the repository, the services
// the server builds (evidence files, the claimant's e-mail), and the claim's type for the
// loaders' context.
export { createClaims, type Claim } from "./data.server";
export { CLAIM_EVIDENCE_AREA, createClaimServices } from "./services.server";
