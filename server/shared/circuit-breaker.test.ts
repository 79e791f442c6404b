import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, Socket, type AddressInfo, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { tokenLimiter } from "./limits";
import { SharedState } from "./shared-state";
import { TEST_REDIS_URL } from "./testing";

// A stalled Redis (paused, not stopped: the connection stays open and nothing answers) is
// skipped for a while after its first timeout, instead of adding the timeout to every request;
// the outage and the recovery are each logged once (decision 149).

/** A TCP proxy to the test Redis that can stop passing the client's commands on, and resume. */
async function pausableProxy(target: URL) {
  let paused = false;
  const held: [Socket, Buffer][] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    upstream.connect(Number(target.port || 6379), target.hostname);
    sockets.add(client).add(upstream);
    client.on("data", (chunk) => (paused ? held.push([upstream, chunk]) : upstream.write(chunk)));
    upstream.on("data", (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const url = new URL(target.href);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.href,
    pause: () => (paused = true),
    resume: () => {
      paused = false;
      for (const [upstream, chunk] of held.splice(0)) upstream.write(chunk);
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe.runIf(TEST_REDIS_URL)("a stalled Redis", () => {
  let cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  it("costs one timeout, then is skipped until a PING answers again; both are logged once", async () => {
    const proxy = await pausableProxy(new URL(TEST_REDIS_URL!));
    cleanup.push(proxy.close);
    const logs: string[] = [];
    const state = new SharedState(proxy.url, {
      prefix: `test:${randomBytes(6).toString("hex")}:`,
      log: (m) => logs.push(m),
      commandTimeoutMs: 200,
      breakMs: 400,
    });
    cleanup.push(() => state.close());
    expect(await state.ready(3000)).toBe(true);
    const limits = tokenLimiter("breaker", 600, 600, state);
    const where = () =>
      state.run(
        async (redis) => (await redis.ping()) && "redis",
        () => "local",
      );
    expect(await where()).toBe("redis");

    proxy.pause();
    const timed = async (step: () => Promise<unknown>) => {
      const started = Date.now();
      const value = await step();
      return { value, ms: Date.now() - started };
    };
    const first = await timed(where);
    expect(first.value).toBe("local");
    expect(first.ms).toBeGreaterThanOrEqual(150);
    // While the breaker is open, nothing waits on Redis: not the guard's calls, not the limits.
    for (let i = 0; i < 20; i++) {
      const next = await timed(where);
      expect(next).toMatchObject({ value: "local" });
      expect(next.ms).toBeLessThan(50);
      const limited = await timed(() => limits.take("client"));
      expect(limited.value).toMatchObject({ allowed: true });
      expect(limited.ms).toBeLessThan(50);
    }
    expect(logs.filter((m) => m.includes("unreachable"))).toHaveLength(1);

    proxy.resume();
    const deadline = Date.now() + 3000;
    while ((await where()) !== "redis" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await where()).toBe("redis");
    expect(logs.filter((m) => m.includes("reachable again"))).toHaveLength(1);
    expect(logs).toHaveLength(2);
  });
});
