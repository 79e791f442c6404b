import type { Db } from "../../../server/db/database";
import { bindStore, type Write } from "../../../server/db/write";
import * as articles from "./data/articles.server";
import * as channels from "./data/channels.server";
import type { KnowledgeStore } from "./data/model.server";
import * as registrations from "./data/registrations.server";
import * as team from "./data/team.server";
import * as training from "./data/training.server";

// The knowledge domain's data layer, as the repository hands it to loaders and actions
// (`repo.knowledge.articles.<function>`, `.training`, `.channels`, `.team`): the functions of
// data/, by use case, bound to one database. Public reads only ever return what is published
// and due; the console's reads return everything (docs/decisions/210).

export { articleCard, slugify } from "./data/model.server";
export type { ArticleInput, TrainingInput, TrainingTell } from "./data/model.server";

const ARTICLES = {
  published: articles.published,
  publishedBySlug: articles.publishedBySlug,
  related: articles.related,
  publishedSlugs: articles.publishedSlugs,
  forConsole: articles.forConsole,
  byId: articles.byId,
  save: articles.save,
  publish: articles.publish,
  unpublish: articles.unpublish,
  remove: articles.remove,
};
const TRAINING = {
  list: training.list,
  bySlug: training.bySlug,
  slugs: training.slugs,
  create: training.create,
  update: training.update,
  setRecording: training.setRecording,
  remove: training.remove,
  counts: registrations.counts,
  registrationOf: registrations.registrationOf,
  register: registrations.register,
  cancel: registrations.cancel,
  mine: registrations.mine,
  remindDue: registrations.remindDue,
};
const CHANNELS = { list: channels.list, add: channels.add, remove: channels.remove };
const TEAM = { list: team.list, add: team.add, update: team.update, remove: team.remove };

export function createKnowledge(db: Db, write: Write) {
  const store: KnowledgeStore = { db, write };
  return {
    articles: bindStore(store, ARTICLES),
    training: bindStore(store, TRAINING),
    channels: bindStore(store, CHANNELS),
    team: bindStore(store, TEAM),
    directoryLocations: () => channels.directoryLocations(store),
  };
}

export type Knowledge = ReturnType<typeof createKnowledge>;
