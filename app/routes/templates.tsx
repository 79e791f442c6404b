import { PageHeader } from "~/components/shared/page-header";
import { TemplateLibrary } from "~/features/templates/template-library";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/templates";

export function meta() {
  return pageMeta({
    title: "Templates & Guides",
    description: "Procurement templates and guides to download.",
    path: "/knowledge/templates",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { templates: await context.repo.templates.list() };
}

export default function TemplatesPage({ loaderData: { templates } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Knowledge"
        title="Templates & Guides"
        description="Procurement templates and guides to download."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <TemplateLibrary templates={templates} />
      </div>
    </>
  );
}
