import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import {
  detectForm,
  fileKindOf,
  isEmail,
  unexpectedPart,
  validateSubmission,
  type FormSchema,
} from "../../app/domain/form-schemas";
import type { Db } from "../db/database";
import type { ServerModule } from "../modules";
import { requestIdOf } from "../request-log";
import { discardBody } from "../unread-body";
import { normaliseMailbox, PENDING_MAILBOX_LIMITS, type InboxOptions } from "./config";
import { MailRelay } from "./mailer";
import { quota, tokenLimiter } from "../shared/limits";
import type { SharedState } from "../shared/shared-state";
import {
  PACE_LIMITS,
  receiveSubmission,
  Rejection,
  removeTemporary,
  type Received,
} from "./receive";
import { MIME_OF, sniffKind } from "../shared/sniff";
import { InboxStore, type CommitResult, type Mailbox, type NewAttachment } from "./store";
import { UploadSlots } from "./upload-slots";

// Our forms inbox: the same request and reply as the hosted form-to-email service's AJAX API
// (POST <base>/<mailbox>, multipart, JSON reply with `success` as a string), backed by our own
// storage. See docs/decisions/051.

export const INBOX_BASE = "/api/forms";
export const SUCCESS_MESSAGE = "The form was submitted successfully.";
export const BUSY_CLIENT_MESSAGE =
  "Too many forms are being sent from your address at once. Please wait for them to finish.";
export const BUSY_MESSAGE = "The forms inbox is busy. Please try again in a minute.";
export const NEW_MAILBOX_QUOTA_MESSAGE =
  "Too many new form addresses were used from your address today. Please try again tomorrow.";
export const PENDING_FULL_MESSAGE =
  "This inbox is not taking new form addresses right now. Please try again later.";
export const ACTIVATION_MESSAGE =
  "This form needs Activation. We've sent an e-mail with an 'Activate Form' link to the mailbox. Please activate the form, then submit it again.";

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_MAILBOX = /^[a-z0-9_-]{6,64}$/;

export function isValidMailbox(address: string): boolean {
  return address.length <= 254 && (isEmail(address) || TOKEN_MAILBOX.test(address));
}

export type Reply = { success: "true" | "false"; message: string; requestId?: string };

/** Who sent a submission, for the rate limit and the upload caps: the client's address. */
export interface Sender {
  client: string;
}

function reply(
  c: Context,
  status: 200 | 405 | 503 | Rejection["status"],
  message: string,
  { success = status === 200 } = {},
) {
  c.header("Cache-Control", "no-store");
  // Like the hosted service, any site may post a form here and read the reply (no credentials
  // are involved, and the same request is possible as a plain HTML form post anyway).
  c.header("Access-Control-Allow-Origin", "*");
  const body: Reply = { success: success ? "true" : "false", message };
  // A refusal names the request, so that the operator can find it in the log.
  const requestId = status >= 400 ? requestIdOf(c) : undefined;
  return c.json(requestId ? { ...body, requestId } : body, status);
}

/** The form field that may carry a submission's idempotency key (or the header does). */
export const IDEMPOTENCY_FIELD = "_idempotency";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_CONFLICT_MESSAGE =
  "This Idempotency-Key was already used for a different submission. Send it with a new key.";
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export interface Checked {
  schema: FormSchema;
  fields: [string, string][];
  attachments: NewAttachment[];
  /** The sender's idempotency key, when it gave one. */
  key?: string;
}

/**
 * What is wrong with a received submission, checked against its form's schema. The
 * idempotency key (`headerKey`, or the `_idempotency` field) is taken out of the fields first.
 */
export function checkSubmission(received: Received, headerKey?: string): Checked | Rejection {
  // Browsers send the line breaks of a textarea as CRLF; count and store them as typed.
  let fields = received.fields.map(([name, value]): [string, string] => [
    name,
    value.replace(/\r\n?/g, "\n"),
  ]);
  const keys = fields.filter(([name]) => name === IDEMPOTENCY_FIELD).map(([, value]) => value);
  fields = fields.filter(([name]) => name !== IDEMPOTENCY_FIELD);
  if (headerKey !== undefined) keys.push(headerKey);
  const key = keys[0];
  if (keys.some((k) => k !== key)) {
    return new Rejection(400, "The submission carries two different idempotency keys.");
  }
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    return new Rejection(400, "An idempotency key is 1 to 255 visible ASCII characters.");
  }
  const fieldNames = fields.map(([name]) => name);
  const fileNames = received.files.map((f) => f.field);
  const seen = new Set<string>();
  for (const name of [...fieldNames, ...fileNames]) {
    if (seen.has(name)) return new Rejection(400, `Field "${name}" was sent more than once.`);
    seen.add(name);
  }
  const schema = detectForm(fieldNames, fileNames);
  if (!schema) return new Rejection(400, "This submission does not match any of our forms.");
  const unexpected = unexpectedPart(schema, fieldNames, fileNames);
  if (unexpected !== null) {
    return new Rejection(
      400,
      `This form does not take a field named "${unexpected.slice(0, 100)}".`,
    );
  }
  const values = Object.fromEntries(fields);
  const files = received.files.map((f) => ({
    name: f.originalName,
    size: f.size,
    type: f.declaredType,
  }));
  const problem = validateSubmission(schema, values, files);
  if (problem) return new Rejection(problem.status, problem.message);
  const attachments: NewAttachment[] = [];
  for (const file of received.files) {
    const claimed = fileKindOf(file.originalName);
    if (claimed === null || sniffKind(file.head) !== claimed) {
      return new Rejection(415, schema.files!.badType(file.originalName));
    }
    attachments.push({
      field: file.field,
      originalName: file.originalName,
      contentType: MIME_OF[claimed],
      size: file.size,
      sha256: file.sha256,
      tmpPath: file.tmpPath,
    });
  }
  return { schema, fields, attachments, key };
}

/** What a submission says, for telling a retry from another submission under the same key. */
export function fingerprintOf(checked: Omit<Checked, "key">): string {
  const files = checked.attachments.map((a) => [a.field, a.originalName, a.size, a.sha256]);
  return createHash("sha256")
    .update(JSON.stringify([checked.schema.id, checked.fields, files]))
    .digest("hex");
}

function activationPage(title: string, message: string): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} | ProcureConnect</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;background:#eef5ff;color:#0f172a}
main{max-width:32rem;margin:1rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 10px 30px #0f172a1a}
h1{margin-top:0;font-size:1.5rem}a{color:#1a46a1}</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="/">Back to ProcureConnect</a></p></main></body></html>`;
}

export interface InboxModule extends ServerModule {
  store: InboxStore;
  /** Uploads arriving now. */
  uploads: Pick<UploadSlots, "count">;
  /**
   * Submits a form in-process, exactly as `POST /api/forms/<mailbox>` does (same checks,
   * storage, rate limit, upload caps and mail), and answers with the response it would give.
   */
  submit(mailbox: string, body: FormData, sender: Sender, cookie?: string): Promise<Response>;
  /** The sender of a request our server received, as the inbox identifies it. */
  senderOf(c: Context): Sender;
  close(): Promise<void>;
}

/**
 * The inbox on the site's database `db`; its rate limits in Redis when `shared` is given (several
 * servers), in this process otherwise.
 */
export async function createInboxModule(
  options: InboxOptions,
  db: Db,
  shared: SharedState | null = null,
): Promise<InboxModule> {
  const log = options.log ?? ((m: string) => console.log(m));
  const store = await InboxStore.open(db, options.dataDir);
  const recovered = await store.recover();
  if (recovered.tmp + recovered.orphans > 0) {
    log(
      `Forms inbox: removed ${recovered.tmp} unfinished upload(s) and ${recovered.orphans} orphan file(s) left by an earlier stop.`,
    );
  }
  const relay = options.smtpUrl
    ? MailRelay.fromUrl(store, options.smtpUrl, {
        from: options.mailFrom,
        retry: options.retry,
        log,
      })
    : null;
  const limiter =
    options.ratePerMinute > 0
      ? tokenLimiter("forms", options.ratePerMinute, options.ratePerMinute, shared)
      : null;
  const slots = new UploadSlots(options.uploadSlots);
  const pace = options.pace ?? PACE_LIMITS;
  const now = options.now ?? Date.now;
  const pendingLimits = options.pending ?? PENDING_MAILBOX_LIMITS;
  const newMailboxes = quota("new-mailboxes", pendingLimits.perClientPerDay, DAY_MS, shared);
  const isExpired = (mailbox: Mailbox) =>
    !options.activeMailboxes.includes(mailbox.address) &&
    Date.parse(mailbox.createdAt) <= now() - pendingLimits.expireAfterMs;
  const expirePending = async () => {
    const expired = await store.expirePending(
      new Date(now() - pendingLimits.expireAfterMs),
      options.activeMailboxes,
    );
    if (expired > 0) log(`Forms inbox: forgot ${expired} mailbox(es) never activated.`);
  };
  await expirePending();
  await store.expireIdempotencyKeys(new Date(now()));

  // From configuration only: a link built from the request's Host header would let anyone make
  // our real activation e-mail point to their own site.
  const activationLink = (token: string) => `${options.publicUrl}${INBOX_BASE}/activate/${token}`;

  for (const address of options.activeMailboxes) {
    if (!options.requireActivation) {
      await store.activateMailbox(address);
      continue;
    }
    const mailbox = await store.pendingMailbox(address);
    if (mailbox.status === "pending") {
      log(
        `Forms inbox: mailbox ${address} needs activation: ${activationLink(mailbox.activationToken!)}`,
      );
    }
  }
  relay?.start();

  const clientOf = (c: Context): string => {
    // A submission our own server hands over in-process names its sender itself.
    const handedOver = (c.env as { sender?: Sender } | undefined)?.sender;
    if (handedOver) return handedOver.client;
    if (options.trustProxy) {
      // The address our own proxy appended is the last one; earlier ones are the client's word.
      const forwarded = c.req.header("x-forwarded-for")?.split(",").pop()?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? "unknown";
    } catch {
      return "unknown";
    }
  };

  const announceActivation = async (mailbox: Mailbox) => {
    const { address } = mailbox;
    const link = activationLink(mailbox.activationToken!);
    log(`Forms inbox: mailbox ${address} needs activation: ${link}`);
    const lastMailed = mailbox.activationMailedAt ? Date.parse(mailbox.activationMailedAt) : 0;
    if (
      relay &&
      isEmail(address) &&
      mailbox.activationMailCount < pendingLimits.maxActivationMails &&
      now() - lastMailed > 60 * 60_000
    ) {
      await store.markActivationMailed(address, new Date(now()));
      void relay.sendActivation(address, link);
    }
  };

  /**
   * The pending mailbox a valid submission to an inactive address waits in: created unless
   * the client has created too many today or too many are waiting in all.
   */
  const pendingFor = async (
    c: Context,
    address: string,
    client: string,
  ): Promise<Mailbox | Response> => {
    await expirePending();
    const existing = await store.mailbox(address);
    if (existing) return existing;
    const wait = await newMailboxes.retryAfter(client);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return reply(c, 429, NEW_MAILBOX_QUOTA_MESSAGE);
    }
    if ((await store.pendingCount()) >= pendingLimits.total) {
      c.header("Retry-After", "3600");
      return reply(c, 503, PENDING_FULL_MESSAGE);
    }
    await newMailboxes.record(client);
    return store.pendingMailbox(address, new Date(now()));
  };

  /** The reply to a submission stored now, or to a retry of one stored before. */
  const answerCommit = (c: Context, result: CommitResult) => {
    if (result.kind === "conflict") return reply(c, 422, IDEMPOTENCY_CONFLICT_MESSAGE);
    if (result.kind === "stored") relay?.kick();
    else c.header("Idempotent-Replayed", "true");
    return reply(c, 200, SUCCESS_MESSAGE);
  };

  const receiveAndStore = async (c: Context, address: string, client: string) => {
    let received: Received;
    try {
      received = await receiveSubmission(c.req.raw, store.tmpDir, pace);
    } catch (error) {
      if (!(error instanceof Rejection)) throw error;
      return reply(c, error.status, error.message);
    }
    try {
      const checked = checkSubmission(received, c.req.header(IDEMPOTENCY_HEADER));
      if (checked instanceof Rejection) return reply(c, checked.status, checked.message);
      if ((await store.mailbox(address))?.status !== "active") {
        const pending = await pendingFor(c, address, client);
        if (pending instanceof Response) return pending;
        await announceActivation(pending);
        // The hosted service answers this with HTTP 200 and success "false".
        return reply(c, 200, ACTIVATION_MESSAGE, { success: false });
      }
      const idempotency = checked.key
        ? { key: checked.key, fingerprint: fingerprintOf(checked) }
        : undefined;
      const repeat = idempotency && (await store.repeatOf(address, idempotency));
      if (repeat) return answerCommit(c, repeat);
      // A request to a company of the network goes to its inbox, not to the mailbox's e-mail.
      const request =
        (await options.router?.addressOf(checked.schema.id, checked.fields, c.req.raw.headers)) ??
        undefined;
      const result = await store.commit({
        mailbox: address,
        form: checked.schema.id,
        fields: checked.fields,
        attachments: checked.attachments,
        mail: relay !== null && isEmail(address) && !request,
        idempotency,
        request,
      });
      if (result.kind === "stored" && request) options.router?.stored?.(result.summary.id, request);
      return answerCommit(c, result);
    } finally {
      // Committed files were moved away; anything still here belongs to a refused request.
      await removeTemporary(received.files);
    }
  };

  const mount = (app: Hono) => {
    app.get(`${INBOX_BASE}/activate/:token`, async (c) => {
      c.header("Cache-Control", "no-store");
      c.header("X-Robots-Tag", "noindex");
      const token = c.req.param("token");
      const pending = await store.pendingByToken(token);
      const mailbox =
        pending && !isExpired(pending)
          ? await store.activateByToken(token, new Date(now()))
          : undefined;
      if (!mailbox) {
        return c.html(
          activationPage(
            "Activation link not valid",
            "This activation link is not valid, or the form was already activated.",
          ),
          404,
        );
      }
      log(`Forms inbox: mailbox ${mailbox.address} activated.`);
      return c.html(
        activationPage(
          "Form activated",
          `Forms sent to ${mailbox.address} are now delivered. Submit the form again to send it.`,
        ),
      );
    });

    app.options(`${INBOX_BASE}/:mailbox`, (c) => {
      c.header("Access-Control-Allow-Origin", "*");
      c.header("Access-Control-Allow-Methods", "POST");
      c.header("Access-Control-Allow-Headers", "Accept, Content-Type");
      c.header("Access-Control-Max-Age", "86400");
      return c.body(null, 204);
    });

    app.post(`${INBOX_BASE}/:mailbox`, receivePost);

    app.all(`${INBOX_BASE}/*`, (c) =>
      reply(c, 405, "Send the form with POST to /api/forms/<mailbox>."),
    );
  };

  /** `POST /api/forms/<mailbox>`: one submission, from the request to the reply. */
  async function receivePost(c: Context): Promise<Response> {
    const address = normaliseMailbox(c.req.param("mailbox") ?? "");
    if (!isValidMailbox(address)) {
      await discardBody(c.req.raw);
      return reply(c, 404, "There is no form inbox at this address.");
    }
    const client = clientOf(c);
    if (limiter) {
      const decision = await limiter.take(client);
      if (!decision.allowed) {
        await discardBody(c.req.raw);
        c.header("Retry-After", String(decision.retryAfter));
        return reply(c, 429, "Too many submissions. Please wait a minute and try again.");
      }
    }
    const slot = slots.acquire(client);
    if (!slot.granted) {
      await discardBody(c.req.raw);
      if (slot.full === "client") {
        c.header("Retry-After", "10");
        return reply(c, 429, BUSY_CLIENT_MESSAGE);
      }
      c.header("Retry-After", "30");
      return reply(c, 503, BUSY_MESSAGE);
    }
    try {
      return await receiveAndStore(c, address, client);
    } finally {
      slot.release();
    }
  }

  // The same route on an app of its own, for submissions our server's pages hand over.
  const inProcess = new Hono();
  inProcess.post(`${INBOX_BASE}/:mailbox`, receivePost);

  return {
    name: "forms-inbox",
    store,
    uploads: slots,
    mount,
    senderOf: (c) => ({ client: clientOf(c) }),
    submit: async (mailbox, body, sender, cookie) =>
      inProcess.request(
        `http://localhost${INBOX_BASE}/${encodeURIComponent(mailbox)}`,
        // The visitor's cookie says who sent it, for a request that goes to a company.
        { method: "POST", body, headers: cookie ? { cookie } : {} },
        { sender },
      ),
    async close() {
      await relay?.stop();
    },
  };
}
