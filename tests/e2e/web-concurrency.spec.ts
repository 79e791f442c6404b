import { execFileSync } from "node:child_process";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { startCluster } from "./cluster-servers";
import { rateLimitedMessage } from "./forms-helpers";
import { startOwnServer, type OwnServer } from "./own-server";

// WEB_CONCURRENCY=2: two server processes share the port, and what one counts the other knows
// (sign-in failures, form rate limits, sessions): on SQLite with no Redis through the first
// process, on PostgreSQL and Redis through Redis, as for servers on several machines. Every request goes on a new connection, so the cluster hands
// them to the processes in turn.

const MAILBOX = "sales@procureconnect.example";
const RATE = 4;

test.describe.configure({ mode: "serial" });

const env = { WEB_CONCURRENCY: "2", INBOX_RATE_LIMIT: String(RATE) };
const backends = [
  {
    name: "SQLite, no Redis",
    available: true,
    start: async () => {
      // The first process prepares the database before the others start: twice a start's time.
      const own = await startOwnServer({ ...env, DATABASE_URL: "", REDIS_URL: "" }, 90_000);
      return { server: own, stop: () => own.stop() };
    },
  },
  {
    name: "PostgreSQL and Redis",
    available: Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL),
    start: async () => {
      const cluster = await startCluster([0], env);
      return { server: cluster.servers[0]!, stop: () => cluster.stop() };
    },
  },
];

let server: OwnServer;

/** One request on a connection of its own. */
function fresh(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      { method, headers: { ...headers, connection: "close" }, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const json = (data: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: server.url },
  body: JSON.stringify(data),
});

for (const backend of backends) {
  test.describe(backend.name, () => {
    let stop = async () => {};
    test.beforeAll(async ({ browserName: _ }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "one run is enough: no browser involved");
      test.skip(
        !backend.available,
        "needs PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL)",
      );
      testInfo.setTimeout(120_000);
      ({ server, stop } = await backend.start());
    });
    test.afterAll(async () => {
      await stop();
    });

    test("runs two server processes on the one port", async () => {
      // Both have said so (the server was ready as soon as the first did).
      await expect
        .poll(() => server.output().match(/ProcureConnect is serving on/g)?.length ?? 0)
        .toBe(2);
      const ports = new Set(
        [...server.output().matchAll(/serving on http:\/\/[^:]+:(\d+)/g)].map((m) => m[1]),
      );
      expect(ports.size).toBe(1);
      const children = execFileSync("pgrep", ["-P", String(server.pid)], { encoding: "utf8" })
        .trim()
        .split("\n");
      expect(children).toHaveLength(2);
      for (let i = 0; i < 4; i++) expect((await fresh("/vendors")).status).toBe(200);
    });

    test("counts sign-in failures made through both processes together", async () => {
      const attempt = () =>
        fresh(
          "/api/auth/sign-in/email",
          json({ email: "nobody.cluster@example.com", password: "not the password at all" }),
        );
      // In turn between two processes: each alone would have counted two or three, and let the
      // sixth attempt through. Together the sixth waits.
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await attempt()).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    });

    test("counts form submissions to both processes against one rate limit", async () => {
      const send = (n: number) =>
        fresh(`/api/forms/${MAILBOX}`, {
          method: "POST",
          headers: {
            accept: "application/json",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams(rateLimitedMessage(n)).toString(),
        });
      const statuses: number[] = [];
      for (let n = 0; n < 2 * RATE; n++) statuses.push((await send(n)).status);
      // Each process alone would take RATE; together at most RATE pass (one may refill meanwhile).
      const accepted = statuses.filter((s) => s === 200).length;
      expect(accepted).toBeGreaterThanOrEqual(RATE - 1);
      expect(accepted).toBeLessThanOrEqual(RATE);
      expect(statuses.slice(-2)).toEqual([429, 429]);
    });

    test("keeps a session started through one process valid in the other", async () => {
      const email = `cora.cluster.${Date.now()}@example.com`;
      const joined = await fresh(
        "/api/auth/sign-up/email",
        json({ name: "Cora Cluster", email, password: "correct horse battery" }),
      );
      expect(joined.status).toBe(200);
      const cookie = (joined.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
      for (let i = 0; i < 2; i++) {
        const page = await fresh("/account", { headers: { cookie } });
        expect(page.status).toBe(200);
        expect(page.text).toContain("Cora Cluster");
      }
    });

    test("on SIGTERM, both processes finish and the server exits cleanly", async () => {
      const stopped = new Promise<number | null>((resolve) => {
        const timer = setInterval(() => {
          try {
            process.kill(server.pid, 0);
          } catch {
            clearInterval(timer);
            resolve(0);
          }
        }, 50);
      });
      await server.stop();
      expect(await stopped).toBe(0);
      expect(server.output()).toContain(
        "SIGTERM received: the server processes finish their requests.",
      );
      // Each process drains its connections, then closes (docs/decisions/280).
      expect(
        server.output().match(/SIGTERM received: finishing the requests under way/g),
      ).toHaveLength(2);
    });
  });
}
