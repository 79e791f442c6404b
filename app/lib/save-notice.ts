// The Save buttons post to a route action that, without JavaScript, sends the visitor back to
// the page they were on with the outcome in the query (`?saved=added:v3#save-v3`), so the
// button that was pressed can say what happened. With JavaScript the answer comes back to the
// button itself and the page does not navigate.

export const SAVE_NOTICE_PARAM = "saved";

/** What the Save buttons say once the action answered. */
export const SAVE_MESSAGES = {
  vendor: {
    added: "Saved to your shortlists.",
    removed: "Removed from your shortlists.",
    signIn: "Sign in to keep suppliers on a shortlist.",
  },
  job: {
    added: "Saved for later.",
    removed: "Removed from your saved jobs.",
    signIn: "Sign in to save jobs for later.",
  },
} as const;

/** What a Save button says and is named. */
export interface SaveText {
  save: string;
  saved: string;
  /** Accessible names: they say what the button is about (the supplier's name). */
  saveName: string;
  savedName: string;
  added: string;
  removed: string;
  /** Shown with JavaScript to a signed-out visitor, beside a link to sign in. */
  signIn: string;
  /** Where the saved things are listed, linked from the outcome. */
  listHref: string;
  listLabel: string;
}

/** A supplier's Save button. */
export function vendorSaveText(vendorName: string): SaveText {
  return {
    save: "Save",
    saved: "Saved",
    saveName: `Save ${vendorName}`,
    savedName: `Saved ${vendorName}: remove from your shortlists`,
    ...SAVE_MESSAGES.vendor,
    listHref: "/account/shortlists",
    listLabel: "View shortlists",
  };
}

/** A job ad's Save for Later button. */
export const JOB_SAVE_TEXT: SaveText = {
  save: "Save for Later",
  saved: "Saved for Later",
  saveName: "Save for Later",
  savedName: "Saved for Later: remove from your saved jobs",
  ...SAVE_MESSAGES.job,
  listHref: "/account/saved-jobs",
  listLabel: "View saved jobs",
};

/** Where the Save buttons post: a supplier to the shortlists, a job ad to the saved jobs. */
export const SAVE_VENDOR_ACTION = "/account/shortlists/save";
export const SAVE_JOB_ACTION = "/account/saved-jobs/save";

/** Signed out (the server knows no member), or the member's saved state. */
export type SaveState = "signed-out" | "saved" | "unsaved";

/** What a page's loader tells its supplier cards' Save buttons. */
export interface VendorSaves {
  /** The vendors shown that are on any of the member's lists; null when signed out. */
  saved: readonly string[] | null;
}

/** A profile's Save: its state, the member's lists, the names of the lists it is on. */
export interface ProfileSave {
  state: SaveState;
  lists: readonly { id: string; name: string }[];
  savedIn: readonly string[];
}

/** A card's Save state; null: the page offers no Save. */
export function saveStateOf(saves: VendorSaves | undefined, vendorId: string): SaveState | null {
  if (!saves) return null;
  if (!saves.saved) return "signed-out";
  return saves.saved.includes(vendorId) ? "saved" : "unsaved";
}

export type SaveOutcome = "added" | "removed";

/** The id of a Save control's wrapper, which the redirect scrolls back to. */
export function saveAnchor(target: string): string {
  return `save-${target.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

/** `path` without an earlier outcome in its query. */
export function withoutSaveNotice(path: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.delete(SAVE_NOTICE_PARAM);
  return url.pathname + url.search;
}

/** Where the action sends the visitor back: their page, the outcome, the control's anchor. */
export function withSaveNotice(path: string, target: string, outcome: SaveOutcome): string {
  const url = new URL(withoutSaveNotice(path), "http://site.invalid");
  url.searchParams.set(SAVE_NOTICE_PARAM, `${outcome}:${target}`);
  return `${url.pathname}${url.search}#${saveAnchor(target)}`;
}

/** The outcome the query tells for this control, if any. */
export function readSaveNotice(search: string, target: string): SaveOutcome | null {
  const value = new URLSearchParams(search).get(SAVE_NOTICE_PARAM);
  if (value === `added:${target}`) return "added";
  if (value === `removed:${target}`) return "removed";
  return null;
}

/** The sign-in page, coming back to `path` (a path on this site) afterwards. */
export function signInHref(path: string): string {
  return `/sign-in?${new URLSearchParams({ next: withoutSaveNotice(path) })}`;
}
