import { Hono } from "hono";
import { sql } from "kysely";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPostgres, type Db } from "../../../../server/db/database";
import { createTestDatabase, testBackends, type TestDatabase } from "../../../../server/db/testing";
import { createAuthModule, type AuthModule } from "./auth-module.server";

// Passkeys are each member's own (docs/decisions/422): another member cannot remove one by its
// id; joining is the log's first sign-in (docs/decisions/460). On either database.

const SITE = "http://localhost:3000";
const PASSWORD = "correct horse battery";
let ip = 0;

describe.each(testBackends)("passkeys and the security log on $name", ({ name: backend }) => {
  let dir: string;
  let database: TestDatabase;
  let db: Db;
  let module: AuthModule;
  let app: Hono;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "pc-passkey-"));
    database = await createTestDatabase(backend);
    db = await database.open(dir);
    module = await createAuthModule({
      config: { dataDir: dir, siteOrigin: SITE, trustProxy: true },
      db,
      signUpLimits: null,
    });
    app = new Hono();
    module.mount(app);
  });
  afterAll(async () => {
    await module.close?.();
    await db?.destroy();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Joins through the API; the member's cookie headers and account id. */
  async function join(name: string) {
    const email = `${name.split(" ")[0]!.toLowerCase()}.${randomUUID()}@example.com`;
    const res = await app.request(
      `${SITE}/api/auth/sign-up/email`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: SITE,
          "user-agent": "Mozilla/5.0 Firefox/140.0",
        },
        body: JSON.stringify({ name, email, password: PASSWORD }),
      },
      { incoming: { socket: { remoteAddress: `10.78.${++ip}.1` } } },
    );
    expect(res.status).toBe(200);
    const { rows } = await sql<{
      id: string;
    }>`select id from "user" where email = ${email}`.execute(db);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { id: rows[0]!.id, headers: new Headers({ cookie }) };
  }

  /** A passkey row as the plugin stores one (the authenticator's ceremony is the browser's). */
  async function passkeyOf(userId: string): Promise<string> {
    const id = randomUUID();
    const backedUp = isPostgres(db) ? sql`false` : sql`0`;
    const createdAt = isPostgres(db) ? sql`now()` : sql`${new Date().toISOString()}`;
    await sql`insert into passkey (id, name, "publicKey", "userId", "credentialID", counter, "deviceType", "backedUp", "createdAt")
      values (${id}, ${"Work laptop"}, ${"pk"}, ${userId}, ${randomUUID()}, ${0}, ${"singleDevice"}, ${backedUp}, ${createdAt})`.execute(
      db,
    );
    return id;
  }

  it("one member cannot remove another member's passkey; the owner can", async () => {
    const owner = await join("Pia Passkey");
    const other = await join("Oscar Other");
    const id = await passkeyOf(owner.id);
    expect((await module.passkeys(owner.headers))?.map((p) => p.id)).toEqual([id]);

    expect(await module.removePasskey(other.headers, id)).toBe(false);
    expect((await module.passkeys(owner.headers))?.map((p) => p.id)).toEqual([id]);
    expect((await module.securityLog(other.headers))?.map((e) => e.kind)).not.toContain(
      "passkey-removed",
    );
    // Signed out, nothing is removed either.
    expect(await module.removePasskey(new Headers(), id)).toBe(false);

    expect(await module.removePasskey(owner.headers, id)).toBe(true);
    expect(await module.passkeys(owner.headers)).toEqual([]);
    expect((await module.securityLog(owner.headers))?.map((e) => e.kind)).toContain(
      "passkey-removed",
    );
  });

  it("logs joining as the member's first sign-in, with the browser", async () => {
    const member = await join("Jona Joined");
    const log = await module.securityLog(member.headers);
    expect(log).toEqual([expect.objectContaining({ kind: "joined", browser: "Firefox" })]);
  });
});
