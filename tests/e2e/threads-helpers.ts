import { execFileSync } from "node:child_process";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import {
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { MEMBER_PASSWORD } from "./accounts";
import { expect } from "./fixtures";
import { file, unique } from "./forms-helpers";
import { startOwnServer, type OwnServer } from "./own-server";

// What the conversation tests share: a test SMTP server that can be stopped and started again
// on the same port (a mail server outage), our own server e-mailing through it with a short
// retry delay, an owner for a company, and a quote request sent signed out with two files.

export const COMPANY = { slug: "southerly-cold-chain", name: "Southerly Cold Chain" };
export const SITE = "https://procure.example";

/** A message's text as sent: quoted-printable soft breaks and escapes undone. */
export const textOf = (raw: string) =>
  raw
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Whether a message is the accounts' own (confirm your address, reset your password): sent on
 * joining when mail is configured, and no part of what the network's notices tests read.
 */
export const isAccountMail = (raw: string) =>
  /^Subject: (Confirm your e-mail address|Reset your password)/m.test(raw);

/** A test SMTP server; `messages` holds the network's notices (account e-mails left out). */
export interface Mailbox {
  url: string;
  messages: { to: string[]; raw: string }[];
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: Mailbox["messages"] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("latin1");
          if (!isAccountMail(raw)) {
            messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          }
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
    stop,
    async start() {
      server = make();
      server.listen(port, "127.0.0.1");
      await once(server.server, "listening");
    },
    close: stop,
  };
}

export function startMailingServer(mailbox: Mailbox): Promise<OwnServer> {
  return startOwnServer(
    { SMTP_URL: mailbox.url, VITE_SITE_URL: SITE, OUTBOX_RETRY_MS: "1000" },
    100_000,
  );
}

/** A member who owns COMPANY, signed in in a context of their own. */
export async function ownerOf(
  browser: Browser,
  server: OwnServer,
  javaScriptEnabled = true,
): Promise<{ context: BrowserContext; email: string }> {
  const email = `owner.${unique()}@example.com`;
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled });
  const joined = await context.request.post("/api/auth/sign-up/email", {
    headers: { origin: server.url },
    data: { name: "Sol Owner", email, password: MEMBER_PASSWORD },
  });
  expect(joined.status()).toBe(200);
  execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/admin.ts", "assign", COMPANY.slug, email],
    { env: { ...process.env, DATA_DIR: server.dataDir } },
  );
  return { context, email };
}

/**
 * A quote request with two files, sent signed out to COMPANY with a name and an e-mail, through
 * the forms inbox as the quote dialog posts it (the company named by its page's slug).
 */
export async function sendQuote(
  request: APIRequestContext,
  server: OwnServer,
  buyer: { name: string; email: string },
  item: string,
) {
  const files = [file("spec.pdf", "pdf", 3000), file("drawing.png", "png", 5000)];
  const response = await request.post(
    `${server.url}/api/forms/applications@procureconnect.example`,
    {
      headers: { Accept: "application/json", origin: server.url },
      multipart: {
        _subject: `Quote request for ${COMPANY.name}`,
        _vendor: COMPANY.slug,
        vendorName: COMPANY.name,
        category: "Equipment",
        itemService: item,
        quantity: "12",
        deliveryTimeline: "Short-term (1 month)",
        additionalMessage: "Stainless, please.",
        name: buyer.name,
        email: buyer.email,
        file0: { name: files[0]!.name, mimeType: files[0]!.mimeType, buffer: files[0]!.buffer },
        file1: { name: files[1]!.name, mimeType: files[1]!.mimeType, buffer: files[1]!.buffer },
      },
    },
  );
  expect(response.status(), await response.text()).toBe(200);
  return files;
}

/** The path of the first link to `prefix` in a message. */
export function linkIn(raw: string, prefix: string): string {
  const text = textOf(raw);
  const match = new RegExp(`${SITE.replace(/\./g, "\\.")}(${prefix}[A-Za-z0-9_/-]+)`).exec(text);
  expect(match, text).toBeTruthy();
  return match![1]!;
}

/** The test mailbox and our server mailing to it, for one spec file's tests. */
export interface MailingSite {
  readonly mailbox: Mailbox;
  readonly server: OwnServer;
  /** The messages sent to `email` so far. */
  mailTo(email: string): Mailbox["messages"];
}

/**
 * Starts a mailbox and a server mailing to it before the file's tests, and stops them after.
 * With `desktopOnly`, the file's tests run in the desktop project only.
 */
export function mailingSiteForFile({ desktopOnly = false } = {}): MailingSite {
  let mailbox: Mailbox | undefined;
  let server: OwnServer | undefined;
  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    test.skip(desktopOnly && testInfo.project.name !== "desktop", "one run is enough");
    testInfo.setTimeout(180_000);
    mailbox = await startMailbox();
    server = await startMailingServer(mailbox);
  });
  test.afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });
  return {
    get mailbox() {
      return mailbox!;
    },
    get server() {
      return server!;
    },
    mailTo: (email) => mailbox!.messages.filter((m) => m.to.includes(email)),
  };
}

/**
 * A member who owns COMPANY, signed in, and a signed-out buyer's quote for `item` sent to it:
 * the owner and the buyer's context (with JavaScript or without, as the owner's).
 */
export async function quoteToOwner(
  browser: Browser,
  site: MailingSite,
  buyer: { name: string; email: string },
  item: string,
  javaScriptEnabled = true,
) {
  const owner = await ownerOf(browser, site.server, javaScriptEnabled);
  const buyerContext = await browser.newContext({ baseURL: site.server.url, javaScriptEnabled });
  await sendQuote(buyerContext.request, site.server, buyer, item);
  return { owner, buyerContext };
}

/**
 * The owner is told of a new request by e-mail and by the bell, and opens it from the e-mail's
 * link: it shows who sent it and its two files, and opening it read the notice.
 */
export async function openToldRequest(
  site: MailingSite,
  owner: { context: BrowserContext; email: string },
  sender: { name: string; email: string },
): Promise<Page> {
  await expect.poll(() => site.mailTo(owner.email).length).toBe(1);
  const page = await owner.context.newPage();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
  await page.goto(linkIn(site.mailTo(owner.email)[0]!.raw, "/account/inbox/"));
  const who = page.getByRole("region", { name: "Who sent it" });
  await expect(who).toContainText(sender.name);
  await expect(who).toContainText(sender.email);
  await expect(page.getByRole("link", { name: "spec.pdf" })).toBeVisible();
  await expect(page.getByRole("link", { name: "drawing.png" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  return page;
}
