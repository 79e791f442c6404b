import type { Db } from "../../../server/db/database";
import { createSearchEngine } from "~/domains/search/index.server";
import { bindStore, type Write } from "../../../server/db/write";
import * as directory from "./data/directory.server";
import * as edits from "./data/edits.server";
import * as moderation from "./data/moderation.server";
import * as owners from "./data/owners.server";
import * as qualification from "./data/qualification.server";
import * as certificateAccess from "./data/certificate-access.server";
import { pageAfter, search } from "./data/vendor-search.server";
import { summaryCache } from "./data/vendor-facet-groups.server";

// The companies' data layer, as the repository hands it to loaders and actions: the public
// directory (`repo.vendors`: approved companies only, its search) and the network's companies
// (`repo.companies`: registration, owners' edits, recorded so operators can revert them, and
// moderation). The functions of data/, by use case, bound to one database.

const DIRECTORY = { search, pageAfter, ...directory };

const COMPANIES = {
  byId: owners.byId,
  bySlug: owners.bySlug,
  ownedBy: owners.ownedBy,
  register: owners.register,
  update: owners.update,
  approve: moderation.approve,
  reject: moderation.reject,
  unlist: moderation.unlist,
  relist: moderation.relist,
  list: moderation.list,
  ownerOf: moderation.ownerOf,
  edits: edits.edits,
  revertEdit: edits.revertEdit,
  ...qualification,
  ...certificateAccess,
};

export function vendorDirectory(db: Db, write: Write, engine = createSearchEngine(db)) {
  return bindStore({ db, write, engine, summaries: summaryCache() }, DIRECTORY);
}

export function companiesRepository(db: Db, write: Write) {
  return bindStore({ db, write }, COMPANIES);
}

export type VendorDirectory = ReturnType<typeof vendorDirectory>;
export type CompaniesRepository = ReturnType<typeof companiesRepository>;
