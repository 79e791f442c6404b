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

/** The text posted under each of `names`, as a form's values ("" for one not sent, or a file). */
export function textFields<Name extends string>(
  form: { get(name: string): unknown },
  names: readonly Name[],
): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) values[name] = textOf(form.get(name));
  return values;
}

/** The text posted for each field of a form's empty values (`empty` names the fields). */
export function fieldsLike<Values extends Record<string, string>>(
  form: { get(name: string): unknown },
  empty: Values,
): Values {
  return textFields(form, Object.keys(empty)) as Values;
}
