import { describe, expect, it } from "vitest";
import { templates } from "~/data/templates";
import { TEMPLATE_CATEGORIES } from "~/data/vocabularies";
import {
  CATEGORY_CHOICES,
  filterTemplates,
  isCategoryChoice,
  templateCountLabel,
} from "./template-filters";

describe("template category filter", () => {
  it("offers All followed by each category", () => {
    expect(CATEGORY_CHOICES).toEqual(["All", ...TEMPLATE_CATEGORIES]);
  });

  it("shows every template under All", () => {
    expect(filterTemplates(templates, "All")).toHaveLength(24);
  });

  it("keeps only the templates of the chosen category", () => {
    const legal = filterTemplates(templates, "Legal");
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((template) => template.category === "Legal")).toBe(true);
  });

  it("returns nothing for a category without templates", () => {
    expect(filterTemplates([], "Finance")).toEqual([]);
  });

  it("recognises only the offered choices", () => {
    expect(isCategoryChoice("Sustainability")).toBe(true);
    expect(isCategoryChoice("")).toBe(false);
  });
});

describe("templateCountLabel", () => {
  it("says how many templates are shown", () => {
    expect(templateCountLabel(24)).toBe("Showing 24 templates");
    expect(templateCountLabel(1)).toBe("Showing 1 template");
    expect(templateCountLabel(0)).toBe("Showing 0 templates");
  });
});
