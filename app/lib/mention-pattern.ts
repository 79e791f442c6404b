/**
 * "@handle" in a member's post (docs/decisions/465): lower-case words of letters and digits joined
 * by single hyphens, after the start or a character that is not part of a word, an address or a
 * path (so "ada@example.com" and "/x/@bob" mention no one). Group 1 is what stands before it,
 * group 2 the handle.
 */
export const MENTION = /(^|[^\w@/.-])@([a-z0-9]+(?:-[a-z0-9]+)*)/gi;
