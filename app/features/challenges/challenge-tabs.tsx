import { LightbulbIcon } from "lucide-react";
import { StatusTabs } from "~/components/shared/status-tabs";
import type { Challenge } from "~/data/types";
import { CHALLENGE_STATUSES } from "~/data/vocabularies";
import { ChallengeCard } from "./challenge-card";

export const NO_CHALLENGES = "No challenges in this category.";

export function ChallengeTabs({ challenges }: { challenges: readonly Challenge[] }) {
  return (
    <StatusTabs
      label="Challenge status"
      statuses={CHALLENGE_STATUSES}
      items={challenges}
      noun={["challenge", "challenges"]}
      emptyIcon={LightbulbIcon}
      emptyText={NO_CHALLENGES}
      listClassName="mt-4 grid gap-6 md:grid-cols-2"
      renderItem={(challenge) => <ChallengeCard challenge={challenge} />}
    />
  );
}
