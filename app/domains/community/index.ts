// The community domain's public entry: what other domains' pages use of it (the member's own
// profile form on the account pages, the forum queue in the operators' console, a member's
// handle for the members' rows).
// Everything else in this folder is the domain's own (scripts/lint-boundaries.js).
export { ForumModeration } from "./forum-moderation";
export { profilePath } from "./paths";
export { COMMUNITY_MESSAGES, handleOf, PHOTO_MAX_BYTES } from "./rules";
export { profileSchema } from "./schema";
