import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { Hono } from "hono";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serveApp } from "../http-server";
import { openDatabase, type Db } from "./database";
import { isConnectionLost, isIdempotentRead, OutageLog } from "./resilient-pool";
import { seedSampleData } from "./seed";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "./testing";

// The server survives losing its PostgreSQL connections (decision 149): the app's backends are
// terminated while it reads and writes, the process stays up (no unhandled 'error' event),
// reads are retried once on a fresh connection, and the outage is logged once.

describe("recognising what may be retried", () => {
  it("retries only plain reads, never a lock, a sequence or a write", () => {
    expect(isIdempotentRead('select * from "vendors" where "slug" = $1')).toBe(true);
    expect(isIdempotentRead("  SELECT count(*) from jobs")).toBe(true);
    for (const text of [
      'insert into "vendors" values ($1)',
      'update "vendors" set "name" = $1',
      "select * from vendors for update",
      "select pg_advisory_lock(1)",
      "select nextval('s')",
      "with x as (delete from a returning *) select * from x",
    ]) {
      expect(isIdempotentRead(text), text).toBe(false);
    }
  });

  it("treats a terminated backend and a reset socket as a lost connection, not a bad query", () => {
    expect(isConnectionLost({ code: "57P01", message: "terminating connection" })).toBe(true);
    expect(isConnectionLost({ code: "ECONNRESET", message: "read ECONNRESET" })).toBe(true);
    expect(isConnectionLost(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionLost({ code: "23505", message: "duplicate key" })).toBe(false);
    expect(isConnectionLost({ code: "42P01", message: "relation does not exist" })).toBe(false);
  });

  it("logs an outage once however many queries fail in it, and its end once", () => {
    const lines: string[] = [];
    const outage = new OutageLog((m) => lines.push(m));
    outage.back();
    expect(lines).toEqual([]);
    for (let i = 0; i < 20; i++) outage.lost(new Error("terminating connection"));
    expect(outage.isDown).toBe(true);
    outage.back();
    outage.back();
    outage.lost("socket closed");
    expect(lines).toEqual([
      "[database] connection lost (terminating connection): failing queries are retried or refused.",
      "[database] reachable again.",
      "[database] connection lost (socket closed): failing queries are retried or refused.",
    ]);
  });
});

describe.runIf(TEST_DATABASE_URL)("losing PostgreSQL connections under load", () => {
  let database: TestDatabase | null = null;
  let db: Db | null = null;
  let dataDir = "";
  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function terminate(applicationName: string): Promise<number> {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL! });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ pid: number }>(
        "select pg_terminate_backend(pid) as pid from pg_stat_activity where application_name = $1",
        [applicationName],
      );
      return rows.length;
    } finally {
      await admin.end();
    }
  }

  it("keeps answering reads, logs the outage once, and stays up", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "pg-resilience-"));
    database = await createTestDatabase("postgres");
    const applicationName = `procureconnect-test-${randomBytes(4).toString("hex")}`;
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((m: unknown) => {
      logged.push(String(m));
    });
    db = await openDatabase({ dataDir, url: database.url, poolSize: 6, applicationName });
    await seedSampleData(db);
    const read = () => db!.selectFrom("vendors").select(["id", "slug"]).limit(5).execute();
    const write = (n: number) =>
      sql`insert into operators (user_id, granted_at) values (${`u-${n}`}, ${"2026-11-26"})`.execute(
        db!,
      );

    let reads = 0;
    let readFailures = 0;
    let writes = 0;
    let writeFailures = 0;
    let running = true;
    const reader = async () => {
      while (running) {
        try {
          await read();
          reads++;
        } catch {
          readFailures++;
        }
      }
    };
    let n = 0;
    const writer = async () => {
      while (running) {
        try {
          await write(n++);
          writes++;
        } catch {
          writeFailures++;
        }
      }
    };
    // And a server over HTTP, reading on each request, as the pages do.
    const app = new Hono();
    app.get("/vendors", async (c) => c.json(await read()));
    const server = serveApp({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const answers: number[] = [];
    const visitor = async () => {
      while (running) {
        const res = await fetch(`http://127.0.0.1:${port}/vendors`);
        answers.push(res.status);
        await res.arrayBuffer();
      }
    };
    const load = [reader(), reader(), reader(), visitor(), writer()];
    let terminated = 0;
    try {
      for (let round = 0; round < 5; round++) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        terminated += await terminate(applicationName);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    } finally {
      // Stop the load whatever happens, so that a failure cannot leave it running.
      running = false;
      await Promise.allSettled(load);
      server.close();
      server.closeAllConnections();
      spy.mockRestore();
    }
    await Promise.all(load);

    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((status) => status !== 200)).toEqual([]);

    expect(terminated).toBeGreaterThan(0);
    expect(reads).toBeGreaterThan(50);
    // Every read that met a terminated connection was run again on a fresh one.
    expect(readFailures).toBe(0);
    expect(writes).toBeGreaterThan(0);
    // Writes are never run twice: a lost one fails, and is not stored twice.
    const stored = await db.selectFrom("operators").select("user_id").execute();
    expect(new Set(stored.map((r) => r.user_id)).size).toBe(stored.length);
    expect(stored.length).toBeGreaterThanOrEqual(writes);
    expect(writeFailures).toBeLessThanOrEqual(5 * 6);
    // Still answering afterwards.
    expect(await read()).toHaveLength(5);
    // A line when an outage starts and one when it ends, not one per failed query. A new
    // connection ends an outage at once, so a connection whose error arrives after its
    // neighbour was replaced starts another: at most one line per terminated connection, and
    // on a loaded machine that is more than one per round (the test above pins "once").
    const lost = logged.filter((m) => m.startsWith("[database] connection lost"));
    const back = logged.filter((m) => m === "[database] reachable again.");
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.length).toBeLessThanOrEqual(terminated);
    expect(back.length).toBeGreaterThanOrEqual(lost.length - 1);
    expect(logged.length).toBe(lost.length + back.length);
    // Creating the database and seeding it take a few seconds when other suites share the
    // PostgreSQL server.
  }, 60_000);
});
