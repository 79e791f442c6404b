import { describe, expect, it } from "vitest";
import { bearerOf, readNewToken } from "./tokens";

describe("API tokens", () => {
  it("reads a bearer token, and tells a malformed header from none", () => {
    expect(bearerOf(null)).toBeNull();
    expect(bearerOf("Bearer pc_abc")).toBe("pc_abc");
    expect(bearerOf("bearer  pc_abc ")).toBe("pc_abc");
    expect(bearerOf("Basic dXNlcg==")).toBe("malformed");
    expect(bearerOf("Bearer")).toBe("malformed");
  });

  it("reads the new token form and says what is missing", () => {
    expect(readNewToken({ name: " ERP ", scope: "write", company: "acme" })).toEqual({
      ok: true,
      name: "ERP",
      scope: "write",
      company: "acme",
    });
    const refused = readNewToken({ name: "", scope: "admin", company: null });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(Object.keys(refused.errors).sort()).toEqual(["company", "name", "scope"]);
    expect(readNewToken({ name: "x".repeat(81), scope: "read", company: "a" }).ok).toBe(false);
  });
});
