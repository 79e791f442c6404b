import { describe, expect, it } from "vitest";
import {
  checkShortlistName,
  checkShortlistNote,
  SHORTLIST_LIMITS,
  SHORTLIST_MESSAGES,
} from "./schema";

describe("a shortlist's name", () => {
  it("is trimmed, with runs of spaces collapsed", () => {
    expect(checkShortlistName("  Freight   tender  ")).toEqual({
      ok: true,
      value: "Freight tender",
    });
  });

  it("is required, one line, and at most the limit", () => {
    expect(checkShortlistName("   ")).toEqual({
      ok: false,
      errors: { name: SHORTLIST_MESSAGES.nameRequired },
    });
    expect(checkShortlistName(undefined)).toMatchObject({ ok: false });
    expect(checkShortlistName("a\nb")).toEqual({
      ok: false,
      errors: { name: SHORTLIST_MESSAGES.nameOneLine },
    });
    expect(checkShortlistName("x".repeat(SHORTLIST_LIMITS.nameMax)).ok).toBe(true);
    expect(checkShortlistName("x".repeat(SHORTLIST_LIMITS.nameMax + 1))).toEqual({
      ok: false,
      errors: { name: SHORTLIST_MESSAGES.nameTooLong },
    });
  });

  it("refuses control characters", () => {
    expect(checkShortlistName("List\u001b[2J")).toEqual({
      ok: false,
      errors: { name: SHORTLIST_MESSAGES.controlCharacters },
    });
  });
});

describe("a note on a supplier", () => {
  it("may be empty (no note), keeps its lines and is trimmed", () => {
    expect(checkShortlistNote("")).toEqual({ ok: true, value: "" });
    expect(checkShortlistNote(" Call Ana\r\nbefore Friday ")).toEqual({
      ok: true,
      value: "Call Ana\nbefore Friday",
    });
  });

  it("is at most the limit, counted in characters", () => {
    expect(checkShortlistNote("é".repeat(SHORTLIST_LIMITS.noteMax)).ok).toBe(true);
    expect(checkShortlistNote("é".repeat(SHORTLIST_LIMITS.noteMax + 1))).toEqual({
      ok: false,
      errors: { note: SHORTLIST_MESSAGES.noteTooLong },
    });
  });

  it("refuses C0 and C1 control characters but keeps tabs and right-to-left text", () => {
    expect(checkShortlistNote("bad\u0007").ok).toBe(false);
    expect(checkShortlistNote("bad\u009b31m").ok).toBe(false);
    expect(checkShortlistNote("a\tb שלום").ok).toBe(true);
  });
});
