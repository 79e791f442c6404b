import { data } from "react-router";
import { NOT_FOUND_PAGE } from "~/components/placeholder/placeholder-pages";
import { BackLink } from "~/components/shared/back-link";
import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { newThreadAction, NEW_THREAD_LIMIT } from "../forum-action.server";
import { GroupMembership, GroupModerationForms, GroupSearch } from "../group-membership";
import { COMMUNITY_MESSAGES, MAX_POST_FORM_BYTES } from "../rules";
import { loadThreadList } from "../forum-loader.server";
import { NewThreadForm } from "../new-thread-form";
import { ThreadList } from "../thread-list";
import { PostBody } from "../post-body";
import { markdownToText, renderMarkdown } from "~/lib/markdown.server";
import { groupPath } from "../paths";
import { pageHref } from "~/components/shared/pager";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/group";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// A group's page (/network/groups/{slug}): its threads, sorted and a page at a time; members
// join and leave, and members of the group start threads.

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, request, params }: Route.LoaderArgs) => {
    const group = await context.repo.community.groups.bySlug(params.slug, context.user);
    // No such group, or one operators hid: the answer says so (404).
    if (!group) return data({ group: null } as const, { status: 404 });
    const url = new URL(request.url);
    const user = context.user;
    const [list, member, following] = await Promise.all([
      loadThreadList(context, url, { groupId: group.id, groupSlug: group.slug }),
      user ? context.repo.community.groups.isMember(group.id, user.id) : false,
      user ? context.repo.community.groups.isFollowing(group.id, user.id) : false,
    ]);
    return {
      group,
      // The description is Markdown, rendered as a member's post is (sanitised).
      descriptionHtml: renderMarkdown(group.description, "post"),
      descriptionText: markdownToText(group.description),
      ...list,
      member,
      following,
      signedIn: user !== null,
      isOperator: user?.isOperator ?? false,
      search: url.search,
    };
  },
);

export const action = routeAction(
  {
    who: "member",
    body: { max: MAX_POST_FORM_BYTES, refusals: "handler" },
    limit: NEW_THREAD_LIMIT,
  },
  async ({ context, params }: Route.ActionArgs, posted) => {
    const group = await context.repo.community.groups.bySlug(params.slug, context.user);
    if (!group) throw new Response(null, { status: 404 });
    return newThreadAction(context, posted, {
      groupId: group.id,
      groupSlug: group.slug,
      groupName: group.name,
    });
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const group = loaderData?.group;
  if (!group) return notFoundMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
  return pageMeta(
    {
      title: group.name,
      description: loaderData.descriptionText,
      path: groupPath(group.slug),
    },
    matches,
  );
}

export default function GroupPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.group) {
    return (
      <NotFoundScreen
        title="Group not found"
        message="The group you are looking for does not exist."
        back={{ to: "/network/groups", label: "Back to Groups & Forums" }}
      />
    );
  }
  const { group, member, following, signedIn, descriptionHtml, q } = loaderData;
  const path = groupPath(group.slug);
  return (
    <>
      <PageHeader eyebrow={group.topic} title={group.name} />
      <PageSection>
        <BackLink to="/network/groups" label="All groups" className="mb-4" />
        <div className="mb-6 max-w-3xl text-base">
          <PostBody html={descriptionHtml} />
        </div>
        <GroupMembership
          group={group}
          member={member}
          following={following}
          signedIn={signedIn}
          actionData={actionData}
        />
        <GroupSearch path={path} q={q} />
        <ThreadList
          threads={loaderData.threads}
          sort={loaderData.sort}
          sortHref={(s) => (s === "latest" ? path : `${path}?sort=${s}`)}
          page={loaderData.page}
          pages={loaderData.pages}
          pageHref={(p) => pageHref(path, loaderData.search, p)}
          empty={
            q
              ? `No thread in this group matches “${q}”.`
              : "Be the first to start a thread in this group."
          }
        />
        {loaderData.isOperator ? <GroupModerationForms group={group} /> : null}
        <div className="mt-10 max-w-3xl">
          {group.locked ? (
            <p className="text-sm text-slate-700">{COMMUNITY_MESSAGES.groupLocked}</p>
          ) : member ? (
            <NewThreadForm result={actionData} />
          ) : signedIn ? (
            <p className="text-sm text-slate-700">Join the group to start a thread.</p>
          ) : null}
        </div>
      </PageSection>
    </>
  );
}
