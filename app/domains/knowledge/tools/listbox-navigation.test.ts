import { describe, expect, it } from "vitest";
import { indexForKey, indexForTypeahead } from "./listbox-navigation";

describe("indexForKey", () => {
  it("moves one option with the arrow keys and stops at the ends", () => {
    expect(indexForKey("ArrowDown", 3, 11, 10)).toBe(4);
    expect(indexForKey("ArrowUp", 3, 11, 10)).toBe(2);
    expect(indexForKey("ArrowDown", 10, 11, 10)).toBe(10);
    expect(indexForKey("ArrowUp", 0, 11, 10)).toBe(0);
  });

  it("jumps to the first and last option with Home and End", () => {
    expect(indexForKey("Home", 6, 11, 10)).toBe(0);
    expect(indexForKey("End", 2, 11, 10)).toBe(10);
  });

  it("moves a page of options with Page Up and Page Down", () => {
    expect(indexForKey("PageDown", 0, 11, 10)).toBe(10);
    expect(indexForKey("PageDown", 5, 11, 10)).toBe(10);
    expect(indexForKey("PageUp", 10, 11, 10)).toBe(0);
    expect(indexForKey("PageUp", 4, 3, 10)).toBe(0);
  });

  it("starts at the first option when none is selected", () => {
    expect(indexForKey("ArrowDown", -1, 3, 10)).toBe(0);
    expect(indexForKey("ArrowUp", -1, 3, 10)).toBe(0);
  });

  it("ignores other keys and empty lists", () => {
    expect(indexForKey("a", 1, 3, 10)).toBeNull();
    expect(indexForKey("Enter", 1, 3, 10)).toBeNull();
    expect(indexForKey("ArrowDown", 0, 0, 10)).toBeNull();
  });
});

describe("indexForTypeahead", () => {
  const names = ["Meter", "Kilometer", "Centimeter", "Millimeter", "Micrometer", "Mile", "Yard"];

  it("finds the next option starting with a typed letter", () => {
    expect(indexForTypeahead(names, 0, "c")).toBe(2);
    expect(indexForTypeahead(names, 2, "y")).toBe(6);
  });

  it("cycles through options with the same first letter when the letter repeats", () => {
    expect(indexForTypeahead(names, 0, "m")).toBe(3);
    expect(indexForTypeahead(names, 3, "mm")).toBe(4);
    expect(indexForTypeahead(names, 5, "mmm")).toBe(0);
  });

  it("matches a longer prefix from the current option on", () => {
    expect(indexForTypeahead(names, 0, "mil")).toBe(3);
    expect(indexForTypeahead(names, 3, "mile")).toBe(5);
    expect(indexForTypeahead(names, 0, "KILO")).toBe(1);
  });

  it("returns null when nothing matches", () => {
    expect(indexForTypeahead(names, 0, "z")).toBeNull();
    expect(indexForTypeahead(names, 0, "")).toBeNull();
    expect(indexForTypeahead([], 0, "a")).toBeNull();
  });
});
