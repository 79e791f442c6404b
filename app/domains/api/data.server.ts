import type { Db } from "../../../server/db/database";
import { bindStore } from "../../../server/db/write";
import * as tokens from "./data/tokens.server";

// The API domain's data layer (issue 45): members' API tokens. The API's reads and writes of
// tenders, requests and contracts are the other domains' own functions.

const FUNCTIONS = {
  tokensOf: tokens.tokensOf,
  createToken: tokens.createToken,
  revokeToken: tokens.revokeToken,
  authenticate: tokens.authenticate,
};

export function createApiTokens(db: Db) {
  return bindStore<Db, typeof FUNCTIONS>(db, FUNCTIONS);
}

export type ApiTokens = ReturnType<typeof createApiTokens>;
