import { PageHeader } from "~/components/shared/page-header";
import { CHALLENGE_STATUS_TAB, ChallengeTabs } from "~/features/challenges/challenge-tabs";
import { loadListPage } from "~/lib/incremental";
import { tabCodec } from "~/lib/tabs";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/challenges";

export function meta() {
  return pageMeta({
    title: "Innovation Challenges",
    description: "Innovation challenges for the procurement community.",
    path: "/ideas/challenges",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(new URL(request.url), tabCodec(CHALLENGE_STATUS_TAB), (status, limit) =>
    context.repo.challenges.search(status, limit),
  );
}

export default function ChallengesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Ideas"
        title="Innovation Challenges"
        description="Innovation challenges for the procurement community."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ChallengeTabs data={loaderData} />
      </div>
    </>
  );
}
