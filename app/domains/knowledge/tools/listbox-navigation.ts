// Keyboard behaviour of a single-select listbox (WAI-ARIA APG listbox pattern, selection follows
// focus): which option a key moves to, and type-ahead by the start of an option's name.

/** The index a navigation key moves to, or null when the key is not a navigation key. */
export function indexForKey(
  key: string,
  current: number,
  count: number,
  pageSize: number,
): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const from = current < 0 ? -1 : Math.min(current, last);
  switch (key) {
    case "ArrowDown":
      return Math.min(from + 1, last);
    case "ArrowUp":
      return from < 0 ? 0 : Math.max(from - 1, 0);
    case "Home":
      return 0;
    case "End":
      return last;
    case "PageDown":
      return Math.min(Math.max(from, 0) + pageSize, last);
    case "PageUp":
      return Math.max(from - pageSize, 0);
    default:
      return null;
  }
}

/**
 * The option whose name starts with the typed text (case-insensitive), searching after the
 * current option first so repeating a letter cycles through the options that start with it.
 */
export function indexForTypeahead(
  names: readonly string[],
  current: number,
  typed: string,
): number | null {
  const query = typed.toLocaleLowerCase();
  if (query.length === 0 || names.length === 0) return null;
  const cycling = query.length > 1 && [...query].every((char) => char === query[0]);
  const search = cycling ? query[0]! : query;
  const startAt = query.length === 1 || cycling ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < names.length; step++) {
    const index = (((startAt + step) % names.length) + names.length) % names.length;
    if (names[index]!.toLocaleLowerCase().startsWith(search)) return index;
  }
  return null;
}
