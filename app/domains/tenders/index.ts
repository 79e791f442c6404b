// The tenders domain's public entry: what other domains' pages and the server may use of it.
// Everything else in this folder is the domain's own (scripts/lint-boundaries.js).
export { InviteButtons, InviteToTender } from "./invite-to-tender";
export { centsToDecimal, parsePrice } from "./rules";
