import { data, redirect, type AppLoadContext } from "react-router";
import {
  COMMUNITY_MESSAGES,
  GROUP_MODERATED,
  GROUP_MODERATIONS,
  NEW_MEMBER_HOURS,
  type GroupModeration,
} from "./rules";
import { groupSchema, postReportSchema, forumReplySchema, threadSchema } from "./schema";
import { parseForm } from "~/domain/form-parse";
import { tooManyMessage } from "~/domain/limits";
import { mustVerify, UNVERIFIED_MESSAGE, type Viewer } from "~/lib/access.server";
import { readClock, systemClock } from "~/lib/clock";
import type {
  FormOutcome,
  LimitRule,
  Posted,
  SecondLimit,
  TakeLimit,
} from "~/lib/route-policy.server";
import { fieldText as field } from "~/lib/form-data";
import type { ModerationIntent, Refusal, ThreadView } from "./data/model.server";
import { hidingOf, notifyReply, notifyThread } from "./forum-notices.server";
import { threadPath } from "./paths";

// What the forums' forms post (issue 29): new threads, replies, edits and deletions by their
// author, "helpful" marks, follows, reports, and the operators' moderation. Who may is checked
// by the data layer (data/*.server.ts); here the form (read by the route's policy within its
// size) is checked with the shared schemas, held to the members' write limits the routes declare
// (decisions 300, 361), and answered.

export interface ForumResult {
  ok: boolean;
  intent: string;
  message: string | null;
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
  /** The post the answer is about (a reply's id, or "thread"). */
  target: string | null;
}

export const REFUSALS: Record<Refusal, { message: string; status: number }> = {
  gone: { message: COMMUNITY_MESSAGES.gone, status: 404 },
  notYours: { message: COMMUNITY_MESSAGES.notYours, status: 403 },
  editWindow: { message: COMMUNITY_MESSAGES.editWindow, status: 403 },
  locked: { message: COMMUNITY_MESSAGES.locked, status: 403 },
  groupLocked: { message: COMMUNITY_MESSAGES.groupLocked, status: 403 },
  blocked: { message: COMMUNITY_MESSAGES.blocked, status: 403 },
  notMember: { message: COMMUNITY_MESSAGES.notMember, status: 403 },
};

export function answer(result: Partial<ForumResult>, status = 200) {
  return data<ForumResult>(
    {
      ok: status < 300,
      intent: "",
      message: null,
      errors: {},
      values: {},
      target: null,
      ...result,
    },
    { status },
  );
}

type Answer = ReturnType<typeof answer>;

/**
 * The posted form (read by the route's policy within MAX_POST_FORM_BYTES: a 1 MB body is refused
 * before it is read), or the answer refusing it.
 */
export function readPost(form: FormOutcome): FormData | Answer {
  if (form === "too-large") return answer({ message: COMMUNITY_MESSAGES.tooLarge }, 413);
  if (form === "malformed") return answer({ message: "The form could not be read." }, 400);
  return form;
}

/** Whether the account is younger than NEW_MEMBER_HOURS: its posts take a stricter limit too. */
async function isNewMember(context: AppLoadContext, viewer: Viewer): Promise<boolean> {
  const since = await context.repo.community.forum.memberSince(viewer.id);
  if (!since) return false;
  return readClock(systemClock).getTime() - Date.parse(since) < NEW_MEMBER_HOURS * 3_600_000;
}

/** A post (a thread, a reply, an edit) takes "forum-post", and "forum-post-new" while new. */
const NEW_MEMBERS_TOO = {
  with: "forum-post",
  take: "forum-post-new",
  applies: isNewMember,
} as const satisfies SecondLimit;

/** A group's or the discussions' page: a new thread; joining or leaving the group takes none. */
export const NEW_THREAD_LIMIT = {
  take: {
    join: null,
    leave: null,
    "follow-group": null,
    "unfollow-group": null,
    ...Object.fromEntries(GROUP_MODERATIONS.map((intent) => [intent, null])),
  },
  otherwise: "forum-post",
  also: NEW_MEMBERS_TOO,
  when: "in-handler",
} as const satisfies LimitRule;

/** Creating a group takes "forum-post" (and "forum-post-new" while the member is new). */
export const NEW_GROUP_LIMIT = {
  take: "forum-post",
  also: NEW_MEMBERS_TOO,
  when: "in-handler",
} as const satisfies LimitRule;

/** What needs no limit on a thread's page: following, deleting one's own post, moderating. */
const FREE_ON_A_THREAD = [
  "follow",
  "unfollow",
  "delete-thread",
  "delete-reply",
  "block",
  "unblock",
  ...(["hide", "restore", "dismiss", "lock", "unlock", "pin", "unpin"] as const),
] satisfies string[];

/** A thread's page: marking helpful and reporting take "forum-react", any other post writes. */
export const THREAD_LIMIT = {
  take: {
    ...Object.fromEntries(FREE_ON_A_THREAD.map((intent) => [intent, null])),
    helpful: "forum-react",
    report: "forum-react",
  },
  otherwise: "forum-post",
  also: NEW_MEMBERS_TOO,
  when: "in-handler",
} as const satisfies LimitRule;

/** Takes the limit the route declared for this post: the refusal's words, or null. */
async function limited(limit: TakeLimit): Promise<string | null> {
  const decision = await limit();
  return decision.allowed ? null : tooManyMessage(decision.retryAfter);
}

/** The member who may post: signed in (the route's policy) and confirmed. */
function poster(context: AppLoadContext, viewer: Viewer): Viewer | Answer {
  if (mustVerify(context, viewer)) return answer({ message: UNVERIFIED_MESSAGE }, 403);
  return viewer;
}

const isAnswer = (v: unknown): v is Answer =>
  typeof v === "object" && v !== null && "init" in v && "data" in v;

/** A new thread in a group (`groupId`) or among the idea discussions (`groupId` null). */
export async function newThreadAction(
  context: AppLoadContext,
  posted: Required<Posted<FormOutcome>>,
  place: { groupId: string | null; groupSlug: string | null; groupName?: string },
): Promise<Answer | Response> {
  const viewer = poster(context, posted.viewer);
  if (isAnswer(viewer)) return viewer;
  const form = readPost(posted.form);
  if (isAnswer(form)) return form;
  const intent = field(form, "intent");
  if (intent === "join" || intent === "leave") {
    if (!place.groupId) return answer({ message: "Unknown action." }, 400);
    await context.repo.community.groups[intent](place.groupId, viewer.id);
    return answer({
      intent,
      message: intent === "join" ? "You joined the group." : "You left the group.",
    });
  }
  if (place.groupId && (GROUP_MODERATIONS as readonly string[]).includes(intent)) {
    if (!viewer.isOperator) return answer({ intent, message: "Only operators can do that." }, 403);
    const groups = context.repo.community.groups;
    await groups.moderateGroup(viewer, place.groupId, intent as GroupModeration);
    if (intent === "remove-group") throw redirect("/network/groups");
    return answer({ intent, message: GROUP_MODERATED[intent as GroupModeration] });
  }
  if ((intent === "follow-group" || intent === "unfollow-group") && place.groupId) {
    const on = intent === "follow-group";
    const done = await context.repo.community.groups.follow(place.groupId, viewer.id, on);
    if (!done.ok) return answer({ intent, message: REFUSALS[done.refusal].message }, 403);
    return answer({
      intent,
      message: on
        ? "You follow this group: you will be notified of new threads."
        : "You no longer follow this group.",
    });
  }
  const values = {
    title: field(form, "title"),
    body: field(form, "body"),
    challengeId: field(form, "challengeId"),
  };
  const parsed = parseForm(threadSchema, values);
  if (!parsed.ok) return answer({ intent: "thread", errors: parsed.errors, values }, 400);
  const tooMany = await limited(posted.limit);
  if (tooMany) return answer({ intent: "thread", message: tooMany, values }, 429);
  let challengeId: string | null = null;
  if (!place.groupId && parsed.value.challengeId) {
    const known = (await context.repo.challenges.all()).some(
      (c) => c.id === parsed.value.challengeId,
    );
    challengeId = known ? parsed.value.challengeId : null;
  }
  const made = await context.repo.community.forum.createThread(
    viewer,
    { groupId: place.groupId, challengeId },
    { title: parsed.value.title, body: parsed.value.body },
    notifyThread(context, { ...parsed.value, groupName: place.groupName ?? null }, (id) =>
      threadPath({ id, groupId: place.groupId }, place.groupSlug),
    ),
  );
  context.notifications.queued();
  if (!made.ok) {
    const refusal = REFUSALS[made.refusal];
    return answer({ intent: "thread", message: refusal.message, values }, refusal.status);
  }
  return redirect(threadPath({ id: made.value, groupId: place.groupId }, place.groupSlug));
}

/** Everything posted on a thread's page. */
export async function threadAction(
  context: AppLoadContext,
  { viewer, form: read, limit }: Required<Posted<FormOutcome>>,
  thread: ThreadView,
  groupSlug: string | null,
): Promise<Answer | Response> {
  const form = readPost(read);
  if (isAnswer(form)) return form;
  const intent = field(form, "intent");
  const replyId = field(form, "replyId") || null;
  const path = threadPath(thread, groupSlug);
  const forum = context.repo.community.forum;
  const refused = (refusal: Refusal, values: Record<string, string> = {}) =>
    answer(
      { intent, target: replyId ?? "thread", message: REFUSALS[refusal].message, values },
      REFUSALS[refusal].status,
    );

  if (
    ["hide", "restore", "dismiss", "lock", "unlock", "pin", "unpin", "block", "unblock"].includes(
      intent,
    )
  ) {
    if (!viewer.isOperator) return answer({ intent, message: "Only operators can do that." }, 403);
    if (intent === "block" || intent === "unblock") {
      const userId = field(form, "userId");
      await forum.block(viewer, userId, intent === "block");
      return answer({
        intent,
        message:
          intent === "block" ? "The member is blocked from posting." : "The member may post again.",
      });
    }
    const hiding = hidingOf(context, field(form, "hiddenReason"), path);
    if (intent === "hide" && !hiding.ok)
      return answer({ intent, target: replyId ?? "thread", message: hiding.message }, 400);
    const done = await forum.moderate(
      viewer,
      intent as ModerationIntent,
      { threadId: thread.id, replyId },
      hiding.ok ? hiding.value : undefined,
    );
    if (!done) return refused("gone");
    context.notifications.queued();
    return answer({
      intent,
      target: replyId ?? "thread",
      message: MODERATED[intent as ModerationIntent],
    });
  }

  if (intent === "follow" || intent === "unfollow") {
    await forum.follow(thread.id, viewer.id, intent === "follow");
    return answer({
      intent,
      message:
        intent === "follow"
          ? "You follow this thread: you will be notified of replies."
          : "You no longer follow this thread.",
    });
  }

  if (intent === "helpful") {
    const tooMany = await limited(limit);
    if (tooMany) return answer({ intent, target: replyId, message: tooMany }, 429);
    const done = await forum.toggleHelpful(viewer, replyId ?? "");
    if (!done.ok) return refused(done.refusal);
    return answer({
      intent,
      target: replyId,
      message: done.value ? "Marked as helpful." : "No longer marked as helpful.",
    });
  }

  if (intent === "report") {
    const parsed = parseForm(postReportSchema, { reason: field(form, "reason") });
    if (!parsed.ok)
      return answer({ intent, target: replyId ?? "thread", errors: parsed.errors }, 400);
    const tooMany = await limited(limit);
    if (tooMany) return answer({ intent, target: replyId ?? "thread", message: tooMany }, 429);
    const done = await forum.report(viewer, { threadId: thread.id, replyId }, parsed.value.reason);
    if (!done.ok) return refused(done.refusal);
    return answer({
      intent,
      target: replyId ?? "thread",
      message: "Thank you. An operator will look at this post.",
    });
  }

  if (intent === "delete-thread") {
    const done = await forum.deleteThread(viewer, thread.id);
    if (!done.ok) return refused(done.refusal);
    throw redirect(groupSlug ? `/network/groups/${groupSlug}` : "/ideas/discussions");
  }
  if (intent === "delete-reply") {
    const done = await forum.deleteReply(viewer, replyId ?? "");
    if (!done.ok) return refused(done.refusal);
    return answer({ intent, message: "Your reply is deleted." });
  }

  // Writing: a reply, or an edit of the thread or of a reply.
  if (mustVerify(context, viewer)) return answer({ intent, message: UNVERIFIED_MESSAGE }, 403);
  if (intent === "edit-thread") {
    const values = { title: field(form, "title"), body: field(form, "body") };
    const parsed = parseForm(threadSchema, values);
    if (!parsed.ok) return answer({ intent, target: "thread", errors: parsed.errors, values }, 400);
    const tooMany = await limited(limit);
    if (tooMany) return answer({ intent, target: "thread", message: tooMany, values }, 429);
    const done = await forum.editThread(viewer, thread.id, parsed.value);
    if (!done.ok) return refused(done.refusal, values);
    return answer({ intent, target: "thread", message: "Your thread is updated." });
  }
  const values = { body: field(form, "body") };
  const parsed = parseForm(forumReplySchema, values);
  if (!parsed.ok)
    return answer({ intent, target: replyId ?? "new", errors: parsed.errors, values }, 400);
  const tooMany = await limited(limit);
  if (tooMany) return answer({ intent, target: replyId ?? "new", message: tooMany, values }, 429);
  if (intent === "edit-reply") {
    const done = await forum.editReply(viewer, replyId ?? "", parsed.value.body);
    if (!done.ok) return refused(done.refusal, values);
    return answer({ intent, target: replyId, message: "Your reply is updated." });
  }
  const made = await forum.addReply(
    viewer,
    thread.id,
    parsed.value.body,
    notifyReply(context, path, parsed.value.body),
  );
  if (!made.ok)
    return answer(
      { intent: "reply", target: "new", message: REFUSALS[made.refusal].message, values },
      REFUSALS[made.refusal].status,
    );
  context.notifications.queued();
  const count = (await forum.thread(thread.id, viewer))?.replyCount ?? 1;
  const lastPage = Math.max(1, Math.ceil(count / 20));
  throw redirect(`${path}${lastPage > 1 ? `?page=${lastPage}` : ""}#reply-${made.value}`);
}

const MODERATED: Record<ModerationIntent, string> = {
  hide: "The post is hidden.",
  restore: "The post is shown again.",
  dismiss: "The reports are dismissed.",
  lock: "The thread is locked.",
  unlock: "The thread is open for replies again.",
  pin: "The thread is pinned.",
  unpin: "The thread is no longer pinned.",
};

/** An operator's new group. */
export async function newGroupAction(
  context: AppLoadContext,
  { viewer, form: read, limit }: Posted<FormOutcome>,
) {
  // Any member may create a group (issue 44); operators moderate its threads as any other.
  const form = readPost(read);
  if (isAnswer(form)) return form;
  const refused = limit ? await limited(limit) : null;
  if (refused) return answer({ message: refused }, 429);
  const values = {
    name: field(form, "name"),
    description: field(form, "description"),
    topic: field(form, "topic"),
  };
  const parsed = parseForm(groupSchema, values);
  if (!parsed.ok) return answer({ intent: "group", errors: parsed.errors, values }, 400);
  const slug = await context.repo.community.groups.create(parsed.value, viewer);
  if (!slug)
    return answer(
      { intent: "group", errors: { name: "A group of that name exists already." }, values },
      409,
    );
  throw redirect(`/network/groups/${slug}`);
}
