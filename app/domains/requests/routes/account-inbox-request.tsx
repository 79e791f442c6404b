import { THREAD_FORM, THREAD_LIMIT, threadAction } from "../thread-action.server";
import type { ThreadAnswer } from "../thread-messages";
import { requestMeta } from "../request-meta";
import { RequestFields, RequestPage, RequestReplies, SenderDetails } from "../request-parts";
import { RevokeLinks, ThreadForm } from "../thread-form";
import { notFound } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import type { Route } from "./+types/account-inbox-request";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { newAttemptKey } from "~/domain/form-rules";

// One request in the company inbox: who sent it, every field and file, the conversation, a reply
// form (with files) and closing or reopening it. Opening it marks it read. Only the addressed
// company's owner sees it; anyone else gets 404, for the page, its files and its actions alike.

/** The form's own fields that name the sender: shown under "Who sent it" instead. */
const SENDER_FIELDS = new Set(["name", "fullName", "email", "company"]);
/** A job application's own fields the page shows already: the job's title and company. */
const JOB_FIELDS = new Set([...SENDER_FIELDS, "jobTitle"]);

export const loader = routeLoader(
  { who: "member" },
  async ({ context, params }: Route.LoaderArgs, { viewer: user }) => {
    const detail =
      (await context.requests.open({ ...user, isOperator: false }, params.id)) ?? notFound();
    // A fresh attempt key for the reply form, at each view (decision 290).
    return { request: detail, attempt: newAttemptKey() };
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const action = routeAction(
  { who: "member", body: THREAD_FORM, limit: THREAD_LIMIT },
  async ({ context, params }: Route.ActionArgs, { viewer: user, form, limit }) => {
    const owner = { ...user, isOperator: false };
    return threadAction(form, {
      limit,
      reply: (body, files, key) =>
        context.requests.replyAsOwner(owner, params.id, body, files, key),
      setOpen: (open) => context.requests.setOpen({ owner }, params.id, open),
      revoke: () => context.requests.revokeLinks({ owner }, params.id),
    });
  },
);

export const meta = ({ loaderData }: Route.MetaArgs) => requestMeta(loaderData?.request, "company");

export default function InboxRequest({ loaderData, actionData }: Route.ComponentProps) {
  const r = loaderData.request;
  const answer = actionData as ThreadAnswer | undefined;
  const fileHref = (fileId: string) => `/account/inbox/${r.id}/files/${fileId}`;
  const from = r.sender.name || r.sender.email || r.from;
  const job = r.form === "job-application";
  // An application's page speaks of the applicant and the application (issue 44).
  const them = job ? "The applicant" : "The buyer";
  const shown = job ? JOB_FIELDS : SENDER_FIELDS;

  return (
    <RequestPage
      request={r}
      who="company"
      when={
        from
          ? `From ${from}, received ${formatTimestamp(r.receivedAt)}`
          : `Received ${formatTimestamp(r.receivedAt)}`
      }
    >
      <SenderDetails sender={r.sender} />

      <RequestFields
        id="request"
        title={job ? "The application" : "The request"}
        request={{ ...r, fields: r.fields.filter((f) => !shown.has(f.name)) }}
        fileHref={fileHref}
      />

      <RequestReplies replies={r.replies} empty="No reply yet." fileHref={fileHref}>
        <ThreadForm
          closed={r.status === "closed"}
          answer={answer}
          replies={r.replies.length}
          attempt={loaderData.attempt}
          hint={
            r.buyerHasAccount
              ? `${them} is told of your reply, by e-mail too if they want it, and answers here.`
              : r.buyerEmail
                ? `${them} gets your reply by e-mail, with a private link to answer it here.`
                : `${them} left no e-mail address: they cannot be told of your reply.`
          }
        />
      </RequestReplies>
      <RevokeLinks count={r.activeLinks} who="company" />
    </RequestPage>
  );
}
