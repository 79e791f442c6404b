import type { TemplateCategory } from "~/data/vocabularies";
import type { Article, Template } from "~/data/types";
import type { Listings, Narrow } from "../../../../server/db/listing";
import { templateFromRow } from "../../../../server/db/rows";
import type { Page } from "../../../../server/db/write";
import { articleCard } from "./model.server";
import type { Knowledge } from "../data.server";

// The knowledge domain's catalogue lists: the news articles visitors may read (`repo.articles`)
// and the templates (`repo.templates`).

/** The news articles visitors may read: published and due, newest first. */
export function newsList(knowledge: Knowledge) {
  return {
    slugs(): Promise<string[]> {
      return knowledge.articles.publishedSlugs("news");
    },
    async all(): Promise<Article[]> {
      return (await knowledge.articles.published("news")).map(articleCard);
    },
    bySlug(slug: string): Promise<Article | undefined> {
      return knowledge.articles.publishedBySlug("news", slug);
    },
  };
}

/** The templates of one category, or all of them (`undefined`). */
function byCategory(category: TemplateCategory | undefined): Narrow<"templates"> {
  return (q) => (category ? q.where("category", "=", category) : q);
}

export function templateList(list: Listings) {
  return {
    /** All templates, or those of one category. */
    list(category?: TemplateCategory): Promise<Template[]> {
      return list.listOf("templates", templateFromRow, { narrow: byCategory(category) });
    },
    /** The first `limit` templates of one category, or of all (`undefined`). */
    search(category: TemplateCategory | undefined, limit: number): Promise<Page<Template>> {
      return list.pageOf("templates", byCategory(category), limit, templateFromRow);
    },
  };
}
