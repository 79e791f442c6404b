import { afterEach, describe, expect, it, vi } from "vitest";
import { discardBody } from "./unread-body";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/forms/x", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);

function streamOf(chunks: number, size: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new Uint8Array(size));
      else controller.close();
    },
  });
  return { stream, sent: () => sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("discardBody", () => {
  it("reads a small body to its end", async () => {
    expect(await discardBody(post("name=Ada&message=hello"))).toBe(true);
    const { stream } = streamOf(10, 1000);
    expect(await discardBody(post(stream), { maxBytes: 64 * 1024 })).toBe(true);
  });

  it("leaves a body declared larger than the limit unread", async () => {
    const { stream, sent } = streamOf(100, 1000);
    const request = post(stream, { "Content-Length": "100000" });
    expect(await discardBody(request, { maxBytes: 10_000 })).toBe(false);
    expect(sent()).toBeLessThanOrEqual(1);
  });

  it("stops once more than the limit has arrived", async () => {
    const { stream, sent } = streamOf(1000, 1000);
    expect(await discardBody(post(stream), { maxBytes: 10_000 })).toBe(false);
    expect(sent()).toBeLessThan(20);
  });

  it("gives up on a body that stops arriving", async () => {
    vi.useFakeTimers();
    const stalled = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    const result = discardBody(post(stalled), { maxMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBe(false);
  });
});
