import { statSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InboxStore, newSubmissionId } from "./store";

let dataDir: string;
let store: InboxStore;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "inbox-store-"));
  store = InboxStore.open(dataDir);
});
afterEach(async () => {
  store.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function tmpFile(content: string) {
  const file = path.join(store.tmpDir, `${Math.random()}.part`);
  await writeFile(file, content);
  return file;
}

describe("InboxStore", () => {
  it("commits a submission with its files moved under generated names", async () => {
    const tmpPath = await tmpFile("%PDF-1.4 x");
    const summary = store.commit({
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
    });
    const stored = store.submission(summary.id)!;
    expect(stored.fields).toEqual([
      { name: "fullName", value: "Ada" },
      { name: "email", value: "ada@example.com" },
    ]);
    expect(stored.mailStatus).toBe("off");
    expect(await readdir(store.tmpDir)).toEqual([]);
    expect(await readdir(store.filesDir)).toEqual([stored.attachments[0]!.storedName]);
    expect(store.findByField("fullName", "Ada")).toEqual([summary.id]);
  });

  it("clears unfinished uploads and orphan files at start-up, keeping stored ones", async () => {
    const kept = store.commit({
      mailbox: "a@b.example",
      form: "job-application",
      fields: [["fullName", "Ada"]],
      attachments: [
        {
          field: "file",
          originalName: "cv.pdf",
          contentType: "application/pdf",
          size: 1,
          sha256: "x",
          tmpPath: await tmpFile("1"),
        },
      ],
      mail: false,
    });
    await tmpFile("half an upload");
    await writeFile(path.join(store.filesDir, "orphan"), "moved, never committed");
    expect(store.recover()).toEqual({ tmp: 1, orphans: 1 });
    expect(await readdir(store.filesDir)).toEqual([
      store.submission(kept.id)!.attachments[0]!.storedName,
    ]);
  });

  it("activates a pending mailbox only with its token, once", () => {
    const pending = store.pendingMailbox("new@corp.example");
    expect(pending.status).toBe("pending");
    expect(store.pendingMailbox("new@corp.example").activationToken).toBe(pending.activationToken);
    expect(store.activateByToken("wrong")).toBeUndefined();
    expect(store.activateByToken(pending.activationToken!)?.status).toBe("active");
    expect(store.activateByToken(pending.activationToken!)).toBeUndefined();
  });

  it("keeps its folders, database and stored files readable by the server's user only", async () => {
    const mode = (p: string) => statSync(p).mode & 0o777;
    const summary = store.commit({
      mailbox: "a@b.example",
      form: "job-application",
      fields: [["fullName", "Ada"]],
      attachments: [
        {
          field: "file",
          originalName: "cv.pdf",
          contentType: "application/pdf",
          size: 1,
          sha256: "x",
          tmpPath: await tmpFile("1"),
        },
      ],
      mail: false,
    });
    for (const dir of [dataDir, store.dir, store.filesDir, store.tmpDir]) {
      expect(mode(dir), dir).toBe(0o700);
    }
    for (const file of ["inbox.sqlite", "inbox.sqlite-wal", "inbox.sqlite-shm"]) {
      expect(mode(path.join(store.dir, file)), file).toBe(0o600);
    }
    const stored = store.submission(summary.id)!.attachments[0]!;
    expect(mode(store.attachmentPath(stored))).toBe(0o600);
  });

  it("expires pending mailboxes older than a date, keeping active ones and those it is told to", () => {
    const day = 24 * 60 * 60 * 1000;
    const t0 = new Date("2026-01-01T00:00:00.000Z");
    const old = store.pendingMailbox("old@corp.example", t0);
    store.pendingMailbox("configured@corp.example", t0);
    store.activateMailbox("active@corp.example", t0);
    store.pendingMailbox("fresh@corp.example", new Date(t0.getTime() + 6 * day));
    expect(store.pendingCount()).toBe(3);

    const cutoff = new Date(t0.getTime() + day);
    expect(store.pendingByToken(old.activationToken!)?.address).toBe("old@corp.example");
    expect(store.expirePending(cutoff, ["configured@corp.example"])).toBe(1);
    expect(store.pendingByToken(old.activationToken!)).toBeUndefined();
    expect(store.mailbox("old@corp.example")).toBeUndefined();
    expect(store.mailboxes().map((m) => m.address)).toEqual([
      "active@corp.example",
      "configured@corp.example",
      "fresh@corp.example",
    ]);
    expect(store.pendingCount()).toBe(2);
  });

  it("counts the activation e-mails sent to a mailbox", () => {
    store.pendingMailbox("new@corp.example");
    store.markActivationMailed("new@corp.example");
    store.markActivationMailed("new@corp.example");
    expect(store.mailbox("new@corp.example")!.activationMailCount).toBe(2);
  });

  it("reopens read-only for the command line", () => {
    store.activateMailbox("a@b.example");
    const reader = InboxStore.open(dataDir, { readonly: true });
    expect(reader.mailboxes().map((m) => m.address)).toEqual(["a@b.example"]);
    reader.close();
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
