import type { AppLoadContext } from "react-router";
import {
  quoteOf,
  readThreadSort,
  REPLIES_PER_PAGE,
  THREADS_PER_PAGE,
  withinEditWindow,
} from "./rules";
import { readPage } from "~/lib/incremental";
import { markdownToText, renderMarkdown } from "~/lib/markdown.server";
import type { ThreadView } from "./data/model.server";
import type { ThreadSummary } from "./thread-list";
import type { PostView, ThreadPageData } from "./thread-page-data";
import { mentionedHandles } from "./mentions";
import { threadPath } from "./paths";

// What the forums' pages load (issue 29): Markdown is rendered here, on the server, with the
// "post" profile (docs/decisions/170); the browser gets sanitised HTML.

const excerpt = (body: string) => markdownToText(body).slice(0, 220);

/** One page of a group's threads, or of the idea discussions. */
export async function loadThreadList(
  context: AppLoadContext,
  url: URL,
  place: { groupId: string | null; groupSlug: string | null; challengeId?: string },
) {
  const sort = readThreadSort(url.searchParams.get("sort"));
  const page = readPage(url.searchParams);
  const q = place.groupId ? (url.searchParams.get("q") ?? "").trim().slice(0, 200) : "";
  const [list, challenges] = await Promise.all([
    context.repo.community.forum.list({
      groupId: place.groupId,
      challengeId: place.challengeId,
      q,
      sort,
      page,
      viewer: context.user,
    }),
    context.repo.challenges.all(),
  ]);
  const titles = new Map(challenges.map((c) => [c.id, c.title]));
  const threads: ThreadSummary[] = list.items.map((t) => ({
    id: t.id,
    href: threadPath(t, place.groupSlug),
    title: t.title,
    authorName: t.authorName,
    authorHandle: t.authorHandle,
    replyCount: t.replyCount,
    lastActivityAt: t.lastActivityAt,
    pinned: t.pinned,
    locked: t.locked,
    hidden: t.hidden,
    excerpt: excerpt(t.body),
    challenge: t.challengeId ? (titles.get(t.challengeId) ?? null) : null,
  }));
  return {
    threads,
    sort,
    q,
    page,
    pages: Math.max(1, Math.ceil(list.total / THREADS_PER_PAGE)),
    challenges: challenges.map((c) => ({ id: c.id, title: c.title })),
  };
}

/** A thread's page: its opening post, one page of replies, the viewer's follow and quote. */
export async function loadThread(
  context: AppLoadContext,
  url: URL,
  thread: ThreadView,
  groupSlug: string | null,
): Promise<ThreadPageData> {
  const viewer = context.user;
  const forum = context.repo.community.forum;
  const page = readPage(url.searchParams);
  const [replies, following, blocked] = await Promise.all([
    forum.replies(thread.id, page, viewer),
    viewer ? forum.isFollowing(thread.id, viewer.id) : false,
    viewer ? forum.isBlocked(viewer.id) : false,
  ]);
  const mentions = await forum.mentionLinks(
    mentionedHandles(thread.body, ...replies.items.map((r) => r.body)),
  );
  const now = new Date();
  const post = (p: {
    id: string;
    authorId: string;
    authorName: string;
    authorHandle: string | null;
    body: string;
    createdAt: string;
    editedAt: string | null;
    hidden: boolean;
    hiddenReason?: string | null;
    helpfulCount?: number;
    markedHelpful?: boolean;
  }): PostView => ({
    id: p.id,
    authorId: viewer?.isOperator ? p.authorId : null,
    own: viewer?.id === p.authorId,
    authorName: p.authorName,
    authorHandle: p.authorHandle,
    html: renderMarkdown(p.body, "post", mentions),
    // Only the author's own text goes back to the page (to edit it).
    body: viewer?.id === p.authorId ? p.body : "",
    createdAt: p.createdAt,
    editedAt: p.editedAt,
    hidden: p.hidden,
    hiddenReason: viewer?.isOperator || viewer?.id === p.authorId ? (p.hiddenReason ?? null) : null,
    helpfulCount: p.helpfulCount ?? 0,
    markedHelpful: p.markedHelpful ?? false,
    editable: viewer?.id === p.authorId && withinEditWindow(p.createdAt, now),
  });
  let quote = "";
  const quoted = url.searchParams.get("quote");
  if (viewer && quoted) {
    const source =
      quoted === "thread"
        ? { authorName: thread.authorName, body: thread.body, threadId: thread.id }
        : await forum.reply(quoted);
    if (source && source.threadId === thread.id) quote = quoteOf(source.authorName, source.body);
  }
  return {
    thread: {
      id: thread.id,
      title: thread.title,
      locked: thread.locked,
      pinned: thread.pinned,
      hidden: thread.hidden,
    },
    opening: post({ ...thread }),
    replies: replies.items.map(post),
    page,
    pages: Math.max(1, Math.ceil(replies.total / REPLIES_PER_PAGE)),
    viewer: viewer ? { isOperator: viewer.isOperator, blocked } : null,
    following,
    quote,
    path: threadPath(thread, groupSlug),
  };
}
