import type { AppLoadContext } from "react-router";
import type { Transaction } from "kysely";
import type { Database } from "../../../server/db/schema";
import { forumReplyMail } from "../../../server/notices";
import { mentionedMembers } from "./data/mentions.server";
import type { OnReply, OnThread } from "./data/model.server";
import type { OnHidden } from "./data/moderation.server";
import { mentionedHandles } from "./mentions";
import { readHideReason } from "./rules";

// What the forums tell members (decision 121's one model: a notification, and an e-mail unless
// the member turned the kind off), written in the transaction of the post that causes it:
// followers of a thread hear of its replies, followers of a group of its new threads
// (decision 466), mentioned members of the post that names them (decision 465), and the author
// of a hidden post of the moderator's reason (decision 467).

const mailOf = (lines: string[], link: string) => [...lines, "", `Read it: ${link}`, ""].join("\n");

/** Tells the members a post mentions, except its author and those `alreadyTold`. */
async function tellMentioned(
  context: AppLoadContext,
  trx: Transaction<Database>,
  post: { body: string; title: string; link: string; author: { id: string; name: string } },
  alreadyTold: readonly string[],
) {
  const skip = new Set([post.author.id, ...alreadyTold]);
  const members = await mentionedMembers(trx, mentionedHandles(post.body));
  for (const { userId } of members) {
    if (skip.has(userId)) continue;
    skip.add(userId);
    await context.notifications.write(trx, {
      kind: "forum-mention",
      userId,
      title: `${post.author.name} mentioned you in "${post.title}"`,
      body: `${post.author.name} mentioned you in a forum post.`,
      link: post.link,
      mail: {
        subject: `${post.author.name} mentioned you on ProcureConnect`,
        text: mailOf(
          [`${post.author.name} mentioned you in "${post.title}".`],
          context.siteOrigin + post.link,
        ),
      },
    });
  }
}

/** A new reply: its thread's followers (but its author), then the members it mentions. */
export function notifyReply(context: AppLoadContext, link: string, body: string): OnReply {
  return async (trx, { thread, followers, author }) => {
    for (const userId of followers) {
      await context.notifications.write(trx, {
        kind: "forum-reply",
        userId,
        title: `New reply in "${thread.title}"`,
        body: `${author.name} replied in a thread you follow.`,
        link,
        mail: forumReplyMail({
          author: author.name,
          title: thread.title,
          link: context.siteOrigin + link,
        }),
      });
    }
    await tellMentioned(context, trx, { body, title: thread.title, link, author }, followers);
  };
}

/** A new thread: its group's followers (but its author), then the members it mentions. */
export function notifyThread(
  context: AppLoadContext,
  thread: { title: string; body: string; groupName: string | null },
  linkOf: (threadId: string) => string,
): OnThread {
  return async (trx, { threadId, groupFollowers, author }) => {
    const link = linkOf(threadId);
    for (const userId of groupFollowers) {
      await context.notifications.write(trx, {
        kind: "group-thread",
        userId,
        title: `New thread in ${thread.groupName ?? "a group you follow"}: "${thread.title}"`,
        body: `${author.name} started a thread in a group you follow.`,
        link,
        mail: {
          subject: `New thread in ${thread.groupName ?? "a group you follow"} on ProcureConnect`,
          text: mailOf(
            [
              `${author.name} started "${thread.title}" in ${thread.groupName ?? "a group you follow"}.`,
              "",
              "You follow this group; unfollow from the group's page.",
            ],
            context.siteOrigin + link,
          ),
        },
      });
    }
    await tellMentioned(context, trx, { ...thread, link, author }, groupFollowers);
  };
}

/**
 * The moderator's reason for hiding a post (refused when empty), and the notice that tells its
 * author, whose link is the thread's page.
 */
export function hidingOf(context: AppLoadContext, text: string, link: string) {
  const reason = readHideReason(text);
  if (!reason.ok) return reason;
  const onHidden: OnHidden = (trx, post) =>
    notifyHidden(context, trx, { ...post, reason: reason.value, link });
  return { ok: true as const, value: { reason: reason.value, onHidden } };
}

/** A post hidden by a moderator: its author is told why. */
async function notifyHidden(
  context: AppLoadContext,
  trx: Transaction<Database>,
  post: { authorId: string; threadTitle: string; reason: string; link: string; reply: boolean },
) {
  const what = post.reply
    ? `Your reply in "${post.threadTitle}"`
    : `Your thread "${post.threadTitle}"`;
  await context.notifications.write(trx, {
    kind: "forum-moderation",
    userId: post.authorId,
    title: `${what} was hidden by a moderator`,
    body: `Reason: ${post.reason}`,
    link: post.link,
    mail: {
      subject: `${what} was hidden on ProcureConnect`,
      text: mailOf(
        [`${what} was hidden by a moderator.`, "", `Reason: ${post.reason}`],
        context.siteOrigin + post.link,
      ),
    },
  });
}
