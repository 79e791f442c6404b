// Who may do what with shortlists and saved jobs (issue 22), in one place: every loader and
// action of /account/shortlists, /account/saved-jobs, the Save buttons and /shortlists/<token>
// asks it. A list that may not be read does not exist for the asker (404). Saved jobs need no
// rule: they are kept per account, and every query names the asker's own.

export interface ShortlistActor {
  id: string;
}

export interface ShortlistRef {
  ownerId: string;
  /** Set while the list has a read-only link. */
  shareToken: string | null;
}

/** Only the owner reads a list in their account, and only they change it. */
export function mayEditShortlist(actor: ShortlistActor | null, list: ShortlistRef): boolean {
  return actor !== null && actor.id === list.ownerId;
}

/**
 * Anyone with the link reads a shared list, signed in or not, and only while it is shared: a
 * revoked (or replaced) link opens nothing.
 */
export function mayReadSharedShortlist(list: ShortlistRef | undefined, token: string): boolean {
  return list !== undefined && list.shareToken !== null && list.shareToken === token;
}

/** A share token: 32 bytes from a cryptographic source, as base64url (43 characters). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `token` could be one of ours: anything else is refused before the database is asked. */
export function isShareToken(token: string): boolean {
  return SHARE_TOKEN_PATTERN.test(token);
}
