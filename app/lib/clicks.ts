import type { MouseEvent } from "react";

/** A click the browser should handle itself: another button, or opening a new tab or window. */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}
