import { describe, expect, it } from "vitest";
import { pageWindow, paging } from "./paging";

const url = (query: string) => new URL(`http://x/admin/companies${query}`);

describe("console paging", () => {
  it("starts each page after the ones before it", () => {
    expect(pageWindow(url("?page=3"), 20)).toEqual({ page: 3, pageSize: 20, offset: 40 });
    expect(pageWindow(url("?page=junk"), 20).offset).toBe(0);
  });

  it("counts the pages and keeps the filters, dropping the last action's notice", () => {
    const at = url("?status=pending&page=2&done=approved");
    expect(paging(at, pageWindow(at, 10), 35)).toEqual({
      page: 2,
      pages: 4,
      total: 35,
      path: "/admin/companies",
      query: "status=pending&page=2",
    });
  });

  it("has one page when the list is empty", () => {
    const at = url("");
    expect(paging(at, pageWindow(at, 10), 0).pages).toBe(1);
  });
});
