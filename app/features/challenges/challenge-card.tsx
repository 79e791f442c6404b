import { TrophyIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { Challenge } from "~/data/types";
import type { ChallengeStatus } from "~/data/vocabularies";

const statusVariant: Record<ChallengeStatus, "accent" | "default" | "warning"> = {
  Active: "accent",
  "Problem Statement": "default",
  "Past Winner": "warning",
};

export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  return (
    <Card className="h-full p-6">
      <Badge variant={statusVariant[challenge.status]} className="self-start">
        {challenge.status}
      </Badge>
      <h3 className="mt-3 text-lg leading-snug font-semibold text-slate-900">{challenge.title}</h3>
      <p className="mt-2 text-slate-600">{challenge.description}</p>
      <div className="mt-auto pt-5">
        <div className="flex items-start gap-3 rounded-lg bg-amber-50 p-4">
          <TrophyIcon className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <p className="text-sm text-slate-800">
            <span className="block font-semibold text-amber-900">Reward</span>
            {challenge.reward}
          </p>
        </div>
      </div>
    </Card>
  );
}
