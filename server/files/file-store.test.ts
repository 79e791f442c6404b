import { createHash, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestInstallation, testBackends, type TestInstallation } from "../db/testing";
import { CHUNK_BYTES, openFileStore, type FileStore } from "./file-store";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe.each(testBackends)("the file store on $name", ({ name }) => {
  let installation: TestInstallation;
  let dataDir: string;
  let files: FileStore;

  beforeEach(async () => {
    installation = await openTestInstallation(name);
    dataDir = installation.dataDir;
    files = openFileStore(installation.db, dataDir, "test/files");
  });
  afterEach(() => installation.close());

  it("keeps a file of several chunks byte for byte, and says its size and hash", async () => {
    const content = randomBytes(2 * CHUNK_BYTES + 12345);
    // Pieces that do not line up with the chunks.
    const pieces = [
      content.subarray(0, 1000),
      content.subarray(1000, 400_000),
      content.subarray(400_000),
    ];
    const put = await files.put("report", Readable.from(pieces));
    expect(put).toEqual({ size: content.length, sha256: sha256(content) });
    expect(sha256(await buffer((await files.read("report"))!))).toBe(sha256(content));
    expect(await files.list()).toEqual([
      expect.objectContaining({ name: "report", size: content.length }),
    ]);
  });

  it("moves a local file in, replaces a file of the same name, and deletes", async () => {
    const local = path.join(dataDir, "upload.part");
    await writeFile(local, "first");
    await files.putFile("cv", local);
    await files.put("cv", Readable.from([Buffer.from("second")]));
    expect((await buffer((await files.read("cv"))!)).toString()).toBe("second");
    await files.delete("cv");
    expect(await files.read("cv")).toBeNull();
    expect(await files.list()).toEqual([]);
  });

  it("fails the move of a local file removed meanwhile, without an unheard error", async () => {
    const uncaught = vi.fn();
    process.on("uncaughtException", uncaught);
    try {
      const local = path.join(dataDir, "upload.part");
      await writeFile(local, "half an upload");
      const moved = files.putFile("cv", local);
      // Another process's start-up removes the temporary file while this one moves it (on disk
      // the rename may be done already: then the file is in).
      rmSync(local, { force: true });
      const outcome = await moved.then(
        () => "moved",
        (error: NodeJS.ErrnoException) => error.code,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).not.toHaveBeenCalled();
      if (files.shared) expect(outcome).toBe("ENOENT");
      if (outcome === "ENOENT") expect(await files.read("cv")).toBeNull();
      else expect((await buffer((await files.read("cv"))!)).toString()).toBe("half an upload");
    } finally {
      process.off("uncaughtException", uncaught);
    }
  });

  it("keeps an empty file", async () => {
    await files.put("empty", Readable.from([]));
    expect((await buffer((await files.read("empty"))!)).length).toBe(0);
  });

  it("refuses names that could leave its folder", async () => {
    await expect(files.put("../escape", Readable.from([]))).rejects.toThrow(/not a valid/i);
    expect(await files.read("a/b").catch((e: Error) => e.message)).toMatch(/not a valid/i);
  });

  it("is shared by the servers only when it lives in the database", () => {
    expect(files.shared).toBe(name === "postgres");
  });
});
