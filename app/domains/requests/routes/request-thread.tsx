import { KeyRoundIcon } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { sameEmail, validateSignUp } from "~/domain/auth-schema";
import { MAX_REQUEST_BYTES } from "~/domain/form-rules";
import { readAccountsReply } from "~/features/auth/builtin/accounts-api";
import { PASSWORD_HINT } from "~/features/auth/builtin/account-screens";
import { EMAIL_INPUT, SubmitButton, TextField } from "~/features/auth/builtin/account-form";
import { readFormData } from "~/lib/form-data.server";
import { requestMeta } from "../request-meta";
import { RequestFields, RequestPage, RequestReplies } from "../request-parts";
import { threadAction } from "../thread-action.server";
import type { ThreadAnswer } from "../thread-messages";
import { RevokeLinks, ThreadForm } from "../thread-form";
import { notFound } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import type { Route } from "./+types/request-thread";
import { fieldText } from "~/lib/form-data";

// A conversation opened by the private link e-mailed to a buyer who has no account
// (/requests/t/<token>, docs/decisions/120): read it and answer, with files, close or reopen it,
// turn the link off, or join (or, signed in, keep it) to have it in an account. The link is the
// only key: unknown, expired or revoked, the page says so and shows nothing.

export async function loader({ context, params }: Route.LoaderArgs) {
  const detail = await context.requests.thread(params.token);
  if (!detail)
    return data(
      { request: null, signedIn: false, mayKeep: false, canJoin: false },
      { status: 404 },
    );
  return {
    request: detail,
    signedIn: context.user !== null,
    // Only the address the request was sent from may keep it in an account.
    mayKeep: context.user !== null && sameEmail(context.user.email, detail.buyerEmail),
    canJoin: context.accounts !== null,
    email: detail.sender.email,
    name: detail.sender.name,
  };
}

export const headers = () => ({
  "Cache-Control": "private, no-store",
  // The link is a key: never send it on to another site.
  "Referrer-Policy": "no-referrer",
});

const JOIN_WITH_SENDER =
  "Join with the e-mail address this request was sent from to keep it in your account.";

interface JoinAnswer {
  join: {
    message: string | null;
    fields: Partial<Record<"name" | "email" | "password", string>>;
    values: { name: string; email: string };
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { token } = params;
  const form = await readFormData(request, MAX_REQUEST_BYTES);
  const intent = typeof form === "string" ? null : form.get("intent");
  if (intent === "keep" && typeof form !== "string") {
    if (!context.user) notFound();
    const id = (await context.requests.keep(token, context.user.id)) ?? notFound();
    throw redirect(`/account/requests/${id}`);
  }
  if (intent === "join" && typeof form !== "string") {
    const text = (name: string) => fieldText(form, name);
    const input = { name: text("name"), email: text("email"), password: text("password") };
    const values = { name: input.name, email: input.email };
    const thread = (await context.requests.thread(token)) ?? notFound();
    const checked = validateSignUp(input);
    if (!checked.ok) {
      return data<JoinAnswer>(
        { join: { message: null, fields: checked.errors, values } },
        { status: 400 },
      );
    }
    // Only the address the request was sent from may keep it (the link lets its holder read and
    // answer, never take the thread to another account).
    if (!sameEmail(checked.value.email, thread.buyerEmail)) {
      return data<JoinAnswer>(
        { join: { message: null, fields: { email: JOIN_WITH_SENDER }, values } },
        { status: 400 },
      );
    }
    if (!context.accounts) {
      return data<JoinAnswer>(
        { join: { message: "Accounts are not available here.", fields: {}, values } },
        { status: 503 },
      );
    }
    const answer = await context.accounts.post("/sign-up/email", checked.value);
    const result = await readAccountsReply(answer.clone());
    if (!result.ok) {
      const fields = result.fields as JoinAnswer["join"]["fields"];
      const message = Object.keys(fields).length > 0 ? null : result.message;
      return data<JoinAnswer>({ join: { message, fields, values } }, { status: answer.status });
    }
    const id = await context.requests.keepForNewAccount(token, checked.value.email);
    const headers = new Headers();
    for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    throw redirect(id ? `/account/requests/${id}` : "/account/requests", { headers });
  }
  const detail = (await context.requests.thread(token)) ?? notFound();
  const key = { token };
  return threadAction(
    context,
    request,
    {
      limitKey: `request:${detail.id}`,
      reply: (body, files) => context.requests.answer(key, detail.id, body, files),
      setOpen: (open) => context.requests.setOpen(key, detail.id, open),
      revoke: () => context.requests.revokeLinks(key, detail.id),
    },
    typeof form === "string" ? undefined : form,
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData?.request
    ? requestMeta(loaderData.request, "buyer")
    : [
        { title: "This link does not work | ProcureConnect" },
        { name: "robots", content: "noindex" },
      ];

export default function RequestThread({ loaderData, actionData, params }: Route.ComponentProps) {
  const navigation = useNavigation();
  const r = loaderData.request;
  if (!r) {
    return (
      <PlaceholderScreen
        icon={KeyRoundIcon}
        title="This link does not work"
        message="The link to this conversation has expired or was turned off. The company's next reply brings you a fresh one; or join ProcureConnect to follow your requests in an account."
      />
    );
  }
  const answer = actionData && "done" in actionData ? (actionData as ThreadAnswer) : undefined;
  const join = actionData && "join" in actionData ? (actionData as JoinAnswer).join : undefined;
  const base = `/requests/t/${params.token}`;
  return (
    <RequestPage request={r} who="buyer" when={`Sent ${formatTimestamp(r.receivedAt)}`} back={null}>
      <RequestReplies
        replies={r.replies}
        empty={`${r.company.name} has not replied yet.`}
        fileHref={(fileId) => `${base}/files/${fileId}`}
      >
        <ThreadForm
          closed={r.status === "closed"}
          answer={answer}
          replies={r.replies.length}
          closeLabel="Close the conversation"
          hint={`${r.company.name} is told of your reply and answers here; you get their next reply by e-mail.`}
        />
      </RequestReplies>

      <RequestFields id="sent" title="What you sent" request={r} />

      <RevokeLinks count={r.activeLinks} who="buyer" />

      <section
        aria-labelledby="keep-title"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="keep-title" className="text-lg font-semibold text-slate-900">
          Keep this conversation
        </h2>
        {r.buyerHasAccount ? (
          <p className="mt-2 text-sm text-slate-600">
            This conversation is kept in an account:{" "}
            <Link to="/sign-in" className="font-medium text-brand-700 hover:underline">
              sign in
            </Link>{" "}
            to follow it there.
          </p>
        ) : loaderData.signedIn && !loaderData.mayKeep ? (
          <p className="mt-2 text-sm text-slate-600">
            You are signed in with another e-mail address than the one this request was sent from.
            Sign in with that address to keep it in an account; this link still lets you read and
            answer it.
          </p>
        ) : loaderData.signedIn ? (
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-600">
              You are signed in: add it to your requests, to follow it without this link.
            </p>
            <Button type="submit" name="intent" value="keep">
              Keep it in my account
            </Button>
          </Form>
        ) : loaderData.canJoin ? (
          <>
            <p className="mt-2 text-sm text-slate-600">
              Join ProcureConnect to follow it, and your next requests, without links. Already a
              member?{" "}
              <Link
                to={`/sign-in?${new URLSearchParams({ next: base })}`}
                className="font-medium text-brand-700 hover:underline"
              >
                Sign in
              </Link>{" "}
              and come back to this page.
            </p>
            <FormMessages error={join?.message ?? null} success={null} />
            <Form
              method="post"
              noValidate
              aria-label="Join to keep it"
              className="mt-4 grid gap-4 sm:max-w-md"
            >
              <input type="hidden" name="intent" value="join" />
              <TextField
                label="Full name"
                name="name"
                autoComplete="name"
                defaultValue={join?.values.name ?? loaderData.name}
                error={join?.fields.name}
              />
              <TextField
                {...EMAIL_INPUT}
                defaultValue={join?.values.email ?? loaderData.email}
                error={join?.fields.email}
              />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="new-password"
                hint={PASSWORD_HINT}
                error={join?.fields.password}
              />
              <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Joining…">
                Join and keep it
              </SubmitButton>
            </Form>
          </>
        ) : null}
      </section>
    </RequestPage>
  );
}
