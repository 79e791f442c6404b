import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, feedPage, pageSize } from "./feed";

describe("the change feed's cursor and pages", () => {
  it("gives back the number a cursor carries, 0 for none, null for one it did not make", () => {
    expect(decodeCursor(encodeCursor(42))).toBe(42);
    expect(decodeCursor(null)).toBe(0);
    expect(decodeCursor("")).toBe(0);
    expect(decodeCursor("42")).toBeNull();
    expect(decodeCursor(Buffer.from("c1.-1").toString("base64url"))).toBeNull();
    expect(decodeCursor("a/b")).toBeNull();
  });

  it("takes a page size from 1 to 500, 100 when absent", () => {
    expect(pageSize(null)).toBe(100);
    expect(pageSize("500")).toBe(500);
    for (const bad of ["0", "501", "1.5", "-3", "ten"]) expect(pageSize(bad), bad).toBeNull();
  });

  it("says whether more follow and where to go on, also after an empty page", () => {
    const row = (seq: number) => ({
      seq,
      kind: "job.posted",
      id: `j${seq}`,
      path: `/jobs/j${seq}`,
      tenderId: null,
      at: "2026-11-29T10:00:00.000Z",
    });
    const page = feedPage([row(3), row(4), row(5)], 2, 2, "https://pc.example");
    expect(page.data.map((c) => c.id)).toEqual(["3", "4"]);
    expect(page.hasMore).toBe(true);
    expect(decodeCursor(page.next)).toBe(4);
    expect(page.data[0]!.url).toBe("https://pc.example/jobs/j3");
    const empty = feedPage([], 9, 2, "https://pc.example");
    expect(empty).toEqual({ data: [], next: encodeCursor(9), hasMore: false });
  });
});
