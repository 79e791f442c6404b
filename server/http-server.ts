import { serve, type HttpBindings } from "@hono/node-server";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type AddressInfo, type Socket } from "node:net";

// Our HTTP server's own limits, so that a client that sends its request slowly cannot hold a
// connection for long: the headers must arrive within HEADERS, the whole request (a 50 MB
// upload included) within REQUEST. Node checks them every CHECK_INTERVAL and answers 408.
// Uploads have their own minimum rate on top (server/inbox/receive.ts).

export interface HttpTimeouts {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
}

export const HTTP_TIMEOUTS: Readonly<HttpTimeouts> = {
  headersTimeout: 15_000,
  requestTimeout: 120_000,
  connectionsCheckingInterval: 1_000,
};

export interface ServeOptions {
  fetch: (request: Request, env: HttpBindings) => Response | Promise<Response>;
  port: number;
  hostname: string;
  timeouts?: HttpTimeouts;
}

const netServerClose = NetServer.prototype.close;

export function serveApp(
  { fetch, port, hostname, timeouts = HTTP_TIMEOUTS }: ServeOptions,
  onListening?: (info: AddressInfo) => void,
): Server {
  return serve(
    {
      fetch: (request, env) => fetch(request, env as HttpBindings),
      port,
      hostname,
      serverOptions: { ...timeouts },
    },
    onListening,
  ) as Server;
}

/**
 * How long a connection may stay idle, once the server is stopping, before it is closed: a
 * client that sends its requests one after another gets its next one in within this time, and
 * that one is answered with `Connection: close`, so that no request is written to a connection
 * the server is closing at that moment (closing it at once would cut such a request).
 */
export const DRAIN_IDLE_GRACE_MS = 1_000;

export interface Drain {
  /**
   * Stops taking connections, answers every request under way or still arriving on an open
   * connection with `Connection: close`, and closes connections as they go idle. Resolves once
   * none is left, or at the end of `windowMs`, when the connections left are closed and the
   * requests still running on them counted as `cut`.
   */
  drain(windowMs: number): Promise<{ cut: number }>;
}

interface Connection {
  /** Requests read on it and not yet answered. */
  active: Set<ServerResponse>;
  idleTimer?: NodeJS.Timeout;
}

/** Follows `server`'s connections from now on, for a drain when it stops. */
export function drainable(server: Server, { idleGraceMs = DRAIN_IDLE_GRACE_MS } = {}): Drain {
  const connections = new Map<Socket, Connection>();
  let draining = false;
  let drained: (() => void) | null = null;
  const closeWhenIdle = (socket: Socket, state: Connection) => {
    clearTimeout(state.idleTimer);
    if (state.active.size > 0) return;
    state.idleTimer = setTimeout(() => socket.destroy(), idleGraceMs);
  };
  server.on("connection", (socket: Socket) => {
    const state: Connection = { active: new Set() };
    connections.set(socket, state);
    socket.once("close", () => {
      clearTimeout(state.idleTimer);
      connections.delete(socket);
      if (draining && connections.size === 0) drained?.();
    });
    if (draining) closeWhenIdle(socket, state);
  });
  // Before the app's own listener, so that the header is set before anything is written.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    const socket = res.socket;
    const state = socket && connections.get(socket);
    if (!socket || !state) return;
    clearTimeout(state.idleTimer);
    state.active.add(res);
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      state.active.delete(res);
      if (draining) closeWhenIdle(socket, state);
    });
  });
  return {
    drain(windowMs) {
      draining = true;
      // net.Server's close, not http.Server's: that one also closes idle connections at once,
      // where a client may be writing its next request.
      netServerClose.call(server);
      for (const [socket, state] of connections) {
        for (const res of state.active) {
          if (!res.headersSent) res.setHeader("Connection", "close");
        }
        closeWhenIdle(socket, state);
      }
      return new Promise((resolve) => {
        const window = setTimeout(() => {
          let cut = 0;
          for (const [socket, state] of connections) {
            cut += state.active.size;
            socket.destroy();
          }
          resolve({ cut });
        }, windowMs);
        drained = () => {
          clearTimeout(window);
          resolve({ cut: 0 });
        };
        if (connections.size === 0) drained();
      });
    },
  };
}
