import { useEffect, useRef, type RefObject } from "react";

/**
 * Text typed into a server-rendered field before React hydrated it stays in the field, but the
 * component's state does not know it (and a controlled field would lose it on its next render).
 * Once mounted, this reports the named inputs and text areas inside `ref` whose value differs
 * from the one the HTML gave them, so the component can take them over.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLElement | null>,
  onTyped: (values: Record<string, string>) => void,
) {
  const report = useRef(onTyped);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const typed: Record<string, string> = {};
    for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "input[name], textarea[name]",
    )) {
      if (field.value !== field.defaultValue) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) report.current(typed);
  }, [ref]);
}
