import { MAX_POST_FORM_BYTES } from "../rules";
import { Link } from "react-router";
import { ContentPage } from "~/components/shared/page-header";
import { pageHref } from "~/components/shared/pager";
import { newThreadAction, NEW_THREAD_LIMIT } from "../forum-action.server";
import { loadThreadList } from "../forum-loader.server";
import { NewThreadForm } from "../new-thread-form";
import { ThreadList } from "../thread-list";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/discussions";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// Discussion Threads (/ideas/discussions, issue 29): idea threads, each of which may answer an
// Innovation Challenge (?challenge=<id> shows those of one challenge).

const PAGE: PageIntro = {
  eyebrow: "Ideas",
  title: "Discussion Threads",
  description: "Open discussions on procurement ideas and practice.",
  path: "/ideas/discussions",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, request }: Route.LoaderArgs) => {
    const url = new URL(request.url);
    const challengeId = url.searchParams.get("challenge") ?? undefined;
    const list = await loadThreadList(context, url, {
      groupId: null,
      groupSlug: null,
      challengeId,
    });
    const challenge = list.challenges.find((c) => c.id === challengeId) ?? null;
    return { ...list, challenge, signedIn: context.user !== null, search: url.search };
  },
);

export const action = routeAction(
  {
    who: "member",
    body: { max: MAX_POST_FORM_BYTES, refusals: "handler" },
    limit: NEW_THREAD_LIMIT,
  },
  ({ context }: Route.ActionArgs, posted) =>
    newThreadAction(context, posted, { groupId: null, groupSlug: null }),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function DiscussionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { challenge, signedIn } = loaderData;
  const base = PAGE.path;
  const withSort = (s: string) => {
    const params = new URLSearchParams();
    if (challenge) params.set("challenge", challenge.id);
    if (s !== "latest") params.set("sort", s);
    const q = params.toString();
    return q ? `${base}?${q}` : base;
  };
  return (
    <ContentPage intro={PAGE}>
      {challenge ? (
        <p className="mb-4 text-sm text-slate-700">
          Ideas answering the challenge <strong>{challenge.title}</strong>.{" "}
          <Link to={base} className="font-medium text-brand-700 underline">
            Show all discussions
          </Link>
        </p>
      ) : (
        <p className="mb-4 text-sm text-slate-700">
          Ideas may answer one of the{" "}
          <Link to="/ideas/challenges" className="font-medium text-brand-700 underline">
            Innovation Challenges
          </Link>
          .
        </p>
      )}
      <ThreadList
        threads={loaderData.threads}
        sort={loaderData.sort}
        sortHref={withSort}
        page={loaderData.page}
        pages={loaderData.pages}
        pageHref={(p) => pageHref(base, loaderData.search, p)}
        empty="Be the first to share an idea."
      />
      <div className="mt-10 max-w-3xl">
        {signedIn ? (
          <NewThreadForm result={actionData} challenges={loaderData.challenges} />
        ) : (
          <p className="text-sm text-slate-700">
            <Link
              to={`/sign-in?next=${encodeURIComponent(base)}`}
              className="font-medium text-brand-700 underline"
            >
              Sign in
            </Link>{" "}
            to start a discussion.
          </p>
        )}
      </div>
    </ContentPage>
  );
}
