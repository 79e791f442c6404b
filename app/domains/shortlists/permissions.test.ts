import { describe, expect, it } from "vitest";
import { isShareToken, mayEditShortlist, mayReadSharedShortlist } from "./permissions";

const ada = { id: "ada" };
const bob = { id: "bob" };
const TOKEN = "A".repeat(43);
const adasList = { ownerId: "ada", shared: false };
const shared = { ownerId: "ada", shared: true };

describe("shortlist permissions", () => {
  it("lets only the owner read and change a list in their account", () => {
    expect(mayEditShortlist(ada, adasList)).toBe(true);
    expect(mayEditShortlist(bob, adasList)).toBe(false);
    expect(mayEditShortlist(bob, shared)).toBe(false);
    expect(mayEditShortlist(null, adasList)).toBe(false);
  });

  it("opens the list its link's fingerprint found while it is shared, and nothing else", () => {
    expect(mayReadSharedShortlist(shared)).toBe(true);
    expect(mayReadSharedShortlist(adasList)).toBe(false);
    expect(mayReadSharedShortlist(undefined)).toBe(false);
  });

  it("knows a token by its shape before the database is asked", () => {
    expect(isShareToken(TOKEN)).toBe(true);
    expect(isShareToken("a-b_" + "c".repeat(39))).toBe(true);
    expect(isShareToken("short")).toBe(false);
    expect(isShareToken("A".repeat(42) + "=")).toBe(false);
  });
});
