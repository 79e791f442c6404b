import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "~/domain/form-rules";
import { addFiles, formatBytes } from "./files";
import { quoteRequestSchema } from "~/domain/form-schemas";

const rule = quoteRequestSchema.files!;
const file = (name: string, size = 100, lastModified = 1) => ({
  name,
  size,
  type: "",
  lastModified,
});

describe("addFiles", () => {
  it("keeps good files and names each bad one", () => {
    const result = addFiles(
      [file("a.pdf")],
      [file("b.png"), file("big.pdf", MAX_FILE_BYTES + 1), file("tool.exe")],
      rule,
    );
    expect(result.files.map((f) => f.name)).toEqual(["a.pdf", "b.png"]);
    expect(result.problems).toEqual([
      "File big.pdf exceeds 10MB limit",
      "File tool.exe has invalid type",
    ]);
  });

  it("does not add the same file twice", () => {
    expect(addFiles([file("a.pdf")], [file("a.pdf")], rule).files).toHaveLength(1);
    expect(addFiles([file("a.pdf")], [file("a.pdf", 100, 2)], rule).files).toHaveLength(2);
  });

  it("stops at the file limit", () => {
    const result = addFiles([file("1.pdf")], [file("2.pdf"), file("3.pdf")], rule, 2);
    expect(result.files.map((f) => f.name)).toEqual(["1.pdf", "2.pdf"]);
    expect(result.problems).toEqual(["You can attach at most 10 files"]);
  });
});

describe("formatBytes", () => {
  it("picks a readable unit", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(48 * 1024)).toBe("48 KB");
    expect(formatBytes(2.4 * 1024 * 1024)).toBe("2.4 MB");
  });
});
