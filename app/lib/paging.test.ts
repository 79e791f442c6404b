import { describe, expect, it } from "vitest";
import { pageWindow, paging } from "./paging";

const url = (query: string) => new URL(`http://x/admin/companies${query}`);

describe("console paging", () => {
  it("starts each page after the ones before it", () => {
    expect(pageWindow(url("?page=3"), 20)).toEqual({ page: 3, pageSize: 20, offset: 40 });
    expect(pageWindow(url("?page=junk"), 20).offset).toBe(0);
  });

  it("links the neighbouring pages, keeping the filters and dropping the last notice", () => {
    const at = url("?status=pending&page=2&done=approved");
    expect(paging(at, pageWindow(at, 10), 35)).toEqual({
      page: 2,
      pages: 4,
      total: 35,
      previousHref: "/admin/companies?status=pending",
      nextHref: "/admin/companies?status=pending&page=3",
    });
  });

  it("has no links when everything fits on one page", () => {
    const at = url("");
    const p = paging(at, pageWindow(at, 10), 0);
    expect([p.pages, p.previousHref, p.nextHref]).toEqual([1, null, null]);
  });
});
