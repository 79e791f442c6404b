import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { receiveSubmission, removeTemporary, safeFileName } from "./receive";
import { fakeFile, multipart } from "./testing";

let tmpDir: string | undefined;
afterEach(async () => {
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  tmpDir = undefined;
});

const requestOf = (parts: Parameters<typeof multipart>[0]) => {
  const { body, contentType } = multipart(parts);
  return new Request("http://localhost/api/forms/x", {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "Content-Type": contentType },
  });
};

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

describe("receiveSubmission", () => {
  it("writes each upload to a temporary file only its owner can read", async () => {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), "receive-"));
    const received = await receiveSubmission(
      requestOf([
        { name: "fullName", value: "Ada" },
        { name: "file", value: fakeFile("pdf", 5000), filename: "cv.pdf", type: "application/pdf" },
      ]),
      tmpDir,
    );
    expect(received.files).toHaveLength(1);
    expect((await stat(received.files[0]!.tmpPath)).mode & 0o777).toBe(0o600);
    await removeTemporary(received.files);
  });
});
