import { useCallback, useEffect, useRef, useState } from "react";
import { COPIED_MESSAGE_MS, writeToClipboard } from "./clipboard";

export type CopyStatus = "idle" | "copied" | "failed";

/**
 * Copies text and reports "copied" for COPIED_MESSAGE_MS before going back to "idle"; a refused
 * write reports "failed" until the next attempt.
 */
export function useCopyToClipboard() {
  const [status, setStatus] = useState<CopyStatus>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    const ok = await writeToClipboard(text);
    setStatus(ok ? "copied" : "failed");
    if (ok) timer.current = setTimeout(() => setStatus("idle"), COPIED_MESSAGE_MS);
    return ok;
  }, []);

  return { status, copy };
}
