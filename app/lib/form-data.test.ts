import { describe, expect, it } from "vitest";
import { fieldText, textOf } from "./form-data";

describe("textOf and fieldText", () => {
  it("reads a posted field as it was typed", () => {
    const form = new FormData();
    form.set("title", "  Solar pumps ");
    expect(fieldText(form, "title")).toBe("  Solar pumps ");
    expect(textOf("x")).toBe("x");
  });

  it("treats a missing field and a file as empty", () => {
    const form = new FormData();
    form.set("cv", new File(["bytes"], "cv.pdf"));
    expect(fieldText(form, "cv")).toBe("");
    expect(fieldText(form, "missing")).toBe("");
    expect(textOf(null)).toBe("");
  });
});
