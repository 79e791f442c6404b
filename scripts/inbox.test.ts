import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/database";
import { InboxStore } from "../server/inbox/store";

// The inbox command prints what visitors typed: hidden characters must come out visible. The
// submission is written straight into the store, as one stored before C1 controls were refused
// would be.

const RLO = "\u202e";
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "inbox-cli-"));
  const db = await openDatabase({ dataDir });
  const store = await InboxStore.open(db, dataDir);
  await store.commit({
    mailbox: "applications@procureconnect.example",
    form: "contact-vendor",
    fields: [
      ["name", `Mallory ${RLO}gnp.exe`],
      ["email", "m@example.com"],
      ["message", "line one\nclear screen \u001b[2J and \u009b31m red\nend"],
    ],
    attachments: [],
    mail: false,
  });
  await db.destroy();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const inbox = (...args: string[]) =>
  execFileSync(process.execPath, ["--import", "tsx", "scripts/inbox.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });

describe("npm run inbox", () => {
  it("shows a submission's bidi and control characters as codes, keeping its lines", () => {
    const out = inbox("show", "latest");
    expect(out).not.toMatch(HIDDEN);
    expect(out).toContain("name: Mallory <U+202E>gnp.exe");
    expect(out).toContain("  clear screen <U+001B>[2J and <U+009B>31m red\n  end");
  });

  it("lists senders the same way", () => {
    const out = inbox("list");
    expect(out).not.toMatch(HIDDEN);
    expect(out).toContain("Mallory <U+202E>gnp.exe m@example.com");
  });

  it("writes JSON with those characters escaped, parsing back to what was stored", () => {
    const out = inbox("show", "latest", "--json");
    expect(out).not.toMatch(HIDDEN);
    const parsed = JSON.parse(out) as { fields: { name: string; value: string }[] };
    expect(parsed.fields[0]!.value).toBe(`Mallory ${RLO}gnp.exe`);
  });
}, 30_000);
