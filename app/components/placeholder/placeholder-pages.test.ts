import { describe, expect, it } from "vitest";
import {
  DEFAULT_PLACEHOLDER_MESSAGE,
  getPlaceholderPage,
  NOT_FOUND_PAGE,
  placeholderPages,
} from "./placeholder-pages";

describe("placeholder pages", () => {
  it("finds a page by path, ignoring a trailing slash", () => {
    for (const page of placeholderPages) expect(getPlaceholderPage(`${page.path}/`)).toBe(page);
  });

  it("no longer holds Groups & Forums and Discussion Threads, which have their own pages", () => {
    expect(getPlaceholderPage("/network/groups")).toBe(NOT_FOUND_PAGE);
    expect(getPlaceholderPage("/ideas/discussions")).toBe(NOT_FOUND_PAGE);
  });

  it("falls back to Page Not Found for any other path", () => {
    expect(getPlaceholderPage("/nope")).toBe(NOT_FOUND_PAGE);
    expect(NOT_FOUND_PAGE.title).toBe("Page Not Found");
  });

  it("no longer holds Register Company, which has its own page", () => {
    expect(getPlaceholderPage("/vendors/register")).toBe(NOT_FOUND_PAGE);
    expect(DEFAULT_PLACEHOLDER_MESSAGE).toMatch(/under development and will be available soon/);
  });

  it("has unique paths", () => {
    const paths = placeholderPages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
