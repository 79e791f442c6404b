import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { batchPerTurn } from "./batch-per-turn";

async function collect(source: Readable): Promise<string[]> {
  const seen: string[] = [];
  await pipeline(
    source,
    batchPerTurn(),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        seen.push(chunk.toString());
        done();
      },
    }),
  );
  return seen;
}

describe("batchPerTurn", () => {
  it("passes on what was written in one turn as one chunk", async () => {
    expect(await collect(Readable.from(["<html>", "<body>", "</body>", "</html>"]))).toEqual([
      "<html><body></body></html>",
    ]);
  });

  it("passes on each turn's writes without waiting for the end", async () => {
    const source = new Readable({ read() {} });
    const seen: string[] = [];
    const done = pipeline(
      source,
      batchPerTurn(),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          seen.push(chunk.toString());
          callback();
        },
      }),
    );
    source.push("shell ");
    source.push("start");
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The shell is out while the rest of the page is still being written.
    expect(seen).toEqual(["shell start"]);
    source.push(" rest");
    source.push(null);
    await done;
    expect(seen).toEqual(["shell start", " rest"]);
  });

  it("passes an error on, and sends nothing after it", async () => {
    const source = new Readable({ read() {} });
    const seen: string[] = [];
    const done = pipeline(
      source,
      batchPerTurn(),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          seen.push(chunk.toString());
          callback();
        },
      }),
    );
    source.push("half a page");
    source.destroy(new Error("render failed"));
    await expect(done).rejects.toThrow("render failed");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([]);
  });
});
