// The requests the server bench sends by hand rather than through autocannon: one GET on a
// kept-alive connection, requests arriving at a fixed rate whatever the server is doing (each timed
// from when it was due), one GET timed to its first and last body byte, and a member's session.
import http from "node:http";
import type { Arrival } from "../bench-server-lib";

// What a browser sends: gzip is accepted, no cookie (a signed-out visitor).
export const HEADERS = { "accept-encoding": "gzip", accept: "text/html" };
const REQUEST_TIMEOUT_MS = 10_000;

/** One GET on a kept-alive connection: its status once the body has arrived (0: failed). */
function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(0));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(0));
  });
}

/**
 * Requests due every 1000/rate ms for `seconds`, each sent when due (never held back by an
 * earlier one still waiting), each timed from when it was due.
 */
export async function arrivals(
  url: URL,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<Arrival[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now() + 20;
  const pending: Promise<Arrival>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      get(agent, url, headers).then((status) => ({ status, ms: performance.now() - due })),
    );
  }
  const done = await Promise.all(pending);
  agent.destroy();
  return done;
}

/** Signs a new member up through the accounts' API: their session cookie. */
export async function memberCookie(base: string): Promise<string> {
  const joined = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      name: "Bench Member",
      email: `bench.member.${Date.now()}@example.com`,
      password: "correct horse battery",
    }),
  });
  const cookie = joined.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!joined.ok || !cookie) throw new Error(`Joining answered ${joined.status}, no session`);
  return cookie;
}

/** One GET: when its first body byte and its last arrived, in ms from sending it. */
export function timedGet(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
): Promise<{ status: number; first: number; last: number }> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    let first = 0;
    const req = http.get(url, { agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      res.on("data", () => {
        if (!first) first = performance.now() - sent;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, first, last: performance.now() - sent }),
      );
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
  });
}

/** Requests at `rate` for `seconds`, each with the time it was due (ms since the run began). */
export async function arrivalsTimed(
  url: URL,
  rate: number,
  seconds: number,
): Promise<(Arrival & { due: number })[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const interval = 1000 / rate;
  const start = performance.now() + 20;
  const pending: Promise<Arrival & { due: number }>[] = [];
  for (let i = 0; i < Math.round(rate * seconds); i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      get(agent, url, HEADERS).then((status) => ({
        status,
        ms: performance.now() - due,
        due: due - start,
      })),
    );
  }
  const done = await Promise.all(pending);
  agent.destroy();
  return done;
}
