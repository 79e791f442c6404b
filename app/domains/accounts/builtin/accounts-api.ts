import { AUTH_MESSAGES, type AuthErrorBody } from "../schema";
import type { AuthUserView } from "../user-view";
import { ACCOUNTS_API, userFromBody } from "./session";

// The built-in accounts' requests from the sign-in modal and the user menu.

export type AccountsResult =
  | {
      ok: true;
      user: AuthUserView | null;
      /** The password was right and the sign-in needs a second factor on its own page. */
      twoFactor?: boolean;
    }
  | {
      ok: false;
      /** "unavailable": the accounts service could not be reached. */
      kind: "rejected" | "signed-out" | "unavailable";
      message: string;
      fields: Record<string, string>;
    };

const unavailable: AccountsResult = {
  ok: false,
  kind: "unavailable",
  message: AUTH_MESSAGES.unavailable,
  fields: {},
};

async function post(
  path: string,
  body: object,
  fetchImpl: typeof fetch = fetch,
): Promise<AccountsResult> {
  let res: Response;
  try {
    res = await fetchImpl(`${ACCOUNTS_API}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    return unavailable;
  }
  return readAccountsReply(res);
}

/** Sign-in's second step, coming back to `next` afterwards. */
export const twoFactorPath = (next: string) =>
  next === "/" ? "/sign-in/two-factor" : `/sign-in/two-factor?${new URLSearchParams({ next })}`;

/** What an answer of the accounts' API means for the form that sent it. */
export async function readAccountsReply(res: Response): Promise<AccountsResult> {
  let json: unknown = null;
  if (res.headers.get("content-type")?.includes("application/json")) {
    json = await res.json().catch(() => null);
  }
  if (res.ok && json) {
    const twoFactor = (json as { twoFactor?: unknown }).twoFactor === true;
    return twoFactor ? { ok: true, user: null, twoFactor } : { ok: true, user: userFromBody(json) };
  }
  const error = json as Partial<AuthErrorBody> | null;
  if (res.status >= 500 || !error || typeof error.message !== "string") return unavailable;
  return {
    ok: false,
    kind: error.code === "SIGNED_OUT" ? "signed-out" : "rejected",
    message: error.message,
    fields: error.fields ?? {},
  };
}

export const signUp = (
  input: { name: string; email: string; password: string },
  f?: typeof fetch,
) => post("/sign-up/email", input, f);
export const signIn = (input: { email: string; password: string }, f?: typeof fetch) =>
  post("/sign-in/email", input, f);
export const signOut = (f?: typeof fetch) => post("/sign-out", {}, f);
export const updateName = (input: { name: string }, f?: typeof fetch) =>
  post("/update-user", input, f);
export const changePassword = (
  input: { currentPassword: string; newPassword: string },
  f?: typeof fetch,
) => post("/change-password", input, f);
