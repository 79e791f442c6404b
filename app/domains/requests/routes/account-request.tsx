import { APPLICANT_STATUS_LABELS } from "~/domains/hiring";
import { THREAD_FORM, THREAD_LIMIT, threadAction } from "../thread-action.server";
import type { ThreadAnswer } from "../thread-messages";
import { requestMeta } from "../request-meta";
import { RequestFields, RequestPage, RequestReplies } from "../request-parts";
import { ThreadForm } from "../thread-form";
import { notFound } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import type { Route } from "./+types/account-request";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { newAttemptKey } from "~/domain/form-rules";

// One request a buyer sent, the conversation with the company, and the buyer's reply form
// (with files), closing and reopening: for the buyer alone.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, params }: Route.LoaderArgs, { viewer: user }) => {
    const [detail, applicantStatus] = await Promise.all([
      context.requests.sentOne(user.id, params.id),
      context.repo.hiring.statusFor(user.id, params.id),
    ]);
    if (!detail) notFound();
    // A job application: where the employer has put it (New, Shortlisted, ...).
    // A fresh attempt key for the reply form, at each view (decision 290).
    return {
      request: detail,
      applicantStatus: applicantStatus ?? null,
      attempt: newAttemptKey(),
    };
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const action = routeAction(
  { who: "member", body: THREAD_FORM, limit: THREAD_LIMIT },
  async ({ context, params }: Route.ActionArgs, { viewer: user, form, limit }) => {
    const key = { buyerId: user.id };
    return threadAction(form, {
      limit,
      reply: (body, files, attempt) =>
        context.requests.answer(key, params.id, body, files, attempt),
      setOpen: (open) => context.requests.setOpen(key, params.id, open),
      revoke: () => context.requests.revokeLinks(key, params.id),
    });
  },
);

export const meta = ({ loaderData }: Route.MetaArgs) => requestMeta(loaderData?.request, "buyer");

export default function SentRequest({ loaderData, actionData }: Route.ComponentProps) {
  const r = loaderData.request;
  const { applicantStatus } = loaderData;
  const answer = actionData as ThreadAnswer | undefined;
  return (
    <RequestPage request={r} who="buyer" when={`Sent ${formatTimestamp(r.receivedAt)}`}>
      {applicantStatus ? (
        <p className="mt-3 text-sm text-slate-700">
          Application status:{" "}
          <strong className="font-semibold text-slate-900">
            {APPLICANT_STATUS_LABELS[applicantStatus]}
          </strong>
        </p>
      ) : null}
      <RequestReplies
        replies={r.replies}
        empty={`${r.company.name} has not replied yet.`}
        fileHref={(fileId) => `/account/requests/${r.id}/files/${fileId}`}
      >
        <ThreadForm
          closed={r.status === "closed"}
          answer={answer}
          replies={r.replies.length}
          attempt={loaderData.attempt}
          closeLabel="Close the conversation"
          hint={`${r.company.name} is told of your reply and answers here.`}
        />
      </RequestReplies>

      <RequestFields id="sent" title="What you sent" request={r} />
    </RequestPage>
  );
}
