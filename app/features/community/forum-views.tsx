import { LockIcon, MessageSquareIcon, PinIcon, ThumbsUpIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/shared/empty-state";
import { MemberText } from "~/components/shared/member-text";
import { Pager } from "~/components/shared/pager";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, FieldHint, FormMessages, fieldErrorId } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { formatShortDate } from "~/lib/dates";
import { NativeSelect } from "~/components/ui/native-select";
import {
  EDIT_WINDOW_MINUTES,
  MAX_POST_CHARACTERS,
  THREAD_SORT_LABELS,
  THREAD_SORTS,
  type ThreadSort,
} from "~/domain/community";
import { REPORT_REASONS, reportReasonLabel } from "~/domain/review-rules";
import { cn } from "~/lib/utils";
import type { ForumResult } from "./forum-action.server";
import { profilePath } from "./paths";

// The forums' screens (issue 29): thread lists with their sort and pages, the new-thread form,
// and a thread with its replies and every action on them. Every action is a form; with
// JavaScript the helpful mark posts in the background and the page stays where it is.

/** A post's body: HTML the loader rendered with the "post" Markdown profile (sanitised). */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className="prose-post text-sm leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_pre]:overflow-x-auto [&_ul]:list-disc"
      // Safe: rendered by app/lib/markdown.server.ts, which drops raw HTML and sanitises.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function AuthorName({ name, handle }: { name: string; handle: string | null }) {
  return handle ? (
    <Link to={profilePath(handle)} className="font-medium text-brand-700 hover:underline">
      <MemberText text={name} />
    </Link>
  ) : (
    <span className="font-medium text-slate-900">
      <MemberText text={name} />
    </span>
  );
}

export interface ThreadSummary {
  id: string;
  href: string;
  title: string;
  authorName: string;
  authorHandle: string | null;
  replyCount: number;
  lastActivityAt: string;
  pinned: boolean;
  locked: boolean;
  hidden: boolean;
  excerpt: string;
  challenge?: string | null;
}

export function ThreadList({
  threads,
  sort,
  sortHref,
  page,
  pages,
  pageHref,
  empty,
}: {
  threads: ThreadSummary[];
  sort: ThreadSort;
  sortHref: (sort: ThreadSort) => string;
  page: number;
  pages: number;
  pageHref: (page: number) => string;
  empty: string;
}) {
  return (
    <div>
      <nav aria-label="Sort threads" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600">Sort by:</span>
        {THREAD_SORTS.map((s) => (
          <Link
            key={s}
            to={sortHref(s)}
            aria-current={s === sort ? "true" : undefined}
            className={cn(
              "rounded-md px-3 py-1.5 font-medium",
              s === sort ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {THREAD_SORT_LABELS[s]}
          </Link>
        ))}
      </nav>
      {threads.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon={MessageSquareIcon} title="No threads yet" message={empty} level={3} />
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {threads.map((t) => (
            <li
              key={t.id}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <div className="flex flex-wrap items-center gap-2">
                {t.pinned ? (
                  <Badge variant="default">
                    <PinIcon className="size-3" aria-hidden="true" /> Pinned
                  </Badge>
                ) : null}
                {t.locked ? (
                  <Badge variant="neutral">
                    <LockIcon className="size-3" aria-hidden="true" /> Locked
                  </Badge>
                ) : null}
                {t.hidden ? <Badge variant="warning">Hidden</Badge> : null}
              </div>
              <h2 className="mt-1 text-base font-semibold text-slate-900">
                <Link to={t.href} className="hover:text-brand-700 hover:underline">
                  <MemberText text={t.title} />
                </Link>
              </h2>
              <p className="mt-1 line-clamp-2 text-sm text-slate-600">
                <MemberText text={t.excerpt} />
              </p>
              {t.challenge ? (
                <p className="mt-1 text-sm text-slate-600">Answers: {t.challenge}</p>
              ) : null}
              <p className="mt-2 text-xs text-slate-600">
                By <AuthorName name={t.authorName} handle={t.authorHandle} /> ·{" "}
                {t.replyCount === 1 ? "1 reply" : `${t.replyCount} replies`} · Last activity{" "}
                {formatShortDate(t.lastActivityAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} hrefOf={pageHref} label="Thread pages" />
    </div>
  );
}

function BodyField({
  id,
  defaultValue,
  error,
  label = "Message",
}: {
  id: string;
  defaultValue?: string;
  error?: string;
  label?: string;
}) {
  return (
    <Field
      id={id}
      label={label}
      required
      error={error}
      hint={
        <FieldHint id={`${id}-hint`}>
          Markdown: **bold**, *italic*, lists, &gt; quotes, `code` and links. No HTML. At most{" "}
          {MAX_POST_CHARACTERS.toLocaleString("en-US")} characters.
        </FieldHint>
      }
    >
      <Textarea
        id={id}
        name="body"
        rows={6}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldErrorId(id)} ${id}-hint` : `${id}-hint`}
      />
    </Field>
  );
}

/** Starting a thread: title, body and, among the idea discussions, the challenge it answers. */
export function NewThreadForm({
  result,
  challenges,
}: {
  result: ForumResult | undefined;
  challenges?: { id: string; title: string }[];
}) {
  const mine = result?.intent === "thread" ? result : undefined;
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="new-thread-heading">
      <h2 id="new-thread-heading" className="text-lg font-semibold text-slate-900">
        Start a thread
      </h2>
      <FormMessages error={mine && !mine.ok ? mine.message : null} success={null} />
      <input type="hidden" name="intent" value="thread" />
      <Field id="thread-title" label="Title" required error={mine?.errors.title}>
        <Input
          id="thread-title"
          name="title"
          required
          maxLength={140}
          defaultValue={mine?.values.title}
          aria-invalid={mine?.errors.title ? true : undefined}
          aria-describedby={mine?.errors.title ? fieldErrorId("thread-title") : undefined}
        />
      </Field>
      {challenges ? (
        <Field id="thread-challenge" label="Innovation Challenge it answers">
          <NativeSelect
            id="thread-challenge"
            name="challengeId"
            defaultValue={mine?.values.challengeId ?? ""}
            placeholder="None"
            options={challenges.map((c) => c.id)}
            labelOf={(id) => challenges.find((c) => c.id === id)?.title ?? id}
          />
        </Field>
      ) : null}
      <BodyField id="thread-body" defaultValue={mine?.values.body} error={mine?.errors.body} />
      <div>
        <Button type="submit">Post thread</Button>
      </div>
    </Form>
  );
}

export interface PostView {
  id: string;
  authorId: string;
  authorName: string;
  authorHandle: string | null;
  html: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  hidden: boolean;
  helpfulCount: number;
  markedHelpful: boolean;
  /** Whether the viewer may still edit it (their own, within the window). */
  editable: boolean;
}

export interface ThreadPageData {
  thread: {
    id: string;
    title: string;
    locked: boolean;
    pinned: boolean;
    hidden: boolean;
    authorId: string;
  };
  opening: PostView;
  replies: PostView[];
  page: number;
  pages: number;
  viewer: { id: string; isOperator: boolean } | null;
  following: boolean;
  quote: string;
  path: string;
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

function PostActions({ post, isThread, data, result }: PostProps) {
  const helpful = useFetcher<ForumResult>();
  const { viewer } = data;
  const target = isThread ? "thread" : post.id;
  const own = viewer?.id === post.authorId;
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
    <Form key={intent} method="post" preventScrollReset>
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
      {post.hidden ? action("restore", "Restore") : action("hide", "Hide")}
      {isThread
        ? [
            data.thread.locked ? action("unlock", "Unlock thread") : action("lock", "Lock thread"),
            data.thread.pinned ? action("unpin", "Unpin thread") : action("pin", "Pin thread"),
          ]
        : null}
      {post.authorId !== data.viewer?.id
        ? action(
            "block",
            "Block author from posting",
            <input type="hidden" name="userId" value={post.authorId} />,
          )
        : null}
    </div>
  );
}

/** A thread's opening post or a reply, on its thread's page with the last form's answer. */
interface PostProps {
  post: PostView;
  isThread: boolean;
  data: ThreadPageData;
  result: ForumResult | undefined;
}

function Post({ post, isThread, data, result }: PostProps) {
  return (
    <article
      id={isThread ? "thread" : `reply-${post.id}`}
      aria-label={isThread ? "Opening post" : `Reply by ${post.authorName}`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <p className="text-sm text-slate-600">
        <AuthorName name={post.authorName} handle={post.authorHandle} /> ·{" "}
        <time dateTime={post.createdAt}>{formatShortDate(post.createdAt)}</time>
        {post.editedAt ? " · edited" : null}
        {post.hidden ? (
          <Badge variant="warning" className="ml-2">
            Hidden
          </Badge>
        ) : null}
      </p>
      <div className="mt-2">
        <PostBody html={post.html} />
      </div>
      <PostActions post={post} isThread={isThread} data={data} result={result} />
    </article>
  );
}

export function ThreadScreen({
  data,
  result,
}: {
  data: ThreadPageData;
  result: ForumResult | undefined;
}) {
  const { thread, viewer } = data;
  const replyResult = result?.target === "new" ? result : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        {thread.pinned ? <Badge>Pinned</Badge> : null}
        {thread.locked ? (
          <Badge variant="neutral">
            <LockIcon className="size-3" aria-hidden="true" /> Locked
          </Badge>
        ) : null}
        {thread.hidden ? <Badge variant="warning">Hidden</Badge> : null}
        {viewer ? (
          <Form method="post" preventScrollReset className="ml-auto">
            <input type="hidden" name="intent" value={data.following ? "unfollow" : "follow"} />
            <Button type="submit" size="sm" variant="outline">
              {data.following ? "Unfollow thread" : "Follow thread"}
            </Button>
          </Form>
        ) : null}
      </div>
      {result && !result.target ? (
        <FormMessages
          error={!result.ok ? result.message : null}
          success={result.ok ? result.message : null}
        />
      ) : null}
      <Post post={data.opening} isThread data={data} result={result} />
      <section aria-labelledby="replies-heading" className="flex flex-col gap-4">
        <h2 id="replies-heading" className="text-lg font-semibold text-slate-900">
          Replies
        </h2>
        {data.replies.length === 0 ? (
          <p className="text-sm text-slate-600">No replies yet.</p>
        ) : (
          data.replies.map((reply) => (
            <Post key={reply.id} post={reply} isThread={false} data={data} result={result} />
          ))
        )}
        <Pager
          page={data.page}
          pages={data.pages}
          hrefOf={(p) => (p > 1 ? `${data.path}?page=${p}` : data.path)}
          label="Reply pages"
        />
      </section>
      <section
        id="reply-form"
        aria-labelledby="reply-heading"
        className="scroll-mt-24 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      >
        <h2 id="reply-heading" className="text-lg font-semibold text-slate-900">
          Reply
        </h2>
        {thread.locked ? (
          <p className="mt-2 text-sm text-slate-700">
            This thread is locked: it takes no new replies.
          </p>
        ) : viewer ? (
          <Form method="post" className="mt-3 flex flex-col gap-3" preventScrollReset>
            <FormMessages
              error={replyResult && !replyResult.ok ? replyResult.message : null}
              success={null}
            />
            <input type="hidden" name="intent" value="reply" />
            <BodyField
              id="reply-body"
              label="Your reply"
              defaultValue={replyResult?.values.body ?? data.quote}
              error={replyResult?.errors.body}
            />
            <div>
              <Button type="submit">Post reply</Button>
            </div>
          </Form>
        ) : (
          <p className="mt-2 text-sm text-slate-700">
            <Link
              to={`/sign-in?next=${encodeURIComponent(data.path)}`}
              className="font-medium text-brand-700 underline"
            >
              Sign in
            </Link>{" "}
            to reply.
          </p>
        )}
      </section>
    </div>
  );
}
