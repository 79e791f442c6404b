import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterEach, describe, expect, it } from "vitest";
import { createAccountTables, openAccounts } from "../../app/domains/accounts/index.server";
import { InboxStore } from "../inbox/store";
import type { Db } from "./database";
import { seedSampleData } from "./seed";
import { openTestInstallation, TEST_DATABASE_URL } from "./testing";
import { exportInstallation, importInstallation, type Manifest } from "./transfer";

const SITE = "http://localhost:3000";
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function installation(backend: "sqlite" | "postgres") {
  const opened = await openTestInstallation(backend);
  cleanup.push(() => opened.close());
  return opened;
}

const folder = async () => {
  const dir = path.join(await mkdtemp(path.join(os.tmpdir(), "pc-export-")), "export");
  cleanup.push(() => rm(path.dirname(dir), { recursive: true, force: true }));
  return dir;
};

/** A SQLite installation with the sample data, a member and a job application with a CV. */
async function populated(cv: Buffer) {
  const source = await installation("sqlite");
  await seedSampleData(source.db);
  const { auth } = await openAccounts({
    db: source.db,
    dataDir: source.dataDir,
    secret: "a-test-secret-that-is-long-enough-000",
    siteOrigin: SITE,
    trustedOrigins: () => [SITE],
  });
  await auth.api.signUpEmail({
    body: { name: "Ada Lovelace", email: "ada@example.com", password: "correct horse battery" },
  });
  const store = await InboxStore.open(source.db, source.dataDir);
  const tmpPath = path.join(store.tmpDir, "cv.part");
  await writeFile(tmpPath, cv);
  await store.commit({
    mailbox: "jobs@example.com",
    form: "job-application",
    fields: [["fullName", "Ada Lovelace"]],
    attachments: [
      {
        field: "file",
        originalName: "cv.pdf",
        contentType: "application/pdf",
        size: cv.length,
        sha256: "recorded",
        tmpPath,
      },
    ],
    mail: false,
  });
  return source;
}

const counts = (m: Manifest) =>
  Object.fromEntries(Object.entries(m.tables).map(([t, e]) => [t, e.rows]));
const contents = (m: Manifest) =>
  Object.fromEntries(Object.entries(m.tables).map(([t, e]) => [t, e.contentSha256]));
const files = (m: Manifest) => m.files.map((f) => `${f.area}/${f.name} ${f.size} ${f.sha256}`);

async function importInto(backend: "sqlite" | "postgres", dir: string) {
  const target = await installation(backend);
  await createAccountTables(target.db, SITE);
  await importInstallation(target.db, target.dataDir, dir);
  return target;
}

async function cvOf(db: Db, dataDir: string) {
  const store = await InboxStore.open(db, dataDir);
  const [latest] = await store.list({ limit: 1 });
  const submission = (await store.submission(latest!.id))!;
  return buffer(await store.openAttachment(submission.attachments[0]!));
}

describe("export and import of a whole installation", () => {
  it("moves every table and file to a new SQLite installation, verified by counts and SHA-256", async () => {
    const cv = randomBytes(700_000);
    const source = await populated(cv);
    const first = await folder();
    const exported = await exportInstallation(source.db, source.dataDir, first);
    expect(exported.tables.vendors!.rows).toBeGreaterThan(0);
    expect(exported.tables.user!.rows).toBe(1);
    expect(exported.files).toHaveLength(1);

    const target = await importInto("sqlite", first);
    const again = await exportInstallation(target.db, target.dataDir, await folder());
    expect(counts(again)).toEqual(counts(exported));
    expect(contents(again)).toEqual(contents(exported));
    expect(files(again)).toEqual(files(exported));
    expect((await cvOf(target.db, target.dataDir)).equals(cv)).toBe(true);
  });

  it("refuses a target that already has data, and a folder that was changed", async () => {
    const source = await populated(randomBytes(10));
    const dir = await folder();
    await exportInstallation(source.db, source.dataDir, dir);
    await expect(importInstallation(source.db, source.dataDir, dir)).rejects.toThrow(/not empty/);
    await writeFile(path.join(dir, "tables", "vendors.jsonl"), "{}\n", { flag: "a" });
    const target = await installation("sqlite");
    await createAccountTables(target.db, SITE);
    await expect(importInstallation(target.db, target.dataDir, dir)).rejects.toThrow(/manifest/);
  });

  it.runIf(TEST_DATABASE_URL)(
    "moves SQLite to PostgreSQL and back with the same counts, rows and files",
    async () => {
      const cv = randomBytes(600_000);
      const source = await populated(cv);
      const fromSqlite = await folder();
      const original = await exportInstallation(source.db, source.dataDir, fromSqlite);

      const pg = await importInto("postgres", fromSqlite);
      expect((await cvOf(pg.db, pg.dataDir)).equals(cv)).toBe(true);
      const fromPostgres = await folder();
      const viaPostgres = await exportInstallation(pg.db, pg.dataDir, fromPostgres);
      expect(viaPostgres.from).toBe("postgres");
      expect(counts(viaPostgres)).toEqual(counts(original));
      expect(contents(viaPostgres)).toEqual(contents(original));
      expect(files(viaPostgres)).toEqual(files(original));

      const back = await importInto("sqlite", fromPostgres);
      const roundTrip = await exportInstallation(back.db, back.dataDir, await folder());
      expect(counts(roundTrip)).toEqual(counts(original));
      expect(contents(roundTrip)).toEqual(contents(original));
      expect(files(roundTrip)).toEqual(files(original));
      expect((await cvOf(back.db, back.dataDir)).equals(cv)).toBe(true);
    },
    // Three whole installations written and read (6 s here; over 20 s in a loaded full run).
    60_000,
  );
});
