import { KeyRoundIcon } from "lucide-react";
import { data } from "react-router";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { sameEmail } from "~/domains/accounts/index.server";
import { KeepThread } from "../keep-thread";
import { joinAndKeep, keepThread } from "../keep-thread.server";
import { requestMeta } from "../request-meta";
import { RequestFields, RequestPage, RequestReplies } from "../request-parts";
import { THREAD_FORM, THREAD_LIMIT, threadAction } from "../thread-action.server";
import type { JoinAnswer, KeepAnswer, ThreadAnswer } from "../thread-messages";
import { RevokeLinks, ThreadForm } from "../thread-form";
import { notFound } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import type { Route } from "./+types/request-thread";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { newAttemptKey } from "~/domain/form-rules";

// A conversation opened by the private link e-mailed to a buyer who has no account
// (/requests/t/<token>, docs/decisions/120): read it and answer, with files, close or reopen it,
// turn the link off, or join (or, signed in, keep it) to have it in an account. The link is the
// only key: unknown, expired or revoked, the page says so and shows nothing.

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params }: Route.LoaderArgs) => {
    const detail = await context.requests.thread(params.token);
    if (!detail)
      return data(
        { request: null, signedIn: false, mayKeep: false, canJoin: false, attempt: "" },
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
      // A fresh attempt key for the reply form, at each view (decision 290).
      attempt: newAttemptKey(),
    };
  },
);

export const headers = () => ({
  "Cache-Control": "private, no-store",
  // The link is a key: never send it on to another site.
  "Referrer-Policy": "no-referrer",
});

export const action = routeAction(
  { who: "anyone", body: THREAD_FORM, limit: THREAD_LIMIT },
  async ({ context, params }: Route.ActionArgs, { form, limit }) => {
    const { token } = params;
    const intent = typeof form === "string" ? null : form.get("intent");
    if (intent === "keep" && typeof form !== "string") return keepThread(context, token);
    if (intent === "join" && typeof form !== "string") return joinAndKeep(context, token, form);
    const detail = (await context.requests.thread(token)) ?? notFound();
    const key = { token };
    return threadAction(form, {
      // Whoever holds the link, signed in or not: the conversation's replies are counted.
      limit,
      limitKey: `request:${detail.id}`,
      reply: (body, files, attempt) =>
        context.requests.answer(key, detail.id, body, files, attempt),
      setOpen: (open) => context.requests.setOpen(key, detail.id, open),
      revoke: () => context.requests.revokeLinks(key, detail.id),
    });
  },
);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData?.request
    ? requestMeta(loaderData.request, "buyer")
    : [
        { title: "This link does not work | ProcureConnect" },
        { name: "robots", content: "noindex" },
      ];

export default function RequestThread({ loaderData, actionData, params }: Route.ComponentProps) {
  const r = loaderData.request;
  if (!r) {
    return (
      <PlaceholderScreen
        icon={KeyRoundIcon}
        title="This link does not work"
        message="The link to this conversation has expired or was turned off, or the conversation is kept in an account now: sign in to follow it there. Otherwise the company's next reply brings you a fresh link."
      />
    );
  }
  const answer = actionData && "done" in actionData ? (actionData as ThreadAnswer) : undefined;
  const join = actionData && "join" in actionData ? (actionData as JoinAnswer).join : undefined;
  const sent =
    actionData && "keep" in actionData ? (actionData as KeepAnswer).keep.sent : undefined;
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
          attempt={loaderData.attempt}
          closeLabel="Close the conversation"
          hint={`${r.company.name} is told of your reply and answers here; you get their next reply by e-mail.`}
        />
      </RequestReplies>

      <RequestFields id="sent" title="What you sent" request={r} />

      <RevokeLinks count={r.activeLinks} who="buyer" />

      <KeepThread
        base={base}
        sent={sent}
        signedIn={loaderData.signedIn}
        mayKeep={loaderData.mayKeep}
        canJoin={loaderData.canJoin}
        name={loaderData.name}
        email={loaderData.email}
        join={join}
      />
    </RequestPage>
  );
}
