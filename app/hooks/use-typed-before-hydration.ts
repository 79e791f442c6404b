import { useEffect, useRef, type RefObject } from "react";

/** Inputs whose value is not typed (or not kept by a browser, as a chosen file). */
const NOT_TYPED = new Set(["file", "hidden", "checkbox", "radio", "submit", "button", "reset"]);

/** What the visitor typed or chose in `field`, if it differs from what the HTML gave it. */
function changedValue(field: Element): string | undefined {
  let initial: string;
  if (field instanceof HTMLTextAreaElement) initial = field.defaultValue;
  else if (field instanceof HTMLInputElement && !NOT_TYPED.has(field.type)) {
    initial = field.defaultValue;
  } else if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    initial = (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
  } else return undefined;
  return field.value === initial ? undefined : field.value;
}

/**
 * Text typed into a server-rendered field before React hydrated it stays in the field, but the
 * component's state does not know it (and a controlled field would lose it on its next render).
 * Once mounted, this reports the named inputs, text areas and selects inside `ref` whose value
 * differs from the one the HTML gave them, so the component can take them over.
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
    for (const field of root.querySelectorAll("input[name], textarea[name], select[name]")) {
      const value = changedValue(field);
      if (value !== undefined) typed[field.getAttribute("name")!] = value;
    }
    if (Object.keys(typed).length > 0) report.current(typed);
  }, [ref]);
}
