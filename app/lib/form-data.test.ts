import { describe, expect, it } from "vitest";
import { fieldText, textFields, textOf } from "./form-data";

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

describe("textFields", () => {
  it("reads each named field as text, empty when missing or a file", () => {
    const form = new FormData();
    form.set("price", "1200");
    form.set("files", new File(["bytes"], "a.pdf"));
    form.set("extra", "not asked for");
    expect(textFields(form, ["price", "message", "files"])).toEqual({
      price: "1200",
      message: "",
      files: "",
    });
  });
});
