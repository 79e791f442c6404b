import type { Db } from "../../../server/db/database";
import { bindStore, type Write } from "../../../server/db/write";
import * as moderation from "./data/moderation.server";
import * as reads from "./data/reads.server";
import * as writes from "./data/writes.server";

// The reviews' data layer, as the repository hands it to loaders and actions
// (`repo.reviews.<function>`): members' reviews of vendors, their reports and the owners' replies
// (issue 13), the functions of data/ by use case, bound to one database. Every write renews the
// vendor's count and average in the same transaction; who may do what is the callers' check
// (permissions.ts).

const FUNCTIONS = {
  forVendor: reads.forVendor,
  distribution: reads.distribution,
  byId: reads.byId,
  byAuthor: reads.byAuthor,
  latest: reads.latest,
  verifiedRatings: reads.verifiedRatings,
  ...writes,
  ...moderation,
};

export function createReviews(db: Db, write: Write) {
  return bindStore({ db, write }, FUNCTIONS);
}

export type Reviews = ReturnType<typeof createReviews>;
