import { describe, expect, it } from "vitest";
import { pageHref } from "./pager";

describe("pageHref", () => {
  it("keeps the other parameters and drops page 1", () => {
    expect(pageHref("/account/inbox", "status=new&page=2", 3)).toBe(
      "/account/inbox?status=new&page=3",
    );
    expect(pageHref("/account/inbox", "status=new&page=2", 1)).toBe("/account/inbox?status=new");
    expect(pageHref("/account/inbox", "", 1)).toBe("/account/inbox");
  });
});
