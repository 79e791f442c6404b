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

/** C0 controls other than tab and line feed, DEL, C1 controls, bidi embeddings and isolates. */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

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
  for (const match of text.matchAll(HIDDEN)) {
    if (match.index > last) pieces.push({ kind: "text", text: text.slice(last, match.index) });
    pieces.push({ kind: "control", code: codeOf(match[0]) });
    last = match.index + 1;
  }
  if (last < text.length) pieces.push({ kind: "text", text: text.slice(last) });
  return pieces;
}

/** Text for a terminal: every hidden character written as <U+XXXX>. Tabs and newlines stay. */
export function escapeControls(text: string): string {
  return text.replace(HIDDEN, (character) => `<${codeOf(character)}>`);
}

/**
 * JSON for a terminal: JSON.stringify leaves DEL, C1 and bidi controls raw; this writes them as
 * \u escapes, which parse back to the same text.
 */
export function escapeJsonControls(json: string): string {
  return json.replace(
    HIDDEN,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
