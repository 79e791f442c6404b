import type { Db } from "../../../server/db/database";
import { bindStore } from "../../../server/db/write";
import * as lists from "./data/lists.server";
import * as savedJobs from "./data/saved-jobs.server";

// Members' shortlists of suppliers and their saved jobs (issue 22, docs/decisions/125-126).
// These queries do not decide who may do what: the route actions ask
// app/domains/shortlists/permissions.ts first, with the list `byId` returns. Writes here do not
// renew the data version: nothing a signed-out visitor's cached page shows depends on them
// (the shared list's page is never cached).

const LISTS = {
  byId: lists.byId,
  byToken: lists.byToken,
  listsOf: lists.listsOf,
  ownedBy: lists.ownedBy,
  savedVendorIds: lists.savedVendorIds,
  listIdsWith: lists.listIdsWith,
  add: lists.add,
  remove: lists.remove,
  create: lists.create,
  rename: lists.rename,
  delete: lists.deleteList,
  setNote: lists.setNote,
  share: lists.share,
  revoke: lists.revoke,
};
const SAVED_JOBS = {
  savedIds: savedJobs.savedIds,
  save: savedJobs.save,
  remove: savedJobs.remove,
  of: savedJobs.of,
};

export function shortlistsRepository(db: Db) {
  return { ...bindStore(db, LISTS), jobs: bindStore(db, SAVED_JOBS) };
}

export type ShortlistsRepository = ReturnType<typeof shortlistsRepository>;
