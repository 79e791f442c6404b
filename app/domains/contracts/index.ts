// The contracts domain's public entry: what other domains' pages show of it.
export { ScorecardCard } from "./scorecard-card";
export type { Scorecard } from "./scorecard";
