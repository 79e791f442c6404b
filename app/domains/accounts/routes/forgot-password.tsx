import { data, Form, Link, useNavigation } from "react-router";
import { FormMessages } from "~/components/ui/field";
import { AUTH_MESSAGES, validatePasswordResetRequest } from "../schema";
import { AccountCard, LINK_CLASS } from "../builtin/account-card";
import { EMAIL_INPUT, SubmitButton, TextField } from "../builtin/account-form";
import { readAccountsReply } from "../builtin/accounts-api";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/forgot-password";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// Forgot password (issue 27): the same answer whatever the address, so the page tells no one
// who has an account; the link in the e-mail opens /reset-password (docs/decisions/152).

export const FORGOT_PASSWORD_TEXT = {
  title: "Forgot your password?",
  description:
    "Enter the e-mail address of your account: we will send it a link to choose a new password.",
  submit: "Send Link",
  pending: "Sending...",
} as const;

export const loader = routeLoader({ who: "anyone" }, ({ context }: Route.LoaderArgs) => {
  return { available: context.accounts !== null, mailEnabled: context.mailEnabled === true };
});

export const headers = () => ({ "Cache-Control": "private, no-store" });

interface Answer {
  sent: string | null;
  error: string | null;
  fields: { email?: string };
  email: string;
}

export const action = routeAction(
  { who: "anyone", body: { max: 4 * 1024, refusals: "handler" } },
  async ({ context }: Route.ActionArgs, { form }) => {
    const email = typeof form === "string" ? "" : String(form.get("email") ?? "");
    const checked = validatePasswordResetRequest({ email });
    if (!checked.ok) {
      return data<Answer>(
        { sent: null, error: null, fields: checked.errors, email },
        { status: 400 },
      );
    }
    if (!context.accounts) {
      return data<Answer>(
        { sent: null, error: AUTH_MESSAGES.unavailable, fields: {}, email },
        { status: 503 },
      );
    }
    const answer = await context.accounts.post("/request-password-reset", checked.value);
    const result = await readAccountsReply(answer);
    if (!result.ok) {
      return data<Answer>(
        { sent: null, error: result.message, fields: {}, email },
        { status: answer.status },
      );
    }
    return data<Answer>({ sent: AUTH_MESSAGES.resetRequested, error: null, fields: {}, email });
  },
);

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta({ ...FORGOT_PASSWORD_TEXT, path: "/forgot-password" }, matches);
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  return (
    <AccountCard title={FORGOT_PASSWORD_TEXT.title} description={FORGOT_PASSWORD_TEXT.description}>
      {!loaderData.mailEnabled ? (
        <p className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          This site does not send e-mail yet: ask its operator to reset your password.
        </p>
      ) : null}
      <Form method="post" noValidate aria-label="Forgot password" className="mt-6">
        <FormMessages error={actionData?.error ?? null} success={actionData?.sent ?? null} />
        <div className="grid gap-4">
          <TextField
            {...EMAIL_INPUT}
            defaultValue={actionData?.email}
            error={actionData?.fields.email}
          />
          <SubmitButton
            pending={pending}
            pendingLabel={FORGOT_PASSWORD_TEXT.pending}
            className="w-full"
          >
            {FORGOT_PASSWORD_TEXT.submit}
          </SubmitButton>
        </div>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link to="/sign-in" className={LINK_CLASS}>
          Sign In
        </Link>
      </p>
    </AccountCard>
  );
}
