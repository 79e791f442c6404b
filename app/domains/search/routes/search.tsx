import { PageHeader, PageSection } from "~/components/shared/page-header";
import { pageMeta } from "~/lib/seo";
import { SearchResults } from "../search-results";
import { searchLoader } from "../search-pages.server";
import type { Route } from "./+types/search";
import { routeLoader } from "~/lib/route-policy.server";

// /search?q=: the whole network searched at once, a section per kind of content
// (sections.server.ts), each with its best matches and a link to its directory.

// A page of results is not content of its own: crawlers follow its links but do not index it,
// and the sitemap leaves /search out (decision 180).
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: loaderData?.q ? `Search: ${loaderData.q}` : "Search",
        description: "Search suppliers, tenders, jobs, members and articles.",
        path: "/search",
      },
      matches,
    ),
    ...(loaderData?.q ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

export const loader = routeLoader({ who: "anyone" }, ({ request, context }: Route.LoaderArgs) => {
  return searchLoader(context, request);
});

export default function SearchPage({
  loaderData: { q, sections, suggestion },
}: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Search"
        title={q ? `Results for “${q}”` : "Search"}
        description="Suppliers, tenders, jobs, members and articles across the network."
      />
      <PageSection>
        <SearchResults q={q} sections={sections} suggestion={suggestion} />
      </PageSection>
    </>
  );
}
