import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { type Context } from "hono";
import { clientAddress } from "../shared/client-address";
import { JOB_FIELD, MAX_REQUEST_BYTES, VENDOR_FIELD } from "../../app/domain/form-rules";
import {
  detectForm,
  fileKindOf,
  isEmail,
  unexpectedPart,
  validateSubmission,
  withSender,
  type FormSchema,
} from "../../app/domain/form-schemas";
import type { Db } from "../db/database";
import type { ServerModule } from "../modules";
import { requestIdOf } from "../request-log";
import { discardBody } from "../unread-body";
import {
  normaliseMailbox,
  PENDING_MAILBOX_LIMITS,
  withSenderFields,
  type InboxOptions,
} from "./config";
import { MailRelay } from "./mailer";
import { quota, tokenLimiter } from "../shared/limits";
import type { SharedState } from "../shared/shared-state";
import {
  PACE_LIMITS,
  readBody,
  receiveSubmission,
  Rejection,
  removeTemporary,
  type Received,
} from "./receive";
import { MIME_OF, sniffKind } from "../shared/sniff";
import type { NewAttachment } from "./attachments";
import type { Mailbox } from "./mailboxes";
import { InboxStore } from "./store";
import type { CommitResult } from "./submissions";
import { sweepPeriodically } from "./sweep";
import { clusterPeer } from "../shared/cluster-state";
import { SharedUploadSlots } from "./upload-slots";

// Our forms inbox: the same request and reply as the hosted form-to-email service's AJAX API
// (POST <base>/<mailbox>, multipart, JSON reply with `success` as a string), backed by our own
// storage. See docs/decisions/051.

export const INBOX_BASE = "/api/forms";
export const SUCCESS_MESSAGE = "The form was submitted successfully.";
export const BUSY_CLIENT_MESSAGE =
  "Too many forms are being sent from your address at once. Please wait for them to finish.";
export const RATE_LIMITED_MESSAGE = "Too many submissions. Please wait a minute and try again.";
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

/**
 * How a submission ended: stored now, a retry of one stored before, waiting for its mailbox's
 * activation, or refused.
 */
export type AnswerKind = "stored" | "replayed" | "activation" | "refused";

/**
 * The inbox's answer to one submission, typed: what `POST /api/forms/<mailbox>` turns into its
 * HTTP reply, and what a route action of our own receives in-process.
 */
export interface Answer {
  kind: AnswerKind;
  status: 200 | 503 | Rejection["status"];
  /** The hosted service's JSON reply. */
  reply: Reply;
  /** Seconds to wait before sending again (a limit was reached). */
  retryAfter?: number;
}

function answer(
  kind: AnswerKind,
  status: Answer["status"],
  message: string,
  retryAfter?: number,
): Answer {
  const success = kind === "stored" || kind === "replayed";
  const reply: Reply = { success: success ? "true" : "false", message };
  return retryAfter === undefined ? { kind, status, reply } : { kind, status, reply, retryAfter };
}

const refused = (status: Answer["status"], message: string, retryAfter?: number) =>
  answer("refused", status, message, retryAfter);

/** Where a submission comes from, beyond its fields. */
export interface Origin {
  sender: Sender;
  /** The request's headers: its cookie says who sent it, for a request to a company. */
  headers: Headers;
  /** The slug of the vendor page it was sent from, when it is for a vendor. */
  vendor?: string | null;
  /** The id of the job page it was sent from, when it is an application. */
  job?: string | null;
  /** Already counted by the rate limit (a form page's post, read by `readPagePost`). */
  counted?: boolean;
}

/** A form page's post as `readPagePost` read it: its body whole, or the inbox's refusal. */
export type PagePost = { ok: true; body: Buffer } | { ok: false; answer: Answer };

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
const VENDOR_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const JOB_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

export interface Checked {
  schema: FormSchema;
  fields: [string, string][];
  attachments: NewAttachment[];
  /** The sender's idempotency key, when it gave one. */
  key?: string;
  /** The slug of the vendor page it was sent from (`_vendor`), when it said. */
  vendor?: string;
  /** The id of the job page it was sent from (`_job`), when it said. */
  job?: string;
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
  const vendors = fields.filter(([name]) => name === VENDOR_FIELD).map(([, value]) => value);
  const jobs = fields.filter(([name]) => name === JOB_FIELD).map(([, value]) => value);
  fields = fields.filter(
    ([name]) => name !== IDEMPOTENCY_FIELD && name !== VENDOR_FIELD && name !== JOB_FIELD,
  );
  if (vendors.length > 1 || (vendors[0] !== undefined && !VENDOR_SLUG.test(vendors[0]))) {
    return new Rejection(400, "The vendor field must name one vendor page.");
  }
  if (jobs.length > 1 || (jobs[0] !== undefined && !JOB_ID.test(jobs[0]))) {
    return new Rejection(400, "The job field must name one job page.");
  }
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
  return {
    schema,
    fields,
    attachments,
    key,
    ...(vendors[0] === undefined ? {} : { vendor: vendors[0] }),
    ...(jobs[0] === undefined ? {} : { job: jobs[0] }),
  };
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
  uploads: Pick<SharedUploadSlots, "count">;
  /**
   * Submits a form in-process, exactly as `POST /api/forms/<mailbox>` does (same checks,
   * storage, rate limit, upload caps and mail), with the answer it would give, typed.
   */
  submit(mailbox: string, body: FormData, origin: Origin): Promise<Answer>;
  /**
   * A post to one of the site's pages, read whole before React Router parses it (and before it
   * takes a render slot), under the limits of `POST /api/forms/<mailbox>`: in one of the
   * client's upload slots, within `max` bytes and the pace (10 s without enough bytes: 408). A
   * form page's post (`rateLimited`) also counts against the forms' rate limit, refused or not;
   * its later `submit` passes `counted` so that it is not counted twice.
   */
  readPagePost(
    request: Request,
    sender: Sender,
    options?: { rateLimited?: boolean; max?: number },
  ): Promise<PagePost>;
  /** The sender of a request our server received, as the inbox identifies it. */
  senderOf(c: Context): Sender;
  close(): Promise<void>;
}

/**
 * The inbox on the site's database `db`; its rate limits and upload slots in Redis when `shared`
 * is given (several servers), in this process otherwise.
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
  const slots = new SharedUploadSlots(shared, options.uploadSlots, { peer: clusterPeer() });
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
  const stopSweeping = sweepPeriodically(store, db, log, options.sweep);

  const clientOf = (c: Context): string => clientAddress(c, options.trustProxy);

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
  const pendingFor = async (address: string, client: string): Promise<Mailbox | Answer> => {
    await expirePending();
    const existing = await store.mailbox(address);
    if (existing) return existing;
    const wait = await newMailboxes.retryAfter(client);
    if (wait > 0) return refused(429, NEW_MAILBOX_QUOTA_MESSAGE, wait);
    if ((await store.pendingCount()) >= pendingLimits.total) {
      return refused(503, PENDING_FULL_MESSAGE, 3600);
    }
    await newMailboxes.record(client);
    return store.pendingMailbox(address, new Date(now()));
  };

  /** The answer to a submission stored now, or to a retry of one stored before. */
  const answerCommit = (result: CommitResult): Answer => {
    if (result.kind === "conflict") return refused(422, IDEMPOTENCY_CONFLICT_MESSAGE);
    if (result.kind === "stored") relay?.kick();
    return answer(result.kind === "stored" ? "stored" : "replayed", 200, SUCCESS_MESSAGE);
  };

  /**
   * A checked submission to an active mailbox, stored. A request to a company of the network
   * goes to its inbox, not to the mailbox's e-mail; a signed-out sender must then have given
   * their name and e-mail (the form's `withSender` schema), so that the company can answer.
   */
  const commitChecked = async (
    address: string,
    checked: Checked,
    origin: Origin,
  ): Promise<Answer> => {
    const idempotency = checked.key
      ? { key: checked.key, fingerprint: fingerprintOf(checked) }
      : undefined;
    const repeat = idempotency && (await store.repeatOf(address, idempotency));
    if (repeat) return answerCommit(repeat);
    const routed = await options.router?.addressOf(checked.schema.id, checked.fields, {
      vendor: origin.vendor ?? checked.vendor ?? null,
      job: origin.job ?? checked.job ?? null,
      headers: origin.headers,
    });
    if (routed?.refusal) return refused(routed.refusal.status, routed.refusal.message);
    if (routed && routed.address.buyerId === null) {
      const problem = validateSubmission(
        withSender(checked.schema),
        Object.fromEntries(checked.fields),
        checked.attachments.map((a) => ({ name: a.originalName, size: a.size })),
      );
      if (problem) return refused(problem.status, problem.message);
    }
    const request = routed?.address;
    const result = await store.commit({
      mailbox: address,
      form: checked.schema.id,
      fields: routed ? withSenderFields(checked.fields, routed.sender) : checked.fields,
      attachments: checked.attachments,
      mail: relay !== null && isEmail(address) && !request,
      idempotency,
      request,
    });
    if (result.kind === "stored" && request) options.router?.stored?.(result.summary.id, request);
    return answerCommit(result);
  };

  /** One submission, from its body to the inbox's answer (after the rate limit and slots). */
  const receiveAndStore = async (
    address: string,
    body: Request,
    origin: Origin,
    headerKey: string | undefined,
  ): Promise<Answer> => {
    let received: Received;
    try {
      received = await receiveSubmission(body, store.tmpDir, pace);
    } catch (error) {
      if (!(error instanceof Rejection)) throw error;
      return refused(error.status, error.message);
    }
    try {
      const checked = checkSubmission(received, headerKey);
      if (checked instanceof Rejection) return refused(checked.status, checked.message);
      if ((await store.mailbox(address))?.status !== "active") {
        const pending = await pendingFor(address, origin.sender.client);
        if ("kind" in pending) return pending;
        await announceActivation(pending);
        // The hosted service answers this with HTTP 200 and success "false".
        return answer("activation", 200, ACTIVATION_MESSAGE);
      }
      return await commitChecked(address, checked, origin);
    } finally {
      // Committed files were moved away; anything still here belongs to a refused request.
      await removeTemporary(received.files);
    }
  };

  /**
   * One submission to `address`, whether it came over HTTP or from a page of our own: the rate
   * limit, the upload slots, then reading, checking and storing it.
   */
  async function receive(
    address: string,
    body: Request,
    origin: Origin,
    headerKey?: string,
  ): Promise<Answer> {
    if (!isValidMailbox(address)) {
      await discardBody(body);
      return refused(404, "There is no form inbox at this address.");
    }
    const client = origin.sender.client;
    if (limiter && !origin.counted) {
      const decision = await limiter.take(client);
      if (!decision.allowed) {
        await discardBody(body);
        return refused(429, RATE_LIMITED_MESSAGE, decision.retryAfter);
      }
    }
    const slot = await slots.acquire(client);
    if (!slot.granted) {
      await discardBody(body);
      return slot.full === "client"
        ? refused(429, BUSY_CLIENT_MESSAGE, 10)
        : refused(503, BUSY_MESSAGE, 30);
    }
    try {
      return await receiveAndStore(address, body, origin, headerKey);
    } finally {
      slot.release();
    }
  }

  async function readPagePost(
    request: Request,
    sender: Sender,
    { rateLimited = true, max = MAX_REQUEST_BYTES } = {},
  ): Promise<PagePost> {
    const refuse = async (refusal: Answer): Promise<PagePost> => {
      await discardBody(request);
      return { ok: false, answer: refusal };
    };
    if (limiter && rateLimited) {
      const decision = await limiter.take(sender.client);
      if (!decision.allowed) return refuse(refused(429, RATE_LIMITED_MESSAGE, decision.retryAfter));
    }
    const length = Number(request.headers.get("content-length") ?? "");
    if (length > max) return refuse(refused(413, "The submission is too large."));
    if (!request.body) return { ok: true, body: Buffer.alloc(0) };
    const slot = await slots.acquire(sender.client);
    if (!slot.granted) {
      return refuse(
        slot.full === "client"
          ? refused(429, BUSY_CLIENT_MESSAGE, 10)
          : refused(503, BUSY_MESSAGE, 30),
      );
    }
    try {
      return { ok: true, body: await readBody(request.body, max, pace) };
    } catch (error) {
      if (!(error instanceof Rejection)) throw error;
      return { ok: false, answer: refused(error.status, error.message) };
    } finally {
      slot.release();
    }
  }

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
    const result = await receive(
      normaliseMailbox(c.req.param("mailbox") ?? ""),
      c.req.raw,
      { sender: { client: clientOf(c) }, headers: c.req.raw.headers },
      c.req.header(IDEMPOTENCY_HEADER),
    );
    if (result.retryAfter !== undefined) c.header("Retry-After", String(result.retryAfter));
    if (result.kind === "replayed") c.header("Idempotent-Replayed", "true");
    return reply(c, result.status, result.reply.message, {
      success: result.reply.success === "true",
    });
  }

  return {
    name: "forms-inbox",
    store,
    uploads: slots,
    mount,
    senderOf: (c) => ({ client: clientOf(c) }),
    readPagePost,
    // The form is read by the same multipart reader as a post over HTTP; nothing else of HTTP
    // is involved, and the answer comes back typed.
    submit: (mailbox, body, origin) =>
      receive(
        normaliseMailbox(mailbox),
        new Request(`http://localhost${INBOX_BASE}`, { method: "POST", body }),
        origin,
      ),
    async close() {
      stopSweeping();
      await relay?.stop();
    },
  };
}
