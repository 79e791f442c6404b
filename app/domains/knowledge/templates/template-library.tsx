import { FolderSearchIcon } from "lucide-react";
import { useLocation } from "react-router";
import { EmptyState } from "~/components/shared/empty-state";
import { ResultsPage } from "~/components/shared/results-list";
import { TabLinks } from "~/components/shared/tab-links";
import type { Template } from "~/data/types";
import type { ListPageData } from "~/lib/incremental";
import { tabHref } from "~/lib/tabs";
import { TemplateCard } from "./template-card";
import {
  CATEGORY_CHOICES,
  TEMPLATE_CATEGORY_TAB,
  templateCountLabel,
  type TemplateCategoryChoice,
} from "./template-filters";

export const NO_TEMPLATES = "No templates found in this category.";

export function TemplateLibrary({
  data: { filters: category, page, nextPageHref },
}: {
  data: ListPageData<TemplateCategoryChoice, Template>;
}) {
  const { pathname } = useLocation();
  return (
    <>
      <TabLinks
        label="Filter templates by category"
        variant="pills"
        tabs={CATEGORY_CHOICES.map((choice) => ({
          label: choice,
          href: tabHref(pathname, TEMPLATE_CATEGORY_TAB, choice),
          current: choice === category,
        }))}
      />
      <h2 className="sr-only">Templates</h2>
      <p role="status" className="mt-6 text-sm text-slate-600">
        {templateCountLabel(page.matches)}
      </p>
      <ResultsPage
        page={page}
        nextPageHref={nextPageHref}
        renderItem={(template) => <TemplateCard template={template} />}
        listClassName="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        noun="templates"
        empty={<EmptyState icon={FolderSearchIcon} title={NO_TEMPLATES} level={3} />}
      />
    </>
  );
}
