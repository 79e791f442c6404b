import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { batchPerTurn } from "./batch-per-turn";

/** Pipes `source` through the batcher; `seen` fills with each chunk that comes out. */
function throughBatcher(source: Readable) {
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
  return { seen, done };
}

const aTurnLater = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("batchPerTurn", () => {
  it("passes on what was written in one turn as one chunk", async () => {
    const { seen, done } = throughBatcher(
      Readable.from(["<html>", "<body>", "</body>", "</html>"]),
    );
    await done;
    expect(seen).toEqual(["<html><body></body></html>"]);
  });

  it("passes on each turn's writes without waiting for the end", async () => {
    const source = new Readable({ read() {} });
    const { seen, done } = throughBatcher(source);
    source.push("shell ");
    source.push("start");
    await aTurnLater();
    // The shell is out while the rest of the page is still being written.
    expect(seen).toEqual(["shell start"]);
    source.push(" rest");
    source.push(null);
    await done;
    expect(seen).toEqual(["shell start", " rest"]);
  });

  it("passes an error on, and sends nothing after it", async () => {
    const source = new Readable({ read() {} });
    const { seen, done } = throughBatcher(source);
    source.push("half a page");
    source.destroy(new Error("render failed"));
    await expect(done).rejects.toThrow("render failed");
    await aTurnLater();
    expect(seen).toEqual([]);
  });
});
