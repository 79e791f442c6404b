import { ContentPage } from "~/components/shared/page-header";
import { vendorSaves } from "~/domains/shortlists/index.server";
import { VendorDirectory } from "../vendor-directory";
import { vendorFilterCodec } from "../vendor-filters";
import { loadListPage } from "~/lib/incremental";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/vendors";
import { routeLoader } from "~/lib/route-policy.server";

const PAGE: PageIntro = {
  eyebrow: "Vendors",
  title: "Supplier Directory",
  description: "Find trusted suppliers by category, location and rating.",
  path: "/vendors",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader(
  { who: "anyone" },
  async ({ request, context }: Route.LoaderArgs) => {
    let found: Awaited<ReturnType<typeof context.repo.vendors.search>> | undefined;
    const list = await loadListPage(
      new URL(request.url),
      vendorFilterCodec,
      async (filters, limit) =>
        (found = await context.repo.vendors.search(filters, limit, { facets: true })),
    );
    const saves = await vendorSaves(
      context,
      list.page.items.map((v) => v.id),
    );
    return { ...list, saves, suggestion: found?.suggestion ?? null, facets: found?.facets };
  },
);

export default function VendorsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <VendorDirectory
        data={loaderData}
        saves={loaderData.saves}
        suggestion={loaderData.suggestion}
        facets={loaderData.facets}
      />
    </ContentPage>
  );
}
