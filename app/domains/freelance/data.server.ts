import type { Db } from "../../../server/db/database";
import { bindStore, type Write } from "../../../server/db/write";
import type { FreelanceStore } from "./data/model.server";
import * as posts from "./data/posts.server";
import * as proposals from "./data/proposals.server";
import * as proposing from "./data/proposing.server";

// Freelance work's data layer, as the repository hands it to loaders and actions
// (`repo.freelance.<function>`): the functions of data/, by use case, bound to one database.

export { closeCompanyPosts } from "./data/posts.server";

const FUNCTIONS = {
  listing: posts.listing,
  openIds: posts.openIds,
  publicPost: posts.publicPost,
  create: posts.create,
  owned: posts.owned,
  mine: posts.mine,
  update: posts.update,
  setStatus: posts.setStatus,
  proposals: proposals.proposals,
  file: proposals.file,
  ownFiles: proposals.ownFiles,
  proposalsOf: proposals.proposalsOf,
  ...proposing,
};

export function createFreelance(
  db: Db,
  write: Write,
  companiesOf: FreelanceStore["companiesOf"],
  now: () => Date = () => new Date(),
) {
  return bindStore<FreelanceStore, typeof FUNCTIONS>({ db, write, companiesOf, now }, FUNCTIONS);
}

export type Freelance = ReturnType<typeof createFreelance>;
