import { articles } from "../data/articles";
import { jobs } from "../data/jobs";
import { vendors } from "../data/vendors";
import { NOT_FOUND_PATHS } from "./not-found-paths";

/** Every dynamic path the sample data holds, plus the prerendered not-found documents. */
export function dynamicPrerenderPaths(): string[] {
  return [
    ...vendors.map((v) => `/vendors/${v.slug}`),
    ...jobs.map((j) => `/jobs/${j.id}`),
    ...articles.map((a) => `/knowledge/news/${a.slug}`),
    ...NOT_FOUND_PATHS,
  ];
}
