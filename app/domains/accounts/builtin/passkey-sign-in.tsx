import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { usePasskeysSupported, signInWithPasskey } from "./passkey-client";

// "Sign in with a passkey" on the sign-in page (docs/decisions/422). WebAuthn needs
// JavaScript, so the button appears only once the page's code runs in a browser with passkeys;
// without it the page is the password form alone, which works as before.

export const PASSKEY_SIGN_IN_TEXT = {
  button: "Sign in with a passkey",
  pending: "Waiting for your passkey...",
  failed: "That passkey did not sign you in. Try again, or sign in with your password.",
} as const;

export function PasskeySignIn({ next }: { next: string }) {
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    const result = await signInWithPasskey(PASSKEY_SIGN_IN_TEXT.failed);
    if (result.ok) {
      // A full load: every part of the page learns who is signed in.
      window.location.assign(next);
      return;
    }
    setBusy(false);
    setError(result.message);
  }

  return (
    <div className="mt-4 grid gap-2 border-t border-slate-200 pt-4">
      <FormMessages error={error} success={null} />
      <Button type="button" variant="outline" disabled={busy} onClick={() => void signIn()}>
        {busy ? PASSKEY_SIGN_IN_TEXT.pending : PASSKEY_SIGN_IN_TEXT.button}
      </Button>
    </div>
  );
}
