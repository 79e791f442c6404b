// The account page's words (/account), and what its forms' action answers: shared by the
// page's sections and its action (account-action.server.ts).

export const ACCOUNT_TEXT = {
  title: "Your account",
  unverified: "Your e-mail address is not confirmed yet: you cannot publish until it is.",
  verified: "Your e-mail address is confirmed.",
  changeEmail: "Change E-mail Address",
  emailChangeSent: (to: string, from: string) =>
    `We have sent a confirmation link to ${to}. Your address changes when you open it while signed in; we have told ${from} too.`,
  sameEmail: "That is already your e-mail address.",
  emailByOperator:
    "To change your e-mail address, ask the network's operators: this site sends no e-mail, so it cannot confirm a new address itself, and an operator changes it for you.",
  resend: "Resend Confirmation E-mail",
  resent: "We have sent a new confirmation link to your e-mail address.",
  changePassword: "Change Password",
  passwordChanged: "Your password is changed. Your other devices are signed out.",
  sessionEnded: "That device is signed out.",
  othersEnded: "Every other device is signed out.",
  sessionGone: "That session has already ended.",
  passkeyRemoved: "The passkey is removed.",
  passkeyGone: "That passkey was already removed.",
  twoFactorOff:
    "Two-step sign-in is off. Turn it on to be asked, after your password, for a code from an authenticator app on your phone.",
  twoFactorOn: "Two-step sign-in is on: after your password, we ask for a code from your app.",
  turnOn: "Turn On Two-Step Sign-In",
  turnOff: "Turn Off Two-Step Sign-In",
  confirmCode: "Confirm Code",
  enrolled: "Two-step sign-in is on. Keep your recovery codes somewhere safe.",
  turnedOff: "Two-step sign-in is off.",
  recoveryCodes:
    "Your recovery codes: each works once, instead of a code from your app, if you lose your phone. They are shown only now: write them down or print them.",
  download: "Download My Data",
  downloadLater: "You downloaded your data a moment ago. Please try again in a minute.",
  deleteAccount: "Delete My Account",
  deleteWarning:
    'This deletes your account for good: your profile, notifications, shortlists and saved jobs are deleted, and you are signed out everywhere. Your reviews stay, as written by "Former member", unless you delete them first; companies you own are unlisted and kept for the operators; requests you sent stay with the companies you sent them to.',
  codeNeeded: "Enter a code from your authenticator app, or a recovery code.",
} as const;

/** The account page's forms, told apart by `intent`. */
export const INTENTS = [
  "resend",
  "change-email",
  "change-password",
  "end-session",
  "end-others",
  "enable-2fa",
  "confirm-2fa",
  "disable-2fa",
  "remove-passkey",
  "delete-account",
] as const;

/** What needs the password again (or a code): limited per member ("account-security"). */
export const SECURITY_INTENTS: readonly string[] = [
  "change-email",
  "enable-2fa",
  "confirm-2fa",
  "disable-2fa",
  "delete-account",
];

/** What the account page's action answers one of its forms. */
export interface AccountAnswer {
  intent: (typeof INTENTS)[number];
  ok: boolean;
  message: string | null;
  fields: {
    currentPassword?: string;
    newPassword?: string;
    password?: string;
    code?: string;
    newEmail?: string;
  };
  /** What was typed besides passwords, to show again after a refusal (without JavaScript too). */
  given?: { newEmail?: string };
  /** After "Turn on": the authenticator app's address, its secret, and the recovery codes. */
  enrolment?: { uri: string; secret: string; qr: string; recoveryCodes: string[] };
}
