import * as z from "zod/mini";
import { textOf as text } from "~/lib/form-data";
import { parseForm, type FieldErrors } from "~/domain/form-parse";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./limits";

// The built-in accounts' forms (join, sign-in, profile): limits (limits.ts), messages and zod
// schemas, shared by the sign-in modal and our server so the two can never disagree
// (docs/decisions/053).

export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const AUTH_MESSAGES = {
  nameRequired: "Enter your full name.",
  nameTooLong: `Keep your name to ${NAME_MAX_LENGTH} characters or fewer.`,
  emailInvalid: "Enter a valid e-mail address, such as name@company.com.",
  passwordRequired: "Enter your password.",
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`,
  passwordTooLong: `Use ${PASSWORD_MAX_LENGTH} characters or fewer for your password.`,
  currentPasswordRequired: "Enter your current password.",
  emailTaken: "An account with this e-mail already exists. Sign in instead.",
  emailUnconfirmed:
    "An account was started with this e-mail but never confirmed. We sent a link to this address: open it to choose your password, and the account is yours.",
  wrongCredentials: "The e-mail or password is incorrect.",
  wrongCurrentPassword: "Your current password is incorrect.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  signedOut: "Your session has ended. Please sign in again.",
  unavailable: "Sign-in is unavailable right now. Please try again in a few minutes.",
  generic: "Something went wrong. Please try again.",
  resetLinkInvalid:
    "This link has expired or was already used. Ask for a new one on the Forgot password page.",
  resetRequested:
    "If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, for an hour.",
  verificationInvalid:
    "This confirmation link has expired or is not valid. Sign in and ask for a new one.",
  alreadyVerified: "Your e-mail address is already confirmed.",
  unverified:
    "Confirm your e-mail address before you publish: open the link we sent you, or ask for a new one on your account page.",
  mailUnavailable: "E-mail is not set up on this site: ask its operator to confirm your address.",
  codeRequired: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  wrongCode: "That code is not right, or has expired. Try the newest code from your app.",
  codeUsed: "This code was used already. Wait for the next code in your app, then enter it.",
  twoFactorExpired: "Your sign-in has expired. Please sign in again with your password.",
  wrongPassword: "Your password is incorrect.",
} as const;

/** An authenticator app's 6 digits, or a recovery code ("AbCdE-fGhIj"): 5 to 40 characters. */
export const TWO_FACTOR_CODE_MAX_LENGTH = 40;

// One "@", no spaces, and a domain with at least one dot: what a person can mistype, not RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** E-mail addresses are stored and compared trimmed and lower-cased. */
export function normalizeEmail(value: unknown): string {
  return text(value).trim().toLowerCase();
}

/** Whether two addresses are the same mailbox, as stored and compared; false when one is empty. */
export function sameEmail(a: unknown, b: unknown): boolean {
  const left = normalizeEmail(a);
  return left !== "" && left === normalizeEmail(b);
}

/** Names are stored trimmed, with runs of whitespace collapsed. */
export function normalizeName(value: unknown): string {
  return text(value).trim().replace(/\s+/g, " ");
}

// Each field reads anything (a missing or non-text value counts as empty), normalises it, and
// reports its first problem in the words above.

/** A field that reads anything through `normalize`, then checks the text. */
const field = (normalize: (value: unknown) => string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.pipe(z.transform(normalize), z.string().check(...checks));

const nameField = field(
  normalizeName,
  z.minLength(1, { error: AUTH_MESSAGES.nameRequired }),
  z.maxLength(NAME_MAX_LENGTH, { error: AUTH_MESSAGES.nameTooLong }),
);

const emailField = field(
  normalizeEmail,
  z.maxLength(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid }),
  z.regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid }),
);

const newPasswordField = field(
  text,
  z.minLength(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort }),
  z.maxLength(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
);

/** A password being checked, not chosen: any length (so its rules are not revealed). */
const givenPasswordField = (required: string) => field(text, z.minLength(1, { error: required }));

export const signUpSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
});

export const signInSchema = z.object({
  email: emailField,
  password: givenPasswordField(AUTH_MESSAGES.passwordRequired),
});

export const profileNameSchema = z.object({ name: nameField });

export const passwordChangeSchema = z.object({
  currentPassword: givenPasswordField(AUTH_MESSAGES.currentPasswordRequired),
  newPassword: newPasswordField,
});

export const passwordResetRequestSchema = z.object({ email: emailField });

export const passwordResetSchema = z.object({
  token: field(text, z.minLength(1, { error: AUTH_MESSAGES.resetLinkInvalid })),
  newPassword: newPasswordField,
});

/** A code from an authenticator app or a recovery code, spaces left out. */
const codeField = field(
  (value) => text(value).replace(/\s+/g, ""),
  z.minLength(1, { error: AUTH_MESSAGES.codeRequired }),
  z.maxLength(TWO_FACTOR_CODE_MAX_LENGTH, { error: AUTH_MESSAGES.wrongCode }),
);

export const twoFactorCodeSchema = z.object({ code: codeField });

/** Confirming who one is (turning a second factor on or off, deleting the account). */
export const passwordConfirmSchema = z.object({
  password: givenPasswordField(AUTH_MESSAGES.passwordRequired),
});

/** A member's new e-mail address, confirmed with their password. */
export const emailChangeSchema = z.object({
  newEmail: emailField,
  password: givenPasswordField(AUTH_MESSAGES.passwordRequired),
});

export type EmailChangeInput = z.output<typeof emailChangeSchema>;
export type TwoFactorCodeInput = z.output<typeof twoFactorCodeSchema>;
export type PasswordConfirmInput = z.output<typeof passwordConfirmSchema>;
export type PasswordResetRequestInput = z.output<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.output<typeof passwordResetSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;
export type SignInInput = z.output<typeof signInSchema>;
export type ProfileNameInput = z.output<typeof profileNameSchema>;
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

/** Each of `T`'s fields' first problem (the one FieldErrors of form-parse.ts, by T's keys). */
export type FieldErrorsOf<T> = FieldErrors<Extract<keyof T, string>>;
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrorsOf<T> };

/** The normalised value, or each field's first problem. */
function validate<S extends z.ZodMiniType<Record<string, unknown>>>(
  schema: S,
  input: Record<string, unknown>,
): Validation<z.output<S>> {
  const parsed = parseForm(schema, input);
  return parsed.ok ? parsed : { ok: false, errors: parsed.errors as FieldErrorsOf<z.output<S>> };
}

export function validateSignUp(input: Record<string, unknown>): Validation<SignUpInput> {
  return validate(signUpSchema, input);
}

export function validateSignIn(input: Record<string, unknown>): Validation<SignInInput> {
  return validate(signInSchema, input);
}

export function validateProfileName(input: Record<string, unknown>): Validation<ProfileNameInput> {
  return validate(profileNameSchema, input);
}

export function validatePasswordChange(
  input: Record<string, unknown>,
): Validation<PasswordChangeInput> {
  return validate(passwordChangeSchema, input);
}

export function validatePasswordResetRequest(
  input: Record<string, unknown>,
): Validation<PasswordResetRequestInput> {
  return validate(passwordResetRequestSchema, input);
}

export function validatePasswordReset(
  input: Record<string, unknown>,
): Validation<PasswordResetInput> {
  return validate(passwordResetSchema, input);
}

export function validateTwoFactorCode(
  input: Record<string, unknown>,
): Validation<TwoFactorCodeInput> {
  return validate(twoFactorCodeSchema, input);
}

export function validatePasswordConfirm(
  input: Record<string, unknown>,
): Validation<PasswordConfirmInput> {
  return validate(passwordConfirmSchema, input);
}

export function validateEmailChange(input: Record<string, unknown>): Validation<EmailChangeInput> {
  return validate(emailChangeSchema, input);
}

/** Whether a code looks like an authenticator app's (6 digits) rather than a recovery code. */
export const isAppCode = (code: string) => /^\d{6}$/.test(code);

/** What our server answers with when an accounts request fails. */
export interface AuthErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** The signed-in user as our server describes them: nothing more than the header needs. */
export interface PublicUser {
  name: string;
  email: string;
  image: string | null;
  /** Whether the member confirmed their e-mail address (the link, or an operator). */
  emailVerified?: boolean;
  /** Whether sign-in asks for a second factor (an authenticator app's code). */
  twoFactorEnabled?: boolean;
}
