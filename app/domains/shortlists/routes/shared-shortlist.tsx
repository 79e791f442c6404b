import { data } from "react-router";
import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { isShareToken, mayReadSharedShortlist } from "../permissions";
import { SharedShortlist } from "../shared-shortlist";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/shared-shortlist";
import { routeLoader } from "~/lib/route-policy.server";

// A shortlist's read-only link (/shortlists/<token>): readable by anyone who has it, signed in
// or not, while its owner shares it. Never indexed, never kept in a shared cache (a revoked
// link must stop working at once).

const GONE = {
  title: "Shortlist Not Found",
  message: "This link does not open a shortlist. Its owner may have stopped sharing it.",
};

const PRIVATE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params }: Route.LoaderArgs) => {
    const list = isShareToken(params.token)
      ? await context.repo.shortlists.byToken(params.token)
      : undefined;
    if (!list || !mayReadSharedShortlist(list)) {
      return data({ list: null }, { status: 404, headers: PRIVATE });
    }
    return data(
      {
        list: { name: list.name, items: list.items.map(({ vendor, note }) => ({ vendor, note })) },
      },
      { headers: PRIVATE },
    );
  },
);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  const noindex = { name: "robots", content: "noindex, nofollow" };
  if (!loaderData?.list) return notFoundMeta(GONE.title, GONE.message);
  return [
    ...pageMeta(
      {
        title: `Shortlist: ${loaderData.list.name}`,
        description: "A shortlist of suppliers shared from ProcureConnect.",
        path: `/shortlists/${params.token}`,
      },
      matches,
    ),
    noindex,
  ];
}

export default function SharedShortlistPage({ loaderData: { list } }: Route.ComponentProps) {
  if (!list) return <NotFoundScreen title={GONE.title} message={GONE.message} />;
  const count = list.items.length;
  return (
    <>
      <PageHeader
        eyebrow="Shared shortlist"
        title={list.name}
        description={`${count === 1 ? "1 supplier" : `${count} suppliers`}, shared read-only by a ProcureConnect member, with their notes.`}
      />
      <PageSection>
        <SharedShortlist list={list} />
      </PageSection>
    </>
  );
}
