import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Transporter } from "nodemailer";
import { isEmail } from "../../app/domain/form-schemas";
import { FIELD_LABELS, FORM_TITLES } from "../../app/domain/form-labels";
import type { ClaimedMail } from "./mail-queue";
import type { InboxStore } from "./store";
import type { Submission } from "./submissions";

// E-mailing accepted submissions on to their mailbox. The queue is the submissions table itself
// (mail_status / mail_next_at), so a restart resumes where it stopped and a failure to send
// never touches the stored submission: it is retried with exponential backoff and, after the
// last attempt, marked failed for the operator (`npm run inbox -- resend <id>`). The job runner
// drains the queue (server/jobs/definitions.ts `form_mail`) on any server: each claims a
// submission before sending it (docs/decisions/260), so an e-mail goes out once, and one whose
// sender died is sent by another once the lease has passed.

export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

/**
 * How long a claimed submission stays with the relay that claimed it: longer than one send can
 * take (15 s to connect and greet, 60 s of socket silence at most between the steps).
 */
export const MAIL_LEASE_MS = 10 * 60_000;

export const DEFAULT_RETRY: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
};

/** Delay before attempt `attempt + 1`, after `attempt` failures (1-based), with ±20% jitter. */
export function backoffDelay(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const base = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The e-mail for one stored submission, its attachments read from the store's files. */
export async function submissionMail(submission: Submission, store: InboxStore, from: string) {
  const field = (name: string) => submission.fields.find((f) => f.name === name)?.value ?? "";
  const title = FORM_TITLES[submission.form] ?? "Form submission";
  const subject = field("_subject") || field("subject") || `New ${title.toLowerCase()}`;
  const replyTo = [field("_replyto"), field("email")].find((v) => isEmail(v));
  const shown = submission.fields.filter(
    (f) => f.value !== "" && !["_template", "_captcha"].includes(f.name),
  );
  const lines = shown.map((f) => {
    const label = FIELD_LABELS[f.name] ?? f.name;
    return f.value.includes("\n") ? `${label}:\n${f.value}\n` : `${label}: ${f.value}`;
  });
  const files = submission.attachments.map(
    (a) => `- ${a.originalName} (${a.contentType}, ${a.size} bytes, SHA-256 ${a.sha256})`,
  );
  const text = [
    `${title} received ${submission.receivedAt} (submission ${submission.id}).`,
    "",
    ...lines,
    ...(files.length ? ["", "Attachments:", ...files] : []),
    "",
  ].join("\n");
  return {
    from,
    to: submission.mailbox,
    replyTo,
    subject,
    text,
    attachments: await Promise.all(
      submission.attachments.map(async (a) => ({
        filename: a.originalName,
        contentType: a.contentType,
        content: await store.openAttachment(a),
      })),
    ),
  };
}

export function activationMail(address: string, link: string, from: string) {
  return {
    from,
    to: address,
    subject: "Activate your form on ProcureConnect",
    text: [
      `Someone sent a form to ${address} through ProcureConnect's forms inbox.`,
      "Before any submission is delivered, please confirm this mailbox by opening this link:",
      "",
      link,
      "",
      "If you did not expect this, ignore this e-mail: nothing is delivered until you activate.",
      "",
    ].join("\n"),
  };
}

/**
 * Connection settings from SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when offered),
 * `smtps://...:465` (TLS from the start); `?requireTLS=true`, `?ignoreTLS=true` and
 * `?rejectUnauthorized=false` (a self-signed test server) are understood.
 */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const query = url.searchParams;
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    requireTLS: query.get("requireTLS") === "true",
    ignoreTLS: query.get("ignoreTLS") === "true",
    tls: { rejectUnauthorized: query.get("rejectUnauthorized") !== "false" },
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  };
}

export interface MailRelayOptions {
  from: string;
  retry?: RetryPolicy;
  /** How long a claimed submission is this relay's (MAIL_LEASE_MS). */
  leaseMs?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  log?: (message: string) => void;
  /** Asks the job runner to send what was just queued (server/jobs/definitions.ts). */
  soon?: () => void;
}

export class MailRelay {
  private stopped = false;
  private readonly retry: RetryPolicy;
  private readonly log: (message: string) => void;
  private readonly now: () => number;
  /** Whose lease a claimed row is: this relay's, unique to the process and the relay. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID()}`;

  constructor(
    private readonly store: InboxStore,
    private readonly transport: Transporter,
    private readonly options: MailRelayOptions,
  ) {
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.log = options.log ?? ((m) => console.log(m));
    this.now = options.now ?? Date.now;
  }

  /** A submission was stored to be e-mailed: the job runner sends it (`form_mail`). */
  kick() {
    if (!this.stopped) this.options.soon?.();
  }

  /** When the next pending e-mail is due (ms since the epoch), if any is pending. */
  nextAt(): Promise<number | null> {
    return this.store.nextMailAt();
  }

  /** Sends every e-mail due now, one claimed submission at a time; resolves when none is due. */
  async drain() {
    const leaseMs = this.options.leaseMs ?? MAIL_LEASE_MS;
    // PostgreSQL may find no row to claim while another relay's claim holds the first one due:
    // the queue is looked at again, a few times, before this pass ends.
    for (let misses = 0; misses < 10;) {
      if (this.stopped) return;
      // One at a time, so that each is sent well within its lease (PostgreSQL may hand over
      // more than the one asked for: each is this relay's to send).
      const claimed = await this.store.claimMail(this.now(), this.owner, leaseMs, 1);
      if (claimed.length > 0) {
        misses = 0;
        for (const mail of claimed) await this.deliver(mail);
        continue;
      }
      const next = await this.store.nextMailAt();
      if (next === null || next > this.now()) return;
      misses++;
      await new Promise((resolve) => setTimeout(resolve, 5 * misses));
    }
  }

  private async deliver({ id, attempt }: ClaimedMail) {
    const submission = await this.store.submission(id);
    if (!submission) return;
    let mail: Awaited<ReturnType<typeof submissionMail>> | undefined;
    try {
      mail = await submissionMail(submission, this.store, this.options.from);
      await this.transport.sendMail(mail);
      if (!(await this.store.markMailSent(id, this.owner))) {
        this.log(`Forms inbox: e-mail for submission ${id} sent after its lease had passed.`);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const nextAt =
        attempt >= this.retry.maxAttempts ? null : this.now() + backoffDelay(attempt, this.retry);
      await this.store.markMailFailed(id, this.owner, message, nextAt);
      this.log(
        nextAt === null
          ? `Forms inbox: e-mail for submission ${id} failed ${attempt} times, giving up: ${message}`
          : `Forms inbox: e-mail for submission ${id} failed (attempt ${attempt}), retrying in ${Math.round((nextAt - this.now()) / 1000)} s: ${message}`,
      );
    } finally {
      // A failed send may leave a file unread: let its handle go now.
      for (const a of mail?.attachments ?? []) a.content.destroy();
    }
  }

  /** Sends an activation link; failures are logged, the link is in the log anyway. */
  async sendActivation(address: string, link: string): Promise<boolean> {
    try {
      await this.transport.sendMail(activationMail(address, link, this.options.from));
      return true;
    } catch (error) {
      this.log(
        `Forms inbox: could not e-mail the activation link to ${address}: ${error instanceof Error ? error.message : error}`,
      );
      return false;
    }
  }

  stop() {
    this.stopped = true;
  }
}
