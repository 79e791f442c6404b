import { LockIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Pager } from "~/components/shared/pager";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { formatShortDate } from "~/lib/dates";
import { BodyField } from "./body-field";
import type { ForumResult } from "./forum-action.server";
import { PostActions, type PostProps } from "./post-actions";
import { AuthorName, PostBody } from "./post-body";
import { COMMUNITY_MESSAGES } from "./rules";
import type { ThreadPageData } from "./thread-page-data";

// A thread's page (issue 29): its opening post and one page of replies, each with its actions,
// and the reply form.

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
      {post.hidden && post.hiddenReason ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {post.own ? "A moderator hid your post from others. " : ""}Reason: {post.hiddenReason}
        </p>
      ) : null}
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
        ) : viewer?.blocked ? (
          <p className="mt-2 text-sm text-slate-700">{COMMUNITY_MESSAGES.blocked}</p>
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
