import { ContentPage } from "~/components/shared/page-header";
import { MemberDirectory } from "../member-directory";
import { memberFilterCodec } from "../member-filters";
import { loadListPage } from "~/lib/incremental";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/members";
import { routeLoader } from "~/lib/route-policy.server";

const PAGE: PageIntro = {
  eyebrow: "Network",
  title: "Members Directory",
  description: "Find procurement professionals by name, role and region.",
  path: "/network/members",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader(
  { who: "anyone" },
  async ({ request, context }: Route.LoaderArgs) => {
    return loadListPage(new URL(request.url), memberFilterCodec, (filters, limit) =>
      context.repo.members.search(filters, limit),
    );
  },
);

export default function MembersPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <MemberDirectory data={loaderData} />
    </ContentPage>
  );
}
