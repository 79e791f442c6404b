// The knowledge domain's server-side public entry: its data layer for the repository (which
// also lists the news articles as cards), the notice of a training registration for the
// server's reminder sweep, and the samples the seed inserts.
export { articleCard, createKnowledge, slugify } from "./data.server";
export { newsList, templateList } from "./data/catalogue.server";
export {
  SAMPLE_ARTICLE_BODIES,
  SAMPLE_CASE_STUDIES,
  SAMPLE_CHANNELS,
  SAMPLE_COMPLIANCE_GUIDES,
  SAMPLE_TEAM,
  sampleTrainingEvents,
} from "./data/knowledge-samples";
export { trainingNotice } from "./rules";
