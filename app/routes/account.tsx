import { data, Form, Link, useNavigation } from "react-router";
import { FormMessages } from "~/components/ui/field";
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, validatePasswordChange } from "~/domain/auth-schema";
import { LINK_CLASS } from "~/features/auth/builtin/account-card";
import { SubmitButton, TextField } from "~/features/auth/builtin/account-form";
import { readAccountsReply } from "~/features/auth/builtin/accounts-api";
import { NewPasswordField } from "~/features/auth/builtin/password-meter";
import { mustVerify, requireMember } from "~/lib/access.server";
import { readFormData } from "~/lib/form-data.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account";

// The member's account page (/account, members only): their e-mail address and whether it is
// confirmed (with "Resend"), and their password (current one required). Works without
// JavaScript: each section is a plain POST form told apart by `intent`.

export const ACCOUNT_TEXT = {
  title: "Your account",
  unverified: "Your e-mail address is not confirmed yet: you cannot publish until it is.",
  verified: "Your e-mail address is confirmed.",
  resend: "Resend Confirmation E-mail",
  resent: "We have sent a new confirmation link to your e-mail address.",
  changePassword: "Change Password",
  passwordChanged: "Your password is changed. Your other devices are signed out.",
  sessionEnded: "That device is signed out.",
  othersEnded: "Every other device is signed out.",
  sessionGone: "That session has already ended.",
} as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return {
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

const INTENTS = ["resend", "change-password", "end-session", "end-others"] as const;

interface Answer {
  intent: (typeof INTENTS)[number];
  ok: boolean;
  message: string | null;
  fields: { currentPassword?: string; newPassword?: string };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireMember(context, request);
  const form = await readFormData(request, 8 * 1024);
  const text = (name: string) => {
    const value = typeof form === "string" ? null : form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = INTENTS.find((i) => i === text("intent")) ?? "change-password";
  const answer = (result: Omit<Answer, "intent">, status = 200) =>
    data<Answer>({ intent, ...result }, { status });
  if (!context.accounts) {
    return answer({ ok: false, message: AUTH_MESSAGES.unavailable, fields: {} }, 503);
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
