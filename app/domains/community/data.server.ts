import type { Db } from "../../../server/db/database";
import { bindStore, type Write } from "../../../server/db/write";
import type { SearchEngine } from "~/domains/search/index.server";
import * as groups from "./data/groups.server";
import type { CommunityStore } from "./data/model.server";
import { visibleThread } from "./data/model.server";
import { mentionLinks } from "./data/mentions.server";
import * as moderation from "./data/moderation.server";
import * as posting from "./data/posting.server";
import { activity } from "./data/profile-activity.server";
import * as profiles from "./data/profiles.server";
import * as reactions from "./data/reactions.server";
import { sitemapPaths } from "./data/sitemap.server";
import * as threadReads from "./data/thread-reads.server";

// The community's data layer, as the repository hands it to loaders and actions
// (`repo.community.profiles.<function>`, `.groups`, `.forum`, `.sitemapPaths()`): the functions
// of data/, by use case, bound to one database. Who may do what is checked there.

const PROFILES = { ...profiles, activity };
const FORUM = {
  ...threadReads,
  thread: visibleThread,
  ...posting,
  ...reactions,
  ...moderation,
  mentionLinks,
};

/** `engine` (the site search's) finds threads within a group (decision 468). */
export function createCommunity(db: Db, write: Write, engine?: SearchEngine) {
  const store: CommunityStore = { db, write, engine };
  return {
    profiles: bindStore(store, PROFILES),
    groups: bindStore(store, groups),
    forum: bindStore(store, FORUM),
    ...bindStore(store, { sitemapPaths }),
  };
}

export type Community = ReturnType<typeof createCommunity>;
