// The built-in accounts' forms: limits, messages and validation, shared by the sign-in modal
// and our server so the two can never disagree.

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const AUTH_MESSAGES = {
  nameRequired: "Enter your full name.",
  nameTooLong: `Keep your name to ${NAME_MAX_LENGTH} characters or fewer.`,
  emailInvalid: "Enter a valid e-mail address, such as name@company.com.",
  passwordRequired: "Enter your password.",
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`,
  passwordTooLong: `Use ${PASSWORD_MAX_LENGTH} characters or fewer for your password.`,
  currentPasswordRequired: "Enter your current password.",
  emailTaken: "An account with this e-mail already exists. Sign in instead.",
  wrongCredentials: "The e-mail or password is incorrect.",
  wrongCurrentPassword: "Your current password is incorrect.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  signedOut: "Your session has ended. Please sign in again.",
  unavailable: "Sign-in is unavailable right now. Please try again in a few minutes.",
  generic: "Something went wrong. Please try again.",
} as const;

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}
export interface SignInInput {
  email: string;
  password: string;
}
export interface ProfileNameInput {
  name: string;
}
export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors<T> };

// One "@", no spaces, and a domain with at least one dot: what a person can mistype, not RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** E-mail addresses are stored and compared trimmed and lower-cased. */
export function normalizeEmail(value: unknown): string {
  return text(value).trim().toLowerCase();
}

/** Names are stored trimmed, with runs of whitespace collapsed. */
export function normalizeName(value: unknown): string {
  return text(value).trim().replace(/\s+/g, " ");
}

function emailError(email: string): string | undefined {
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    return AUTH_MESSAGES.emailInvalid;
  }
  return undefined;
}

function nameError(name: string): string | undefined {
  if (name.length === 0) return AUTH_MESSAGES.nameRequired;
  if (name.length > NAME_MAX_LENGTH) return AUTH_MESSAGES.nameTooLong;
  return undefined;
}

function newPasswordError(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  return undefined;
}

function result<T>(value: T, errors: FieldErrors<T>): Validation<T> {
  const clean = Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined));
  return Object.keys(clean).length === 0
    ? { ok: true, value }
    : { ok: false, errors: clean as FieldErrors<T> };
}

export function validateSignUp(input: Record<string, unknown>): Validation<SignUpInput> {
  const value = {
    name: normalizeName(input.name),
    email: normalizeEmail(input.email),
    password: text(input.password),
  };
  return result(value, {
    name: nameError(value.name),
    email: emailError(value.email),
    password: newPasswordError(value.password),
  });
}

export function validateSignIn(input: Record<string, unknown>): Validation<SignInInput> {
  const value = { email: normalizeEmail(input.email), password: text(input.password) };
  return result(value, {
    email: emailError(value.email),
    password: value.password.length === 0 ? AUTH_MESSAGES.passwordRequired : undefined,
  });
}

export function validateProfileName(input: Record<string, unknown>): Validation<ProfileNameInput> {
  const value = { name: normalizeName(input.name) };
  return result(value, { name: nameError(value.name) });
}

export function validatePasswordChange(
  input: Record<string, unknown>,
): Validation<PasswordChangeInput> {
  const value = {
    currentPassword: text(input.currentPassword),
    newPassword: text(input.newPassword),
  };
  return result(value, {
    currentPassword:
      value.currentPassword.length === 0 ? AUTH_MESSAGES.currentPasswordRequired : undefined,
    newPassword: newPasswordError(value.newPassword),
  });
}

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
}
