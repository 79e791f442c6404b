import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { canonicalQuery, formSearchParams, type FilterCodec } from "~/lib/search-params";
import { cn } from "~/lib/utils";
import { Button, buttonVariants } from "../ui/button";

/**
 * The behaviour of a GET form whose controls show state kept in the URL (`filters`, read by the
 * loader or from the query string). Spread the result on React Router's `<Form>`.
 *
 * Without JavaScript, Enter or a submit button submits the form as it is, and the server reads
 * what it can. With JavaScript every change submits the canonical query at once (`onApply` sees
 * it first), replacing the history entry and keeping the scroll position; React Router drops a
 * navigation a newer one overtakes. The controls are uncontrolled (`defaultValue` from
 * `codec.fields`): when the state changes from outside the form (Reset Filters, back and
 * forward), they are set to it, except the one the visitor is using. A page of results this form
 * asked for is not "from outside": when it lands after the visitor changed another control (the
 * result of an earlier change, rendered after the next one was sent), the controls keep what the
 * visitor chose, which the next query carries (docs/decisions/461). What was typed or chosen
 * before the page hydrated is applied as soon as it has.
 */
export function useGetForm<F>(
  codec: FilterCodec<F>,
  filters: F,
  { action, onApply }: { action?: string; onApply?: (query: URLSearchParams) => void } = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const { pathname } = useLocation();
  const fieldsKey = JSON.stringify(codec.fields(filters));
  const syncedKey = useRef(fieldsKey);
  // The queries this form sent since the page last caught up with it, and the latest of them.
  const sent = useRef<{ queries: Set<string>; latest: string | null }>({
    queries: new Set(),
    latest: null,
  });

  const apply = (form: HTMLFormElement) => {
    const query = codec.serialise(codec.parse(formSearchParams(form)));
    sent.current.queries.add(query.toString());
    sent.current.latest = query.toString();
    onApply?.(query);
    void submit(query, {
      method: "get",
      action: pathname,
      replace: true,
      preventScrollReset: true,
    });
  };

  // Input made before hydration had no handler to submit it: apply it now.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (canonicalQuery(codec, formSearchParams(form)) !== codec.serialise(filters).toString()) {
      apply(form);
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The state changed from outside the form: show it, but leave the focused control alone.
  useEffect(() => {
    const form = formRef.current;
    if (!form || syncedKey.current === fieldsKey) return;
    syncedKey.current = fieldsKey;
    const values = JSON.parse(fieldsKey) as Record<string, string>;
    const shown = canonicalQuery(codec, new URLSearchParams(values));
    const { queries, latest } = sent.current;
    if (queries.has(shown)) {
      // This form's own query: the controls show it already, or something newer the visitor
      // chose since, whose query is on its way (its result brings the page up to date).
      if (shown === latest) queries.clear();
      return;
    }
    queries.clear();
    for (const [name, value] of Object.entries(values)) {
      const control = form.elements.namedItem(name);
      if (
        (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) &&
        control !== document.activeElement &&
        control.value !== value
      ) {
        control.value = value;
      }
    }
  }, [codec, fieldsKey]);

  return {
    ref: formRef,
    method: "get" as const,
    action: action ?? pathname,
    onChange: (event: FormEvent<HTMLFormElement>) => apply(event.currentTarget),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      apply(event.currentTarget);
    },
  };
}

/**
 * A list's filters as a GET form (see useGetForm) with its heading, Reset Filters while a filter
 * is set, and an Apply Filters button shown only without JavaScript.
 */
export function FilterForm<F>({
  codec,
  filters,
  headingId,
  title,
  active,
  className,
  applyClassName,
  children,
}: {
  codec: FilterCodec<F>;
  /** The filters the page shows, read from the URL by the loader. */
  filters: F;
  headingId: string;
  title: string;
  /** Whether any filter is set: Reset Filters shows only then. */
  active: boolean;
  className?: string;
  applyClassName?: string;
  children: ReactNode;
}) {
  const form = useGetForm(codec, filters);
  return (
    <Form
      {...form}
      role="search"
      aria-labelledby={headingId}
      className={cn("rounded-xl border border-slate-200 bg-white p-5 shadow-sm", className)}
    >
      <div className="flex min-h-9 items-center justify-between gap-3">
        <h2
          id={headingId}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 outline-none"
        >
          {title}
        </h2>
        {active ? (
          <ResetFiltersLink
            to={form.action}
            headingId={headingId}
            className={buttonVariants({ variant: "link", size: "sm" })}
          />
        ) : null}
      </div>
      {children}
      <div className={cn("mt-5 hidden justify-end noscript:flex", applyClassName)}>
        <Button type="submit">Apply Filters</Button>
      </div>
    </Form>
  );
}

/**
 * Reset Filters: a link to the list without a query. With JavaScript it replaces the history
 * entry like every filter change and sends the keyboard focus to the filters' heading, since
 * the link itself goes away.
 */
export function ResetFiltersLink({
  to,
  headingId,
  className,
}: {
  to: string;
  headingId: string;
  className: string;
}) {
  return (
    <Link
      to={to}
      replace
      preventScrollReset
      className={className}
      onClick={() => document.getElementById(headingId)?.focus()}
    >
      Reset Filters
    </Link>
  );
}
