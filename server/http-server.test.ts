import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { HTTP_TIMEOUTS, serveApp } from "./http-server";

let close: (() => void) | undefined;
afterEach(() => close?.());

async function start(timeouts = HTTP_TIMEOUTS) {
  const server = serveApp({
    fetch: async (request) => {
      await request.arrayBuffer();
      return new Response("ok");
    },
    port: 0,
    hostname: "127.0.0.1",
    timeouts,
  });
  await once(server, "listening");
  close = () => {
    server.close();
    server.closeAllConnections();
  };
  return (server.address() as AddressInfo).port;
}

/** Sends `data` and waits for the server to answer and close the connection. */
function stall(port: number, data: string) {
  return new Promise<{ text: string; ms: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(data));
    let text = "";
    socket.on("data", (d: Buffer) => (text += d.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ text, ms: Date.now() - started }));
  });
}

describe("the HTTP server's timeouts", () => {
  it("give headers 15 s and a whole request (a 50 MB upload included) 2 minutes, checked every second", () => {
    expect(HTTP_TIMEOUTS).toEqual({
      headersTimeout: 15_000,
      requestTimeout: 120_000,
      connectionsCheckingInterval: 1_000,
    });
  });

  it("answer 408 and close a connection whose headers never finish", async () => {
    const port = await start({
      headersTimeout: 300,
      requestTimeout: 600,
      connectionsCheckingInterval: 50,
    });
    const { text, ms } = await stall(port, "POST /api/forms/x HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3000);
  });

  it("answer 408 and close a connection whose body never finishes", async () => {
    const port = await start({
      headersTimeout: 300,
      requestTimeout: 600,
      connectionsCheckingInterval: 50,
    });
    const { text, ms } = await stall(
      port,
      "POST /api/forms/x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nname=",
    );
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3000);
  });
});
