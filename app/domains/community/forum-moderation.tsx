import { Form, Link } from "react-router";
import { MemberText } from "~/components/shared/member-text";
import { ModerationSection, ReportBadges } from "~/components/shared/moderation-section";
import { Button } from "~/components/ui/button";
import { HideReasonField } from "./hide-reason-field";
import { PostBody } from "./post-body";

// The forums' part of the console's moderation view (/admin/reviews, beside reported reviews):
// reported threads and replies to hide or keep, hidden ones to restore, threads to lock or pin,
// authors to block from posting.

export interface ModeratedPost {
  threadId: string;
  replyId: string | null;
  threadTitle: string;
  href: string;
  authorId: string;
  authorName: string;
  html: string;
  hidden: boolean;
  locked: boolean;
  pinned: boolean;
  reports: { reason: string; count: number }[];
}

function PostActions({ post }: { post: ModeratedPost }) {
  const forms: { intent: string; label: string }[] = [
    post.hidden
      ? { intent: "restore", label: "Restore post" }
      : { intent: "hide", label: "Hide post" },
    ...(post.reports.length > 0 && !post.hidden
      ? [{ intent: "dismiss", label: "Dismiss report" }]
      : []),
    ...(post.replyId
      ? []
      : [
          post.locked
            ? { intent: "unlock", label: "Unlock thread" }
            : { intent: "lock", label: "Lock thread" },
          post.pinned
            ? { intent: "unpin", label: "Unpin thread" }
            : { intent: "pin", label: "Pin thread" },
        ]),
    { intent: "block", label: "Block author" },
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {forms.map((f) => (
        <Form key={f.intent} method="post" preventScrollReset className="flex items-end gap-2">
          <input type="hidden" name="intent" value={f.intent} />
          {f.intent === "hide" ? (
            <HideReasonField id={`hide-reason-${post.threadId}-${post.replyId ?? "thread"}`} />
          ) : null}
          <input type="hidden" name="postThreadId" value={post.threadId} />
          <input type="hidden" name="postReplyId" value={post.replyId ?? ""} />
          <input type="hidden" name="userId" value={post.authorId} />
          <Button type="submit" size="sm" variant={f.intent === "hide" ? "default" : "outline"}>
            {f.label}
            <span className="sr-only"> “{post.threadTitle}”</span>
          </Button>
        </Form>
      ))}
    </div>
  );
}

function Section({
  id,
  title,
  empty,
  posts,
}: {
  id: string;
  title: string;
  empty: string;
  posts: ModeratedPost[];
}) {
  return (
    <ModerationSection
      id={id}
      title={title}
      empty={empty}
      items={posts}
      itemKey={(post) => `${post.threadId}/${post.replyId ?? ""}`}
      itemClassName="p-5"
    >
      {(post) => (
        <>
          <p className="text-sm text-slate-600">
            {post.replyId ? "Reply in " : "Thread "}
            <Link to={post.href} className="font-medium text-brand-700 underline">
              <MemberText text={post.threadTitle} />
            </Link>{" "}
            by <MemberText text={post.authorName} />
          </p>
          <div className="mt-2">
            <PostBody html={post.html} />
          </div>
          <div className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3">
            {post.reports.length > 0 ? <ReportBadges reports={post.reports} /> : null}
            <PostActions post={post} />
          </div>
        </>
      )}
    </ModerationSection>
  );
}

export function ForumModeration({
  reported,
  hidden,
  blocked,
}: {
  reported: ModeratedPost[];
  hidden: ModeratedPost[];
  blocked: { userId: string; name: string; blockedAt: string }[];
}) {
  return (
    <div className="flex flex-col gap-10">
      <Section
        id="reported-posts-heading"
        title="Reported forum posts"
        empty="No forum post is waiting for a decision."
        posts={reported}
      />
      <Section
        id="hidden-posts-heading"
        title="Hidden forum posts"
        empty="No forum post is hidden."
        posts={hidden}
      />
      <section aria-labelledby="blocked-heading">
        <h2 id="blocked-heading" className="text-xl font-semibold text-slate-900">
          Members blocked from posting{" "}
          <span className="text-base font-normal text-slate-600">({blocked.length})</span>
        </h2>
        {blocked.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No member is blocked.</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-2">
            {blocked.map((b) => (
              <li key={b.userId} className="flex flex-wrap items-center gap-3 text-sm">
                <MemberText text={b.name} />
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="unblock" />
                  <input type="hidden" name="userId" value={b.userId} />
                  <input type="hidden" name="postThreadId" value="" />
                  <Button type="submit" size="sm" variant="outline">
                    Unblock<span className="sr-only"> {b.name}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
