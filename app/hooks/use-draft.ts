import { useState } from "react";

/**
 * Local state for a control whose committed value lives elsewhere (the URL). The control shows
 * the draft, so typing and dragging stay immediate while the router updates the URL in a
 * transition; when the committed value changes from outside (hydration, Reset Filters, a link),
 * the draft follows it.
 */
export function useDraft<T>(committed: T): [T, (next: T) => void] {
  const [draft, setDraft] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  if (!Object.is(committed, lastCommitted)) {
    // Adjusting state while rendering, as React documents for "state derived from a prop".
    setLastCommitted(committed);
    setDraft(committed);
  }
  return [draft, setDraft];
}
