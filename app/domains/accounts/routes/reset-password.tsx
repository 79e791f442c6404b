import { data, Form, Link, useNavigation } from "react-router";
import { FormMessages } from "~/components/ui/field";
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, validatePasswordReset } from "../schema";
import { AccountCard, LINK_CLASS } from "../builtin/account-card";
import { SubmitButton } from "../builtin/account-form";
import { readAccountsReply } from "../builtin/accounts-api";
import { NewPasswordField } from "../builtin/password-meter";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/reset-password";
import { fieldText } from "~/lib/form-data";
import { guessableFirst } from "../new-password.server";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// The page a reset link opens (/reset-password?token=...): a new password, once, within the
// hour; every session of the account then ends (docs/decisions/152).

export const RESET_PASSWORD_TEXT = {
  title: "Choose a new password",
  description: "Your other devices will be signed out.",
  submit: "Save Password",
  pending: "Saving...",
  done: "Your password is changed. Sign in with it now.",
} as const;

export const loader = routeLoader(
  { who: "anyone" },
  async ({ request, context }: Route.LoaderArgs) => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    // A link already used, or past its hour, says so before anyone types a new password.
    const valid = token !== "" && (await context.accounts?.resetLinkValid(token)) !== false;
    return { token: valid ? token : "" };
  },
);

export const headers = () => ({
  "Cache-Control": "private, no-store",
  // The token in the address must not travel to other sites.
  "Referrer-Policy": "no-referrer",
});

interface Answer {
  done: boolean;
  error: string | null;
  fields: { newPassword?: string };
}

export const action = routeAction(
  { who: "anyone", body: { max: 4 * 1024, refusals: "handler" } },
  async ({ context }: Route.ActionArgs, { form }) => {
    const text = (name: string) => (typeof form === "string" ? "" : fieldText(form, name));
    const checked = validatePasswordReset({
      token: text("token"),
      newPassword: text("newPassword"),
    });
    if (!checked.ok) {
      const { token, newPassword } = await guessableFirst(
        checked.errors,
        "newPassword",
        text("newPassword"),
        [],
      );
      return data<Answer>(
        { done: false, error: token ?? null, fields: newPassword ? { newPassword } : {} },
        { status: 400 },
      );
    }
    if (!context.accounts) {
      return data<Answer>(
        { done: false, error: AUTH_MESSAGES.unavailable, fields: {} },
        { status: 503 },
      );
    }
    const answer = await context.accounts.post("/reset-password", checked.value);
    const result = await readAccountsReply(answer);
    if (result.ok) return data<Answer>({ done: true, error: null, fields: {} });
    const fields = result.fields as Answer["fields"];
    const message = Object.keys(fields).length > 0 ? null : result.message;
    return data<Answer>({ done: false, error: message, fields }, { status: answer.status });
  },
);

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta({ ...RESET_PASSWORD_TEXT, path: "/reset-password" }, matches);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  if (actionData?.done) {
    return (
      <AccountCard title={RESET_PASSWORD_TEXT.title}>
        <FormMessages error={null} success={RESET_PASSWORD_TEXT.done} />
        <p className="mt-4 text-sm">
          <Link to="/sign-in" className={LINK_CLASS}>
            Sign In
          </Link>
        </p>
      </AccountCard>
    );
  }
  if (!loaderData.token) {
    return (
      <AccountCard title={RESET_PASSWORD_TEXT.title}>
        <FormMessages error={AUTH_MESSAGES.resetLinkInvalid} success={null} />
        <p className="mt-4 text-sm">
          <Link to="/forgot-password" className={LINK_CLASS}>
            Forgot password
          </Link>
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={RESET_PASSWORD_TEXT.title} description={RESET_PASSWORD_TEXT.description}>
      <Form method="post" noValidate aria-label="Reset password" className="mt-6">
        <FormMessages error={actionData?.error ?? null} success={null} />
        {actionData?.error === AUTH_MESSAGES.resetLinkInvalid ? (
          <p className="mb-3 text-sm">
            <Link to="/forgot-password" className={LINK_CLASS}>
              Ask for a new link
            </Link>
          </p>
        ) : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <div className="grid gap-4">
          <NewPasswordField
            label="New password"
            name="newPassword"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, hard to guess.`}
            error={actionData?.fields.newPassword}
          />
          <SubmitButton
            pending={pending}
            pendingLabel={RESET_PASSWORD_TEXT.pending}
            className="w-full"
          >
            {RESET_PASSWORD_TEXT.submit}
          </SubmitButton>
        </div>
      </Form>
    </AccountCard>
  );
}
