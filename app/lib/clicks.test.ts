import type { MouseEvent } from "react";
import { describe, expect, it } from "vitest";
import { isModifiedClick } from "./clicks";

const click = (over: Partial<MouseEvent> = {}) =>
  ({
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    ...over,
  }) as MouseEvent;

describe("telling a plain click from one the browser handles itself", () => {
  it("takes a plain left click for the page", () => {
    expect(isModifiedClick(click())).toBe(false);
  });

  it("leaves a middle click and a click with a modifier key (new tab, window) to the browser", () => {
    expect(isModifiedClick(click({ button: 1 }))).toBe(true);
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) {
      expect(isModifiedClick(click({ [key]: true }))).toBe(true);
    }
  });
});
