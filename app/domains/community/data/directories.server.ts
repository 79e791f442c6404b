import type { ChallengeStatus } from "~/data/vocabularies";
import type { Challenge, Member } from "~/data/types";
import type { Listings } from "../../../../server/db/listing";
import { like } from "../../../../server/db/like";
import { challengeFromRow, memberFromRow } from "../../../../server/db/rows";
import type { Page } from "../../../../server/db/write";
import type { MemberFilters } from "../member-filters";

// The community's catalogue lists: the members' directory (`repo.members`) and the challenges
// (`repo.challenges`), filtered and paged in the database.

export function memberDirectory(list: Listings) {
  return {
    search(filters: MemberFilters, limit: number): Promise<Page<Member>> {
      const q = filters.q?.trim();
      return list.pageOf(
        "members",
        (query) => {
          // Sample members and the members who chose to be listed (issue 29).
          query = query.where("listed", "=", 1);
          if (q) query = query.where(like("name_search", q));
          if (filters.role) query = query.where("role", "=", filters.role);
          if (filters.region) query = query.where("region", "=", filters.region);
          return query;
        },
        limit,
        memberFromRow,
        // The directory counts only those who chose to be listed (issue 44).
        (query) => query.where("listed", "=", 1),
      );
    },
  };
}

export function challengeList(list: Listings) {
  return {
    all(): Promise<Challenge[]> {
      return list.listOf("challenges", challengeFromRow);
    },
    /** One status's challenges, the first `limit` of them, for its tab. */
    search(status: ChallengeStatus, limit: number): Promise<Page<Challenge>> {
      return list.pageOf(
        "challenges",
        (q) => q.where("status", "=", status),
        limit,
        challengeFromRow,
      );
    },
    byStatus(status: ChallengeStatus): Promise<Challenge[]> {
      return list.listOf("challenges", challengeFromRow, {
        narrow: (q) => q.where("status", "=", status),
      });
    },
  };
}
