import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_DB_FILE, openAccounts, type Accounts } from "./accounts";

const SITE = "http://localhost:3000";
const SECRET = "a-test-secret-that-is-long-enough-000";

let root: string;
let dir: string;
let open: Accounts[] = [];

const start = () =>
  openAccounts({ dataDir: dir, secret: SECRET, siteOrigin: SITE, trustedOrigins: () => [SITE] });

afterEach(() => {
  for (const accounts of open) accounts.close();
  open = [];
  rmSync(root, { recursive: true, force: true });
});

describe("the accounts database", () => {
  it("fsyncs every commit (synchronous=FULL), also after a restart on an existing WAL database", async () => {
    root = dir = mkdtempSync(path.join(tmpdir(), "pc-accounts-"));
    const first = await start();
    open.push(first);
    expect(first.database.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(first.database.pragma("synchronous", { simple: true })).toBe(2);
    first.close();
    open = [];

    const restarted = await start();
    open.push(restarted);
    expect(restarted.database.pragma("synchronous", { simple: true })).toBe(2);
  });

  it("creates the data folder 0700 and the database (password hashes, sessions) 0600", async () => {
    root = mkdtempSync(path.join(tmpdir(), "pc-accounts-"));
    dir = path.join(root, "data");
    open.push(await start());
    const mode = (p: string) => statSync(p).mode & 0o777;
    expect(mode(dir)).toBe(0o700);
    for (const file of [AUTH_DB_FILE, `${AUTH_DB_FILE}-wal`, `${AUTH_DB_FILE}-shm`]) {
      expect(mode(path.join(dir, file)), file).toBe(0o600);
    }
  });
});
