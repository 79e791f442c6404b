import type { Template } from "~/data/types";
import { TEMPLATE_CATEGORIES, type TemplateCategory } from "~/data/vocabularies";

export const ALL_CATEGORIES = "All";
export type TemplateCategoryChoice = typeof ALL_CATEGORIES | TemplateCategory;

/** The filter buttons: All, then each category. */
export const CATEGORY_CHOICES: readonly TemplateCategoryChoice[] = [
  ALL_CATEGORIES,
  ...TEMPLATE_CATEGORIES,
];

export function isCategoryChoice(value: string): value is TemplateCategoryChoice {
  return (CATEGORY_CHOICES as readonly string[]).includes(value);
}

export function filterTemplates(
  templates: readonly Template[],
  category: TemplateCategoryChoice,
): readonly Template[] {
  return category === ALL_CATEGORIES
    ? templates
    : templates.filter((template) => template.category === category);
}

export function templateCountLabel(count: number): string {
  return `Showing ${count} ${count === 1 ? "template" : "templates"}`;
}
