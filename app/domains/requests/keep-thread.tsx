import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { EMAIL_INPUT, PASSWORD_HINT, SubmitButton, TextField } from "~/domains/accounts/forms";
import { KEEP_LINK_DAYS, type JoinAnswer } from "./thread-messages";

// The private link's "Keep this conversation": a link to keep it e-mailed already, signed in with
// another address, signed in with the sender's (keep it), or signed out (join, or sign in and come
// back). Only the sender's address keeps it (docs/decisions/230).

export function KeepThread({
  base,
  sent,
  signedIn,
  mayKeep,
  canJoin,
  name,
  email,
  join,
}: {
  /** The link's page: /requests/t/<token>. */
  base: string;
  /** The address a link to keep the thread was just e-mailed to. */
  sent: string | undefined;
  signedIn: boolean;
  mayKeep: boolean;
  canJoin: boolean;
  /** The sender's name and e-mail, to start the join form with. */
  name: string | undefined;
  email: string | undefined;
  join: JoinAnswer["join"] | undefined;
}) {
  const navigation = useNavigation();
  return (
    <section
      aria-labelledby="keep-title"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="keep-title" className="text-lg font-semibold text-slate-900">
        Keep this conversation
      </h2>
      {sent ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          We sent a link to {sent}: open it, signed in to your account, to keep this conversation
          there. It works for {KEEP_LINK_DAYS} days.
        </p>
      ) : signedIn && !mayKeep ? (
        <p className="mt-2 text-sm text-slate-600">
          You are signed in with another e-mail address than the one this request was sent from.
          Sign in with that address to keep it in an account; this link still lets you read and
          answer it.
        </p>
      ) : signedIn ? (
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600">
            You are signed in: add it to your requests, to follow it without this link.
          </p>
          <Button type="submit" name="intent" value="keep">
            Keep it in my account
          </Button>
        </Form>
      ) : canJoin ? (
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
              defaultValue={join?.values.name ?? name}
              error={join?.fields.name}
            />
            <TextField
              {...EMAIL_INPUT}
              defaultValue={join?.values.email ?? email}
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
  );
}
