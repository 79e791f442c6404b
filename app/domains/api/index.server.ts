// The API domain's server-side public entry: its data layer for the repository.
export { createApiTokens, type ApiTokens } from "./data.server";
export type { ApiGrant } from "./tokens";
