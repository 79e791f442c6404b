import { describe, expect, it } from "vitest";
import { menuMove } from "./menu-keys";

// Network (2 links), Vendors (a plain link), Knowledge (3 links).
const sizes = [2, 0, 3];

describe("menuMove", () => {
  it("moves along the top row with the left and right arrows, wrapping at the ends", () => {
    expect(menuMove("ArrowRight", { top: 0, item: null }, sizes)).toEqual({
      kind: "focus",
      to: { top: 1, item: null },
    });
    expect(menuMove("ArrowRight", { top: 2, item: null }, sizes)).toEqual({
      kind: "focus",
      to: { top: 0, item: null },
    });
    expect(menuMove("ArrowLeft", { top: 0, item: null }, sizes)).toEqual({
      kind: "focus",
      to: { top: 2, item: null },
    });
  });

  it("leaves a dropdown for the next or previous top-level entry", () => {
    expect(menuMove("ArrowRight", { top: 2, item: 1 }, sizes)).toEqual({
      kind: "focus",
      to: { top: 0, item: null },
    });
    expect(menuMove("ArrowLeft", { top: 2, item: 1 }, sizes)).toEqual({
      kind: "focus",
      to: { top: 1, item: null },
    });
  });

  it("enters a dropdown with the down arrow at its first link, the up arrow at its last", () => {
    expect(menuMove("ArrowDown", { top: 2, item: null }, sizes)).toEqual({
      kind: "focus",
      to: { top: 2, item: 0 },
    });
    expect(menuMove("ArrowUp", { top: 2, item: null }, sizes)).toEqual({
      kind: "focus",
      to: { top: 2, item: 2 },
    });
  });

  it("moves up and down a dropdown's links, wrapping", () => {
    expect(menuMove("ArrowDown", { top: 2, item: 2 }, sizes)).toEqual({
      kind: "focus",
      to: { top: 2, item: 0 },
    });
    expect(menuMove("ArrowUp", { top: 2, item: 0 }, sizes)).toEqual({
      kind: "focus",
      to: { top: 2, item: 2 },
    });
    expect(menuMove("End", { top: 0, item: 0 }, sizes)).toEqual({
      kind: "focus",
      to: { top: 0, item: 1 },
    });
    expect(menuMove("Home", { top: 1, item: null }, sizes)).toEqual({
      kind: "focus",
      to: { top: 0, item: null },
    });
  });

  it("closes a dropdown with Escape, from its trigger or its links", () => {
    expect(menuMove("Escape", { top: 2, item: 1 }, sizes)).toEqual({ kind: "close", top: 2 });
    expect(menuMove("Escape", { top: 0, item: null }, sizes)).toEqual({ kind: "close", top: 0 });
  });

  it("ignores the up and down arrows and Escape on a plain link, and every other key", () => {
    expect(menuMove("ArrowDown", { top: 1, item: null }, sizes)).toBeNull();
    expect(menuMove("Escape", { top: 1, item: null }, sizes)).toBeNull();
    expect(menuMove("Tab", { top: 0, item: null }, sizes)).toBeNull();
    expect(menuMove("a", { top: 0, item: 0 }, sizes)).toBeNull();
  });
});
