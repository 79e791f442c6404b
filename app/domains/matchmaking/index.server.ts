// The matchmaking domain's server-side public entry (issue 43 items 5 and 6): its data layer for
// the repository, and the qualification step's type for the job that matches published tenders.
export { createMatchmaking, type Matchmaking } from "./data.server";
export { allQualify, type Qualify } from "./data/model.server";
