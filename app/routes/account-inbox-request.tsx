import { data, Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, fieldErrorId, FormMessages } from "~/components/ui/field";
import { tooManyMessage } from "~/domain/limits";
import { checkReply, REPLY_MAX_LENGTH } from "~/domain/requests";
import { readFormData } from "~/lib/form-data.server";
import { requestMeta } from "~/features/requests/request-meta";
import { RequestFields, RequestPage, RequestReplies } from "~/features/requests/request-parts";
import { notFound, requireMember } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import type { Route } from "./+types/account-inbox-request";

// One request in the company inbox: every field and file the buyer sent, the replies, a reply
// form and "Mark as closed". Opening it marks it read. Only the addressed company's owner sees
// it; anyone else gets 404, for the page, its files and its actions alike.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireMember(context, request);
  return {
    request: (await context.requests.open({ ...user, isOperator: false }, params.id)) ?? notFound(),
  };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

interface ActionAnswer {
  error: string | null;
  body: string;
  done: "replied" | "closed" | null;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireMember(context, request);
  const form = await readFormData(request, 64 * 1024);
  if (typeof form === "string") {
    return data<ActionAnswer>(
      { error: "The reply could not be read. Please try again.", body: "", done: null },
      { status: form === "too-large" ? 413 : 400 },
    );
  }
  const intent = form.get("intent");
  const body = typeof form.get("body") === "string" ? (form.get("body") as string) : "";
  const asker = { ...user, isOperator: false };
  if (intent === "close") {
    if (!(await context.requests.close(asker, params.id))) notFound();
    return { error: null, body: "", done: "closed" } satisfies ActionAnswer;
  }
  if (intent !== "reply") {
    return data<ActionAnswer>(
      { error: "Choose Send reply or Mark as closed.", body, done: null },
      { status: 400 },
    );
  }
  const checked = checkReply(body);
  if (!checked.ok)
    return data<ActionAnswer>({ error: checked.error, body, done: null }, { status: 400 });
  const limit = await context.limits.take("request-reply", user.id);
  if (!limit.allowed) {
    return data<ActionAnswer>(
      { error: tooManyMessage(limit.retryAfter), body, done: null },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }
  if (!(await context.requests.reply(asker, params.id, checked.body))) notFound();
  return { error: null, body: "", done: "replied" } satisfies ActionAnswer;
}

export const meta = ({ loaderData }: Route.MetaArgs) => requestMeta(loaderData?.request, "company");

export default function InboxRequest({ loaderData, actionData }: Route.ComponentProps) {
  const r = loaderData.request;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const closed = r.status === "closed";
  const success =
    actionData?.done === "replied"
      ? "Your reply was sent."
      : actionData?.done === "closed"
        ? "The request is closed."
        : null;

  return (
    <RequestPage
      request={r}
      who="company"
      when={
        r.from
          ? `From ${r.from}, received ${formatTimestamp(r.receivedAt)}`
          : `Received ${formatTimestamp(r.receivedAt)}`
      }
    >
      <RequestFields
        id="request"
        title="The request"
        request={r}
        fileHref={(fileId) => `/account/inbox/${r.id}/files/${fileId}`}
      />

      <RequestReplies replies={r.replies} empty="No reply yet.">
        <FormMessages error={null} success={success} />
        {closed ? (
          <p className="mt-4 text-sm text-slate-600">This request is closed.</p>
        ) : (
          <Form method="post" className="mt-6 grid gap-4" key={r.replies.length}>
            <Field id="reply-body" label="Reply" error={actionData?.error ?? undefined}>
              <textarea
                id="reply-body"
                name="body"
                rows={5}
                maxLength={REPLY_MAX_LENGTH}
                defaultValue={actionData?.body ?? ""}
                aria-invalid={actionData?.error ? true : undefined}
                aria-describedby={actionData?.error ? fieldErrorId("reply-body") : undefined}
                className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              />
            </Field>
            <p className="text-xs text-slate-600">
              {r.buyerEmail
                ? "The buyer gets your reply by e-mail and sees it here when signed in."
                : "The buyer sees your reply when signed in."}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="reply" disabled={busy}>
                Send reply
              </Button>
              <Button type="submit" name="intent" value="close" variant="outline" disabled={busy}>
                Mark as closed
              </Button>
            </div>
          </Form>
        )}
      </RequestReplies>
    </RequestPage>
  );
}
