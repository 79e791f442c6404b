import { describe, expect, it } from "vitest";
import { pageOf, pagesOf, requestedPage, settlePage, windowOf } from "./comparison-paging";

describe("the comparison's pages", () => {
  it("reads a plain page number and refuses anything else", () => {
    expect(requestedPage(null)).toBeNull();
    expect(requestedPage("2")).toBe(2);
    for (const bad of ["0", "-1", "2.5", "abc", "", "02", "1e3", "9999999"])
      expect(requestedPage(bad)).toBe("bad");
  });

  it("sends a bad or too-far page, and page 1 written out, to a page that exists", () => {
    expect(settlePage(null, 4)).toEqual({ page: 1, redirect: false });
    expect(settlePage(3, 4)).toEqual({ page: 3, redirect: false });
    expect(settlePage(1, 4)).toEqual({ page: 1, redirect: true });
    expect(settlePage("bad", 4)).toEqual({ page: 1, redirect: true });
    expect(settlePage(9, 4)).toEqual({ page: 4, redirect: true });
  });

  it("counts pages of 50 and says which bids a page shows", () => {
    expect(pagesOf(0)).toBe(1);
    expect(pagesOf(50)).toBe(1);
    expect(pagesOf(200)).toBe(4);
    expect(pagesOf(201)).toBe(5);
    expect(windowOf(2, 200)).toEqual({ page: 2, pages: 4, from: 51, to: 100, count: 200 });
    expect(windowOf(3, 120)).toEqual({ page: 3, pages: 3, from: 101, to: 120, count: 120 });
    expect(windowOf(1, 0)).toEqual({ page: 1, pages: 1, from: 0, to: 0, count: 0 });
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    expect(pageOf(ids, 2)).toEqual(ids.slice(50, 100));
    expect(pageOf(ids, 3)).toEqual(ids.slice(100));
  });
});
