import { PASSWORD_MIN_LENGTH } from "../limits";
import type { CredentialText } from "./account-form";

// The words of the two account screens, shared by the sign-in modal and the sign-in and join
// pages (which work without JavaScript), so they can never drift apart.

export const ACCOUNT_SCREENS = {
  "sign-in": {
    title: "Sign in to ProcureConnect",
    description: "Welcome back. Sign in with your e-mail and password.",
    label: "Sign in",
    submit: "Sign In",
    pending: "Signing in...",
    prompt: "New to ProcureConnect?",
    action: "Join now",
  },
  join: {
    title: "Join ProcureConnect",
    description: "Create your free account to connect with buyers, suppliers and talent.",
    label: "Join",
    submit: "Create Account",
    pending: "Creating account...",
    prompt: "Already have an account?",
    action: "Sign In",
  },
} as const satisfies Record<string, CredentialText>;

export type AccountScreen = keyof typeof ACCOUNT_SCREENS;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, hard to guess.`;
