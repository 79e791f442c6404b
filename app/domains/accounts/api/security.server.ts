import { recordSecurityEvent, securityEventsOf } from "../data/security-log.server";
import {
  SECURITY_MAIL,
  securityMailText,
  type SecurityKind,
  type SecurityMailKind,
} from "../security-text";
import type { AccountsApi } from "./kit.server";
import { deviceOf } from "./sessions.server";

// The security log and e-mails (docs/decisions/421): each sign-in and each change to how the
// member signs in is written to their log with the browser it came from; the changes are also
// e-mailed to the account's address (when the site sends e-mail), so that someone else's change
// does not go unnoticed.

export interface SecurityMember {
  id: string;
  email: string;
}

/** The account's id and address, from the library's user in an answer. */
export function memberOf(user: unknown): SecurityMember {
  const u = (user ?? {}) as Record<string, unknown>;
  return { id: String(u.id ?? ""), email: String(u.email ?? "") };
}

/** Records `kind` for the member, and e-mails them when it is a change they must hear of. */
export async function securityEvent(
  api: AccountsApi,
  member: SecurityMember,
  kind: SecurityKind,
  headers: Headers | undefined,
): Promise<void> {
  if (!member.id) return;
  const at = new Date(api.now());
  const browser = deviceOf(headers?.get("user-agent") ?? null);
  try {
    await recordSecurityEvent(api.db, member.id, { kind, browser, at: at.toISOString() });
    if (kind in SECURITY_MAIL)
      await securityMail(api, member.email, kind as SecurityMailKind, headers);
  } catch (err) {
    // The change is made: a log line or an e-mail that failed must not undo it for the member.
    console.error(`[accounts] security log: ${err instanceof Error ? err.message : "failed"}`);
  }
}

/** E-mails the account's address that `kind` happened (the account's deletion included). */
export async function securityMail(
  api: AccountsApi,
  email: string,
  kind: SecurityMailKind,
  headers: Headers | undefined,
): Promise<void> {
  if (!api.mail) return;
  const browser = deviceOf(headers?.get("user-agent") ?? null);
  const text = securityMailText(kind, new Date(api.now()), browser, api.config.siteOrigin);
  await api.mail.send(email, SECURITY_MAIL[kind].subject, text);
}

/** The signed-in member's own security log; empty for anyone signed out. */
export async function securityLogOf(api: AccountsApi, headers: Headers) {
  const session = await api.accounts.auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  return securityEventsOf(api.db, session.user.id);
}
