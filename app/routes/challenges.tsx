import { PageHeader } from "~/components/shared/page-header";
import { challenges } from "~/data/challenges";
import { ChallengeTabs } from "~/features/challenges/challenge-tabs";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Innovation Challenges",
    description: "Innovation challenges for the procurement community.",
    path: "/ideas/challenges",
  });
}

export default function ChallengesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Ideas"
        title="Innovation Challenges"
        description="Innovation challenges for the procurement community."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ChallengeTabs challenges={challenges} />
      </div>
    </>
  );
}
