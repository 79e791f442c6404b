import { data, Form, redirect, useNavigation } from "react-router";
import { FormMessages } from "~/components/ui/field";
import { AccountCard } from "../builtin/account-card";
import { SubmitButton } from "../builtin/account-form";
import { AUTH_MESSAGES } from "../schema";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/sign-out";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// Signing out as a plain form (/sign-out), for the menu page, the header's account menu and
// this device's row of the sessions list: it works before and without JavaScript. Opened by
// address, it asks; a signed-out visitor goes home.

import { SIGN_OUT_PATH } from "../sign-out-path";

export const SIGN_OUT_TEXT = {
  title: "Sign out",
  description: "Sign out of ProcureConnect on this device.",
  submit: "Sign Out",
  pending: "Signing out...",
} as const;

export const loader = routeLoader({ who: "anyone" }, ({ context }: Route.LoaderArgs) => {
  if (!context.user) throw redirect("/");
  return null;
});

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const action = routeAction(
  { who: "anyone", body: { max: 1024, refusals: "handler" } },
  async ({ context }: Route.ActionArgs) => {
    if (!context.accounts) {
      return data({ error: AUTH_MESSAGES.unavailable }, { status: 503 });
    }
    const answer = await context.accounts.post("/sign-out", {});
    if (!answer.ok && answer.status !== 401) {
      return data({ error: AUTH_MESSAGES.generic }, { status: answer.status });
    }
    const headers = new Headers();
    for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    throw redirect("/", { headers });
  },
);

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ ...SIGN_OUT_TEXT, path: SIGN_OUT_PATH }, matches),
    { name: "robots", content: "noindex" },
  ];
}

export default function SignOut({ actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  return (
    <AccountCard title={SIGN_OUT_TEXT.title} description={SIGN_OUT_TEXT.description}>
      <Form method="post" action={SIGN_OUT_PATH} aria-label="Sign out" className="mt-6">
        <FormMessages error={actionData?.error ?? null} success={null} />
        <SubmitButton pending={pending} pendingLabel={SIGN_OUT_TEXT.pending}>
          {SIGN_OUT_TEXT.submit}
        </SubmitButton>
      </Form>
    </AccountCard>
  );
}
