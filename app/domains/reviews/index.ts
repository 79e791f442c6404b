// The reviews domain's public entry: what other domains' pages may use of reviews. A tender's
// buyer reviews the awarded company with the profile's form (decision 133); a vendor's profile
// shows its Reviews section.
export { REVIEW_REFUSALS } from "./permissions";
export { ReviewForm } from "./review-form";
export { ReviewItem } from "./review-item";
export { ReviewsSection } from "./reviews-section";
export { check, type Checked, type ReviewValues } from "./schema";
