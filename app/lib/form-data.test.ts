import { describe, expect, it } from "vitest";
import { fieldsLike, fieldText, textFields, textOf } from "./form-data";

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

describe("fieldsLike", () => {
  it("reads the fields a form's empty values name, and no other", () => {
    const form = new FormData();
    form.set("price", "1200");
    form.set("extra", "ignored");
    form.set("file", new File(["x"], "x.txt"));
    expect(fieldsLike(form, { price: "", message: "", file: "" })).toEqual({
      price: "1200",
      message: "",
      file: "",
    });
  });
});
