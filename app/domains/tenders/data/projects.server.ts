import type { ProjectStatus } from "~/data/vocabularies";
import type { Project } from "~/data/types";
import type { Listings } from "../../../../server/db/listing";
import { projectFromRow } from "../../../../server/db/rows";
import type { Page } from "../../../../server/db/write";

// The sample projects (`repo.projects`): the projects' tabs, the home page and the sitemap.

export function projectList(list: Listings) {
  return {
    all(): Promise<Project[]> {
      return list.listOf("projects", projectFromRow);
    },
    first(count: number): Promise<Project[]> {
      return list.listOf("projects", projectFromRow, { limit: count });
    },
    /** One status's projects, the first `limit` of them, for its tab. */
    search(status: ProjectStatus, limit: number): Promise<Page<Project>> {
      return list.pageOf("projects", (q) => q.where("status", "=", status), limit, projectFromRow);
    },
    byStatus(status: ProjectStatus): Promise<Project[]> {
      return list.listOf("projects", projectFromRow, {
        narrow: (q) => q.where("status", "=", status),
      });
    },
  };
}
