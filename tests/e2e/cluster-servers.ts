import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startOwnServer, type OwnServer } from "./own-server";

// Several servers of the production build sharing one PostgreSQL database (made for the test,
// dropped after) and one Redis (under a key prefix of the test's own), as behind a proxy.

export interface Cluster {
  databaseUrl: string;
  servers: OwnServer[];
  /** `npm run inbox -- <args>` as an operator runs it next to any of the servers. */
  inbox(...args: string[]): string;
  stop(): Promise<void>;
}

async function admin(databaseUrl: string, text: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function startCluster(
  ports: number[],
  env: Record<string, string> = {},
): Promise<Cluster> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `pc_cluster_${randomBytes(5).toString("hex")}`;
  await admin(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_PREFIX: `${name}:`,
    ...env,
  };
  // All at once, as after a deployment: the migrations must still run once.
  // With WEB_CONCURRENCY, the first process prepares the database before the others start.
  const startMs = Number(env.WEB_CONCURRENCY ?? "1") > 1 ? 90_000 : undefined;
  const servers = await Promise.all(
    ports.map((port) => startOwnServer({ ...shared, PORT: String(port) }, startMs)),
  );
  return {
    databaseUrl,
    servers,
    inbox: (...args) =>
      execFileSync(process.execPath, ["build/server-app/inbox.js", ...args], {
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: servers[1]!.dataDir },
        encoding: "utf8",
      }),
    async stop() {
      await Promise.all(servers.map((s) => s.stop()));
      await admin(base, `drop database if exists ${name} with (force)`);
    },
  };
}
