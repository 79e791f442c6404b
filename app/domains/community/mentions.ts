// @mentions in forum posts (issue 44 item 7, docs/decisions/465): "@ada-lovelace" names the member
// whose directory handle it is. The handles a post mentions are read here, from its text; the
// loaders link those of listed members and the posting actions notify them.

import { MENTION } from "~/lib/mention-pattern";

/** The most members one post can notify: a post naming more tells only the first ones. */
export const MAX_MENTIONS = 20;

/** The distinct handles a post mentions, in order, lower-case, at most MAX_MENTIONS. */
export function mentionedHandles(...bodies: readonly string[]): string[] {
  const handles = new Set<string>();
  for (const body of bodies)
    for (const match of body.matchAll(MENTION)) {
      if (handles.size >= MAX_MENTIONS) break;
      handles.add(match[2]!.toLowerCase());
    }
  return [...handles];
}
