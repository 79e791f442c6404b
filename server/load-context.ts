import type { DeadJob, JobData, SendOptions } from "./jobs/job";
import type { Actor } from "../app/domain/actor";
import type { Company, LogoResult } from "../app/domains/companies/index.server";
import type {
  AccountsPagePath,
  Confirmation,
  EmailChangeRequest,
  EmailVerification,
  PasskeyView,
  PublicUser,
  SecurityEvent,
  SessionView,
} from "../app/domains/accounts/index.server";
import type { Claim } from "../app/domains/claims/index.server";
import type { ApiGrant } from "../app/domains/api/index.server";
import type { Repository } from "./db/repository";
import type { Answer } from "./inbox/inbox-module";
import type { Submission, SubmissionSummary } from "./inbox/submissions";
import type { MemberLimits } from "./member-limits";
import type { Notifications } from "../app/domains/notifications/index.server";
import type { Requests } from "../app/domains/requests/index.server";
import type { DocumentFiles, TenderFiles } from "./files/document-files";

// What every loader and action receives from our server as `context`.

/** A signed-in member as loaders and actions see them: who, and what they may do. */
export type Viewer = Actor & PublicUser;

export interface LoadContext {
  /**
   * This render's Content-Security-Policy nonce (server/pages.ts makes one per render): React
   * Router's and React's inline scripts carry it (app/entry.server.tsx, app/root.tsx).
   */
  nonce?: string;
  /**
   * The site's public origin (SITE_URL, server/config.ts), read when the server starts: every
   * absolute address a page, a document or an e-mail gives starts with it (docs/decisions/240).
   */
  siteOrigin: string;
  repo: Repository;
  /** The signed-in member (built-in accounts), or null. */
  user: Viewer | null;
  /**
   * On the API (/api/v1, app/domains/api): the token the request carries, with its scope and the
   * company it acts for; `user` is then the token's member. Absent on the pages.
   */
  apiGrant?: ApiGrant | null;
  /** The members' write limits (app/domain/limits.ts): take one before each write. */
  limits: MemberLimits;
  /** Requests to the network's companies: the owners' inbox and the buyers' sent requests. */
  requests: Requests;
  /** The member's notifications (the bell, /account/notifications) and e-mail settings. */
  notifications: Notifications;
  /** The built-in accounts, for the sign-in and join pages; null with the hosted provider. */
  accounts: AccountsGateway | null;
  /**
   * Whether members must confirm their e-mail address before publishing (REQUIRE_VERIFIED_EMAIL;
   * check with `mustVerify` or `requireVerified` in app/lib/access.server.ts).
   */
  requireVerifiedEmail: boolean;
  /** Whether the site sends e-mail (SMTP_URL). */
  mailEnabled: boolean;
  /**
   * Whether operators must have two-step sign-in on to use the console (REQUIRE_OPERATOR_2FA;
   * checked by `requireOperator` in app/lib/access.server.ts).
   */
  requireOperatorTwoFactor: boolean;
  /** "Download my data": the member's data as a ZIP made while it is sent; null: no account. */
  memberData(userId: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Our forms inbox, for the forms' route actions (app/features/forms/form-action.server.ts). */
  forms: FormsInbox;
  /** What registering and moderating companies needs of the server: logos and e-mail. */
  companies: CompanyServices;
  /** The forms inbox as the operator console reads it (pages check the operator role first). */
  inbox: ConsoleInbox;
  /** The background jobs, as the console shows them (server/jobs, docs/decisions/270). */
  jobs: ConsoleJobs;
  /** Claims of listings: evidence files and the claimant's e-mail (app/domains/claims/services.server.ts). */
  claims: ClaimServices;
  /** Documents of tenders and bids, in the private file store (server/files/document-files.ts). */
  tenderFiles: TenderFiles;
  /** Files of freelancers' proposals, in the private file store (app/domains/freelance/proposal-files.server.ts). */
  freelanceFiles: DocumentFiles;
  /** Companies' certificates (app/domains/companies/certificate-files.server.ts). */
  certificateFiles: DocumentFiles;
  /** Members' photos: checked by their bytes and re-encoded as logos are (app/domains/companies/logos.server.ts). */
  memberPhotos: {
    store(file: Blob): Promise<LogoResult>;
    read(file: string): Promise<Buffer | null>;
  };
}

export interface ConsoleJobs {
  /** Queues work for a record (keyed: the same name and key are queued once). */
  send(name: string, data: JobData, options: SendOptions): Promise<boolean>;
  dead(): Promise<DeadJob[]>;
  retry(id: string): Promise<boolean>;
  counts(): Promise<{ dead: number; waiting: number }>;
}

export interface ClaimServices {
  /** Checks an evidence file by its bytes and size, and stores it under a name of ours. */
  storeEvidence(
    file: File,
  ): Promise<
    | { ok: true; evidence: NonNullable<Claim["evidence"]> }
    | { ok: false; problem: "too-large" | "type" }
  >;
  /** A stored evidence file's content, or null. */
  openEvidence(file: string): Promise<ReadableStream<Uint8Array> | null>;
  /**
   * Approves or refuses a pending claim and tells the claimant in the same transaction;
   * undefined when it is decided already or the company has an owner.
   */
  decide(
    decision: "approve" | "refuse",
    id: string,
    by: string,
    reason: string | null,
  ): Promise<Claim | undefined>;
}

export interface CompanyServices {
  /** Checks an uploaded logo by its bytes, squares and re-encodes it, and stores it. */
  storeLogo(file: Blob): Promise<LogoResult>;
  /**
   * Approves or rejects a company and tells its owner (on the site, and by e-mail when mail is
   * configured) in the same transaction; undefined when the company is not in a state to decide.
   */
  decide(
    decision: "approve" | "reject",
    id: string,
    review: { by: string; reason?: string },
  ): Promise<Company | undefined>;
}

export interface InboxFilters {
  mailbox?: string;
  form?: string;
}

export interface ConsoleInbox {
  /** Newest first. */
  list(options: InboxFilters & { limit: number; offset: number }): Promise<SubmissionSummary[]>;
  count(filters: InboxFilters): Promise<number>;
  submission(id: string): Promise<Submission | undefined>;
  /** The mailboxes submissions were sent to. */
  mailboxes(): Promise<string[]>;
  /** Marks it handled by this operator, or new again (null). */
  markHandled(id: string, by: string | null): Promise<boolean>;
}

export interface AccountsGateway {
  /**
   * Posts to the accounts' API (`/sign-in/email`, `/sign-up/email`) from this request's
   * visitor: the same checks and the same JSON answer, with its Set-Cookie, as from the browser.
   */
  post(path: AccountsPagePath, body: Record<string, unknown>): Promise<Response>;
  /**
   * Confirms the address a verification link was sent to; "sign-in" when the link changes the
   * address of an account and nobody is signed in (docs/decisions/158).
   */
  verifyEmail(token: string): Promise<EmailVerification>;
  /** Starts a change of this request's member's address (password and code confirm it). */
  changeEmail(password: string, code: string, newEmail: string): Promise<EmailChangeRequest>;
  /** This request's member's sessions, this one first. */
  sessions(): Promise<SessionView[]>;
  /** Ends one of this request's member's own sessions; false when it is not one of theirs. */
  endSession(id: string): Promise<boolean>;
  /** Ends every session of this request's member but this one. */
  endOtherSessions(): Promise<boolean>;
  /**
   * Deletes this request's member's account once their password (and, with two-step sign-in
   * on, a code) confirms it is them: "ok" when it is gone (docs/decisions/155).
   */
  leave(password: string, code: string): Promise<Confirmation>;
  /** This request's member's own security log, newest first (docs/decisions/421). */
  securityLog(): Promise<SecurityEvent[] | null>;
  /** Whether a password reset link's token can still set a password. */
  resetLinkValid(token: string): Promise<boolean>;
  /** Two-step sign-in set up by this request's member but not confirmed yet. */
  pendingEnrolment(): Promise<{ totpURI: string; recoveryCodes: string[] } | null>;
  /** This request's member's passkeys (docs/decisions/422). */
  passkeys(): Promise<PasskeyView[] | null>;
  /** Removes one of this request's member's own passkeys; false when it is not theirs. */
  removePasskey(id: string): Promise<boolean>;
}

export interface FormsInbox {
  /**
   * Submits a form to our inbox in-process, from this request's sender (and its cookie: who is
   * signed in): the same checks, storage, rate limit and mail as `POST /api/forms/<mailbox>`,
   * and the same answer, typed. `vendor` is the slug of the vendor page the form was sent from,
   * `job` the id of the job page.
   */
  submit(
    mailbox: string,
    body: FormData,
    from?: { vendor?: string; job?: string },
  ): Promise<Answer>;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
