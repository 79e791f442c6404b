import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormMessages } from "~/components/ui/field";
import { AUTH_MESSAGES, validateSignIn, validateSignUp } from "../schema";
import { EMAIL_INPUT, SubmitButton, TextField } from "../builtin/account-form";
import { ACCOUNT_SCREENS, PASSWORD_HINT, type AccountScreen } from "../builtin/account-screens";
import { readAccountsReply, twoFactorPath } from "../builtin/accounts-api";
import { LINK_CLASS } from "../builtin/account-card";
import { NewPasswordField } from "../builtin/password-meter";
import { PasskeySignIn } from "../builtin/passkey-sign-in";
import { guessableFirst } from "../new-password.server";
import { safeReturnPath } from "~/lib/access.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-entry";
import { fieldText } from "~/lib/form-data";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// Sign in and Join as pages of their own (/sign-in and /join, two routes of this module told
// apart by the address), for what needs an account without JavaScript: the pages that send a
// signed-out visitor here, with `next`, get them back once signed in. With JavaScript the header's
// buttons open the same screens in a modal.

const screenOf = (request: Request): AccountScreen =>
  new URL(request.url).pathname === "/join" ? "join" : "sign-in";

const PATHS: Record<AccountScreen, string> = { "sign-in": "/sign-in", join: "/join" };
const API_PATHS = { "sign-in": "/sign-in/email", join: "/sign-up/email" } as const;

/** Where to go once signed in: `next`, when it is a path on this site. */
const nextOf = (request: Request) => safeReturnPath(new URL(request.url).searchParams.get("next"));

const otherScreen = (screen: AccountScreen): AccountScreen =>
  screen === "join" ? "sign-in" : "join";

export const loader = routeLoader({ who: "anyone" }, ({ context, request }: Route.LoaderArgs) => {
  const next = nextOf(request);
  if (context.user) throw redirect(next);
  return { screen: screenOf(request), next, available: context.accounts !== null };
});

export const headers = () => ({ "Cache-Control": "private, no-store" });

interface Refusal {
  message: string | null;
  fields: Partial<Record<"name" | "email" | "password", string>>;
  values: { name: string; email: string };
}

/** The sign-in and join forms' limit: a name, an address and a password. */
const ENTRY_FORM_MAX_BYTES = 16 * 1024;

export const action = routeAction(
  { who: "anyone", body: { max: ENTRY_FORM_MAX_BYTES, refusals: "handler" } },
  async ({ context, request }: Route.ActionArgs, { form }) => {
    const screen = screenOf(request);
    if (typeof form === "string") {
      return data<Refusal>(
        { message: AUTH_MESSAGES.generic, fields: {}, values: { name: "", email: "" } },
        { status: form === "too-large" ? 413 : 400 },
      );
    }
    const text = (name: string) => fieldText(form, name);
    const input = { name: text("name"), email: text("email"), password: text("password") };
    const values = { name: input.name, email: input.email };
    const checked = screen === "join" ? validateSignUp(input) : validateSignIn(input);
    if (!checked.ok) {
      const fields =
        screen === "join"
          ? await guessableFirst(checked.errors, "password", input.password, [
              input.name,
              input.email,
            ])
          : checked.errors;
      return data<Refusal>({ message: null, fields, values }, { status: 400 });
    }
    if (!context.accounts) {
      return data<Refusal>(
        { message: AUTH_MESSAGES.unavailable, fields: {}, values },
        { status: 503 },
      );
    }
    const answer = await context.accounts.post(API_PATHS[screen], checked.value);
    const result = await readAccountsReply(answer.clone());
    if (result.ok) {
      const headers = new Headers();
      for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
      // Two-step sign-in on: the right password leads to the code's page (decision 156).
      if (result.twoFactor) throw redirect(twoFactorPath(nextOf(request)), { headers });
      throw redirect(nextOf(request), { headers });
    }
    const fields = result.fields as Refusal["fields"];
    const message = Object.keys(fields).length > 0 ? null : result.message;
    return data<Refusal>({ message, fields, values }, { status: answer.status });
  },
);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const screen = loaderData?.screen ?? "sign-in";
  const { title, description } = ACCOUNT_SCREENS[screen];
  return formPageMeta({ title, description, path: PATHS[screen] }, matches);
}

export default function AccountEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, next, available } = loaderData;
  const words = ACCOUNT_SCREENS[screen];
  const other = otherScreen(screen);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const fields = actionData?.fields ?? {};
  const query = next === "/" ? "" : `?${new URLSearchParams({ next })}`;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{words.title}</h1>
        <p className="mt-2 text-sm text-slate-600">{words.description}</p>
        {available ? (
          <Form
            method="post"
            action={`${PATHS[screen]}${query}`}
            noValidate
            aria-label={words.label}
            className="mt-6"
            // A new screen (or a new refusal) starts the form afresh with what was typed.
            key={`${screen}-${JSON.stringify(actionData?.values ?? null)}`}
          >
            <FormMessages error={actionData?.message ?? null} success={null} />
            <div className="grid gap-4">
              {screen === "join" ? (
                <TextField
                  label="Full name"
                  name="name"
                  autoComplete="name"
                  defaultValue={actionData?.values.name}
                  error={fields.name}
                />
              ) : null}
              <TextField
                {...EMAIL_INPUT}
                defaultValue={actionData?.values.email}
                error={fields.email}
              />
              {screen === "join" ? (
                <NewPasswordField
                  label="Password"
                  name="password"
                  hint={PASSWORD_HINT}
                  error={fields.password}
                />
              ) : (
                <TextField
                  label="Password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  error={fields.password}
                />
              )}
              {screen === "sign-in" ? (
                <p className="-mt-2 text-sm">
                  <Link to="/forgot-password" className={LINK_CLASS}>
                    Forgot password?
                  </Link>
                </p>
              ) : null}
              <SubmitButton pending={pending} pendingLabel={words.pending} className="mt-2 w-full">
                {words.submit}
              </SubmitButton>
            </div>
          </Form>
        ) : null}
        {available && screen === "sign-in" ? <PasskeySignIn next={next} /> : null}
        {available ? null : (
          <p className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            Use the Sign In or Join button at the top of the page.
          </p>
        )}
        {available ? (
          <p className="mt-6 text-center text-sm text-slate-600">
            {words.prompt}{" "}
            <Link
              to={`${PATHS[other]}${query}`}
              className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {words.action}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
