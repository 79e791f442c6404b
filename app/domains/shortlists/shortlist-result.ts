// What /account/shortlists' forms post (`intent`) and what a refused post answers, shared by
// the page and its action.

export const SHORTLIST_INTENTS = [
  "create",
  "rename",
  "delete",
  "note",
  "remove",
  "share",
  "revoke",
] as const;
export type ShortlistIntent = (typeof SHORTLIST_INTENTS)[number];

/** What the page says after each successful post. */
export const SHORTLIST_DONE = {
  create: "The list is ready. Save suppliers to it from their profiles.",
  rename: "The list is renamed.",
  delete: "The list is deleted.",
  note: "Your note is saved.",
  remove: "The supplier is removed from the list.",
  share: "Anyone with the link can now read this list.",
  revoke: "The link no longer works.",
} as const satisfies Record<ShortlistIntent, string>;

export interface ShortlistActionResult {
  intent: ShortlistIntent | null;
  listId: string | null;
  vendorId: string | null;
  message: string | null;
  errors: Partial<Record<"name" | "note", string>>;
  /** What was typed, shown again in the refused form. */
  values: Partial<Record<"name" | "note", string>>;
  /**
   * A new read-only link's token, shown to its owner this once (only its fingerprint is kept):
   * set by a successful "share".
   */
  shareToken?: string;
}

export function listAnchor(listId: string): string {
  return `list-${listId}`;
}

export function itemAnchor(listId: string, vendorId: string): string {
  return `item-${listId}-${vendorId}`;
}
