import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { connect, type AddressInfo, type Socket } from "node:net";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_REQUEST_BYTES } from "../app/domain/form-rules";
import { readFormData } from "../app/lib/form-data.server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import type { Db } from "./db/database";
import { openMemoryDatabase } from "./db/testing";
import { serveApp } from "./http-server";
import { MAX_PAGE_POST_BYTES, pagePosts } from "./page-posts";
import { DEFAULT_MAIL_FROM, type InboxOptions } from "./inbox/config";
import { createInboxModule, type InboxModule } from "./inbox/inbox-module";
import type { LoadContext } from "./load-context";
import { mountPages } from "./pages";

// The form pages' posts are read by the inbox before React Router parses them: a body over the
// limit is refused before it is buffered (the page's own 413), a slow one at the inbox's pace
// (408), each post takes an upload slot and counts against the rate limit, refused or not.

let db: Db;
let inbox: InboxModule;
let dataDir: string;
afterEach(async () => {
  await inbox?.close();
  await db?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** What the stand-in for React Router saw: each request it rendered and what its form read as. */
interface Seen {
  path: string;
  form: string;
}

/** A forms inbox on a fresh database and data folder (closed after each test). */
async function openInbox(overrides: Partial<InboxOptions> = {}) {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "page-posts-"));
  db = await openMemoryDatabase();
  inbox = await createInboxModule(
    {
      dataDir,
      activeMailboxes: [],
      requireActivation: false,
      ratePerMinute: 0,
      smtpUrl: null,
      mailFrom: DEFAULT_MAIL_FROM,
      publicUrl: "http://site.example",
      trustProxy: false,
      log: () => {},
      ...overrides,
    },
    db,
  );
  return inbox;
}

async function pagesWithInbox(overrides: Partial<InboxOptions> = {}) {
  await openInbox(overrides);
  const seen: Seen[] = [];
  const app = new Hono();
  mountPages(app, {
    cache: null,
    hasSession: () => false,
    context: async () => ({}) as LoadContext,
    csp: { scriptOrigins: [], connectOrigins: [], frameOrigins: [], imageOrigins: [] },
    readPost: pagePosts(inbox),
    render: async (request) => {
      const data = await readFormData(request);
      const form = typeof data === "string" ? data : String(data.get("message"));
      seen.push({ path: new URL(request.url).pathname, form });
      return new Response(form, { status: data === "too-large" ? 413 : 200 });
    },
  });
  return { app, seen };
}

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
const post = (app: Hono, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(`http://site.example${path}`, {
    method: "POST",
    headers: { ...urlencoded, ...headers },
    body,
    duplex: "half",
  } as RequestInit);

/** A body of `chunks` MB, arriving as fast as it is read, without a declared length. */
function megabytes(chunks: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ === chunks) controller.close();
      else controller.enqueue(new Uint8Array(1024 * 1024));
    },
  });
}

/** A body that sends one byte and then nothing more. */
function stalled(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("m"));
    },
  });
}

describe("posts to the form pages", () => {
  it("reach the page with their form, read within the limits, as every other page's post", async () => {
    const { app, seen } = await pagesWithInbox();
    for (const path of ["/jobs/j1/apply", "/vendors/acme/contact", "/vendors/acme/quote.data"]) {
      const res = await post(app, path, "message=Hello");
      expect(res.status, path).toBe(200);
    }
    expect((await post(app, "/vendors/register", "message=Other")).status).toBe(200);
    expect(seen.map((s) => s.form)).toEqual(["Hello", "Hello", "Hello", "Other"]);
  });

  it("refuse a body declared over the limit before reading it, with the page's own 413", async () => {
    const { app, seen } = await pagesWithInbox();
    const res = await post(app, "/jobs/j1/apply", "message=Hi", {
      "Content-Length": String(MAX_REQUEST_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(seen).toEqual([{ path: "/jobs/j1/apply", form: "too-large" }]);
  });

  it("stop reading a body without a declared length once it passes the limit", async () => {
    const { app, seen } = await pagesWithInbox();
    const chunks = Math.ceil(MAX_REQUEST_BYTES / (1024 * 1024)) + 20;
    const res = await post(app, "/vendors/acme/quote", megabytes(chunks));
    expect(res.status).toBe(413);
    expect(seen).toEqual([{ path: "/vendors/acme/quote", form: "too-large" }]);
  });

  it("answer 408 to a body that stalls, at the inbox's pace", async () => {
    const { app, seen } = await pagesWithInbox({
      pace: { timeoutMs: 5000, minBytesPerSecond: 1000, windowMs: 200 },
    });
    const started = Date.now();
    const res = await post(app, "/vendors/acme/contact", stalled());
    expect(res.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen).toEqual([]);
  });

  it("count every post against the rate limit, refused ones too", async () => {
    const { app, seen } = await pagesWithInbox({ ratePerMinute: 2 });
    const tooLarge = { "Content-Length": String(MAX_REQUEST_BYTES + 1) };
    expect((await post(app, "/jobs/j1/apply", "message=Hi", tooLarge)).status).toBe(413);
    expect((await post(app, "/jobs/j1/apply", "message=Hi")).status).toBe(200);
    const limited = await post(app, "/jobs/j1/apply", "message=Hi");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(seen).toHaveLength(2);
  });

  it("take one of the client's upload slots while the body arrives", async () => {
    const { app } = await pagesWithInbox({
      uploadSlots: { perClient: 1, total: 32 },
      pace: { timeoutMs: 5000, minBytesPerSecond: 1000, windowMs: 500 },
    });
    const slow = post(app, "/jobs/j1/apply", stalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inbox.uploads.count()).toBe(1);
    const second = await post(app, "/vendors/acme/contact", "message=Hi");
    expect(second.status).toBe(429);
    expect((await slow).status).toBe(408);
    expect(inbox.uploads.count()).toBe(0);
    expect((await post(app, "/vendors/acme/contact", "message=Hi")).status).toBe(200);
  });
});

describe("posts to every page", () => {
  it("meet the form pages' limits however the path is spelled: case or percent-encoding", async () => {
    const { app, seen } = await pagesWithInbox({ ratePerMinute: 1 });
    expect((await post(app, "/Vendors/acme/Contact", "message=Hi")).status).toBe(200);
    expect((await post(app, "/vendors/acme/%63ontact", "message=Hi")).status).toBe(429);
    expect((await post(app, "/JOBS/j1/APPLY.data", "message=Hi")).status).toBe(429);
    expect(seen).toHaveLength(1);
    // Other pages' posts are not counted by the forms' rate limit.
    expect((await post(app, "/sign-in", "message=Me")).status).toBe(200);
  });

  it("are cut off at the inbox's pace when they stall, whatever the page", async () => {
    const { app, seen } = await pagesWithInbox({
      pace: { timeoutMs: 5000, minBytesPerSecond: 1000, windowMs: 200 },
    });
    const res = await post(app, "/sign-in", stalled());
    expect(res.status).toBe(408);
    expect(seen).toEqual([]);
  });

  it("refuse a post declared over the largest form's size with the page's own 413", async () => {
    const { app, seen } = await pagesWithInbox();
    const over = { "Content-Length": String(MAX_PAGE_POST_BYTES + 1) };
    expect((await post(app, "/projects/new", "message=Hi", over)).status).toBe(413);
    expect(seen).toEqual([{ path: "/projects/new", form: "too-large" }]);
  });

  it("keep pages answering while 18 connections send their bodies a byte every 4 s", async () => {
    await openInbox();
    // The real gate (2 renders, 16 waiting) in front of pages whose actions read the form.
    const app = createApp({
      config: loadConfig({}, "/"),
      site: null,
      pages: {
        cache: null,
        hasSession: (request) => (request.headers.get("cookie") ?? "").includes("session="),
        context: async () => ({}) as LoadContext,
        readPost: pagePosts(inbox),
        render: async (request) => {
          if (request.method === "POST") await readFormData(request);
          return new Response("<!DOCTYPE html><title>Yours</title>", {
            headers: { "Content-Type": "text/html" },
          });
        },
      },
    });
    const server = serveApp({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const sockets: Socket[] = [];
    const timers: NodeJS.Timeout[] = [];
    try {
      for (let i = 0; i < 18; i++) {
        const socket = connect(port, "127.0.0.1");
        socket.on("error", () => undefined);
        sockets.push(socket);
        socket.write(
          "POST /sign-in HTTP/1.1\r\nHost: localhost\r\n" +
            "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 64\r\n\r\ne",
        );
        timers.push(setInterval(() => socket.write("m"), 4000));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      const page = await fetch(`http://127.0.0.1:${port}/account`, {
        headers: { cookie: "session=member" },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Yours");
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      timers.forEach(clearInterval);
      sockets.forEach((s) => s.destroy());
      server.closeAllConnections();
      server.close();
    }
  });
});
