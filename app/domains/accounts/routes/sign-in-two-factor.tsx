import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormMessages } from "~/components/ui/field";
import { AUTH_MESSAGES, validateTwoFactorCode } from "../schema";
import { LINK_CLASS } from "../builtin/account-card";
import { SubmitButton, TextField } from "../builtin/account-form";
import { readAccountsReply } from "../builtin/accounts-api";
import { safeReturnPath } from "~/lib/access.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/sign-in-two-factor";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// Sign-in's second step (docs/decisions/156): after a right password, a member with two-step
// sign-in on is sent here (the library's cookie names the pending sign-in for ten minutes) to
// give a code from their app, or a recovery code (which works once). A plain form: no
// JavaScript needed. Our accounts API checks the code and limits the attempts.

export const TWO_FACTOR_PAGE_TEXT = {
  title: "Two-step sign-in",
  description:
    "Enter the 6-digit code your authenticator app shows for ProcureConnect. Lost your phone? Enter one of your recovery codes instead.",
  submit: "Verify and Sign In",
} as const;

const nextOf = (request: Request) => safeReturnPath(new URL(request.url).searchParams.get("next"));

export const loader = routeLoader({ who: "anyone" }, ({ context, request }: Route.LoaderArgs) => {
  const next = nextOf(request);
  if (context.user) throw redirect(next);
  return { next, available: context.accounts !== null };
});

export const headers = () => ({ "Cache-Control": "private, no-store" });

interface Refusal {
  message: string | null;
  fields: { code?: string };
  /** The pending sign-in is gone: start again with the password. */
  expired: boolean;
}

export const action = routeAction(
  { who: "anyone", body: { max: 4 * 1024, refusals: "handler" } },
  async ({ context, request }: Route.ActionArgs, { form }) => {
    const code = typeof form === "string" ? "" : form.get("code");
    const checked = validateTwoFactorCode({ code: typeof code === "string" ? code : "" });
    if (!checked.ok) {
      return data<Refusal>(
        { message: null, fields: checked.errors, expired: false },
        { status: 400 },
      );
    }
    if (!context.accounts) {
      return data<Refusal>(
        { message: AUTH_MESSAGES.unavailable, fields: {}, expired: false },
        { status: 503 },
      );
    }
    const answer = await context.accounts.post("/two-factor/verify", checked.value);
    const headers = new Headers();
    for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    if (answer.ok) throw redirect(nextOf(request), { headers });
    const result = await readAccountsReply(answer);
    const message = result.ok ? AUTH_MESSAGES.generic : result.message;
    const expired = !result.ok && result.kind === "signed-out";
    const fields = result.ok ? {} : (result.fields as Refusal["fields"]);
    return data<Refusal>(
      { message: fields.code ? null : message, fields, expired },
      { status: answer.status, headers },
    );
  },
);

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: TWO_FACTOR_PAGE_TEXT.title,
      description: TWO_FACTOR_PAGE_TEXT.description,
      path: "/sign-in/two-factor",
    },
    matches,
  );
}

export default function SignInTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { next, available } = loaderData;
  const pending = useNavigation().state === "submitting";
  const query = next === "/" ? "" : `?${new URLSearchParams({ next })}`;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {TWO_FACTOR_PAGE_TEXT.title}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{TWO_FACTOR_PAGE_TEXT.description}</p>
        {available ? (
          <Form
            method="post"
            action={`/sign-in/two-factor${query}`}
            noValidate
            aria-label="Two-step sign-in"
            className="mt-6"
          >
            <FormMessages error={actionData?.message ?? null} success={null} />
            <div className="grid gap-4">
              <TextField
                label="Code"
                name="code"
                autoComplete="one-time-code"
                autoFocus
                error={actionData?.fields.code}
              />
              <SubmitButton pending={pending} pendingLabel="Checking..." className="w-full">
                {TWO_FACTOR_PAGE_TEXT.submit}
              </SubmitButton>
            </div>
          </Form>
        ) : null}
        <p className="mt-6 text-center text-sm text-slate-600">
          {actionData?.expired ? "Start again: " : "Not you? "}
          <Link to={`/sign-in${query}`} className={LINK_CLASS}>
            Sign in with your password
          </Link>
        </p>
      </div>
    </div>
  );
}
