import { Form, Link } from "react-router";
import { NOT_FOUND_PAGE } from "~/components/placeholder/placeholder-pages";
import { BackLink } from "~/components/shared/back-link";
import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { newThreadAction } from "../forum-action.server";
import { loadThreadList } from "../forum-loader.server";
import { NewThreadForm } from "../new-thread-form";
import { ThreadList } from "../thread-list";
import { groupPath } from "../paths";
import { pageHref } from "~/components/shared/pager";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/group";

// A group's page (/network/groups/{slug}): its threads, sorted and a page at a time; members
// join and leave, and members of the group start threads.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const group = await context.repo.community.groups.bySlug(params.slug);
  if (!group) return { group: null } as const;
  const url = new URL(request.url);
  const [list, member] = await Promise.all([
    loadThreadList(context, url, { groupId: group.id, groupSlug: group.slug }),
    context.user ? context.repo.community.groups.isMember(group.id, context.user.id) : false,
  ]);
  return { group, ...list, member, signedIn: context.user !== null, search: url.search };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const group = await context.repo.community.groups.bySlug(params.slug);
  if (!group) throw new Response(null, { status: 404 });
  return newThreadAction(context, request, { groupId: group.id, groupSlug: group.slug });
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ loaderData }: Route.MetaArgs) {
  const group = loaderData?.group;
  if (!group) return notFoundMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
  return pageMeta({
    title: group.name,
    description: group.description,
    path: groupPath(group.slug),
  });
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
  const { group, member, signedIn } = loaderData;
  const path = groupPath(group.slug);
  const joinResult =
    actionData?.intent === "join" || actionData?.intent === "leave" ? actionData : null;
  return (
    <>
      <PageHeader eyebrow={group.topic} title={group.name} description={group.description} />
      <PageSection>
        <BackLink to="/network/groups" label="All groups" className="mb-4" />
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600">
            {group.memberCount === 1 ? "1 member" : `${group.memberCount} members`} ·{" "}
            {group.threadCount === 1 ? "1 thread" : `${group.threadCount} threads`}
          </p>
          {signedIn ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value={member ? "leave" : "join"} />
              <Button type="submit" size="sm" variant={member ? "outline" : "default"}>
                {member ? "Leave group" : "Join group"}
              </Button>
            </Form>
          ) : (
            <Link
              to={`/sign-in?next=${encodeURIComponent(path)}`}
              className="text-sm font-medium text-brand-700 underline"
            >
              Sign in to join this group
            </Link>
          )}
        </div>
        <FormMessages
          error={joinResult && !joinResult.ok ? joinResult.message : null}
          success={joinResult?.ok ? joinResult.message : null}
        />
        <ThreadList
          threads={loaderData.threads}
          sort={loaderData.sort}
          sortHref={(s) => (s === "latest" ? path : `${path}?sort=${s}`)}
          page={loaderData.page}
          pages={loaderData.pages}
          pageHref={(p) => pageHref(path, loaderData.search, p)}
          empty="Be the first to start a thread in this group."
        />
        <div className="mt-10 max-w-3xl">
          {member ? (
            <NewThreadForm result={actionData} />
          ) : signedIn ? (
            <p className="text-sm text-slate-700">Join the group to start a thread.</p>
          ) : null}
        </div>
      </PageSection>
    </>
  );
}
