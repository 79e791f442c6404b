import type { Hono } from "hono";
import { type Context } from "hono";
import { clientAddress } from "../shared/client-address";
import { MAX_REQUEST_BYTES } from "../../app/domain/form-rules";
import type { Db } from "../db/database";
import type { ServerModule } from "../modules";
import { discardBody } from "../unread-body";
import { normaliseMailbox, type InboxOptions } from "./config";
import { MailRelay } from "./mailer";
import { mailTransport } from "../mail-transport";
import { tokenLimiter } from "../shared/limits";
import type { SharedState } from "../shared/shared-state";
import {
  PACE_LIMITS,
  readBody,
  receiveSubmission,
  Rejection,
  removeTemporary,
  type Received,
} from "./receive";
import { InboxStore } from "./store";
import { clusterPeer } from "../shared/cluster-state";
import { SharedUploadSlots } from "./upload-slots";
import {
  BUSY_CLIENT_MESSAGE,
  BUSY_MESSAGE,
  INBOX_BASE,
  isValidMailbox,
  RATE_LIMITED_MESSAGE,
  refused,
  type Answer,
  type Origin,
  type PagePost,
  type Sender,
} from "./answers";
import { checkSubmission } from "./check";
import { committer } from "./commit";
import { mountInbox } from "./http-routes";
import { mailboxGate } from "./mailbox-gate";

// Our forms inbox: the same request and reply as the hosted form-to-email service's AJAX API
// (POST <base>/<mailbox>, multipart, JSON reply with `success` as a string), backed by our own
// storage. See docs/decisions/051. Its parts: what it answers (answers.ts), how a submission is
// checked (check.ts) and stored (commit.ts), which mailboxes it delivers to (mailbox-gate.ts)
// and its HTTP routes (http-routes.ts).

export * from "./answers";
export * from "./check";

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
  /** The relay that e-mails stored submissions, when mail is configured (a job runs it). */
  relay: MailRelay | null;
  /** The sender of a request our server received, as the inbox identifies it. */
  senderOf(c: Context): Sender;
  close(): Promise<void>;
}

/** The relay of the stored submissions' e-mails, on the server's transport or one of its own. */
function relayOf(options: InboxOptions, store: InboxStore, log: (message: string) => void) {
  // The site's one mail transport when the server gives it (server/mail-transport.ts).
  const transport = options.transport ?? (options.smtpUrl ? mailTransport(options.smtpUrl) : null);
  const relay = transport
    ? new MailRelay(store, transport, {
        from: options.mailFrom,
        retry: options.retry,
        log,
        soon: options.soon,
      })
    : null;
  return { transport, relay };
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
  const { transport, relay } = relayOf(options, store, log);
  const limiter =
    options.ratePerMinute > 0
      ? tokenLimiter("forms", options.ratePerMinute, options.ratePerMinute, shared)
      : null;
  const slots = new SharedUploadSlots(shared, options.uploadSlots, { peer: clusterPeer() });
  const pace = options.pace ?? PACE_LIMITS;
  const now = options.now ?? Date.now;
  const gate = mailboxGate(options, store, relay, shared, { now, log });
  await gate.open();
  await store.expireIdempotencyKeys(new Date(now()));
  const commitChecked = committer(store, relay, options.router, log);
  const clientOf = (c: Context): string => clientAddress(c, options.trustProxy);

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
      const admitted = await gate.admit(address, origin.sender.client);
      if (admitted !== "active") return admitted;
      return await commitChecked(address, checked, origin);
    } finally {
      // Committed files were moved away; anything still here belongs to a refused request.
      await removeTemporary(received.files);
    }
  };

  /** A refusal for a client over its upload slots (its own, or the server's in all). */
  const busy = (full: "client" | "all") =>
    full === "client" ? refused(429, BUSY_CLIENT_MESSAGE, 10) : refused(503, BUSY_MESSAGE, 30);

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
      return busy(slot.full);
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
    if (!slot.granted) return refuse(busy(slot.full));
    try {
      return { ok: true, body: await readBody(request.body, max, pace) };
    } catch (error) {
      if (!(error instanceof Rejection)) throw error;
      return { ok: false, answer: refused(error.status, error.message) };
    } finally {
      slot.release();
    }
  }

  return {
    name: "forms-inbox",
    store,
    uploads: slots,
    mount: (app: Hono) => mountInbox(app, { gate, receive, clientOf, log }),
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
    relay,
    async close() {
      relay?.stop();
      // A transport of its own (no server gave one) is closed with the inbox.
      if (!options.transport) transport?.close();
    },
  };
}
