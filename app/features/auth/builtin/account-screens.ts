import { PASSWORD_MIN_LENGTH } from "~/domain/auth-schema";

// The words of the two account screens, shared by the sign-in modal and the sign-in and join
// pages (which work without JavaScript), so they can never drift apart.

export const ACCOUNT_SCREENS = {
  "sign-in": {
    title: "Sign in to ProcureConnect",
    description: "Welcome back. Sign in with your e-mail and password.",
    label: "Sign in",
    submit: "Sign In",
    pending: "Signing in...",
    switchPrompt: "New to ProcureConnect?",
    switchAction: "Join now",
  },
  join: {
    title: "Join ProcureConnect",
    description: "Create your free account to connect with buyers, suppliers and talent.",
    label: "Join",
    submit: "Create Account",
    pending: "Creating account...",
    switchPrompt: "Already have an account?",
    switchAction: "Sign In",
  },
} as const;

export type AccountScreen = keyof typeof ACCOUNT_SCREENS;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;
