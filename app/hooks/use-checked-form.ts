import { useState, type FormEvent } from "react";

type Problems = Partial<Record<string, string>>;

/**
 * A form the browser checks before sending it, with the rules the server applies again. When
 * `problemsOf` finds any in what would be posted, the form is not sent: the problems are shown
 * (`checked`, null until a check found some) and the first one's control, `#idOf(name)`, takes
 * the focus. `order` is the fields' order on the page (by default, the order the problems come in).
 */
export function useCheckedForm<E extends Problems>({
  problemsOf,
  idOf,
  order,
}: {
  problemsOf: (posted: FormData) => E;
  idOf: (name: string) => string;
  order?: readonly (keyof E & string)[];
}) {
  const [checked, setChecked] = useState<E | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const found = problemsOf(new FormData(form));
    const first = order ? order.find((name) => found[name]) : Object.keys(found)[0];
    if (first) {
      event.preventDefault();
      setChecked(found);
      form.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus();
    } else {
      setChecked(null);
    }
  }

  return { checked, onSubmit };
}
