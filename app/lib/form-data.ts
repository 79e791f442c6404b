// Reading what a form posted: a field is text, or it is treated as empty (a file where text was
// expected, a missing field). Shared by every form's schema and action.

/** The posted value as text: anything that is not a string counts as empty. */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The text posted under `name`, or "" (not sent, or a file). */
export function fieldText(
  form: { get(name: string): FormDataEntryValue | null },
  name: string,
): string {
  return textOf(form.get(name));
}
