import type { PublicUser } from "../app/domain/auth-schema";
import type { AccountsPagePath } from "./auth/auth-module";
import type { Repository } from "./db/repository";
import type { MemberLimits } from "./member-limits";
import type { Requests } from "./requests";

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
  /** Requests to the network's companies: the owners' inbox and the buyers' sent requests. */
  requests: Requests;
  /** The built-in accounts, for the sign-in and join pages; null with the hosted provider. */
  accounts: AccountsGateway | null;
  /** Our forms inbox, for the forms' route actions (app/features/forms/deliver.server.ts). */
  forms: FormsInbox;
}

export interface AccountsGateway {
  /**
   * Posts to the accounts' API (`/sign-in/email`, `/sign-up/email`) from this request's
   * visitor: the same checks and the same JSON answer, with its Set-Cookie, as from the browser.
   */
  post(path: AccountsPagePath, body: Record<string, unknown>): Promise<Response>;
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
