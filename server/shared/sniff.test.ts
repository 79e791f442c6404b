import { describe, expect, it } from "vitest";
import { sniffKind } from "./sniff";

describe("sniffKind", () => {
  it("recognises each allowed type by its first bytes", () => {
    expect(sniffKind(Buffer.from("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffKind(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe("jpg");
    expect(sniffKind(Buffer.from("PK\u0003\u0004", "latin1"))).toBe("docx");
    expect(sniffKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe("doc");
  });

  it("recognises nothing else", () => {
    expect(sniffKind(Buffer.from("MZ\u0090\u0000", "latin1"))).toBeNull();
    expect(sniffKind(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))).toBeNull();
    expect(sniffKind(Buffer.from("%PD"))).toBeNull();
    expect(sniffKind(Buffer.alloc(0))).toBeNull();
    expect(sniffKind(Buffer.from("<html>"))).toBeNull();
  });
});
