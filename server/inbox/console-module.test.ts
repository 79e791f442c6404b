import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "../../app/domain/actor";
import { contentDisposition } from "../../app/lib/download";
import { openDatabase, type Db } from "../db/database";
import { createConsoleModule, type ConsoleModule } from "./console-module";
import { InboxStore } from "./store";

// Who gets an inbox attachment, and the console's handling of submissions.

const OWNER: Actor = { id: "u-owner", isOperator: false };
const OTHER: Actor = { id: "u-other", isOperator: false };
const OPERATOR: Actor = { id: "u-op", isOperator: true };
const ACTORS: Record<string, Actor> = { owner: OWNER, other: OTHER, operator: OPERATOR };

let dataDir: string;
let db: Db;
let store: InboxStore;
let module: ConsoleModule;
let app: Hono;

const as = (who: keyof typeof ACTORS | null, url: string) =>
  app.request(url, { headers: who ? { "x-test-actor": who } : {} });

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "console-test-"));
  db = await openDatabase({ dataDir });
  store = await InboxStore.open(db, dataDir);
  module = createConsoleModule({
    store,
    actorFor: async (request) => ACTORS[request.headers.get("x-test-actor") ?? ""] ?? null,
  });
  app = new Hono();
  module.mount(app);
});
afterEach(async () => {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

describe("who gets an inbox attachment", () => {
  it("gives it to operators only, as a download", async () => {
    const tmpPath = path.join(store.tmpDir, "cv.part");
    await writeFile(tmpPath, "%PDF-1.7 cv");
    const result = await store.commit({
      mailbox: "a@b.example",
      form: "job-application",
      fields: [["fullName", "Ada"]],
      attachments: [
        {
          field: "file",
          originalName: "Ada's CV é.pdf",
          contentType: "application/pdf",
          size: 11,
          sha256: "x",
          tmpPath,
        },
      ],
      mail: false,
    });
    if (result.kind !== "stored") throw new Error(result.kind);
    const [attachment] = (await store.submission(result.summary.id))!.attachments;
    const url = `/admin/inbox/files/${attachment!.id}`;
    for (const who of [null, "owner", "other"] as const) {
      expect((await as(who, url)).status).toBe(404);
    }
    const answer = await as("operator", url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe(contentDisposition("Ada's CV é.pdf"));
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Ada's CV _\.pdf"/,
    );
    expect(answer.headers.get("content-type")).toBe("application/octet-stream");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await answer.text()).toBe("%PDF-1.7 cv");
    expect((await as("operator", "/admin/inbox/files/nope")).status).toBe(404);
  });

  it("marks a submission handled, and new again", async () => {
    const result = await store.commit({
      mailbox: "a@b.example",
      form: "contact-vendor",
      fields: [["name", "Bo"]],
      attachments: [],
      mail: false,
    });
    if (result.kind !== "stored") throw new Error(result.kind);
    expect(await module.inbox.markHandled(result.summary.id, OPERATOR.id)).toBe(true);
    expect((await module.inbox.submission(result.summary.id))?.handledAt).not.toBeNull();
    await module.inbox.markHandled(result.summary.id, null);
    expect((await module.inbox.list({ limit: 10, offset: 0 }))[0]?.handledAt).toBeNull();
    expect(await module.inbox.count({ form: "job-application" })).toBe(0);
  });
});
