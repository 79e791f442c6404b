// Passkeys in the browser (docs/decisions/422): the options come from our accounts API, the
// authenticator answers through WebAuthn (@simplewebauthn/browser, loaded only when a passkey
// button is pressed), and the answer is posted back. WebAuthn needs JavaScript: without it the
// buttons are not offered, and the password (with its second step) still signs in.

import { useSyncExternalStore } from "react";

const BASE = "/api/auth/passkey";

export type PasskeyResult = { ok: true } | { ok: false; message: string };

/** Whether this browser can use passkeys at all: false on the server and while hydrating. */
const passkeysSupported = () =>
  typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
const unchanging = () => () => {};
export const usePasskeysSupported = () =>
  useSyncExternalStore(unchanging, passkeysSupported, () => false);

async function messageOf(res: Response, fallback: string): Promise<string> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" ? body.message : fallback;
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
}

/** The authenticator was closed or refused: said plainly, not as an error of ours. */
const cancelled = (err: unknown) =>
  err instanceof Error && (err.name === "NotAllowedError" || err.name === "AbortError");

export async function addPasskey(name: string, fallback: string): Promise<PasskeyResult> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const options = await fetch(`${BASE}/generate-register-options`, { credentials: "same-origin" });
  if (!options.ok) return { ok: false, message: await messageOf(options, fallback) };
  try {
    const response = await startRegistration({ optionsJSON: await options.json() });
    const saved = await post("/verify-registration", { response, name });
    return saved.ok ? { ok: true } : { ok: false, message: await messageOf(saved, fallback) };
  } catch (err) {
    return { ok: false, message: cancelled(err) ? "No passkey was added." : fallback };
  }
}

export async function signInWithPasskey(fallback: string): Promise<PasskeyResult> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const options = await fetch(`${BASE}/generate-authenticate-options`, {
    credentials: "same-origin",
  });
  if (!options.ok) return { ok: false, message: await messageOf(options, fallback) };
  try {
    const response = await startAuthentication({ optionsJSON: await options.json() });
    const signedIn = await post("/verify-authentication", { response });
    return signedIn.ok ? { ok: true } : { ok: false, message: await messageOf(signedIn, fallback) };
  } catch (err) {
    return { ok: false, message: cancelled(err) ? "The passkey sign-in was cancelled." : fallback };
  }
}
