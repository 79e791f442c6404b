import { MAX_POST_FORM_BYTES } from "../rules";
import { ContentPage } from "~/components/shared/page-header";
import { NEW_GROUP_LIMIT, newGroupAction } from "../forum-action.server";
import { GroupList } from "../group-list";
import { markdownToText } from "~/lib/markdown.server";
import { NewGroupForm } from "../new-group-form";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/groups";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// Groups & Forums (/network/groups, issue 29): the network's groups, joined by members; any
// member creates new ones here (issue 44).

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
    // A description is Markdown: the list shows its words.
    groups: (await context.repo.community.groups.list(context.user)).map((g) => ({
      ...g,
      description: markdownToText(g.description),
    })),
    signedIn: context.user !== null,
  };
});

export const action = routeAction(
  {
    who: "member",
    body: { max: MAX_POST_FORM_BYTES, refusals: "handler" },
    limit: NEW_GROUP_LIMIT,
  },
  ({ context }: Route.ActionArgs, posted) => newGroupAction(context, posted),
);

export default function GroupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, signedIn } = loaderData;
  return (
    <ContentPage intro={PAGE}>
      <GroupList groups={groups} />
      {signedIn ? <NewGroupForm actionData={actionData} /> : null}
    </ContentPage>
  );
}
