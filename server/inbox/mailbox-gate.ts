import { isEmail } from "../../app/domain/form-schemas";
import { quota } from "../shared/limits";
import type { SharedState } from "../shared/shared-state";
import {
  ACTIVATION_MESSAGE,
  answer,
  INBOX_BASE,
  NEW_MAILBOX_QUOTA_MESSAGE,
  PENDING_FULL_MESSAGE,
  refused,
  type Answer,
} from "./answers";
import { PENDING_MAILBOX_LIMITS, type InboxOptions } from "./config";
import type { MailRelay } from "./mailer";
import type { Mailbox } from "./mailboxes";
import type { InboxStore } from "./store";

// Which mailboxes the forms inbox delivers to (docs/decisions/051): those the configuration
// names, activated at start (or by their link, when activation is required); a submission to any
// other address waits in a pending mailbox until its activation link is opened, within quotas
// per client and in all, and is forgotten when never activated.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MailboxGate {
  /** Activates (or announces) the configured mailboxes, and forgets the expired pending ones. */
  open(): Promise<void>;
  /**
   * Whether a submission to `address` may be stored now: yes for an active mailbox; otherwise
   * the answer it gets (a pending mailbox made or found and its activation announced, or a
   * refusal when the client or the inbox has too many waiting).
   */
  admit(address: string, client: string): Promise<"active" | Answer>;
  /** The mailbox activated by this link's token, or undefined when it is not valid (any more). */
  activate(token: string): Promise<Mailbox | undefined>;
}

export function mailboxGate(
  options: InboxOptions,
  store: InboxStore,
  relay: MailRelay | null,
  shared: SharedState | null,
  { now, log }: { now: () => number; log: (message: string) => void },
): MailboxGate {
  const limits = options.pending ?? PENDING_MAILBOX_LIMITS;
  const newMailboxes = quota("new-mailboxes", limits.perClientPerDay, DAY_MS, shared);
  const isExpired = (mailbox: Mailbox) =>
    !options.activeMailboxes.includes(mailbox.address) &&
    Date.parse(mailbox.createdAt) <= now() - limits.expireAfterMs;
  const expirePending = async () => {
    const expired = await store.expirePending(
      new Date(now() - limits.expireAfterMs),
      options.activeMailboxes,
    );
    if (expired > 0) log(`Forms inbox: forgot ${expired} mailbox(es) never activated.`);
  };
  // From configuration only: a link built from the request's Host header would let anyone make
  // our real activation e-mail point to their own site.
  const activationLink = (token: string) => `${options.publicUrl}${INBOX_BASE}/activate/${token}`;

  const announce = async (mailbox: Mailbox) => {
    const { address } = mailbox;
    const link = activationLink(mailbox.activationToken!);
    log(`Forms inbox: mailbox ${address} needs activation: ${link}`);
    const lastMailed = mailbox.activationMailedAt ? Date.parse(mailbox.activationMailedAt) : 0;
    if (
      relay &&
      isEmail(address) &&
      mailbox.activationMailCount < limits.maxActivationMails &&
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
    if ((await store.pendingCount()) >= limits.total) {
      return refused(503, PENDING_FULL_MESSAGE, 3600);
    }
    await newMailboxes.record(client);
    return store.pendingMailbox(address, new Date(now()));
  };

  return {
    async open() {
      await expirePending();
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
    },
    async admit(address, client) {
      if ((await store.mailbox(address))?.status === "active") return "active";
      const pending = await pendingFor(address, client);
      if ("kind" in pending) return pending;
      await announce(pending);
      // The hosted service answers this with HTTP 200 and success "false".
      return answer("activation", 200, ACTIVATION_MESSAGE);
    },
    async activate(token) {
      const pending = await store.pendingByToken(token);
      return pending && !isExpired(pending)
        ? await store.activateByToken(token, new Date(now()))
        : undefined;
    },
  };
}
