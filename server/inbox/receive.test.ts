import { describe, expect, it } from "vitest";
import { safeFileName } from "./receive";

describe("safeFileName", () => {
  it("keeps only a base name without control characters", () => {
    expect(safeFileName("../../etc/passwd.pdf")).toBe("passwd.pdf");
    expect(safeFileName("C:\\Users\\me\\cv.docx")).toBe("cv.docx");
    expect(safeFileName("a\u0000b\r\n.pdf")).toBe("ab.pdf");
    expect(safeFileName("..")).toBe("attachment");
    expect(safeFileName(undefined)).toBe("attachment");
  });

  it("shortens long names but keeps the extension", () => {
    const name = safeFileName(`${"x".repeat(500)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});
