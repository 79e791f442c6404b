import * as z from "zod/mini";
import { check, type Checked } from "~/domains/reviews";

// The shortlists' and saved jobs' rules (issue 22), shared by the pages (limits on the inputs)
// and the route actions (every post is checked with these).

export const SHORTLIST_LIMITS = {
  nameMax: 60,
  noteMax: 1000,
  /** Lists one member may keep. */
  listsPerMember: 20,
  /** Suppliers on one list. */
  itemsPerList: 200,
  /** Jobs one member may keep saved. */
  savedJobs: 200,
} as const;

/** The list a member's first save creates. */
export const DEFAULT_SHORTLIST_NAME = "My shortlist";

export const SHORTLIST_MESSAGES = {
  nameRequired: "Please give the list a name",
  nameTooLong: `Name must be at most ${SHORTLIST_LIMITS.nameMax} characters`,
  nameOneLine: "Name must be a single line",
  noteTooLong: `Note must be at most ${SHORTLIST_LIMITS.noteMax} characters`,
  controlCharacters: "Remove the control characters and try again",
  tooManyLists: `You can keep up to ${SHORTLIST_LIMITS.listsPerMember} shortlists. Delete one to make room.`,
  listFull: `A shortlist holds up to ${SHORTLIST_LIMITS.itemsPerList} suppliers. Start another list.`,
  tooManyJobs: `You can keep up to ${SHORTLIST_LIMITS.savedJobs} saved jobs. Remove one to make room.`,
  gone: "This shortlist no longer exists.",
} as const;

// Control characters other than tab, newline and carriage return (C0, DEL, C1): the rule every
// form of the site refuses them by.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Length as a person counts it: characters, not UTF-16 units, after trimming. */
const length = (value: string) => [...value.trim()].length;

const noControl = z.refine<string>((v) => !CONTROL.test(v), {
  error: SHORTLIST_MESSAGES.controlCharacters,
});

export const shortlistNameSchema = z.object({
  name: z.string({ error: SHORTLIST_MESSAGES.nameRequired }).check(
    z.refine((v) => length(v) > 0, { error: SHORTLIST_MESSAGES.nameRequired }),
    z.refine((v) => length(v) <= SHORTLIST_LIMITS.nameMax, {
      error: SHORTLIST_MESSAGES.nameTooLong,
    }),
    z.refine((v) => !/[\r\n]/.test(v), { error: SHORTLIST_MESSAGES.nameOneLine }),
    noControl,
  ),
});

export const shortlistNoteSchema = z.object({
  note: z.string({ error: SHORTLIST_MESSAGES.noteTooLong }).check(
    z.refine((v) => length(v) <= SHORTLIST_LIMITS.noteMax, {
      error: SHORTLIST_MESSAGES.noteTooLong,
    }),
    noControl,
  ),
});

/** A list's name as posted: checked, trimmed, runs of spaces collapsed. */
export function checkShortlistName(name: string | undefined): Checked<string, "name"> {
  const checked = check(shortlistNameSchema, { name });
  if (!checked.ok) return checked;
  return { ok: true, value: checked.value.name.trim().replace(/[ \t]+/g, " ") };
}

/** A note as posted: checked and trimmed; empty clears it. Windows line ends become "\n". */
export function checkShortlistNote(note: string | undefined): Checked<string, "note"> {
  const checked = check(shortlistNoteSchema, { note: note ?? "" });
  if (!checked.ok) return checked;
  return { ok: true, value: checked.value.note.replace(/\r\n?/g, "\n").trim() };
}
