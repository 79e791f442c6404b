import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { EmailChangeForm } from "./account-confirmed-forms";
import { AccountSection } from "./account-section";
import { ACCOUNT_TEXT, type AccountAnswer } from "./account-text";
import { SubmitButton, TextField } from "./builtin/account-form";
import { NewPasswordField } from "./builtin/password-meter";
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "./schema";
import { SIGN_OUT_PATH } from "./sign-out-path";

// The account page's sections (/account): the e-mail address, the password, the sessions and
// the data export.

/** A form's last answer, or null when it was another form's. */
type Said = AccountAnswer | null;

export function EmailSection({
  email,
  verified,
  mustVerify,
  mailEnabled,
  twoFactorEnabled,
  resend,
  change,
  pendingIntent,
}: {
  email: string;
  verified: boolean;
  mustVerify: boolean;
  mailEnabled: boolean;
  twoFactorEnabled: boolean;
  resend: Said;
  change: Said;
  pendingIntent: unknown;
}) {
  return (
    <AccountSection id="account-email" title="E-mail address" first>
      <p className="mt-2 text-sm text-slate-700">{email}</p>
      {verified ? (
        <p className="mt-2 text-sm font-medium text-emerald-700">{ACCOUNT_TEXT.verified}</p>
      ) : (
        <>
          <p className="mt-2 text-sm font-medium text-amber-800">
            {mustVerify ? ACCOUNT_TEXT.unverified : "Your e-mail address is not confirmed yet."}
          </p>
          {mailEnabled ? (
            <Form method="post" className="mt-4" aria-label="Resend confirmation e-mail">
              <FormMessages
                error={resend && !resend.ok ? resend.message : null}
                success={resend?.ok ? resend.message : null}
              />
              <input type="hidden" name="intent" value="resend" />
              <SubmitButton pending={pendingIntent === "resend"} pendingLabel="Sending...">
                {ACCOUNT_TEXT.resend}
              </SubmitButton>
            </Form>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{AUTH_MESSAGES.mailUnavailable}</p>
          )}
        </>
      )}
      {mailEnabled ? (
        <EmailChangeForm
          twoFactorEnabled={twoFactorEnabled}
          said={change}
          pending={pendingIntent === "change-email"}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-600">{ACCOUNT_TEXT.emailByOperator}</p>
      )}
    </AccountSection>
  );
}

export function PasswordSection({
  name,
  email,
  change,
  pending,
}: {
  name: string;
  email: string;
  change: Said;
  pending: boolean;
}) {
  return (
    <AccountSection id="account-password" title="Password">
      <Form
        method="post"
        noValidate
        aria-label="Change password"
        className="mt-4"
        key={change?.ok ? "changed" : "change"}
      >
        <FormMessages
          error={change && !change.ok ? change.message : null}
          success={change?.ok ? change.message : null}
        />
        <input type="hidden" name="intent" value="change-password" />
        <div className="grid gap-4">
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={change?.fields.currentPassword}
          />
          <NewPasswordField
            label="New password"
            name="newPassword"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, hard to guess. Your other devices will be signed out.`}
            error={change?.fields.newPassword}
            userInputs={[name, email]}
          />
          <div>
            <SubmitButton pending={pending} pendingLabel="Saving...">
              {ACCOUNT_TEXT.changePassword}
            </SubmitButton>
          </div>
        </div>
      </Form>
    </AccountSection>
  );
}

/** A session as the account page lists it (the accounts' SessionView). */
interface Session {
  id: string;
  device: string;
  lastSeen: string;
  current: boolean;
}

/** "26 Nov 2026, 11:20 UTC": the same on the server and in the browser. */
function formatLastSeen(iso: string): string {
  const at = new Date(iso);
  const date = at.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const time = at.toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  });
  return `${date}, ${time} UTC`;
}

export function SessionsSection({
  sessions,
  said,
  pendingIntent,
}: {
  sessions: Session[];
  said: Said;
  pendingIntent: unknown;
}) {
  return (
    <AccountSection id="account-sessions" title="Where you are signed in">
      <FormMessages
        error={said && !said.ok ? said.message : null}
        success={said?.ok ? said.message : null}
      />
      <ul className="mt-4 divide-y divide-slate-200" aria-label="Sessions">
        {sessions.map((session) => (
          <li key={session.id} className="flex items-center justify-between gap-4 py-3">
            <div className="text-sm">
              <p className="font-medium text-slate-900">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-slate-600">
                Last seen{" "}
                <time dateTime={session.lastSeen}>{formatLastSeen(session.lastSeen)}</time>
              </p>
            </div>
            {session.current ? (
              <Form method="post" action={SIGN_OUT_PATH} aria-label="Sign out of this device">
                <SubmitButton pending={false} pendingLabel="Signing out...">
                  Sign out
                </SubmitButton>
              </Form>
            ) : (
              <Form method="post" aria-label={`Sign out ${session.device}`}>
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="session" value={session.id} />
                <SubmitButton
                  pending={pendingIntent === "end-session"}
                  pendingLabel="Signing out..."
                >
                  Sign out
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {sessions.length > 1 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="end-others" />
          <SubmitButton pending={pendingIntent === "end-others"} pendingLabel="Signing out...">
            Sign out everywhere else
          </SubmitButton>
        </Form>
      ) : null}
    </AccountSection>
  );
}

export function DataSection({ downloadLater }: { downloadLater: boolean }) {
  return (
    <AccountSection id="account-data" title="Your data">
      <p className="mt-2 text-sm text-slate-700">
        A ZIP file with your profile, companies, reviews, the requests you sent and received (with
        their files), your notifications and your lists, as JSON.
      </p>
      {downloadLater ? <FormMessages error={ACCOUNT_TEXT.downloadLater} success={null} /> : null}
      <Form method="post" action="/account/data" reloadDocument className="mt-4">
        <Button type="submit" variant="outline">
          {ACCOUNT_TEXT.download}
        </Button>
      </Form>
    </AccountSection>
  );
}
