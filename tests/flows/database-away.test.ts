import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { KyselyPlugin, RootOperationNode } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { openDatabase, type Db } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../server/db/testing";
import { createServerApp } from "../../server/index";
import { OUTAGE_MESSAGE } from "../../server/outage-page";
import { loadServerBuild } from "../../server/pages";
import { StaticSite } from "../../server/static-site";
import { MEMBER_PASSWORD, ORIGIN } from "./site";
import { Visitor } from "./visitor";

// The site's database away for a few seconds (decision 281): pages kept for signed-out visitors
// still answer 200; a signed-in member gets a 503 page that asks them to try again (with
// Retry-After), not the sign-in form and not a raw error; /readyz says 503; and within 2 s of
// the database's return everything answers as before. On SQLite the database is made to fail
// by a test seam (every query refused); on PostgreSQL a TCP proxy in front of it is cut (its
// connections dropped, new ones refused) and restored.

interface Outage {
  away(): Promise<void>;
  back(): Promise<void>;
  close(): Promise<void>;
}

/** Refuses every query while `state.away`, as a database that does not answer. */
function refusing(state: { away: boolean }): KyselyPlugin {
  return {
    transformQuery({ node }) {
      if (state.away) throw new Error("SQLITE_IOERR: disk I/O error (the test's outage)");
      return node as RootOperationNode;
    },
    transformResult: async ({ result }) => result,
  };
}

/** A TCP proxy to `target` that can be cut (connections dropped, new ones refused) and restored. */
async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("close", () => sockets.delete(s));
        s.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  };
  await listen();
  const cut = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise((resolve) => s.close(resolve));
  };
  return { port: () => port, cut, restore: listen, close: cut };
}

interface AwaySite {
  visitor(): Visitor;
  member(): Promise<Visitor>;
  outage: Outage;
  close(): Promise<void>;
}

async function openAwaySite(backend: "sqlite" | "postgres"): Promise<AwaySite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pc-away-"));
  const state = { away: false };
  let testDb: TestDatabase | null = null;
  let proxy: Awaited<ReturnType<typeof tcpProxy>> | null = null;
  let serverUrl: string | undefined;
  if (backend === "postgres") {
    testDb = await createTestDatabase("postgres");
    const url = new URL(testDb.url!);
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port());
    serverUrl = url.href;
  }
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    VITE_SITE_URL: ORIGIN,
    DATABASE_URL: serverUrl ?? "",
    REDIS_URL: "",
  };
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const config = loadConfig(env);
    const { app, close } = await createServerApp({
      config,
      site: await StaticSite.load(config.clientDir),
      build: await loadServerBuild(config.serverDir),
      wrapDatabase: (db) => (backend === "sqlite" ? db.withPlugin(refusing(state)) : db),
    });
    // The test's own way to the database, around the proxy.
    const db: Db = await openDatabase({ dataDir, url: testDb?.url });
    const repo = createRepository(db);
    const visitor = () => new Visitor(app, config.siteOrigin);
    return {
      visitor,
      async member() {
        const email = `away.${randomBytes(4).toString("hex")}@example.com`;
        const v = visitor();
        const res = await v.fetch("/api/auth/sign-up/email", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Ava Away", email, password: MEMBER_PASSWORD }),
        });
        if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
        await repo.accountEmails.verify(email);
        return v;
      },
      outage: {
        away: async () => {
          state.away = true;
          await proxy?.cut();
        },
        back: async () => {
          state.away = false;
          await proxy?.restore();
        },
        close: async () => proxy?.close(),
      },
      async close() {
        await close();
        await db.destroy();
        await proxy?.close();
        await testDb?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

const BACKENDS = ["sqlite" as const, ...(TEST_DATABASE_URL ? ["postgres" as const] : [])];

describe.each(BACKENDS)("the database away on %s", (backend) => {
  let site: AwaySite;
  beforeAll(async () => {
    site = await openAwaySite(backend);
  });
  afterAll(() => site?.close());

  it("serves kept pages, asks members to try again, and answers normally within 2 s of its return", async () => {
    const anonymous = site.visitor();
    const kept = await anonymous.get("/vendors");
    expect(kept.status).toBe(200);
    const member = await site.member();
    expect((await member.get("/account")).status).toBe(200);

    await site.outage.away();
    try {
      // A page kept for signed-out visitors answers as before.
      const cached = await site.visitor().get("/vendors");
      expect(cached.status).toBe(200);
      expect(cached.html).toBe(kept.html);

      // A member is asked to try again: no sign-in form, no raw error.
      for (const page of ["/account", "/"]) {
        const res = await member.fetch(page);
        expect(res.status, page).toBe(503);
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(res.headers.get("location")).toBeNull();
        expect(res.headers.get("content-type")).toMatch(/^text\/html/);
        const shown = await member.get(page);
        expect(shown.path).toBe(page);
        expect(shown.text).toContain(OUTAGE_MESSAGE);
        expect(shown.text).toContain("Try again");
        expect(shown.text).not.toMatch(/Sign in to ProcureConnect|Something went wrong/);
      }
      expect((await site.visitor().fetch("/readyz")).status).toBe(503);
    } finally {
      await site.outage.back();
    }

    // Within 2 s of its return, everything answers normally.
    const backAt = Date.now();
    const normal = async () =>
      (await member.fetch("/account")).status === 200 &&
      (await site.visitor().fetch("/vendors")).status === 200 &&
      (await site.visitor().fetch("/readyz")).status === 200;
    while (!(await normal())) {
      expect(Date.now() - backAt).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Date.now() - backAt).toBeLessThan(2_000);
    expect((await member.get("/account")).text).toContain("Ava Away");
  });
});
