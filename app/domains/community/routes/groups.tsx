import { MAX_POST_FORM_BYTES } from "../rules";
import { ContentPage } from "~/components/shared/page-header";
import { newGroupAction } from "../forum-action.server";
import { GroupList } from "../group-list";
import { NewGroupForm } from "../new-group-form";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/groups";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// Groups & Forums (/network/groups, issue 29): the network's groups, joined by members; an
// operator creates new ones here.

const PAGE: PageIntro = {
  eyebrow: "Network",
  title: "Groups & Forums",
  description: "Industry groups and forums where procurement professionals share experience.",
  path: "/network/groups",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader({ who: "anyone" }, async ({ context }: Route.LoaderArgs) => {
  return {
    groups: await context.repo.community.groups.list(),
    isOperator: context.user?.isOperator === true,
  };
});

export const action = routeAction(
  { who: "member", body: { max: MAX_POST_FORM_BYTES, refusals: "handler" } },
  ({ context }: Route.ActionArgs, posted) => newGroupAction(context, posted),
);

export default function GroupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, isOperator } = loaderData;
  return (
    <ContentPage intro={PAGE}>
      <GroupList groups={groups} />
      {isOperator ? <NewGroupForm actionData={actionData} /> : null}
    </ContentPage>
  );
}
