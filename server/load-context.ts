import type { PublicUser } from "../app/domain/auth-schema";
import type { Company } from "../app/domain/company-schema";
import type { LogoResult } from "./companies/logos";
import type { Repository } from "./db/repository";
import type { Submission, SubmissionSummary } from "./inbox/store";
import type { MemberLimits } from "./member-limits";

// What every loader and action receives from our server as `context`.

/** A signed-in member as loaders and actions see them: who, and what they may do. */
export interface Viewer extends PublicUser {
  /** The account's id: what companies, reviews and requests are owned by. */
  id: string;
  /** Granted by `npm run admin -- grant <email>`: may use the operator console. */
  isOperator: boolean;
}

export interface LoadContext {
  repo: Repository;
  /** The signed-in member (built-in accounts), or null. */
  user: Viewer | null;
  /** The members' write limits (app/domain/limits.ts): take one before each write. */
  limits: MemberLimits;
  /** Our forms inbox, for the forms' route actions (app/features/forms/deliver.server.ts). */
  forms: FormsInbox;
  /** What registering and moderating companies needs of the server: logos and e-mail. */
  companies: CompanyServices;
  /** The forms inbox as the operator console reads it (pages check the operator role first). */
  inbox: ConsoleInbox;
}

export interface CompanyServices {
  /** Checks an uploaded logo by its bytes, squares and re-encodes it, and stores it. */
  storeLogo(file: Blob): Promise<LogoResult>;
  /** E-mails the owner that their company was approved or rejected (when mail is configured). */
  notifyDecision(company: Company): Promise<void>;
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

export interface FormsInbox {
  /**
   * Submits a form to our inbox in-process, from this request's sender: the same checks,
   * storage, rate limit and mail as `POST /api/forms/<mailbox>`, and the same response.
   */
  submit(mailbox: string, body: FormData): Promise<Response>;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
