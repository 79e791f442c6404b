import { serve, type HttpBindings } from "@hono/node-server";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

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
