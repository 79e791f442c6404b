import { ToggleGroup } from "radix-ui";
import { FolderSearchIcon } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "~/components/shared/empty-state";
import type { Template } from "~/data/types";
import { TemplateCard } from "./template-card";
import {
  ALL_CATEGORIES,
  CATEGORY_CHOICES,
  filterTemplates,
  isCategoryChoice,
  templateCountLabel,
  type TemplateCategoryChoice,
} from "./template-filters";

export const NO_TEMPLATES = "No templates found in this category.";

export function TemplateLibrary({ templates }: { templates: readonly Template[] }) {
  const [category, setCategory] = useState<TemplateCategoryChoice>(ALL_CATEGORIES);
  const shown = filterTemplates(templates, category);

  return (
    <>
      <ToggleGroup.Root
        type="single"
        value={category}
        // A single toggle group lets the pressed item be switched off: keep one choice active.
        onValueChange={(next) => {
          if (isCategoryChoice(next)) setCategory(next);
        }}
        aria-label="Filter templates by category"
        className="flex flex-wrap gap-2"
      >
        {CATEGORY_CHOICES.map((choice) => (
          <ToggleGroup.Item
            key={choice}
            value={choice}
            className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 data-[state=on]:border-brand-600 data-[state=on]:bg-brand-600 data-[state=on]:text-white"
          >
            {choice}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <h2 className="sr-only">Templates</h2>
      <p role="status" className="mt-6 text-sm text-slate-600">
        {templateCountLabel(shown.length)}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((template) => (
            <li key={template.id}>
              <TemplateCard template={template} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4">
          <EmptyState icon={FolderSearchIcon} title={NO_TEMPLATES} level={3} />
        </div>
      )}
    </>
  );
}
