import { readdirSync, statSync } from "node:fs";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_FILE_BYTES, MESSAGES } from "../../app/domain/form-rules";
import {
  PACE_LIMITS,
  Rejection,
  receiveSubmission,
  removeTemporary,
  safeFileName,
  TOO_SLOW_MESSAGE,
} from "./receive";
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
    expect(safeFileName("a\u009b31mb\u0085.pdf")).toBe("a31mb.pdf");
    expect(safeFileName("cv\u202efdp.exe")).toBe("cvfdp.exe");
    expect(safeFileName("\u2066cv\u2069.pdf")).toBe("cv.pdf");
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

  it.each([
    ["file", MESSAGES.fileTooLarge],
    ["file3", MESSAGES.namedFileTooLarge("plan.pdf")],
  ])(
    "stops reading at 10 MB + 1 byte of one file (%s) and refuses it, leaving nothing on disk",
    async (part, message) => {
      tmpDir = await mkdtemp(path.join(os.tmpdir(), "receive-"));
      const boundary = "----limit";
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="plan.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
      );
      // 45 MB of file, produced only as the server asks for it.
      const chunk = new Uint8Array(64 * 1024).fill(0x41);
      const total = 45 * 1024 * 1024;
      let pulled = 0;
      let largestOnDisk = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          for (const name of readdirSync(tmpDir!)) {
            largestOnDisk = Math.max(largestOnDisk, statSync(path.join(tmpDir!, name)).size);
          }
          if (pulled === 0) controller.enqueue(head);
          if (pulled >= total) {
            controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
            return controller.close();
          }
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const request = new Request("http://localhost/api/forms/x", {
        method: "POST",
        body,
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
        duplex: "half",
      } as RequestInit);
      const error = await receiveSubmission(request, tmpDir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Rejection);
      expect(error).toMatchObject({ status: 413, message });
      expect(pulled).toBeLessThan(MAX_FILE_BYTES + 2 * 1024 * 1024);
      expect(largestOnDisk).toBeGreaterThan(0);
      expect(largestOnDisk).toBeLessThanOrEqual(MAX_FILE_BYTES + 1);
      expect(await readdir(tmpDir)).toEqual([]);
    },
  );

  it("gives a body sent a few bytes at a time 408 within a window or two, and removes its file", async () => {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), "receive-"));
    const { body, contentType } = multipart([
      { name: "fullName", value: "Ada" },
      { name: "file", value: fakeFile("pdf", 50_000), filename: "cv.pdf", type: "application/pdf" },
    ]);
    let at = 0;
    const trickle = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        // The part headers at once (so a temporary file exists), then 20 bytes every 10 ms.
        const size = at === 0 ? 400 : 20;
        controller.enqueue(body.subarray(at, at + size));
        at += size;
      },
    });
    const request = new Request("http://localhost/api/forms/x", {
      method: "POST",
      body: trickle,
      headers: { "Content-Type": contentType },
      duplex: "half",
    } as RequestInit);
    const started = Date.now();
    const error = await receiveSubmission(request, tmpDir, {
      ...PACE_LIMITS,
      minBytesPerSecond: 10_000,
      windowMs: 200,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 408, message: TOO_SLOW_MESSAGE });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it("lets a body through that keeps up the minimum rate", async () => {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), "receive-"));
    const received = await receiveSubmission(
      requestOf([
        { name: "fullName", value: "Ada" },
        {
          name: "file",
          value: fakeFile("pdf", 200_000),
          filename: "cv.pdf",
          type: "application/pdf",
        },
      ]),
      tmpDir,
      { ...PACE_LIMITS, minBytesPerSecond: 10_000, windowMs: 200 },
    );
    expect(received.files[0]!.size).toBe(200_000);
    await removeTemporary(received.files);
  });
});
