import { PageHeader } from "~/components/shared/page-header";
import { categoryOf, TEMPLATE_CATEGORY_TAB } from "~/features/templates/template-filters";
import { TemplateLibrary } from "~/features/templates/template-library";
import { loadListPage } from "~/lib/incremental";
import { tabCodec } from "~/lib/tabs";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/templates";

export function meta() {
  return pageMeta({
    title: "Templates & Guides",
    description: "Procurement templates and guides to download.",
    path: "/knowledge/templates",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(new URL(request.url), tabCodec(TEMPLATE_CATEGORY_TAB), (choice, limit) =>
    context.repo.templates.search(categoryOf(choice), limit),
  );
}

export default function TemplatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Knowledge"
        title="Templates & Guides"
        description="Procurement templates and guides to download."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <TemplateLibrary data={loaderData} />
      </div>
    </>
  );
}
