// The reviews domain's server-side public entry: its data layer for the repository, the sample
// reviews the seed and a migration insert, the vendor's rating lock other writes take, and the
// profile's Reviews section's loader and action (a tender's buyer reviews through the same,
// decision 133), and the verified buyers' averages suggested suppliers are ranked by (521).
export { createReviews } from "./data.server";
export { insertSampleReviews } from "./data/sample-reviews.server";
export { verifiedAverages } from "./data/reads.server";
export { lockVendor } from "./data/vendor-rating.server";
export { loadVendorReviews } from "./review-loader.server";
export { REVIEW_FORM, REVIEW_LIMIT, reviewAction } from "./review-action.server";
