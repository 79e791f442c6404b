import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openAccounts, type Accounts } from "./accounts";

const SITE = "http://localhost:3000";
const SECRET = "a-test-secret-that-is-long-enough-000";

let dir: string;
let open: Accounts[] = [];

const start = () =>
  openAccounts({ dataDir: dir, secret: SECRET, siteOrigin: SITE, trustedOrigins: () => [SITE] });

afterEach(() => {
  for (const accounts of open) accounts.close();
  open = [];
  rmSync(dir, { recursive: true, force: true });
});

describe("the accounts database", () => {
  it("fsyncs every commit (synchronous=FULL), also after a restart on an existing WAL database", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "pc-accounts-"));
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
});
