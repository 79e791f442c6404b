import { TrophyIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { Challenge } from "~/data/types";
import type { ChallengeStatus } from "~/data/vocabularies";

const statusVariant: Record<ChallengeStatus, "accent" | "default" | "warning"> = {
  Active: "accent",
  "Problem Statement": "default",
  "Past Winner": "warning",
};

export function ChallengeCard({
  challenge,
  discussions = 0,
}: {
  challenge: Challenge;
  /** Idea discussions that answer it (issue 29). */
  discussions?: number;
}) {
  return (
    <Card className="h-full p-6">
      <Badge variant={statusVariant[challenge.status]} className="self-start">
        {challenge.status}
      </Badge>
      <h3 className="mt-3 text-lg leading-snug font-semibold text-slate-900">{challenge.title}</h3>
      <p className="mt-2 text-slate-600">{challenge.description}</p>
      <p className="mt-3 text-sm">
        <Link
          to={`/ideas/discussions?challenge=${challenge.id}`}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {discussions === 1 ? "1 idea discussion" : `${discussions} idea discussions`}
          <span className="sr-only"> on {challenge.title}</span>
        </Link>
      </p>
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
