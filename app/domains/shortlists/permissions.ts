// Who may do what with shortlists and saved jobs (issue 22), in one place: every loader and
// action of /account/shortlists, /account/saved-jobs, the Save buttons and /shortlists/<token>
// asks it. A list that may not be read does not exist for the asker (404). Saved jobs need no
// rule: they are kept per account, and every query names the asker's own.

export interface ShortlistActor {
  id: string;
}

export interface ShortlistRef {
  ownerId: string;
  /** Whether the list has a read-only link. */
  shared: boolean;
}

/** Only the owner reads a list in their account, and only they change it. */
export function mayEditShortlist(actor: ShortlistActor | null, list: ShortlistRef): boolean {
  return actor !== null && actor.id === list.ownerId;
}

/**
 * Anyone with the link reads a shared list, signed in or not, and only while it is shared: a
 * revoked (or replaced) link opens nothing. `list` is the one its token's fingerprint found.
 */
export function mayReadSharedShortlist(list: ShortlistRef | undefined): boolean {
  return list !== undefined && list.shared;
}

/** A share token: 32 bytes from a cryptographic source, as base64url (43 characters). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `token` could be one of ours: anything else is refused before the database is asked. */
export function isShareToken(token: string): boolean {
  return SHARE_TOKEN_PATTERN.test(token);
}
