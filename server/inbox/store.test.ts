import SQLite from "better-sqlite3";
import { existsSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE, openDatabase, type Db } from "../db/database";
import {
  openTestInstallation,
  testBackends,
  type TestDatabase,
  type TestInstallation,
} from "../db/testing";
import type { DiskFileStore } from "../files/file-store";
import { SHARED_ORPHAN_AGE_MS } from "./attachments";
import { IDEMPOTENCY_KEY_TTL_MS } from "./idempotency";
import { InboxStore, LEGACY_INBOX_FILE } from "./store";
import { newSubmissionId, type CommitResult, type NewSubmission } from "./submissions";

describe.each(testBackends)("on $name", ({ name: backend }) => {
  let installation: TestInstallation;
  let dataDir: string;
  let database: TestDatabase;
  let db: Db;
  let store: InboxStore;
  beforeEach(async () => {
    installation = await openTestInstallation(backend);
    ({ dataDir, database, db } = installation);
    store = await InboxStore.open(db, dataDir);
  });
  afterEach(() => installation.close());

  const storedNames = async () => (await store.files.list()).map((f) => f.name);

  /** The stored submission's summary (the test fails if it was not stored). */
  function storedOf(result: CommitResult) {
    if (result.kind !== "stored") throw new Error(`Not stored: ${result.kind}`);
    return result.summary;
  }

  async function tmpFile(content: string) {
    const file = path.join(store.tmpDir, `${Math.random()}.part`);
    await writeFile(file, content);
    return file;
  }

  /** A job application from "Ada" with a one-byte CV, stored. */
  async function storeApplicationWithCv() {
    const tmpPath = await tmpFile("1");
    const cv = { field: "file", originalName: "cv.pdf", contentType: "application/pdf" };
    return storedOf(
      await store.commit({
        mailbox: "a@b.example",
        form: "job-application",
        fields: [["fullName", "Ada"]],
        attachments: [{ ...cv, size: 1, sha256: "x", tmpPath }],
        mail: false,
      }),
    );
  }

  describe("InboxStore", () => {
    it("commits a submission with its files moved under generated names", async () => {
      const tmpPath = await tmpFile("%PDF-1.4 x");
      const summary = storedOf(
        await store.commit({
          mailbox: "a@b.example",
          form: "job-application",
          fields: [
            ["fullName", "Ada"],
            ["email", "ada@example.com"],
          ],
          attachments: [
            {
              field: "file",
              originalName: "cv.pdf",
              contentType: "application/pdf",
              size: 10,
              sha256: "ab",
              tmpPath,
            },
          ],
          mail: false,
        }),
      );
      const stored = (await store.submission(summary.id))!;
      expect(stored.fields).toEqual([
        { name: "fullName", value: "Ada" },
        { name: "email", value: "ada@example.com" },
      ]);
      expect(stored.mailStatus).toBe("off");
      expect(await readdir(store.tmpDir)).toEqual([]);
      expect(await storedNames()).toEqual([stored.attachments[0]!.storedName]);
      expect(await text(await store.openAttachment(stored.attachments[0]!))).toBe("%PDF-1.4 x");
      expect(await store.findByField("fullName", "Ada")).toEqual([summary.id]);
    });

    it("clears old unfinished uploads and orphan files at start-up, keeping stored ones", async () => {
      const kept = await storeApplicationWithCv();
      const upload = await tmpFile("half an upload");
      await store.files.put("orphan", Readable.from([Buffer.from("moved, never committed")]));
      // Another process's upload still arriving, and a submission it is committing, stay.
      expect(await store.recover()).toEqual({ tmp: 0, orphans: 0 });
      expect(await readdir(store.tmpDir)).toEqual([path.basename(upload)]);
      expect(await store.recover(Date.now() + SHARED_ORPHAN_AGE_MS + 1000)).toEqual({
        tmp: 1,
        orphans: 1,
      });
      expect(await readdir(store.tmpDir)).toEqual([]);
      expect(await storedNames()).toEqual([
        (await store.submission(kept.id))!.attachments[0]!.storedName,
      ]);
    });

    it("keeps a fresh temporary upload at start-up and removes one an hour old", async () => {
      const fresh = await tmpFile("arriving now");
      const old = await tmpFile("left by a crash");
      const hourAgo = new Date(Date.now() - SHARED_ORPHAN_AGE_MS - 1000);
      await utimes(old, hourAgo, hourAgo);
      expect(await store.recover()).toEqual({ tmp: 1, orphans: 0 });
      expect(await readdir(store.tmpDir)).toEqual([path.basename(fresh)]);
    });

    it("activates a pending mailbox only with its token, once", async () => {
      const pending = await store.pendingMailbox("new@corp.example");
      expect(pending.status).toBe("pending");
      expect((await store.pendingMailbox("new@corp.example")).activationToken).toBe(
        pending.activationToken,
      );
      expect(await store.activateByToken("wrong")).toBeUndefined();
      expect((await store.activateByToken(pending.activationToken!))?.status).toBe("active");
      expect(await store.activateByToken(pending.activationToken!)).toBeUndefined();
    });

    it.runIf(backend === "sqlite")(
      "keeps its folders, database and stored files readable by the server's user only",
      async () => {
        const mode = (p: string) => statSync(p).mode & 0o777;
        const summary = await storeApplicationWithCv();
        for (const dir of [dataDir, store.dir, store.filesDir, store.tmpDir]) {
          expect(mode(dir), dir).toBe(0o700);
        }
        for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`]) {
          expect(mode(path.join(dataDir, file)), file).toBe(0o600);
        }
        const stored = (await store.submission(summary.id))!.attachments[0]!;
        expect(mode((store.files as DiskFileStore).pathOf(stored.storedName))).toBe(0o600);
      },
    );

    it("expires pending mailboxes older than a date, keeping active ones and those it is told to", async () => {
      const day = 24 * 60 * 60 * 1000;
      const t0 = new Date("2026-01-01T00:00:00.000Z");
      const old = await store.pendingMailbox("old@corp.example", t0);
      await store.pendingMailbox("configured@corp.example", t0);
      await store.activateMailbox("active@corp.example", t0);
      await store.pendingMailbox("fresh@corp.example", new Date(t0.getTime() + 6 * day));
      expect(await store.pendingCount()).toBe(3);

      const cutoff = new Date(t0.getTime() + day);
      expect((await store.pendingByToken(old.activationToken!))?.address).toBe("old@corp.example");
      expect(await store.expirePending(cutoff, ["configured@corp.example"])).toBe(1);
      expect(await store.pendingByToken(old.activationToken!)).toBeUndefined();
      expect(await store.mailbox("old@corp.example")).toBeUndefined();
      expect((await store.mailboxes()).map((m) => m.address)).toEqual([
        "active@corp.example",
        "configured@corp.example",
        "fresh@corp.example",
      ]);
      expect(await store.pendingCount()).toBe(2);
    });

    it("counts the activation e-mails sent to a mailbox", async () => {
      await store.pendingMailbox("new@corp.example");
      await store.markActivationMailed("new@corp.example");
      await store.markActivationMailed("new@corp.example");
      expect((await store.mailbox("new@corp.example"))!.activationMailCount).toBe(2);
    });

    it("is read by a second connection to the same database, as the command line's", async () => {
      await store.activateMailbox("a@b.example");
      const other = await database.open(dataDir);
      const reader = await InboxStore.open(other, dataDir);
      expect((await reader.mailboxes()).map((m) => m.address)).toEqual(["a@b.example"]);
      await other.destroy();
    });
  });

  describe("InboxStore idempotency keys", () => {
    const submission = (message: string, key: string, fingerprint: string): NewSubmission => ({
      mailbox: "a@b.example",
      form: "contact-vendor",
      fields: [["message", message]],
      attachments: [],
      mail: false,
      idempotency: { key, fingerprint },
    });

    it("stores a submission once per key and mailbox, and names the first for a retry", async () => {
      const first = storedOf(await store.commit(submission("hello", "k1", "f1")));
      expect(await store.repeatOf("a@b.example", { key: "k1", fingerprint: "f1" })).toEqual({
        kind: "repeat",
        submissionId: first.id,
      });
      // A retry that raced the first past the lookup is stopped by the key's uniqueness.
      expect(await store.commit(submission("hello", "k1", "f1"))).toEqual({
        kind: "repeat",
        submissionId: first.id,
      });
      expect(await store.count()).toBe(1);
    });

    it("refuses the same key with other content, and keys are per mailbox", async () => {
      await store.commit(submission("hello", "k1", "f1"));
      expect(await store.commit(submission("other", "k1", "f2"))).toEqual({ kind: "conflict" });
      const elsewhere = await store.commit({
        ...submission("hello", "k1", "f1"),
        mailbox: "c@d.example",
      });
      expect(elsewhere.kind).toBe("stored");
      expect(await store.count()).toBe(2);
    });

    it("removes the files of a retry it did not store", async () => {
      await store.commit(submission("hello", "k1", "f1"));
      const tmpPath = await tmpFile("%PDF-1.4");
      const attachment = {
        field: "file0",
        originalName: "a.pdf",
        contentType: "application/pdf",
        size: 8,
        sha256: "x",
        tmpPath,
      };
      const retry = { ...submission("hello", "k1", "f1"), attachments: [attachment] };
      expect((await store.commit(retry)).kind).toBe("repeat");
      expect(await storedNames()).toEqual([]);
    });

    it("forgets keys after a day", async () => {
      const t0 = new Date("2026-01-01T00:00:00.000Z");
      await store.commit(submission("hello", "k1", "f1"), t0);
      expect(await store.expireIdempotencyKeys(new Date(t0.getTime() + 1000))).toBe(0);
      const later = new Date(t0.getTime() + IDEMPOTENCY_KEY_TTL_MS + 1000);
      expect(await store.expireIdempotencyKeys(later)).toBe(1);
      expect(await store.repeatOf("a@b.example", { key: "k1", fingerprint: "f1" })).toBeNull();
    });
  });
});

describe("InboxStore moving from its own database", () => {
  it("imports the submissions of inbox/inbox.sqlite once and keeps the old file aside", async () => {
    const legacyDir = await mkdtemp(path.join(os.tmpdir(), "inbox-legacy-"));
    try {
      const inboxDir = path.join(legacyDir, "inbox");
      await mkdir(inboxDir, { recursive: true });
      const legacy = new SQLite(path.join(inboxDir, LEGACY_INBOX_FILE));
      legacy.exec(`
        CREATE TABLE mailboxes (address TEXT PRIMARY KEY, status TEXT NOT NULL,
          activation_token TEXT UNIQUE, created_at TEXT NOT NULL, activated_at TEXT,
          activation_mailed_at TEXT);
        CREATE TABLE submissions (id TEXT PRIMARY KEY, mailbox TEXT NOT NULL, form TEXT NOT NULL,
          received_at TEXT NOT NULL, mail_status TEXT NOT NULL, mail_attempts INTEGER NOT NULL
          DEFAULT 0, mail_next_at INTEGER, mail_error TEXT);
        CREATE TABLE submission_fields (submission_id TEXT NOT NULL, position INTEGER NOT NULL,
          name TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (submission_id, position));
        CREATE TABLE attachments (id TEXT PRIMARY KEY, submission_id TEXT NOT NULL,
          position INTEGER NOT NULL, field TEXT NOT NULL, original_name TEXT NOT NULL,
          content_type TEXT NOT NULL, size INTEGER NOT NULL, sha256 TEXT NOT NULL,
          stored_name TEXT NOT NULL UNIQUE);
        INSERT INTO mailboxes VALUES ('a@b.example', 'active', NULL, '2026-01-01', '2026-01-01', NULL);
        INSERT INTO submissions VALUES ('01OLD', 'a@b.example', 'job-application', '2026-01-02',
          'off', 0, NULL, NULL);
        INSERT INTO submission_fields VALUES ('01OLD', 0, 'fullName', 'Ada');
        INSERT INTO attachments VALUES ('f1', '01OLD', 0, 'file', 'cv.pdf', 'application/pdf',
          9, 'abc', 'f1');
      `);
      legacy.close();
      await mkdir(path.join(inboxDir, "files"), { recursive: true });
      await writeFile(path.join(inboxDir, "files", "f1"), "%PDF-1.4\n");

      const legacyDb = await openDatabase({ dataDir: legacyDir });
      const moved = await InboxStore.open(legacyDb, legacyDir);
      const old = (await moved.submission("01OLD"))!;
      expect(old.sender).toBe("Ada");
      expect(old.attachments.map((a) => a.originalName)).toEqual(["cv.pdf"]);
      expect((await moved.mailbox("a@b.example"))?.activationMailCount).toBe(0);
      // The file stays where it was, and is not taken for an orphan.
      expect(await moved.recover()).toEqual({ tmp: 0, orphans: 0 });
      expect(existsSync(path.join(inboxDir, LEGACY_INBOX_FILE))).toBe(false);
      expect(existsSync(path.join(inboxDir, `${LEGACY_INBOX_FILE}.imported`))).toBe(true);
      // A second start finds nothing more to import.
      await InboxStore.open(legacyDb, legacyDir);
      expect(await moved.count()).toBe(1);
      await legacyDb.destroy();
    } finally {
      await rm(legacyDir, { recursive: true, force: true });
    }
  });
});

describe("newSubmissionId", () => {
  it("sorts by time", () => {
    const a = newSubmissionId(1_700_000_000_000);
    const b = newSubmissionId(1_700_000_000_001);
    expect(a < b).toBe(true);
    expect(a).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});
