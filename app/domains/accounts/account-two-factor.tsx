import { Form } from "react-router";
import { FormMessages } from "~/components/ui/field";
import { AccountSection } from "./account-section";
import { ACCOUNT_TEXT, type AccountAnswer } from "./account-text";
import { SubmitButton, TextField } from "./builtin/account-form";

// The account page's two-step sign-in (docs/decisions/156): turning it on with the password,
// the authenticator app's key and the recovery codes, the first code that confirms it, and
// turning it off.

export function TwoFactorSection({
  enabled,
  said,
  pendingIntent,
}: {
  enabled: boolean;
  said: AccountAnswer | null;
  pendingIntent: string | null;
}) {
  const enrolment =
    said?.intent === "enable-2fa" || said?.intent === "confirm-2fa" ? said.enrolment : undefined;
  const confirming = said?.intent === "confirm-2fa" && !said.ok;
  const step = enabled
    ? TWO_FACTOR_SWITCH.off
    : enrolment || confirming
      ? null
      : TWO_FACTOR_SWITCH.on;
  return (
    <AccountSection id="account-two-factor" title="Two-step sign-in">
      <FormMessages
        error={said && !said.ok ? said.message : null}
        success={said?.ok ? said.message : null}
      />
      <p className="mt-2 text-sm text-slate-700">
        {enabled ? ACCOUNT_TEXT.twoFactorOn : ACCOUNT_TEXT.twoFactorOff}
      </p>
      {step ? (
        <PasswordStepForm step={step} said={said} pending={pendingIntent === step.intent} />
      ) : (
        <div className="mt-4 grid gap-4 text-sm text-slate-700">
          {enrolment ? (
            <>
              <ol className="list-decimal space-y-2 pl-5">
                <li>
                  In your authenticator app, scan the QR code or add an account with this key (or
                  open the address on the phone that has the app):
                  <dl className="mt-2 grid gap-1">
                    <dt className="font-medium text-slate-900">Key</dt>
                    <dd>
                      <code className="rounded bg-slate-100 px-2 py-1 font-mono break-all text-slate-900">
                        {enrolment.secret}
                      </code>
                    </dd>
                    <dt className="mt-2 font-medium text-slate-900">QR code</dt>
                    <dd>
                      {/* Made on the server from the address alone (enrolment.server.ts). */}
                      <div
                        role="img"
                        aria-label="QR code of the address, for your authenticator app"
                        data-testid="totp-qr"
                        className="h-44 w-44 [&>svg]:h-full [&>svg]:w-full"
                        dangerouslySetInnerHTML={{ __html: enrolment.qr }}
                      />
                    </dd>
                    <dt className="mt-2 font-medium text-slate-900">Address</dt>
                    <dd>
                      <code className="font-mono text-xs break-all">{enrolment.uri}</code>
                    </dd>
                  </dl>
                </li>
                <li>Enter the 6-digit code the app shows, to confirm it works.</li>
              </ol>
              <div>
                <p className="font-medium text-slate-900">{ACCOUNT_TEXT.recoveryCodes}</p>
                <ul aria-label="Recovery codes" className="mt-2 grid grid-cols-2 gap-1 font-mono">
                  {enrolment.recoveryCodes.map((code) => (
                    <li key={code}>{code}</li>
                  ))}
                </ul>
              </div>
            </>
          ) : null}
          <Form method="post" noValidate aria-label="Confirm two-step sign-in">
            <input type="hidden" name="intent" value="confirm-2fa" />
            <div className="grid gap-4">
              <TextField
                label="Code from your app"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                error={said?.intent === "confirm-2fa" ? said.fields.code : undefined}
              />
              <div>
                <SubmitButton pending={pendingIntent === "confirm-2fa"} pendingLabel="Checking...">
                  {ACCOUNT_TEXT.confirmCode}
                </SubmitButton>
              </div>
            </div>
          </Form>
        </div>
      )}
    </AccountSection>
  );
}

/** Turning two-step sign-in on or off: the member's password, then the button. */
const TWO_FACTOR_SWITCH = {
  on: {
    intent: "enable-2fa",
    label: "Turn on two-step sign-in",
    pendingLabel: "Turning on...",
    submit: ACCOUNT_TEXT.turnOn,
  },
  off: {
    intent: "disable-2fa",
    label: "Turn off two-step sign-in",
    pendingLabel: "Turning off...",
    submit: ACCOUNT_TEXT.turnOff,
  },
} as const;

function PasswordStepForm({
  step,
  said,
  pending,
}: {
  step: (typeof TWO_FACTOR_SWITCH)[keyof typeof TWO_FACTOR_SWITCH];
  said: AccountAnswer | null;
  pending: boolean;
}) {
  return (
    <Form method="post" noValidate aria-label={step.label} className="mt-4">
      <input type="hidden" name="intent" value={step.intent} />
      <div className="grid gap-4">
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={said?.intent === step.intent ? said.fields.password : undefined}
        />
        <div>
          <SubmitButton pending={pending} pendingLabel={step.pendingLabel}>
            {step.submit}
          </SubmitButton>
        </div>
      </div>
    </Form>
  );
}
