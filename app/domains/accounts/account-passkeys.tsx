import { useState } from "react";
import { Form, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { AccountSection } from "./account-section";
import type { AccountAnswer } from "./account-text";
import { TextField } from "./builtin/account-form";
import { addPasskey, usePasskeysSupported } from "./builtin/passkey-client";

// The account page's passkeys (docs/decisions/422): the member's list, each with a plain POST
// form to remove it (works without JavaScript), and "Add a Passkey", which needs WebAuthn and so
// JavaScript: before the page's code runs, or without it, the button is not offered.

export const PASSKEY_TEXT = {
  title: "Passkeys",
  intro:
    "A passkey signs you in with your device's screen lock or a security key, without your password or a code.",
  none: "You have no passkeys yet.",
  needsScript: "Adding a passkey needs JavaScript and a browser that supports passkeys.",
  add: "Add a Passkey",
  adding: "Waiting for your device...",
  added: "Your passkey is added.",
  failed: "The passkey could not be added. Try again, or use another authenticator.",
  remove: "Remove",
} as const;

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
}

export function PasskeysSection({
  passkeys,
  said,
}: {
  passkeys: PasskeyRow[];
  said: AccountAnswer | null;
}) {
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const revalidator = useRevalidator();

  async function add(form: HTMLFormElement) {
    setBusy(true);
    setResult(null);
    const name = String(new FormData(form).get("passkeyName") ?? "");
    const added = await addPasskey(name, PASSKEY_TEXT.failed);
    setBusy(false);
    setResult(added.ok ? { ok: true, message: PASSKEY_TEXT.added } : added);
    if (added.ok) {
      form.reset();
      await revalidator.revalidate();
    }
  }

  const shown = result ?? (said ? { ok: said.ok, message: said.message ?? "" } : null);
  return (
    <AccountSection id="account-passkeys" title={PASSKEY_TEXT.title}>
      <FormMessages
        error={shown && !shown.ok ? shown.message : null}
        success={shown?.ok ? shown.message : null}
      />
      <p className="mt-2 text-sm text-slate-700">{PASSKEY_TEXT.intro}</p>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{PASSKEY_TEXT.none}</p>
      ) : (
        <ul aria-label="Your passkeys" className="mt-4 divide-y divide-slate-100 text-sm">
          {passkeys.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-4 py-2">
              <span>
                <span className="font-medium text-slate-900">{p.name}</span>{" "}
                <span className="text-slate-600">added {p.createdAt.slice(0, 10)}</span>
              </span>
              <Form method="post" aria-label={`Remove passkey ${p.name}`}>
                <input type="hidden" name="intent" value="remove-passkey" />
                <input type="hidden" name="passkey" value={p.id} />
                <Button type="submit" variant="outline" size="sm">
                  {PASSKEY_TEXT.remove}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form
          aria-label="Add a passkey"
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void add(event.currentTarget);
          }}
        >
          <TextField label="Passkey name (optional)" name="passkeyName" autoComplete="off" />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? PASSKEY_TEXT.adding : PASSKEY_TEXT.add}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{PASSKEY_TEXT.needsScript}</p>
      )}
    </AccountSection>
  );
}
