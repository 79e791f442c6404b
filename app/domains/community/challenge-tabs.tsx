import { LightbulbIcon } from "lucide-react";
import { StatusTabs } from "~/components/shared/status-tabs";
import type { Challenge } from "~/data/types";
import { CHALLENGE_STATUSES, type ChallengeStatus } from "~/data/vocabularies";
import type { ListPageData } from "~/lib/incremental";
import type { TabParam } from "~/lib/tabs";
import { ChallengeCard } from "./challenge-card";

export const NO_CHALLENGES = "No challenges in this category.";

/** The status tabs: Active (the default), Problem Statement, Past Winner. */
export const CHALLENGE_STATUS_TAB: TabParam<ChallengeStatus> = {
  key: "status",
  options: CHALLENGE_STATUSES,
};

export function ChallengeTabs({
  data: { filters, page, nextPageHref },
  discussions = {},
}: {
  data: ListPageData<ChallengeStatus, Challenge>;
  /** How many idea discussions answer each challenge, by id. */
  discussions?: Record<string, number>;
}) {
  return (
    <StatusTabs
      label="Challenge status"
      tab={CHALLENGE_STATUS_TAB}
      current={filters}
      page={page}
      nextPageHref={nextPageHref}
      noun={["challenge", "challenges"]}
      emptyIcon={LightbulbIcon}
      emptyText={NO_CHALLENGES}
      listClassName="mt-4 grid gap-6 md:grid-cols-2"
      renderItem={(challenge) => (
        <ChallengeCard challenge={challenge} discussions={discussions[challenge.id] ?? 0} />
      )}
    />
  );
}
