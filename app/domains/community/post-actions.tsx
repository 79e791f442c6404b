import { ThumbsUpIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessages } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { REPORT_REASONS, reportReasonLabel } from "~/domain/review-rules";
import { BodyField } from "./body-field";
import { HideReasonField } from "./hide-reason-field";
import type { ForumResult } from "./forum-action.server";
import { EDIT_WINDOW_MINUTES } from "./rules";
import type { PostView, ThreadPageData } from "./thread-page-data";

// What a member may do to a post under it (issue 29): mark it helpful, quote it, edit or delete
// their own, report another's; operators hide, lock, pin and block. Every action is a form; with
// JavaScript the helpful mark posts in the background and the page stays where it is.

/** A thread's opening post or a reply, on its thread's page with the last form's answer. */
export interface PostProps {
  post: PostView;
  isThread: boolean;
  data: ThreadPageData;
  result: ForumResult | undefined;
}

function Flash({ result, target }: { result: ForumResult | undefined; target: string }) {
  if (!result || result.target !== target) return null;
  return (
    <FormMessages
      error={!result.ok ? result.message : null}
      success={result.ok ? result.message : null}
    />
  );
}

export function PostActions({ post, isThread, data, result }: PostProps) {
  const helpful = useFetcher<ForumResult>();
  const { viewer } = data;
  const target = isThread ? "thread" : post.id;
  const own = post.own;
  const marked = helpful.formData && !isThread ? !post.markedHelpful : post.markedHelpful;
  const hidden = (name: string, value: string) => <input type="hidden" name={name} value={value} />;
  const replyField = isThread ? null : hidden("replyId", post.id);
  const title = isThread ? "thread" : `reply by ${post.authorName}`;
  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3">
      {isThread ? null : (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {viewer && !own ? (
            <helpful.Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="helpful" />
              {replyField}
              <Button
                type="submit"
                size="sm"
                variant={marked ? "secondary" : "outline"}
                aria-pressed={marked}
              >
                <ThumbsUpIcon aria-hidden="true" />
                Helpful
                <span className="sr-only"> ({title})</span>
              </Button>
            </helpful.Form>
          ) : null}
          <span className="text-slate-600">
            {post.helpfulCount === 1
              ? "1 member found this helpful"
              : `${post.helpfulCount} members found this helpful`}
          </span>
          {viewer && !data.thread.locked ? (
            <Link
              to={`${data.path}?quote=${post.id}#reply-form`}
              className="font-medium text-brand-700 hover:underline"
              preventScrollReset
            >
              Quote<span className="sr-only"> {title}</span>
            </Link>
          ) : null}
        </div>
      )}
      {viewer ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">More actions</summary>
          <div className="mt-3 flex flex-col gap-3">
            {own && post.editable ? (
              <Form method="post" className="flex flex-col gap-3" preventScrollReset>
                <input
                  type="hidden"
                  name="intent"
                  value={isThread ? "edit-thread" : "edit-reply"}
                />
                {replyField}
                {isThread ? (
                  <Field id="edit-thread-title" label="Title" required>
                    <Input
                      id="edit-thread-title"
                      name="title"
                      required
                      defaultValue={data.thread.title}
                    />
                  </Field>
                ) : null}
                <BodyField id={`edit-${target}`} label="Edit" defaultValue={post.body} />
                <p className="text-xs text-slate-600">
                  Posts can be edited for {EDIT_WINDOW_MINUTES} minutes after they are published.
                </p>
                <div>
                  <Button type="submit" size="sm" variant="outline">
                    Save changes
                  </Button>
                </div>
              </Form>
            ) : null}
            {own ? (
              <Form method="post" preventScrollReset>
                <input
                  type="hidden"
                  name="intent"
                  value={isThread ? "delete-thread" : "delete-reply"}
                />
                {replyField}
                <Button type="submit" size="sm" variant="outline">
                  Delete {isThread ? "thread" : "reply"}
                </Button>
              </Form>
            ) : (
              <Form method="post" className="flex flex-wrap items-end gap-2" preventScrollReset>
                <input type="hidden" name="intent" value="report" />
                {replyField}
                <Field id={`report-${target}`} label="Reason">
                  <NativeSelect
                    id={`report-${target}`}
                    name="reason"
                    required
                    defaultValue=""
                    placeholder="Choose a reason"
                    options={REPORT_REASONS.map((r) => r.value)}
                    labelOf={reportReasonLabel}
                  />
                </Field>
                <Button type="submit" size="sm" variant="outline">
                  Report<span className="sr-only"> {title}</span>
                </Button>
              </Form>
            )}
            {viewer.isOperator ? (
              <OperatorActions post={post} isThread={isThread} data={data} />
            ) : null}
          </div>
        </details>
      ) : null}
      <Flash result={result} target={target} />
    </div>
  );
}

function OperatorActions({
  post,
  isThread,
  data,
}: {
  post: PostView;
  isThread: boolean;
  data: ThreadPageData;
}) {
  const action = (intent: string, label: string, extra?: ReactNode) => (
    <Form key={intent} method="post" preventScrollReset className="flex items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      {isThread ? null : <input type="hidden" name="replyId" value={post.id} />}
      {extra}
      <Button type="submit" size="sm" variant="secondary">
        {label}
      </Button>
    </Form>
  );
  return (
    <div className="flex flex-wrap gap-2" aria-label="Operator actions" role="group">
      {post.hidden
        ? action("restore", "Restore")
        : action("hide", "Hide", <HideReasonField id={`hide-reason-${post.id}`} />)}
      {isThread
        ? [
            data.thread.locked ? action("unlock", "Unlock thread") : action("lock", "Lock thread"),
            data.thread.pinned ? action("unpin", "Unpin thread") : action("pin", "Pin thread"),
          ]
        : null}
      {post.authorId && !post.own
        ? action(
            "block",
            "Block author from posting",
            <input type="hidden" name="userId" value={post.authorId} />,
          )
        : null}
    </div>
  );
}
