import { ContentPage } from "~/components/shared/page-header";
import { CHALLENGE_STATUS_TAB, ChallengeTabs } from "../challenge-tabs";
import { loadListPage } from "~/lib/incremental";
import { tabCodec } from "~/lib/tabs";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/challenges";
import { routeLoader } from "~/lib/route-policy.server";

const PAGE: PageIntro = {
  eyebrow: "Ideas",
  title: "Innovation Challenges",
  description: "Innovation challenges for the procurement community.",
  path: "/ideas/challenges",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader(
  { who: "anyone" },
  async ({ request, context }: Route.LoaderArgs) => {
    const [page, discussions] = await Promise.all([
      loadListPage(new URL(request.url), tabCodec(CHALLENGE_STATUS_TAB), (status, limit) =>
        context.repo.challenges.search(status, limit),
      ),
      context.repo.community.forum.countsByChallenge(),
    ]);
    return { ...page, discussions };
  },
);

export default function ChallengesPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <ChallengeTabs data={loaderData} discussions={loaderData.discussions} />
    </ContentPage>
  );
}
