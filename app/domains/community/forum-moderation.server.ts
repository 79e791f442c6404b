import { data, type AppLoadContext } from "react-router";
import { textOf } from "~/lib/form-data";
import { renderMarkdown } from "~/lib/markdown.server";
import type { Posted } from "~/lib/route-policy.server";
import type { ModerationIntent } from "./data/model.server";
import type { ModeratedPost } from "./forum-moderation";
import { hidingOf } from "./forum-notices.server";
import { threadPath } from "./paths";

// The console's forum moderation: what it lists, and what its forms do (operators only, as the
// console's Reviews route declares: app/domains/reviews/routes/admin-reviews.tsx).

export async function loadForumModeration(context: AppLoadContext) {
  const { forum, groups } = context.repo.community;
  const [queue, allGroups, blocked] = await Promise.all([
    forum.moderation(),
    groups.list(context.user),
    forum.blockedMembers(),
  ]);
  const threads = new Map<string, string | null>();
  for (const p of [...queue.reported, ...queue.hidden]) {
    if (!threads.has(p.threadId)) {
      const t = await forum.thread(p.threadId, context.user);
      threads.set(p.threadId, t?.groupId ?? null);
    }
  }
  const slugs = new Map(allGroups.map((g) => [g.id, g.slug]));
  const shown = (list: typeof queue.reported): ModeratedPost[] =>
    list.map((p) => {
      const groupId = threads.get(p.threadId) ?? null;
      return {
        ...p,
        html: renderMarkdown(p.body, "post"),
        href: threadPath({ id: p.threadId, groupId }, groupId ? slugs.get(groupId) : null),
      };
    });
  return { reported: shown(queue.reported), hidden: shown(queue.hidden), blocked };
}

const DONE: Record<string, string> = {
  hide: "The post is hidden.",
  restore: "The post is shown again.",
  dismiss: "The reports are dismissed: the post stays published.",
  lock: "The thread is locked.",
  unlock: "The thread is open for replies again.",
  pin: "The thread is pinned.",
  unpin: "The thread is no longer pinned.",
  block: "The member is blocked from posting.",
  unblock: "The member may post again.",
};

export async function forumModerationAction(
  context: AppLoadContext,
  { viewer: operator, form }: Posted,
) {
  const intent = textOf(form.get("intent"));
  if (!(intent in DONE)) return data({ ok: false, message: "Unknown action." }, { status: 400 });
  const forum = context.repo.community.forum;
  let done: boolean;
  if (intent === "block" || intent === "unblock") {
    done = await forum.block(operator, textOf(form.get("userId")), intent === "block");
  } else {
    const threadId = textOf(form.get("postThreadId"));
    const thread = await forum.thread(threadId, operator);
    const group = thread?.groupId ? await context.repo.community.groups.byId(thread.groupId) : null;
    const link = threadPath({ id: threadId, groupId: thread?.groupId ?? null }, group?.slug);
    const hiding = hidingOf(context, textOf(form.get("hiddenReason")), link);
    if (intent === "hide" && !hiding.ok)
      return data({ ok: false, message: hiding.message }, { status: 400 });
    done = await forum.moderate(
      operator,
      intent as ModerationIntent,
      { threadId, replyId: textOf(form.get("postReplyId")) || null },
      hiding.ok ? hiding.value : undefined,
    );
    context.notifications.queued();
  }
  return done
    ? data({ ok: true, message: DONE[intent]! })
    : data({ ok: false, message: "This post no longer exists." }, { status: 404 });
}
