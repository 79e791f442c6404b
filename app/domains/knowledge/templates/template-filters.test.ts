import { describe, expect, it } from "vitest";
import { TEMPLATE_CATEGORIES } from "~/data/vocabularies";
import { readTab, tabHref } from "~/lib/tabs";
import {
  CATEGORY_CHOICES,
  categoryOf,
  TEMPLATE_CATEGORY_TAB,
  templateCountLabel,
} from "./template-filters";

const params = (query: string) => new URLSearchParams(query);

describe("template category filter", () => {
  it("offers All followed by each category", () => {
    expect(CATEGORY_CHOICES).toEqual(["All", ...TEMPLATE_CATEGORIES]);
  });

  it("reads the category from the URL by name, and anything else as All", () => {
    expect(readTab(params("category=Legal"), TEMPLATE_CATEGORY_TAB)).toBe("Legal");
    expect(readTab(params("category=vendor+management"), TEMPLATE_CATEGORY_TAB)).toBe(
      "Vendor Management",
    );
    expect(readTab(params("category=Recipes"), TEMPLATE_CATEGORY_TAB)).toBe("All");
    expect(readTab(params(""), TEMPLATE_CATEGORY_TAB)).toBe("All");
  });

  it("links All to the bare page and a category by its name", () => {
    expect(tabHref("/knowledge/templates", TEMPLATE_CATEGORY_TAB, "All")).toBe(
      "/knowledge/templates",
    );
    expect(tabHref("/knowledge/templates", TEMPLATE_CATEGORY_TAB, "Risk Management")).toBe(
      "/knowledge/templates?category=Risk+Management",
    );
  });

  it("asks the database for every category under All", () => {
    expect(categoryOf("All")).toBeUndefined();
    expect(categoryOf("Finance")).toBe("Finance");
  });
});

describe("templateCountLabel", () => {
  it("says how many templates are shown", () => {
    expect(templateCountLabel(24)).toBe("Showing 24 templates");
    expect(templateCountLabel(1)).toBe("Showing 1 template");
    expect(templateCountLabel(0)).toBe("Showing 0 templates");
  });
});
