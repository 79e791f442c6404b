import { TEMPLATE_CATEGORIES, type TemplateCategory } from "~/data/vocabularies";
import type { TabParam } from "~/lib/tabs";

export const ALL_CATEGORIES = "All";
export type TemplateCategoryChoice = typeof ALL_CATEGORIES | TemplateCategory;

/** The filter buttons: All, then each category. */
export const CATEGORY_CHOICES: readonly [TemplateCategoryChoice, ...TemplateCategoryChoice[]] = [
  ALL_CATEGORIES,
  ...TEMPLATE_CATEGORIES,
];

/** The category in the URL by name (`?category=Vendor+Management`); All has no parameter. */
export const TEMPLATE_CATEGORY_TAB: TabParam<TemplateCategoryChoice> = {
  key: "category",
  options: CATEGORY_CHOICES,
  write: (choice) => choice,
};

/** The category to ask the database for: none for All. */
export function categoryOf(choice: TemplateCategoryChoice): TemplateCategory | undefined {
  return choice === ALL_CATEGORIES ? undefined : choice;
}

export function templateCountLabel(count: number): string {
  return `Showing ${count} ${count === 1 ? "template" : "templates"}`;
}
