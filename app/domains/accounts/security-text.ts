// The security log's entries and the security e-mails, in words (docs/decisions/421). Pure: the
// account's security log page and the server's e-mails use the same names.

export type SecurityKind =
  | "joined"
  | "signed-in"
  | "signed-in-passkey"
  | "password-changed"
  | "password-reset"
  | "two-factor-on"
  | "two-factor-off"
  | "passkey-added"
  | "passkey-removed";

/** How the security log page names each entry. */
export const SECURITY_LOG_TEXT: Record<SecurityKind, string> = {
  joined: "Account created and signed in",
  "signed-in": "Signed in",
  "signed-in-passkey": "Signed in with a passkey",
  "password-changed": "Password changed",
  "password-reset": "Password reset by e-mail link",
  "two-factor-on": "Two-step sign-in turned on",
  "two-factor-off": "Two-step sign-in turned off",
  "passkey-added": "Passkey added",
  "passkey-removed": "Passkey removed",
};

/** What is e-mailed to the account's address, and when: each change to how one signs in. */
export const SECURITY_MAIL = {
  "password-changed": {
    subject: "Your ProcureConnect password was changed",
    what: "The password of your ProcureConnect account was changed",
  },
  "password-reset": {
    subject: "Your ProcureConnect password was reset",
    what: "The password of your ProcureConnect account was reset with a link we e-mailed",
  },
  "two-factor-on": {
    subject: "Two-step sign-in is on for your ProcureConnect account",
    what: "Two-step sign-in was turned on for your ProcureConnect account",
  },
  "two-factor-off": {
    subject: "Two-step sign-in is off for your ProcureConnect account",
    what: "Two-step sign-in was turned off for your ProcureConnect account",
  },
  "passkey-added": {
    subject: "A passkey was added to your ProcureConnect account",
    what: "A passkey was added to your ProcureConnect account",
  },
  "account-deleted": {
    subject: "Your ProcureConnect account was deleted",
    what: "Your ProcureConnect account was deleted",
  },
} as const;

export type SecurityMailKind = keyof typeof SECURITY_MAIL;

/** The e-mail's text: what happened, when, from which browser, and what to do if not them. */
export function securityMailText(
  kind: SecurityMailKind,
  at: Date,
  browser: string,
  siteOrigin: string,
): string {
  const when = at.toISOString().slice(0, 16).replace("T", " at ") + " UTC";
  const lines = [`${SECURITY_MAIL[kind].what} on ${when}, from ${browser}.`, ""];
  if (kind === "account-deleted") {
    lines.push(
      "Your profile, sessions and settings are gone; reviews you wrote stay as a former member's.",
      "If you did not do this, reply to this e-mail.",
    );
  } else {
    lines.push(
      "If this was you, there is nothing to do.",
      `If it was not, reset your password now: ${siteOrigin}/forgot-password`,
      `Your account's security log lists recent sign-ins and changes: ${siteOrigin}/account/security-log`,
    );
  }
  return lines.join("\n");
}
