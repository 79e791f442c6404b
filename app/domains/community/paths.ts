// Where the network's people and posts live (issue 29).

export const profilePath = (handle: string) => `/network/members/${handle}`;
export const groupPath = (slug: string) => `/network/groups/${slug}`;

/** A thread's page: in its group, or among the idea discussions. */
export function threadPath(
  thread: { id: string; groupId: string | null },
  groupSlug: string | null | undefined,
): string {
  return thread.groupId && groupSlug
    ? `/network/groups/${groupSlug}/threads/${thread.id}`
    : `/ideas/discussions/${thread.id}`;
}
