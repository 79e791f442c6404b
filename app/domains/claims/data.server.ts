import type { Db } from "../../../server/db/database";
import { bindStore, type Write } from "../../../server/db/write";
import * as decisions from "./data/decisions.server";
import type { ClaimsStore } from "./data/model.server";
import * as reads from "./data/reads.server";

// Members' claims to sample listings without an owner (issue 22, docs/decisions/116), as the
// repository hands them to loaders and actions (`repo.claims.<function>`): the functions of
// data/, by use case, bound to one database.

export { APPROVED_ELSEWHERE } from "./data/decisions.server";
export type { Claim, NewClaim, Within } from "./data/model.server";

const FUNCTIONS = {
  byId: reads.byId,
  pending: reads.pending,
  byClaimant: reads.byClaimant,
  list: reads.list,
  create: decisions.create,
  approve: decisions.approve,
  refuse: decisions.refuse,
};

export function createClaims(db: Db, write: Write) {
  const store: ClaimsStore = { db, write };
  return bindStore<ClaimsStore, typeof FUNCTIONS>(store, FUNCTIONS);
}

export type Claims = ReturnType<typeof createClaims>;
