import { MAX_POST_FORM_BYTES } from "../rules";
import { data, type AppLoadContext } from "react-router";
import { NOT_FOUND_PAGE } from "~/components/placeholder/placeholder-pages";
import { BackLink } from "~/components/shared/back-link";
import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { threadAction, THREAD_LIMIT } from "../forum-action.server";
import { loadThread } from "../forum-loader.server";
import { ThreadScreen } from "../thread-screen";
import { groupPath } from "../paths";
import { markdownToText } from "~/lib/markdown.server";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/forum-thread";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// A thread's page: in a group (/network/groups/{slug}/threads/{id}) or an idea discussion
// (/ideas/discussions/{id}). One module for both, told apart by the group slug in the path.

async function find(context: AppLoadContext, params: { slug?: string; id: string }) {
  const thread = await context.repo.community.forum.thread(params.id, context.user);
  if (!thread) return null;
  if (!params.slug) return thread.groupId === null ? { thread, group: null } : null;
  const group = await context.repo.community.groups.bySlug(params.slug, context.user);
  return group && group.id === thread.groupId ? { thread, group } : null;
}

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, request, params }: Route.LoaderArgs) => {
    const found = await find(context, params);
    if (!found) return data({ page: null } as const, { status: 404 });
    const { thread, group } = found;
    const challenge = thread.challengeId
      ? (await context.repo.challenges.all()).find((c) => c.id === thread.challengeId)
      : undefined;
    return {
      page: await loadThread(context, new URL(request.url), thread, group?.slug ?? null),
      group: group && { name: group.name, slug: group.slug },
      challenge: challenge ? { title: challenge.title } : null,
      description: markdownToText(thread.body).slice(0, 160),
    };
  },
);

export const action = routeAction(
  {
    who: "member",
    body: { max: MAX_POST_FORM_BYTES, refusals: "handler" },
    limit: THREAD_LIMIT,
  },
  async ({ context, params }: Route.ActionArgs, posted) => {
    const found = await find(context, params);
    if (!found) throw new Response(null, { status: 404 });
    return threadAction(context, posted, found.thread, found.group?.slug ?? null);
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData?.page) return notFoundMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
  return pageMeta(
    {
      title: loaderData.page.thread.title,
      description: loaderData.description,
      path: loaderData.page.path,
    },
    matches,
  );
}

export default function ThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.page) {
    return (
      <NotFoundScreen
        title="Thread not found"
        message="The thread you are looking for does not exist."
        back={{ to: "/network/groups", label: "Back to Groups & Forums" }}
      />
    );
  }
  const { page, group, challenge } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow={group ? group.name : "Discussion Threads"}
        title={page.thread.title}
        description={challenge ? `Answers the challenge: ${challenge.title}` : undefined}
      />
      <PageSection className="max-w-4xl">
        <BackLink
          to={group ? groupPath(group.slug) : "/ideas/discussions"}
          label={group ? `Back to ${group.name}` : "Back to Discussion Threads"}
          className="mb-6"
        />
        <ThreadScreen data={page} result={actionData} />
      </PageSection>
    </>
  );
}
