import { ContentPage } from "~/components/shared/page-header";
import { categoryOf, TEMPLATE_CATEGORY_TAB } from "../templates/template-filters";
import { TemplateLibrary } from "../templates/template-library";
import { loadListPage } from "~/lib/incremental";
import { tabCodec } from "~/lib/tabs";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/templates";
import { routeLoader } from "~/lib/route-policy.server";

const PAGE: PageIntro = {
  eyebrow: "Knowledge",
  title: "Templates & Guides",
  description: "Procurement templates and guides to download.",
  path: "/knowledge/templates",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader(
  { who: "anyone" },
  async ({ request, context }: Route.LoaderArgs) => {
    return loadListPage(new URL(request.url), tabCodec(TEMPLATE_CATEGORY_TAB), (choice, limit) =>
      context.repo.templates.search(categoryOf(choice), limit),
    );
  },
);

export default function TemplatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <TemplateLibrary data={loaderData} />
    </ContentPage>
  );
}
