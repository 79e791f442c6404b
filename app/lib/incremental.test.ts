import { describe, expect, it } from "vitest";
import {
  countLabel,
  LIST_PAGE_SIZE,
  MAX_PAGE,
  loadListPage,
  nextPageHref,
  pageLimit,
  readPage,
  remainingLabel,
  sumLabel,
  type ListPage,
} from "./incremental";
import type { FilterCodec } from "./search-params";

const params = (query: string) => new URLSearchParams(query);

describe("readPage", () => {
  it("reads the page number", () => {
    expect(readPage(params("page=3"))).toBe(3);
  });

  it("reads a missing, junk, zero or negative page as the first", () => {
    for (const query of ["", "page=", "page=abc", "page=0", "page=-2", "page=1.5", "page=2e3"]) {
      expect(readPage(params(query)), query).toBe(1);
    }
  });

  it("caps the page so a query cannot ask for an endless list", () => {
    expect(readPage(params("page=999999"))).toBe(MAX_PAGE);
    expect(readPage(params(`page=${"9".repeat(40)}`))).toBe(1);
  });
});

describe("pageLimit", () => {
  it("shows the first N pages on page N", () => {
    expect(pageLimit(1)).toBe(LIST_PAGE_SIZE);
    expect(pageLimit(3)).toBe(3 * LIST_PAGE_SIZE);
  });
});

describe("nextPageHref", () => {
  it("links to the same query with the next page", () => {
    expect(nextPageHref("/vendors", params("q=a&category=Logistics"), 1, 24, 60)).toBe(
      "/vendors?q=a&category=Logistics&page=2",
    );
    expect(nextPageHref("/vendors", params("page=2"), 2, 48, 60)).toBe("/vendors?page=3");
  });

  it("is null once every match is shown", () => {
    expect(nextPageHref("/vendors", params(""), 1, 10, 10)).toBeNull();
    expect(nextPageHref("/vendors", params(""), 1, 0, 0)).toBeNull();
  });

  it("is null on the last page a query may ask for", () => {
    expect(nextPageHref("/vendors", params(""), MAX_PAGE, 10, 1_000_000)).toBeNull();
  });
});

describe("counts bounded by a cap (decision 515)", () => {
  it("shows a count as it is up to the cap, and the cap with a plus past it", () => {
    expect(countLabel(24, 10_000)).toBe("24");
    expect(countLabel(10_000, 10_000)).toBe("10000");
    expect(countLabel(10_001, 10_000)).toBe("10,000+");
    expect(countLabel(6, 5)).toBe("5+");
    expect(countLabel(123_456, undefined)).toBe("123456");
  });

  it("adds counts up, a lower bound when one of them stopped at its cap", () => {
    expect(sumLabel([{ matches: 3, cap: 5 }, { matches: 2 }])).toBe("5");
    expect(
      sumLabel([
        { matches: 10_001, cap: 10_000 },
        { matches: 50, cap: 10_000 },
      ]),
    ).toBe("10,050+");
  });

  it("says how many more there are, at least, past the cap", () => {
    expect(remainingLabel(24, 60, 10_000)).toBe("(36 more)");
    expect(remainingLabel(24, 10_001, 10_000)).toBe("(9,976+ more)");
    expect(remainingLabel(10_008, 10_001, 10_000)).toBe("");
  });

  it("links to the next page past the cap while the pages shown are full", () => {
    const next = (page: number, shown: number) =>
      nextPageHref("/vendors", params(""), page, shown, 6, 5);
    expect(next(1, LIST_PAGE_SIZE)).toBe("/vendors?page=2");
    // Beyond the counted rows: page 500 shows 12,000 of more than 10,000 and asks for more.
    expect(nextPageHref("/v", params(""), 500, 12_000, 10_001, 10_000)).toBe("/v?page=501");
    // A page that is not full is the last one.
    expect(next(2, LIST_PAGE_SIZE + 3)).toBeNull();
    expect(nextPageHref("/v", params(""), MAX_PAGE, 24_000, 10_001, 10_000)).toBeNull();
  });
});

describe("loadListPage", () => {
  interface Filters {
    q?: string;
  }
  const codec: FilterCodec<Filters> = {
    parse: (p) => ({ q: p.get("q")?.trim() || undefined }),
    serialise: (f) => new URLSearchParams(f.q ? { q: f.q } : {}),
    fields: (f) => ({ q: f.q ?? "" }),
  };
  const numbers = Array.from({ length: 60 }, (_, i) => String(i));
  const search = async (filters: Filters, limit: number): Promise<ListPage<string>> => {
    const matching = numbers.filter((n) => !filters.q || n.includes(filters.q));
    return { items: matching.slice(0, limit), matches: matching.length, total: numbers.length };
  };

  it("asks for the first page and links to the second", async () => {
    const data = await loadListPage(new URL("http://x/vendors"), codec, search);
    expect(data.filters).toEqual({ q: undefined });
    expect(data.page.items).toHaveLength(LIST_PAGE_SIZE);
    expect(data.page.matches).toBe(60);
    expect(data.nextPageHref).toBe("/vendors?page=2");
  });

  it("shows the first pages up to the one asked for, and no link after the last", async () => {
    const data = await loadListPage(new URL("http://x/vendors?page=3"), codec, search);
    expect(data.page.items).toHaveLength(60);
    expect(data.nextPageHref).toBeNull();
  });

  it("passes the parsed filters and keeps only canonical ones in the next link", async () => {
    const data = await loadListPage(
      new URL("http://x/vendors?q=1&junk=%3Cb%3E&page=1"),
      codec,
      async (filters, limit) => {
        expect(filters).toEqual({ q: "1" });
        expect(limit).toBe(LIST_PAGE_SIZE);
        return { items: ["1"], matches: 30, total: 60 };
      },
    );
    expect(data.nextPageHref).toBe("/vendors?q=1&page=2");
  });
});
