import SQLite from "better-sqlite3";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_FILE, openDatabase, type Db } from "../../../server/db/database";
import { IMPORTED_SUFFIX } from "../../../server/db/legacy-import";
import { LEGACY_AUTH_DB_FILE, openAccounts } from "./library.server";

const SITE = "http://localhost:3000";
const SECRET = "a-test-secret-that-is-long-enough-000";

let root: string;
let dir: string;
let open: Db[] = [];

async function start() {
  const db = await openDatabase({ dataDir: dir });
  open.push(db);
  const accounts = await openAccounts({
    db,
    dataDir: dir,
    secret: SECRET,
    siteOrigin: SITE,
    trustedOrigins: () => [SITE],
  });
  return { db, accounts };
}

afterEach(async () => {
  for (const db of open) await db.destroy();
  open = [];
  rmSync(root, { recursive: true, force: true });
});

const pragma = async (db: Db, name: string) =>
  Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as object)[0];

describe("the accounts in the site's database", () => {
  it("keeps users and sessions in the site's database, fsyncing every commit, also after a restart", async () => {
    root = dir = mkdtempSync(path.join(tmpdir(), "pc-accounts-"));
    const first = await start();
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('user', 'session')
      ORDER BY name`.execute(first.db);
    expect(rows.map((r) => r.name)).toEqual(["session", "user"]);
    expect(existsSync(path.join(dir, LEGACY_AUTH_DB_FILE))).toBe(false);
    expect(await pragma(first.db, "journal_mode")).toBe("wal");
    expect(await pragma(first.db, "synchronous")).toBe(2);
    await first.db.destroy();
    open = [];

    const restarted = await start();
    expect(await pragma(restarted.db, "synchronous")).toBe(2);
  });

  it("starts when the server processes of one installation make its tables at the same moment", async () => {
    // WEB_CONCURRENCY on SQLite: each process found the tables missing, and all but one then
    // stopped on "table … already exists".
    root = dir = mkdtempSync(path.join(tmpdir(), "pc-accounts-"));
    await openDatabase({ dataDir: dir }).then((db) => db.destroy());
    const started = await Promise.all([1, 2, 3].map(() => start()));
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'verification'`.execute(
      started[0]!.db,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("creates the data folder 0700 and the database (password hashes, sessions) 0600", async () => {
    root = mkdtempSync(path.join(tmpdir(), "pc-accounts-"));
    dir = path.join(root, "data");
    await start();
    const mode = (p: string) => statSync(p).mode & 0o777;
    expect(mode(dir)).toBe(0o700);
    for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`]) {
      expect(mode(path.join(dir, file)), file).toBe(0o600);
    }
  });

  it("moves in the members of an earlier auth.sqlite, who stay signed in", async () => {
    root = dir = mkdtempSync(path.join(tmpdir(), "pc-accounts-"));
    const legacyFile = path.join(dir, LEGACY_AUTH_DB_FILE);
    const legacy = new SQLite(legacyFile);
    const legacyOptions = {
      baseURL: SITE,
      basePath: "/api/auth",
      secret: SECRET,
      database: legacy,
      emailAndPassword: { enabled: true },
      advanced: { cookiePrefix: "procureconnect" },
    };
    await (await getMigrations(legacyOptions)).runMigrations();
    const before = betterAuth(legacyOptions);
    const joined = await before.api.signUpEmail({
      body: { name: "Ada Lovelace", email: "ada@example.com", password: "correct horse 1" },
      asResponse: true,
    });
    const cookie = joined.headers.get("set-cookie")!.split(";")[0]!;
    legacy.close();

    const { accounts } = await start();
    const session = await accounts.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe("ada@example.com");
    const signedIn = await accounts.auth.api.signInEmail({
      body: { email: "ada@example.com", password: "correct horse 1" },
    });
    expect(signedIn.user.name).toBe("Ada Lovelace");
    expect(existsSync(legacyFile)).toBe(false);
    expect(existsSync(legacyFile + IMPORTED_SUFFIX)).toBe(true);
  });
});
