import type { Transporter } from "nodemailer";
import type { FormId } from "../../app/domain/form-schemas";
import type { Attachment } from "./attachments";
import type { CompanyAddress } from "./submissions";
import { DEFAULT_FORM_MAILBOX } from "../../app/domain/form-rules";
import type { RetryPolicy } from "./mailer";
import type { PaceLimits } from "./receive";
import type { UploadSlotLimits } from "./upload-slots";

// The forms inbox's settings, from the environment. With none set, the product mailbox is
// active and submissions are stored under DATA_DIR without being e-mailed.

export interface InboxOptions {
  dataDir: string;
  /** Mailboxes that take submissions without activation. */
  activeMailboxes: string[];
  /** Every mailbox, the configured ones included, must be activated through its link. */
  requireActivation: boolean;
  /** Submissions per client per minute (also the burst); 0 turns the limit off. */
  ratePerMinute: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** The site's public origin: activation links start with it (never with a request's Host). */
  publicUrl: string;
  trustProxy: boolean;
  retry?: RetryPolicy;
  /** Uploads arriving at once; UPLOAD_SLOT_LIMITS by default. */
  uploadSlots?: UploadSlotLimits;
  /** Minimum upload rate and time limit; PACE_LIMITS by default. */
  pace?: PaceLimits;
  /** The site's one mail transport (server/mail-transport.ts); made from smtpUrl if not given. */
  transport?: Transporter | null;
  /** Asks the job runner to e-mail what was just stored (server/jobs/definitions.ts). */
  soon?: () => void;
  /** PENDING_MAILBOX_LIMITS by default. */
  pending?: PendingMailboxLimits;
  /** The clock of the limits that count days (tests move it). */
  now?: () => number;
  log?: (message: string) => void;
  /** Sends requests for the network's companies to their inbox instead of the mailbox. */
  router?: SubmissionRouter;
}

/** A signed-in member who sends a request to a company: who the company answers. */
export interface RequestSender {
  name: string;
  email: string;
  /** The company the member owns, if any. */
  company: string | null;
}

/** Who hears of a new request to a company: its owner, found while the request is addressed. */
export interface RequestOwner {
  email: string;
  name: string;
  company: string;
}

/** Where a request to a company of the network goes, and who sent it. */
export type Routed =
  | {
      address: CompanyAddress;
      /** The signed-in member who sent it; null for a signed-out visitor. */
      sender: RequestSender | null;
      /** The company's owner, told once the request is stored (null: none to tell). */
      owner: RequestOwner | null;
      /** The CV of the sender's earlier application that it names (`_cv`), when it is theirs. */
      previousCv?: Attachment | null;
      refusal?: undefined;
    }
  /**
   * The sender may not send it: a member who has not confirmed their e-mail address (403), or
   * who has applied for the job already (409).
   */
  | { refusal: { status: 403 | 409; message: string }; address?: undefined; sender?: undefined };

/** Decides whether a submission is a request to a company of the network. */
export interface SubmissionRouter {
  /**
   * The company (and buyer) a submission is addressed to, or null for the mailbox as usual:
   * by the slug of the vendor page it was sent from (`vendor`), or the id of the job page of a
   * job application (`job`), never by the names it carries.
   */
  /**
   * A lookup that fails (the database is unreachable) throws: the inbox then keeps nothing and
   * answers 503, so that the sender tries again (decision 303).
   */
  addressOf(
    form: FormId,
    fields: readonly (readonly [string, string])[],
    from: {
      vendor: string | null;
      job?: string | null;
      headers: Headers;
      /** The attachment id of an earlier CV to send again (`_cv`). */
      previousCv?: string | null;
    },
  ): Promise<Routed | null>;
  /**
   * A request was stored for a company: tells its owner, found by `addressOf` (so that no lookup
   * is left to fail once the request is kept); never throws.
   */
  stored?(submissionId: string, address: CompanyAddress, owner: RequestOwner | null): void;
}

/**
 * A request's fields with its signed-in sender's identity: the account's name and e-mail replace
 * whatever the post carried (the forms ask for neither when signed in, docs/decisions/231), and
 * the company they own fills in a company left out or blank. So the company sees who wrote, on
 * every kind of request, and answers the account.
 */
export function withSenderFields(
  fields: readonly (readonly [string, string])[],
  sender: RequestSender | null,
  /** The form's field for the sender's name (a job application's is `fullName`). */
  nameField = "name",
): [string, string][] {
  const out = fields.map(([name, value]): [string, string] => [name, value]);
  if (!sender) return out;
  const given = { [nameField]: sender.name, email: sender.email, company: sender.company ?? "" };
  for (const [name, value] of Object.entries(given)) {
    const field = out.find(([n]) => n === name);
    if (!field) {
      if (value !== "") out.push([name, value]);
    } else if (name !== "company" || field[1].trim() === "") field[1] = value;
  }
  // The hosted service's reply-to address, too, is the account's.
  return out.map(([name, value]) => [name, name === "_replyto" ? sender.email : value]);
}

/** Mailboxes that anyone can create by posting to them, before their owner activates them. */
export interface PendingMailboxLimits {
  /** Pending mailboxes at once, for everyone together. */
  total: number;
  /** New pending mailboxes one client may cause in a day. */
  perClientPerDay: number;
  /** An unactivated mailbox, and its link, is forgotten after this long. */
  expireAfterMs: number;
  /** Activation e-mails to one mailbox, at most one an hour. */
  maxActivationMails: number;
}

export const PENDING_MAILBOX_LIMITS: Readonly<PendingMailboxLimits> = {
  total: 500,
  perClientPerDay: 5,
  expireAfterMs: 7 * 24 * 60 * 60 * 1000,
  maxActivationMails: 3,
};

export const DEFAULT_RATE_PER_MINUTE = 20;
export const DEFAULT_MAIL_FROM = "ProcureConnect Forms <forms@procureconnect.example>";

function flag(value: string | undefined): boolean {
  return value === "1" || value?.toLowerCase() === "true";
}

export function normaliseMailbox(address: string): string {
  return address.trim().toLowerCase();
}

export function inboxOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  server: { dataDir: string; trustProxy: boolean; siteOrigin: string },
): InboxOptions {
  const rate = env.INBOX_RATE_LIMIT?.trim();
  const ratePerMinute = rate ? Number(rate) : DEFAULT_RATE_PER_MINUTE;
  if (!Number.isFinite(ratePerMinute) || ratePerMinute < 0) {
    throw new Error(`INBOX_RATE_LIMIT must be a number of submissions per minute, got "${rate}"`);
  }
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://`);
  }
  const mailboxes = [
    env.VITE_FORM_MAILBOX?.trim() || DEFAULT_FORM_MAILBOX,
    ...(env.INBOX_MAILBOXES ?? "").split(","),
  ]
    .map(normaliseMailbox)
    .filter((m) => m !== "");
  return {
    dataDir: server.dataDir,
    activeMailboxes: [...new Set(mailboxes)],
    requireActivation: flag(env.INBOX_REQUIRE_ACTIVATION),
    ratePerMinute,
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    publicUrl: server.siteOrigin,
    trustProxy: server.trustProxy,
  };
}
