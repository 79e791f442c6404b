import { describe, expect, it } from "vitest";
import { isShareToken, mayEditShortlist, mayReadSharedShortlist } from "./permissions";

const ada = { id: "ada" };
const bob = { id: "bob" };
const TOKEN = "A".repeat(43);
const adasList = { ownerId: "ada", shareToken: null };
const shared = { ownerId: "ada", shareToken: TOKEN };

describe("shortlist permissions", () => {
  it("lets only the owner read and change a list in their account", () => {
    expect(mayEditShortlist(ada, adasList)).toBe(true);
    expect(mayEditShortlist(bob, adasList)).toBe(false);
    expect(mayEditShortlist(bob, shared)).toBe(false);
    expect(mayEditShortlist(null, adasList)).toBe(false);
  });

  it("opens a shared list to anyone with its current link, and nothing else", () => {
    expect(mayReadSharedShortlist(shared, TOKEN)).toBe(true);
    expect(mayReadSharedShortlist(shared, "B".repeat(43))).toBe(false);
    expect(mayReadSharedShortlist(adasList, TOKEN)).toBe(false);
    expect(mayReadSharedShortlist(undefined, TOKEN)).toBe(false);
  });

  it("knows a token by its shape before the database is asked", () => {
    expect(isShareToken(TOKEN)).toBe(true);
    expect(isShareToken("a-b_" + "c".repeat(39))).toBe(true);
    expect(isShareToken("short")).toBe(false);
    expect(isShareToken("A".repeat(42) + "=")).toBe(false);
  });
});
