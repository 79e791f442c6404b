import { describe, expect, it } from "vitest";
import { LIST_PAGE_SIZE, showMore, visibleLimit } from "./incremental";

describe("incremental lists", () => {
  it("start with one page", () => {
    expect(visibleLimit({ key: "", limit: 0 }, "q=a")).toBe(LIST_PAGE_SIZE);
  });

  it("grow a page at a time", () => {
    const once = showMore({ key: "q=a", limit: LIST_PAGE_SIZE }, "q=a");
    expect(visibleLimit(once, "q=a")).toBe(2 * LIST_PAGE_SIZE);
    expect(visibleLimit(showMore(once, "q=a"), "q=a")).toBe(3 * LIST_PAGE_SIZE);
  });

  it("start again at one page when the filters change", () => {
    const grown = showMore({ key: "q=a", limit: LIST_PAGE_SIZE }, "q=a");
    expect(visibleLimit(grown, "q=b")).toBe(LIST_PAGE_SIZE);
  });
});
