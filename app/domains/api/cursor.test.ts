import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, MAX_LIMIT, pageOf, readLimit } from "./cursor";
import { ApiProblem } from "./problem";

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof ApiProblem ? e.status : "other";
  }
  return "none";
};

describe("cursor paging", () => {
  it("gives back the cursor it made", () => {
    const c = { key: "2026-11-01T00:00:00.000Z", id: "t1" };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor(encodeCursor({ key: 12, id: "x" }))).toEqual({ key: 12, id: "x" });
    expect(decodeCursor(null)).toBeUndefined();
  });

  it("answers junk with a 400, never an exception of another kind", () => {
    for (const junk of [
      "%%%",
      "abc",
      "e30",
      Buffer.from("[1,2]").toString("base64url"),
      "a".repeat(500),
    ])
      expect(status(() => decodeCursor(junk))).toBe(400);
    for (const junk of ["0", "-1", "1.5", "abc", String(MAX_LIMIT + 1), "99999"])
      expect(status(() => readLimit(junk))).toBe(400);
    expect(readLimit(null)).toBe(20);
    expect(readLimit("5")).toBe(5);
  });

  it("keeps one more row than the page only to know there is a next page", () => {
    const rows = [1, 2, 3].map((n) => ({ id: `r${n}`, at: n }));
    const page = pageOf(
      rows,
      2,
      (r) => ({ key: r.at, id: r.id }),
      (r) => r.id,
    );
    expect(page.items).toEqual(["r1", "r2"]);
    expect(decodeCursor(page.next)).toEqual({ key: 2, id: "r2" });
    expect(
      pageOf(
        rows,
        3,
        (r) => ({ key: r.at, id: r.id }),
        (r) => r.id,
      ).next,
    ).toBeNull();
  });
});
