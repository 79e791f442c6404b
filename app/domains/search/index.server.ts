// The search domain's server-side public entry: the site search's data layer for the repository,
// the engine the directories rank their keyword searches with (companies, jobs), and the limit
// on the header's suggestions that the server mounts.
export { createSiteSearch } from "./data.server";
export { createSearchEngine, termsOf, type SearchEngine, type Term } from "./engine.server";
export { suggestLimitModule } from "./suggest-limit.server";
