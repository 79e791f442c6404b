import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { loadConfig } from "../../server/config";
import { openDatabase, type Db } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../server/db/testing";
import { createServerApp } from "../../server/index";
import { loadServerBuild } from "../../server/pages";
import { StaticSite } from "../../server/static-site";
import { Visitor } from "./visitor";

// The whole site as `npm start` serves it (the production build, our server, a fresh data
// folder), driven in process through its request handler: the flows' tests (README, Tests) sign
// up, post forms and follow redirects with a cookie jar, as a browser without JavaScript would.

export const ORIGIN = "http://procure.test";

export type Backend = "sqlite" | "postgres";

/** The backends the flows run on: SQLite always, PostgreSQL + Redis when they answer here. */
export const BACKENDS: Backend[] = [
  "sqlite",
  ...(TEST_DATABASE_URL && process.env.TEST_REDIS_URL ? ["postgres" as const] : []),
];

export interface Site {
  backend: Backend;
  /** A visitor with an empty cookie jar. */
  visitor(): Visitor;
  /** A new member, signed up through the accounts' API and signed in in a visitor of their own. */
  member(name: string): Promise<Visitor & { email: string; name: string }>;
  /** A new member made an operator (as `npm run admin -- grant` does), signed in. */
  operator(name?: string): Promise<Visitor & { email: string; name: string }>;
  /** The site's database, as the operators' command opens it. */
  db: Db;
  close(): Promise<void>;
}

export const MEMBER_PASSWORD = "correct horse battery";

/** Opens a site on a fresh data folder (and, on PostgreSQL, a schema and Redis keys of its own). */
export async function openSite(
  backend: Backend = "sqlite",
  env: Record<string, string> = {},
): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pc-flows-"));
  let testDb: TestDatabase | null = null;
  const backendEnv: Record<string, string> = {};
  if (backend === "postgres") {
    testDb = await createTestDatabase("postgres");
    backendEnv.DATABASE_URL = testDb.url!;
    backendEnv.REDIS_URL = process.env.TEST_REDIS_URL!;
    backendEnv.REDIS_PREFIX = `flows-${randomBytes(4).toString("hex")}:`;
  }
  const settings = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    VITE_SITE_URL: ORIGIN,
    ...backendEnv,
    ...env,
  };
  // The server reads a few settings from the process's environment as it starts.
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  try {
    const config = loadConfig(settings);
    const { app, close } = await createServerApp({
      config,
      site: await StaticSite.load(config.clientDir),
      build: await loadServerBuild(config.serverDir),
    });
    const db = await openDatabase({ dataDir, url: backendEnv.DATABASE_URL });
    const repo = createRepository(db);
    const visitor = () => new Visitor(app, ORIGIN);
    const member = async (name: string) => {
      const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${randomBytes(4).toString("hex")}@example.com`;
      const v = visitor();
      const res = await v.fetch("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, email, password: MEMBER_PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
      await repo.accountEmails.verify(email);
      return Object.assign(v, { email, name });
    };
    return {
      backend,
      visitor,
      member,
      async operator(name = "Olive Operator") {
        const m = await member(name);
        await repo.operators.grant(m.email);
        return m;
      },
      db,
      async close() {
        await db.destroy();
        await close();
        await testDb?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}
