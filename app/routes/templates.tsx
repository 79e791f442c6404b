import { PageHeader } from "~/components/shared/page-header";
import { templates } from "~/data/templates";
import { TemplateLibrary } from "~/features/templates/template-library";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Templates & Guides",
    description: "Procurement templates and guides to download.",
    path: "/knowledge/templates",
  });
}

export default function TemplatesPage() {
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
