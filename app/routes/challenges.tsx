import { PageHeader } from "~/components/shared/page-header";
import { ChallengeTabs } from "~/features/challenges/challenge-tabs";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/challenges";

export function meta() {
  return pageMeta({
    title: "Innovation Challenges",
    description: "Innovation challenges for the procurement community.",
    path: "/ideas/challenges",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { challenges: await context.repo.challenges.all() };
}

export default function ChallengesPage({ loaderData: { challenges } }: Route.ComponentProps) {
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
