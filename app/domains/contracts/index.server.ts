// The contracts domain's server-side public entry: its data layer for the repository, and what
// other domains' loaders read of it (a supplier's scorecard on its profile).
export { createContracts } from "./data.server";
export { supplierScorecard } from "./scorecard.server";
export { contractAction } from "./contract-actions.server";
export { laterReleases as contractReleasesOfTender, tenderRecord } from "./ocds.server";
