// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { getRootElement } from "./root-element";

describe("getRootElement", () => {
  it("returns the #root element when the document has one", () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(getRootElement(document).id).toBe("root");
  });

  it("fails with the spec's message when the root element is missing", () => {
    document.body.innerHTML = "";
    expect(() => getRootElement(document)).toThrow(
      new Error("Could not find root element to mount to"),
    );
  });
});
