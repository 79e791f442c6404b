import { describe, expect, it } from "vitest";
import { DEFAULT_PLACEHOLDER_MESSAGE, NOT_FOUND_PAGE } from "./placeholder-pages";

describe("placeholder pages", () => {
  it("name the page that is not found", () => {
    expect(NOT_FOUND_PAGE.title).toBe("Page Not Found");
    expect(NOT_FOUND_PAGE.message).toMatch(/does not exist/);
  });

  it("keep the default under-development message for a screen that has none of its own", () => {
    expect(DEFAULT_PLACEHOLDER_MESSAGE).toMatch(/under development and will be available soon/);
  });
});
