import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { loadConfig } from "../../server/config";
import { openDatabase, type Db } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../server/db/testing";
import { createServerApp } from "../../server/index";
import { openFileStore } from "../../server/files/file-store";
import { loadServerBuild } from "../../server/pages";
import { StaticSite } from "../../server/static-site";
import { SMTPServer } from "smtp-server";
import { Visitor } from "./visitor";

// The whole site as `npm start` serves it (the production build, our server, a fresh data
// folder), driven in process through its request handler: the flows' tests (README, Tests) sign
// up, post forms and follow redirects with a cookie jar, as a browser without JavaScript would.

export const ORIGIN = "http://procure.test";

export type Backend = "sqlite" | "postgres";

/** The backends the flows run on: SQLite always, PostgreSQL + Redis when they answer here. */
export const BACKENDS: Backend[] = [
  "sqlite",
  ...(TEST_DATABASE_URL && process.env.TEST_REDIS_URL ? ["postgres" as const] : []),
];

export interface Site {
  backend: Backend;
  /** The public origin the site was given (SITE_URL or VITE_SITE_URL), where its visitors are. */
  origin: string;
  /** A visitor with an empty cookie jar. */
  visitor(): Visitor;
  /** A new member, signed up through the accounts' API and signed in in a visitor of their own. */
  member(name: string): Promise<Visitor & { email: string; name: string }>;
  /** A new member made an operator (as `npm run admin -- grant` does), signed in. */
  operator(name?: string): Promise<Visitor & { email: string; name: string }>;
  /** The site's database, as the operators' command opens it. */
  db: Db;
  /**
   * Another server of the same site (the same data folder, database and Redis), as a second
   * machine or a second process runs it: its visitors, and its own close.
   */
  anotherServer(): Promise<{ visitor(): Visitor; close(): Promise<void> }>;
  /** The names of the stored files of one area of the private file store ("tender-files"...). */
  storedFiles(area: string): Promise<string[]>;
  close(): Promise<void>;
}

/** A server app as `npm start` makes it, on `settings` (the environment it reads). */
async function startServer(settings: NodeJS.ProcessEnv) {
  // The server reads a few settings from the process's environment as it starts.
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  try {
    const config = loadConfig(settings);
    const server = await createServerApp({
      config,
      site: await StaticSite.load(config.clientDir),
      build: await loadServerBuild(config.serverDir),
    });
    return { ...server, config };
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

export const MEMBER_PASSWORD = "correct horse battery";

/** Opens a site on a fresh data folder (and, on PostgreSQL, a schema and Redis keys of its own). */
export async function openSite(
  backend: Backend = "sqlite",
  env: Record<string, string> = {},
): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pc-flows-"));
  let testDb: TestDatabase | null = null;
  const backendEnv: Record<string, string> = {};
  if (backend === "postgres") {
    testDb = await createTestDatabase("postgres");
    backendEnv.DATABASE_URL = testDb.url!;
    backendEnv.REDIS_URL = process.env.TEST_REDIS_URL!;
    backendEnv.REDIS_PREFIX = `flows-${randomBytes(4).toString("hex")}:`;
  }
  const settings = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    VITE_SITE_URL: ORIGIN,
    ...backendEnv,
    ...env,
  };
  {
    const { app, close, config } = await startServer(settings);
    const db = await openDatabase({ dataDir, url: backendEnv.DATABASE_URL });
    const repo = createRepository(db);
    const origin = config.siteOrigin;
    const visitor = () => new Visitor(app, origin);
    const member = async (name: string) => {
      const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${randomBytes(4).toString("hex")}@example.com`;
      const v = visitor();
      const res = await v.fetch("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, email, password: MEMBER_PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
      await repo.accountEmails.verify(email);
      return Object.assign(v, { email, name });
    };
    return {
      backend,
      origin,
      visitor,
      member,
      async operator(name = "Olive Operator") {
        const m = await member(name);
        await repo.operators.grant(m.email);
        return m;
      },
      db,
      async anotherServer() {
        const other = await startServer(settings);
        return { visitor: () => new Visitor(other.app, origin), close: other.close };
      },
      storedFiles: async (area) =>
        (await openFileStore(db, dataDir, area).list()).map((f) => f.name),
      async close() {
        await db.destroy();
        await close();
        await testDb?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
}

/** An e-mail as the test mail server received it. */
export interface Mail {
  to: string[];
  subject: string;
  /** The body as written: its transfer encoding undone. */
  text: string;
  raw: string;
}

/** A test SMTP server that keeps what it receives, and can be stopped and started again on its port. */
export interface Mailbox {
  url: string;
  messages: Mail[];
  /** The messages sent to `email` so far. */
  to(email: string): Mail[];
  /** A mail server outage: stops answering until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Whether a message is the accounts' own (confirm your address, reset your password). */
export const isAccountMail = (mail: Mail) =>
  /^(Confirm your e-mail address|Reset your password)/.test(mail.subject);

const decodeQuotedPrintable = (body: string) => {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes).toString("utf8");
};

/** A received message's subject and text (one part, as the site sends), its encodings undone. */
export function readMail(raw: string, to: string[]): Mail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const subject = header("Subject").replace(
    /=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : Buffer.from(body, "latin1").toString("utf8");
  return { to, subject, text: text.replace(/\r\n/g, "\n"), raw };
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: Mail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          messages.push(readMail(Buffer.concat(chunks).toString("latin1"), to));
          callback();
        });
      },
    });
  let server: SMTPServer | null = make();
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  const stop = async () => {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (email) => messages.filter((m) => m.to.includes(email)),
    stop,
    async start() {
      server = make();
      server.listen(port, "127.0.0.1");
      await once(server.server, "listening");
    },
    close: stop,
  };
}

/** A site that e-mails through a test mail server of its own. */
export interface MailingSite extends Site {
  mailbox: Mailbox;
  /**
   * Waits (up to `timeoutMs`) until `find` returns something, and returns it: for what the
   * outbox sends a moment after the request that queued it.
   */
  until<T>(
    find: () => T | null | undefined | false | Promise<T | null | undefined | false>,
    timeoutMs?: number,
  ): Promise<T>;
  /** The path and query of the last link to `prefix` e-mailed to `email`, once one has come. */
  linkTo(email: string, prefix: string): Promise<string>;
}

/**
 * Opens a site (as `openSite`) that e-mails through a test mail server, retrying a failed
 * e-mail after 200 ms (doubling), members publishing at once unless `env` says
 * REQUIRE_VERIFIED_EMAIL=1.
 */
export async function openMailingSite(
  backend: Backend = "sqlite",
  env: Record<string, string> = {},
): Promise<MailingSite> {
  const mailbox = await startMailbox();
  const site = await openSite(backend, {
    SMTP_URL: mailbox.url,
    OUTBOX_RETRY_MS: "200",
    REQUIRE_VERIFIED_EMAIL: "0",
    ...env,
  });
  const until: MailingSite["until"] = async (find, timeoutMs = 10_000) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = await find();
      if (found) return found;
      if (Date.now() > end) throw new Error(`Nothing came in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const escaped = site.origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return {
    ...site,
    mailbox,
    until,
    linkTo: (email, prefix) =>
      until(() => {
        const links = mailbox
          .to(email)
          .flatMap((m) => m.text.match(new RegExp(`${escaped}${prefix}[^\\s]*`, "g")) ?? []);
        return links.at(-1)?.slice(site.origin.length);
      }),
    async close() {
      await site.close();
      await mailbox.close();
    },
  };
}
