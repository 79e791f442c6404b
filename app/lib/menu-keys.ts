// Where the arrow keys, Home, End and Escape take the keyboard in the desktop menu: a row of
// top-level entries (links, or triggers of a dropdown), each dropdown a column of links.

/** A place in the menu: a top-level entry, or the n-th link of its dropdown. */
export interface MenuPosition {
  top: number;
  /** null on the top-level entry itself. */
  item: number | null;
}

export type MenuMove =
  | { kind: "focus"; to: MenuPosition }
  /** Close the dropdown and return to its trigger. */
  | { kind: "close"; top: number };

/**
 * The move a key makes from `at`, given how many links each top-level entry's dropdown holds
 * (0 for a plain link), or null when the key is not the menu's.
 */
export function menuMove(key: string, at: MenuPosition, sizes: readonly number[]): MenuMove | null {
  const count = sizes.length;
  const size = sizes[at.top] ?? 0;
  if (count === 0) return null;
  const topLevel = (top: number): MenuMove => ({
    kind: "focus",
    to: { top: (top + count) % count, item: null },
  });
  const inPanel = (item: number): MenuMove => ({
    kind: "focus",
    to: { top: at.top, item: (item + size) % size },
  });
  switch (key) {
    case "ArrowRight":
      return topLevel(at.top + 1);
    case "ArrowLeft":
      return topLevel(at.top - 1);
    case "ArrowDown":
      if (size === 0) return null;
      return inPanel(at.item === null ? 0 : at.item + 1);
    case "ArrowUp":
      if (size === 0) return null;
      return inPanel(at.item === null ? size - 1 : at.item - 1);
    case "Home":
      return at.item === null ? topLevel(0) : inPanel(0);
    case "End":
      return at.item === null ? topLevel(count - 1) : inPanel(size - 1);
    case "Escape":
      return size > 0 ? { kind: "close", top: at.top } : null;
    default:
      return null;
  }
}
