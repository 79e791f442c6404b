import { SMTPServer } from "smtp-server";
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import type { Hono } from "hono";
import { request as httpRequest } from "node:http";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { DEFAULT_FORM_MAILBOX } from "../../app/domain/form-rules";
import { createApp } from "../app";
import type { ServerConfig } from "../config";
import { serveApp } from "../http-server";
import { DEFAULT_MAIL_FROM, type InboxOptions } from "./config";
import { inboxJobDefinitions, JOBS } from "../jobs/definitions";
import { createJobRunner, jobHandle } from "../jobs/runner";
import { createInboxModule } from "./inbox-module";
import { createTestDatabase, type BackendName } from "../db/testing";

// Helpers for the inbox's tests: our real app and inbox module on a real HTTP port, in a fresh
// data folder, and files that are (or pretend to be) each allowed type.

export type TestInbox = Awaited<ReturnType<typeof startInbox>>;

/** A file sent with a form: its field, its bytes and its name. */
export type FilePart = [field: string, data: Buffer, filename: string];

interface SendOptions {
  files?: FilePart[];
  mailbox?: string;
  headers?: Record<string, string>;
}

/** Our inbox on a real port, its data in a fresh database on `backend` (SQLite by default). */
export async function startInbox(
  overrides: Partial<InboxOptions> = {},
  backend: BackendName = "sqlite",
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "inbox-test-"));
  const logs: string[] = [];
  // Listen first, so that the inbox's public origin can be the test server's own.
  let app: Hono | null = null;
  const server = serveApp({
    fetch: (request, env) => app!.fetch(request, env),
    port: 0,
    hostname: "127.0.0.1",
  });
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const database = await createTestDatabase(backend);
  const db = await database.open(dataDir);
  // The inbox's jobs run as the server runs them (server/jobs/definitions.ts).
  const jobs = jobHandle();
  const module = await createInboxModule(
    {
      soon: jobs.soon(JOBS.formMail),
      dataDir,
      activeMailboxes: [DEFAULT_FORM_MAILBOX],
      requireActivation: false,
      ratePerMinute: 0,
      smtpUrl: null,
      mailFrom: DEFAULT_MAIL_FROM,
      publicUrl: url,
      trustProxy: false,
      log: (m) => logs.push(m),
      ...overrides,
    },
    db,
  );
  const runner = await createJobRunner(
    db,
    inboxJobDefinitions({
      db,
      inbox: module,
      log: (m) => logs.push(m),
      later: jobs.later,
    }),
    { databaseUrl: database.url, pollMs: 100, log: (m) => logs.push(m) },
  );
  await runner.start();
  jobs.attach(runner);
  const config: ServerConfig = {
    port: 0,
    host: "127.0.0.1",
    clientDir: dataDir,
    serverDir: dataDir,
    pageCache: false,
    dataDir,
    databaseUrl: database.url,
    redisUrl: null,
    redisPrefix: "test:",
    connectOrigins: [],
    scriptOrigins: [],
    frameOrigins: [],
    imageOrigins: [],
    trustProxy: false,
    siteOrigin: url,
    clerkPublishableKey: null,
    renderConcurrency: 16,
    renderQueue: 64,
    webConcurrency: 1,
    drainMs: 10_000,
  };
  app = createApp({ config, site: null, modules: [module] });
  const endpoint = (mailbox = DEFAULT_FORM_MAILBOX) => `${url}/api/forms/${mailbox}`;
  return {
    url,
    port,
    endpoint,
    /** Posts a form's fields and files to `mailbox` (ours by default), as a browser would. */
    send: (fields: Record<string, string>, { files = [], mailbox, headers }: SendOptions = {}) =>
      post(endpoint(mailbox), formData(fields, files), headers),
    module,
    db,
    store: module.store,
    logs,
    dataDir,
    /** Files left in the upload folder (there should be none between requests). */
    tmpFiles: () => readdir(module.store.tmpDir),
    async close() {
      server.close();
      server.closeAllConnections();
      await runner.stop(1000);
      await module.close();
      await db.destroy();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const SIGNATURES = {
  pdf: Buffer.from("%PDF-1.7\n"),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  docx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  exe: Buffer.from("MZ\x90\x00"),
  elf: Buffer.from([0x7f, 0x45, 0x4c, 0x46]),
};

/** A file of `size` bytes that starts like a real file of that kind. */
export function fakeFile(kind: keyof typeof SIGNATURES, size = 2048): Buffer {
  const head = SIGNATURES[kind];
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

export const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A form's fields as the parts of a multipart body. */
export const partsOf = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

/** A multipart body written by hand, so tests can also write it wrong. */
export function multipart(
  parts: readonly Part[],
  boundary = `----test${randomBytes(8).toString("hex")}`,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.filename !== undefined)
      headers.push(`Content-Type: ${part.type ?? "application/octet-stream"}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join("\r\n")}\r\n\r\n`));
    chunks.push(typeof part.value === "string" ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
    boundary,
  };
}

export const jobFields = (overrides: Record<string, string> = {}) => ({
  to: DEFAULT_FORM_MAILBOX,
  subject: "Job Application: Buyer at Acme",
  jobTitle: "Buyer",
  company: "Acme",
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phoneNumber: "+44 20 7946 0000",
  coverLetter: "I would like to apply.\nThank you.",
  linkedinProfile: "https://www.linkedin.com/in/ada",
  portfolioWebsite: "",
  ...overrides,
});

export const contactFields = (overrides: Record<string, string> = {}) => ({
  _subject: "Message for Acme",
  vendorName: "Acme",
  name: "Bo Buyer",
  email: "bo@example.com",
  phone: "",
  company: "Buyers Ltd",
  message: "Do you ship to Lisbon?",
  ...overrides,
});

export const quoteFields = (overrides: Record<string, string> = {}) => ({
  _subject: "Quote request for Acme",
  vendorName: "Acme",
  category: "Equipment",
  itemService: "Forklift, 2.5 t",
  quantity: "3",
  deliveryTimeline: "Short-term (1 month)",
  additionalMessage: "Electric, please.",
  ...overrides,
});

export function formData(fields: Record<string, string>, files: FilePart[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, data, filename] of files)
    body.append(name, new Blob([new Uint8Array(data)]), filename);
  return body;
}

export async function post(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    body,
    headers: { Accept: "application/json", ...headers },
  });
  const text = await response.text();
  let json: { success?: string; message?: string } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    // left empty: the assertion on json shows it
  }
  return { status: response.status, json, headers: response.headers };
}

/**
 * A POST through node:http, which (unlike fetch) lets a test name any Host header, as a client
 * outside a browser can.
 */
export function rawPost(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; json: { success?: string; message?: string } }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: "POST",
        headers: { Accept: "application/json", "Content-Length": String(body.length), ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          let json = {};
          try {
            json = JSON.parse(text) as object;
          } catch {
            // left empty: the assertion on json shows it
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives (and can refuse the next few). */
export async function startSmtp() {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (failures > 0) {
          failures--;
          const error = Object.assign(new Error("Mailbox busy, try again later"), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("latin1"),
        });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
