// The matchmaking domain's entry for browser and server (issue 43 items 5 and 6): the form that
// saves /projects' filters as a search, and the CPV match rule.
export { SaveTenderSearch, type SearchFields } from "./save-search-form";
export { codesMatch, significantDigits } from "./cpv-match";
