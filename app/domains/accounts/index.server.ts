// The accounts domain's server-side public entry: the accounts' API and what the server asks of
// it (who is signed in, their sessions, confirming it is them), the settings it reads at start,
// the data layer for the repository, a member's data export, the accounts' tables for the
// database scripts, and the form rules and API answers the server and other domains' actions
// share with the pages.
export {
  createAuthModule,
  type AccountsPagePath,
  type AccountUser,
  type AuthModule,
  type Confirmation,
  type EmailChangeRequest,
  type EmailVerification,
  type PasskeyView,
  type SecurityEvent,
  type SessionView,
} from "./api/auth-module.server";
export { hasSessionCookie } from "./api/sessions.server";
export { requireOperatorTwoFactor, requireVerifiedEmail } from "./verification.server";
export { accountsRepository, type AccountsRepository } from "./data.server";
export { operatorsOf } from "./data/operators.server";
export { memberDataZip } from "./export.server";
export { createAccountTables, openAccounts } from "./library.server";
export { readAccountsReply } from "./builtin/accounts-api";
export { AUTH_MESSAGES, sameEmail, validateSignUp, type PublicUser } from "./schema";
