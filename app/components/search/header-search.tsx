import { useRef, useState, type ComponentType } from "react";
import type { SuggestProps } from "./search-suggest";

/**
 * The header's search field: a plain GET form to /search. The suggestions shown as one types
 * (search-suggest.tsx) load only when the field is first used, so no page pays for them up front.
 */
export function HeaderSearch({
  id,
  label,
  className,
}: {
  id: string;
  /** The search landmark's name: each one on a page needs its own (the header's and the menu's). */
  label: string;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [Suggest, setSuggest] = useState<ComponentType<SuggestProps>>();
  const load = () =>
    Suggest || void import("./search-suggest").then((m) => setSuggest(() => m.SearchSuggest));
  return (
    <form role="search" aria-label={label} action="/search" className={`relative ${className}`}>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-expanded="false"
        aria-label="Search ProcureConnect"
        placeholder="Search"
        onFocus={load}
        className="h-9 w-full rounded-md border border-slate-300 pr-9 pl-3 text-sm"
      />
      <button aria-label="Search" className="absolute inset-y-0 right-0 w-9 text-slate-600">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="m-auto size-4 fill-none stroke-current stroke-2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
      </button>
      {Suggest && <Suggest input={input} listId={`${id}-list`} />}
    </form>
  );
}
