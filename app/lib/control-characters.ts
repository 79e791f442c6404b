// Text that visitors typed, shown to the people who read it (the inbox command in a terminal,
// later the inbox in the browser). Control characters and bidirectional overrides can change
// what a reader sees without being seen themselves: a terminal obeys escape sequences and C1
// controls, and a right-to-left override placed in "cv<U+202E>fdp.exe" shows it as
// "cvexe.pdf".
// Every form refuses control characters (`hasControlCharacters`, the one rule the schemas
// share); bidirectional controls may be part of genuine right-to-left text, so they are
// accepted, and shown as visible codes instead.

/**
 * What no form accepts: control characters other than tab, newline and carriage return (C0, DEL
 * and C1: a terminal obeys U+009B as the start of an escape sequence, as it does ESC).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether typed text holds a character no form accepts (see `FORBIDDEN`). */
export function hasControlCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * The one rule for what a reader must see as a code rather than obey: C0 controls other than
 * tab and line feed, DEL, C1 controls, and every format character (Unicode category Cf): bidi
 * embeddings, overrides, isolates and marks, zero-width spaces, soft hyphens, the BOM, invisible
 * operators... Format characters that text in many scripts and emoji need to look right stay:
 * the zero-width joiner and non-joiner (U+200C, U+200D) and the tag characters of emoji flag
 * sequences (U+E0020 to U+E007F). Decision 146.
 */
// eslint-disable-next-line no-control-regex
const CANDIDATES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\p{Cf}]/gu;

function kept(character: string): boolean {
  const code = character.codePointAt(0)!;
  return code === 0x200c || code === 0x200d || (code >= 0xe0020 && code <= 0xe007f);
}

/** Whether `character` (one code point) is shown as a code by every view (see `CANDIDATES`). */
export function isHiddenCharacter(character: string): boolean {
  CANDIDATES.lastIndex = 0;
  return CANDIDATES.test(character) && !kept(character);
}

/** Each hidden character of `text` replaced by what `replace` makes of it. */
function replaceHidden(text: string, replace: (character: string) => string): string {
  return text.replace(CANDIDATES, (character) =>
    kept(character) ? character : replace(character),
  );
}

/** The code point as a reader can see it: U+202E. */
export function codeOf(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

export type TextPiece = { kind: "text"; text: string } | { kind: "control"; code: string };

/**
 * Text split into plain runs and the hidden characters between them, for a view that renders
 * each hidden one as a visible marker (the browser inbox). Plain runs carry no control, so a
 * run cannot reorder or restyle what follows it; render each value in its own <bdi> as well.
 */
export function splitControls(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATES)) {
    if (kept(match[0])) continue;
    if (match.index > last) pieces.push({ kind: "text", text: text.slice(last, match.index) });
    pieces.push({ kind: "control", code: codeOf(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: "text", text: text.slice(last) });
  return pieces;
}

/** Text for a terminal: every hidden character written as <U+XXXX>. Tabs and newlines stay. */
export function escapeControls(text: string): string {
  return replaceHidden(text, (character) => `<${codeOf(character)}>`);
}

/**
 * Member text for a page (a review, a request, a reply, a name): every hidden character shown
 * as its code in brackets, "cv⟦U+202E⟧fdp.exe", so it neither reorders nor hides what the
 * reader sees. Line breaks as a browser sends them (CR LF) stay line breaks.
 */
export function visibleText(text: string): string {
  return replaceHidden(text.replace(/\r\n/g, "\n"), (character) => `⟦${codeOf(character)}⟧`);
}

/**
 * JSON for a terminal: JSON.stringify leaves DEL, C1 and format characters raw; this writes
 * them as \u escapes (a pair for one beyond U+FFFF), which parse back to the same text.
 */
export function escapeJsonControls(json: string): string {
  return replaceHidden(json, (character) =>
    [...Array(character.length).keys()]
      .map((i) => `\\u${character.charCodeAt(i).toString(16).padStart(4, "0")}`)
      .join(""),
  );
}
