import { data, Form, Link, redirect, useNavigation, type AppLoadContext } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  validatePasswordChange,
  validatePasswordConfirm,
  validateEmailChange,
  validateTwoFactorCode,
} from "~/domain/auth-schema";
import { tooManyMessage } from "~/domain/limits";
import { LINK_CLASS } from "~/features/auth/builtin/account-card";
import { SubmitButton, TextField } from "~/features/auth/builtin/account-form";
import { readAccountsReply } from "~/features/auth/builtin/accounts-api";
import { NewPasswordField } from "~/features/auth/builtin/password-meter";
import { mustVerify, requireMember } from "~/lib/access.server";
import { readFormData } from "~/lib/form-data.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account";
import { fieldText } from "~/lib/form-data";

// The member's account page (/account, members only): their e-mail address and whether it is
// confirmed (with "Resend"), and their password (current one required). Works without
// JavaScript: each section is a plain POST form told apart by `intent`.

export const ACCOUNT_TEXT = {
  title: "Your account",
  unverified: "Your e-mail address is not confirmed yet: you cannot publish until it is.",
  verified: "Your e-mail address is confirmed.",
  changeEmail: "Change E-mail Address",
  emailChangeSent: (to: string, from: string) =>
    `We have sent a confirmation link to ${to}. Your address changes when you open it while signed in; we have told ${from} too.`,
  sameEmail: "That is already your e-mail address.",
  emailByOperator:
    "To change your e-mail address, ask the network's operators: this site sends no e-mail, so it cannot confirm a new address itself, and an operator changes it for you.",
  resend: "Resend Confirmation E-mail",
  resent: "We have sent a new confirmation link to your e-mail address.",
  changePassword: "Change Password",
  passwordChanged: "Your password is changed. Your other devices are signed out.",
  sessionEnded: "That device is signed out.",
  othersEnded: "Every other device is signed out.",
  sessionGone: "That session has already ended.",
  twoFactorOff:
    "Two-step sign-in is off. Turn it on to be asked, after your password, for a code from an authenticator app on your phone.",
  twoFactorOn: "Two-step sign-in is on: after your password, we ask for a code from your app.",
  turnOn: "Turn On Two-Step Sign-In",
  turnOff: "Turn Off Two-Step Sign-In",
  confirmCode: "Confirm Code",
  enrolled: "Two-step sign-in is on. Keep your recovery codes somewhere safe.",
  turnedOff: "Two-step sign-in is off.",
  recoveryCodes:
    "Your recovery codes: each works once, instead of a code from your app, if you lose your phone. They are shown only now: write them down or print them.",
  download: "Download My Data",
  downloadLater: "You downloaded your data a moment ago. Please try again in a minute.",
  deleteAccount: "Delete My Account",
  deleteWarning:
    'This deletes your account for good: your profile, notifications, shortlists and saved jobs are deleted, and you are signed out everywhere. Your reviews stay, as written by "Former member", unless you delete them first; companies you own are unlisted and kept for the operators; requests you sent stay with the companies you sent them to.',
  codeNeeded: "Enter a code from your authenticator app, or a recovery code.",
} as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return {
    twoFactorEnabled: member.twoFactorEnabled === true,
    downloadLater: new URL(request.url).searchParams.get("download") === "later",
    sessions: (await context.accounts?.sessions()) ?? [],
    name: member.name,
    email: member.email,
    verified: member.emailVerified === true,
    mustVerify: mustVerify(context, member),
    mailEnabled: context.mailEnabled === true,
    hasAccounts: context.accounts !== null,
  };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

const INTENTS = [
  "resend",
  "change-email",
  "change-password",
  "end-session",
  "end-others",
  "enable-2fa",
  "confirm-2fa",
  "disable-2fa",
  "delete-account",
] as const;

/** What needs the password again (or a code): limited per member ("account-security"). */
const SECURITY_INTENTS: readonly string[] = [
  "change-email",
  "enable-2fa",
  "confirm-2fa",
  "disable-2fa",
  "delete-account",
];

interface Answer {
  intent: (typeof INTENTS)[number];
  ok: boolean;
  message: string | null;
  fields: {
    currentPassword?: string;
    newPassword?: string;
    password?: string;
    code?: string;
    newEmail?: string;
  };
  /** What was typed besides passwords, to show again after a refusal (without JavaScript too). */
  given?: { newEmail?: string };
  /** After "Turn on": the authenticator app's address, its secret, and the recovery codes. */
  enrolment?: { uri: string; secret: string; recoveryCodes: string[] };
}

/** How the password (and code) that confirm it is the member were taken. */
type Confirmation = Awaited<ReturnType<NonNullable<AppLoadContext["accounts"]>["leave"]>>;

/** The Set-Cookie headers of an accounts answer, for the page's own answer. */
function cookiesOf(reply: Response): Headers {
  const headers = new Headers();
  for (const cookie of reply.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Ends the session cookie in this browser (the session itself is gone with the account). */
const ENDED_SESSION_COOKIE =
  "procureconnect.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax";

export async function action({ context, request }: Route.ActionArgs) {
  const member = requireMember(context, request);
  const form = await readFormData(request, 8 * 1024);
  const text = (name: string) => (typeof form === "string" ? "" : fieldText(form, name));
  const intent = INTENTS.find((i) => i === text("intent")) ?? "change-password";
  const answer = (result: Omit<Answer, "intent">, status = 200) =>
    data<Answer>({ intent, ...result }, { status });
  if (!context.accounts) {
    return answer({ ok: false, message: AUTH_MESSAGES.unavailable, fields: {} }, 503);
  }
  if (SECURITY_INTENTS.includes(intent)) {
    const limit = await context.limits.take("account-security", member.id);
    if (!limit.allowed) {
      const message = tooManyMessage(limit.retryAfter);
      return answer({ ok: false, message, fields: {} }, 429);
    }
  }
  if (intent === "enable-2fa" || intent === "disable-2fa") {
    const checked = validatePasswordConfirm({ password: text("password") });
    if (!checked.ok) return answer({ ok: false, message: null, fields: checked.errors }, 400);
    const path = intent === "enable-2fa" ? "/two-factor/enable" : "/two-factor/disable";
    const reply = await context.accounts.post(path, checked.value);
    const body = (await reply
      .clone()
      .json()
      .catch(() => null)) as { totpURI?: string; recoveryCodes?: string[] } | null;
    if (reply.ok && intent === "disable-2fa") {
      return data<Answer>(
        { intent, ok: true, message: ACCOUNT_TEXT.turnedOff, fields: {} },
        { headers: cookiesOf(reply) },
      );
    }
    if (reply.ok && typeof body?.totpURI === "string") {
      const secret = new URL(body.totpURI).searchParams.get("secret") ?? "";
      const enrolment = { uri: body.totpURI, secret, recoveryCodes: body.recoveryCodes ?? [] };
      return data<Answer>({ intent, ok: true, message: null, fields: {}, enrolment });
    }
    const result = await readAccountsReply(reply);
    const fields = result.ok ? {} : (result.fields as Answer["fields"]);
    const message = result.ok || Object.keys(fields).length > 0 ? null : result.message;
    return answer({ ok: false, message, fields }, reply.status);
  }
  if (intent === "confirm-2fa") {
    const checked = validateTwoFactorCode({ code: text("code") });
    if (!checked.ok) return answer({ ok: false, message: null, fields: checked.errors }, 400);
    const reply = await context.accounts.post("/two-factor/verify", checked.value);
    if (reply.ok) {
      return data<Answer>(
        { intent, ok: true, message: ACCOUNT_TEXT.enrolled, fields: {} },
        { headers: cookiesOf(reply) },
      );
    }
    const result = await readAccountsReply(reply);
    const fields = result.ok ? {} : (result.fields as Answer["fields"]);
    const message = result.ok || Object.keys(fields).length > 0 ? null : result.message;
    return answer({ ok: false, message, fields }, reply.status);
  }
  /** A refusal of the password or the code that confirms it is the member. */
  const unconfirmed = (verdict: Exclude<Confirmation, "ok">, given?: Answer["given"]) => {
    if (verdict === "wrong-password") {
      const message = AUTH_MESSAGES.wrongPassword;
      return answer({ ok: false, message: null, fields: { password: message }, given }, 400);
    }
    if (verdict === "code-needed" || verdict === "wrong-code") {
      const message = verdict === "code-needed" ? ACCOUNT_TEXT.codeNeeded : AUTH_MESSAGES.wrongCode;
      return answer({ ok: false, message: null, fields: { code: message }, given }, 400);
    }
    return answer({ ok: false, message: AUTH_MESSAGES.signedOut, fields: {} }, 401);
  };

  if (intent === "delete-account") {
    const checked = validatePasswordConfirm({ password: text("password") });
    if (!checked.ok) return answer({ ok: false, message: null, fields: checked.errors }, 400);
    const verdict = await context.accounts.leave(checked.value.password, text("code"));
    if (verdict === "ok") {
      throw redirect("/", { headers: { "Set-Cookie": ENDED_SESSION_COOKIE } });
    }
    return unconfirmed(verdict);
  }
  if (intent === "change-email") {
    const given = { newEmail: text("newEmail").slice(0, 254) };
    const checked = validateEmailChange({ newEmail: given.newEmail, password: text("password") });
    if (!checked.ok) {
      return answer({ ok: false, message: null, fields: checked.errors, given }, 400);
    }
    const { newEmail, password } = checked.value;
    const verdict = await context.accounts.changeEmail(password, text("code"), newEmail);
    if (verdict === "sent") {
      const message = ACCOUNT_TEXT.emailChangeSent(newEmail, member.email);
      return answer({ ok: true, message, fields: {} });
    }
    if (verdict === "same") {
      const fields = { newEmail: ACCOUNT_TEXT.sameEmail };
      return answer({ ok: false, message: null, fields, given }, 400);
    }
    if (verdict === "no-mail") {
      return answer({ ok: false, message: ACCOUNT_TEXT.emailByOperator, fields: {}, given }, 503);
    }
    return unconfirmed(verdict, given);
  }
  if (intent === "end-session") {
    const ended = await context.accounts.endSession(text("session"));
    return ended
      ? answer({ ok: true, message: ACCOUNT_TEXT.sessionEnded, fields: {} })
      : answer({ ok: false, message: ACCOUNT_TEXT.sessionGone, fields: {} }, 404);
  }
  if (intent === "end-others") {
    await context.accounts.endOtherSessions();
    return answer({ ok: true, message: ACCOUNT_TEXT.othersEnded, fields: {} });
  }
  if (intent === "resend") {
    const reply = await context.accounts.post("/send-verification-email", {});
    const result = await readAccountsReply(reply);
    return result.ok
      ? answer({ ok: true, message: ACCOUNT_TEXT.resent, fields: {} })
      : answer({ ok: false, message: result.message, fields: {} }, reply.status);
  }
  const checked = validatePasswordChange({
    currentPassword: text("currentPassword"),
    newPassword: text("newPassword"),
  });
  if (!checked.ok) return answer({ ok: false, message: null, fields: checked.errors }, 400);
  const reply = await context.accounts.post("/change-password", checked.value);
  const result = await readAccountsReply(reply.clone());
  if (!result.ok) {
    const fields = result.fields as Answer["fields"];
    const message = Object.keys(fields).length > 0 ? null : result.message;
    return answer({ ok: false, message, fields }, reply.status);
  }
  // The other sessions ended and this one was renewed: its new cookie goes back to the browser.
  const headers = new Headers();
  for (const cookie of reply.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return data<Answer>(
    { intent, ok: true, message: ACCOUNT_TEXT.passwordChanged, fields: {} },
    { headers },
  );
}

export function meta() {
  return formPageMeta({
    title: ACCOUNT_TEXT.title,
    description: "Your ProcureConnect account: e-mail address, password and sessions.",
    path: "/account",
  });
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

const SECTION = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const said = (intent: Answer["intent"]) => (actionData?.intent === intent ? actionData : null);
  const resend = said("resend");
  const change = said("change-password");
  const sessionsSaid = said("end-session") ?? said("end-others");
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{ACCOUNT_TEXT.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Signed in as {loaderData.name} ({loaderData.email}).
      </p>

      <section aria-labelledby="account-email" className={`mt-8 ${SECTION}`}>
        <h2 id="account-email" className="text-lg font-semibold text-slate-900">
          E-mail address
        </h2>
        <p className="mt-2 text-sm text-slate-700">{loaderData.email}</p>
        {loaderData.verified ? (
          <p className="mt-2 text-sm font-medium text-emerald-700">{ACCOUNT_TEXT.verified}</p>
        ) : (
          <>
            <p className="mt-2 text-sm font-medium text-amber-800">
              {loaderData.mustVerify
                ? ACCOUNT_TEXT.unverified
                : "Your e-mail address is not confirmed yet."}
            </p>
            {loaderData.mailEnabled ? (
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
        {loaderData.mailEnabled ? (
          <EmailChangeForm
            twoFactorEnabled={loaderData.twoFactorEnabled}
            said={said("change-email")}
            pending={pendingIntent === "change-email"}
          />
        ) : (
          <p className="mt-2 text-sm text-slate-600">{ACCOUNT_TEXT.emailByOperator}</p>
        )}
      </section>

      <section aria-labelledby="account-password" className={`mt-6 ${SECTION}`}>
        <h2 id="account-password" className="text-lg font-semibold text-slate-900">
          Password
        </h2>
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
              userInputs={[loaderData.name, loaderData.email]}
            />
            <div>
              <SubmitButton pending={pendingIntent === "change-password"} pendingLabel="Saving...">
                {ACCOUNT_TEXT.changePassword}
              </SubmitButton>
            </div>
          </div>
        </Form>
      </section>

      <section aria-labelledby="account-sessions" className={`mt-6 ${SECTION}`}>
        <h2 id="account-sessions" className="text-lg font-semibold text-slate-900">
          Where you are signed in
        </h2>
        <FormMessages
          error={sessionsSaid && !sessionsSaid.ok ? sessionsSaid.message : null}
          success={sessionsSaid?.ok ? sessionsSaid.message : null}
        />
        <ul className="mt-4 divide-y divide-slate-200" aria-label="Sessions">
          {loaderData.sessions.map((session) => (
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
              {session.current ? null : (
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
        {loaderData.sessions.length > 1 ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="end-others" />
            <SubmitButton pending={pendingIntent === "end-others"} pendingLabel="Signing out...">
              Sign out everywhere else
            </SubmitButton>
          </Form>
        ) : null}
      </section>

      <TwoFactorSection
        enabled={loaderData.twoFactorEnabled}
        said={said("enable-2fa") ?? said("confirm-2fa") ?? said("disable-2fa")}
        pendingIntent={typeof pendingIntent === "string" ? pendingIntent : null}
      />

      <section aria-labelledby="account-data" className={`mt-6 ${SECTION}`}>
        <h2 id="account-data" className="text-lg font-semibold text-slate-900">
          Your data
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          A ZIP file with your profile, companies, reviews, the requests you sent and received (with
          their files), your notifications and your lists, as JSON.
        </p>
        {loaderData.downloadLater ? (
          <FormMessages error={ACCOUNT_TEXT.downloadLater} success={null} />
        ) : null}
        <Form method="post" action="/account/data" reloadDocument className="mt-4">
          <Button type="submit" variant="outline">
            {ACCOUNT_TEXT.download}
          </Button>
        </Form>
      </section>

      <DeleteSection
        twoFactorEnabled={loaderData.twoFactorEnabled}
        said={said("delete-account")}
        pending={pendingIntent === "delete-account"}
      />

      <nav aria-label="More of your account" className="mt-6 text-sm">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link to="/account/companies" className={LINK_CLASS}>
              My companies
            </Link>
          </li>
          <li>
            <Link to="/account/requests" className={LINK_CLASS}>
              Requests I sent
            </Link>
          </li>
          <li>
            <Link to="/account/notifications/settings" className={LINK_CLASS}>
              Notification settings
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function TwoFactorSection({
  enabled,
  said,
  pendingIntent,
}: {
  enabled: boolean;
  said: Answer | null;
  pendingIntent: string | null;
}) {
  const enrolment = said?.intent === "enable-2fa" ? said.enrolment : undefined;
  const confirming = said?.intent === "confirm-2fa" && !said.ok;
  const step = enabled
    ? TWO_FACTOR_SWITCH.off
    : enrolment || confirming
      ? null
      : TWO_FACTOR_SWITCH.on;
  return (
    <section aria-labelledby="account-two-factor" className={`mt-6 ${SECTION}`}>
      <h2 id="account-two-factor" className="text-lg font-semibold text-slate-900">
        Two-step sign-in
      </h2>
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
                  In your authenticator app, add an account with this key (or open the address on
                  the phone that has the app):
                  <dl className="mt-2 grid gap-1">
                    <dt className="font-medium text-slate-900">Key</dt>
                    <dd>
                      <code className="rounded bg-slate-100 px-2 py-1 font-mono break-all text-slate-900">
                        {enrolment.secret}
                      </code>
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
    </section>
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
  said: Answer | null;
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

function DeleteSection({ twoFactorEnabled, said, pending }: ConfirmedFormProps) {
  return (
    <section aria-labelledby="account-delete" className={`mt-6 ${SECTION} border-red-200`}>
      <h2 id="account-delete" className="text-lg font-semibold text-slate-900">
        Delete your account
      </h2>
      <p className="mt-2 text-sm text-slate-700">{ACCOUNT_TEXT.deleteWarning}</p>
      <p className="mt-2 text-sm">
        <Link to="/legal/privacy" className={LINK_CLASS}>
          What the Privacy Policy says about it
        </Link>
      </p>
      <Form method="post" noValidate aria-label="Delete account" className="mt-4">
        <FormMessages error={said && !said.ok ? said.message : null} success={null} />
        <input type="hidden" name="intent" value="delete-account" />
        <div className="grid gap-4">
          <IdentityFields twoFactorEnabled={twoFactorEnabled} said={said} />
          <div>
            <Button
              type="submit"
              disabled={pending}
              className="bg-red-700 text-white hover:bg-red-800"
            >
              {pending ? "Deleting..." : ACCOUNT_TEXT.deleteAccount}
            </Button>
          </div>
        </div>
      </Form>
    </section>
  );
}

/** What a form that asks the member to confirm who they are needs to know. */
interface ConfirmedFormProps {
  twoFactorEnabled: boolean;
  /** The form's last answer. */
  said: Answer | null;
  pending: boolean;
}

/** The password, and with two-step sign-in on a code, that confirm it is the member. */
function IdentityFields({ twoFactorEnabled, said }: Omit<ConfirmedFormProps, "pending">) {
  return (
    <>
      <TextField
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={said?.fields.password}
      />
      {twoFactorEnabled ? (
        <TextField
          label="Code from your app, or a recovery code"
          name="code"
          autoComplete="one-time-code"
          error={said?.fields.code}
        />
      ) : null}
    </>
  );
}

function EmailChangeForm({ twoFactorEnabled, said, pending }: ConfirmedFormProps) {
  return (
    <Form
      method="post"
      noValidate
      aria-label="Change e-mail address"
      className="mt-6 border-t border-slate-200 pt-6"
      key={said?.ok ? "sent" : "change"}
    >
      <h3 className="text-base font-semibold text-slate-900">{ACCOUNT_TEXT.changeEmail}</h3>
      <p className="mt-1 text-sm text-slate-600">
        We send a link to the new address; your address changes when you open it. Your current
        address is told as well.
      </p>
      <div className="mt-4">
        <FormMessages
          error={said && !said.ok ? said.message : null}
          success={said?.ok ? said.message : null}
        />
      </div>
      <input type="hidden" name="intent" value="change-email" />
      <div className="grid gap-4">
        <TextField
          label="New e-mail address"
          name="newEmail"
          type="email"
          autoComplete="email"
          defaultValue={said?.given?.newEmail}
          error={said?.fields.newEmail}
        />
        <IdentityFields twoFactorEnabled={twoFactorEnabled} said={said} />
        <div>
          <SubmitButton pending={pending} pendingLabel="Sending...">
            {ACCOUNT_TEXT.changeEmail}
          </SubmitButton>
        </div>
      </div>
    </Form>
  );
}
