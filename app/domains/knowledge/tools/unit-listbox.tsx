import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";
import { indexForKey, indexForTypeahead } from "./listbox-navigation";

/** Rows visible at once (spec section 9: converter list size). */
export const LISTBOX_VISIBLE_ROWS = 10;
const TYPEAHEAD_RESET_MS = 700;

export interface ListboxOption {
  value: string;
  label: string;
  /** The page that shows this option selected: each option is a link to it. */
  href: string;
  /** Shown at the end of the row and read after the label. */
  detail?: ReactNode;
}

/**
 * A single-select listbox (WAI-ARIA APG pattern, selection follows focus) showing
 * LISTBOX_VISIBLE_ROWS rows and scrolling when there are more. Each option is a link to the page
 * with it selected, so the list works without JavaScript (every option is then a tab stop of its
 * own). Once hydrated, the list itself takes focus and points at the selected option with
 * aria-activedescendant; arrow keys, Home/End, Page Up/Down, type-ahead and clicks call
 * `onChange` instead of following the links.
 */
export function UnitListbox({
  id,
  labelledBy,
  options,
  value,
  onChange,
}: {
  id: string;
  labelledBy: string;
  options: readonly ListboxOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const hydrated = useHydrated();
  const listRef = useRef<HTMLDivElement>(null);
  const typeahead = useRef({ text: "", at: 0 });
  const selectedIndex = options.findIndex((option) => option.value === value);
  const optionId = (index: number) => `${id}-option-${index}`;

  // Keep the selected row in view inside the list, without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const row = selectedIndex >= 0 ? list?.children[selectedIndex] : undefined;
    if (!list || !(row instanceof HTMLElement)) return;
    if (row.offsetTop < list.scrollTop) list.scrollTop = row.offsetTop;
    else if (row.offsetTop + row.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = row.offsetTop + row.offsetHeight - list.clientHeight;
    }
  }, [selectedIndex, options.length]);

  const select = (index: number | null) => {
    const option = index === null ? undefined : options[index];
    if (option && option.value !== value) onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = indexForKey(event.key, selectedIndex, options.length, LISTBOX_VISIBLE_ROWS);
    if (next !== null) {
      event.preventDefault();
      select(next);
      return;
    }
    if (event.key.length === 1 && event.key !== " ") {
      const now = event.timeStamp;
      const state = typeahead.current;
      state.text = now - state.at > TYPEAHEAD_RESET_MS ? event.key : state.text + event.key;
      state.at = now;
      select(
        indexForTypeahead(
          options.map((option) => option.label),
          selectedIndex,
          state.text,
        ),
      );
    }
  };

  return (
    <div
      ref={listRef}
      id={id}
      role="listbox"
      aria-labelledby={labelledBy}
      aria-activedescendant={selectedIndex >= 0 ? optionId(selectedIndex) : undefined}
      tabIndex={hydrated ? 0 : undefined}
      onKeyDown={onKeyDown}
      className="relative h-[calc(10*2.25rem+2px)] overflow-y-auto overscroll-contain rounded-lg border border-slate-300 bg-white py-0 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
    >
      {options.map((option, index) => {
        const selected = index === selectedIndex;
        return (
          <Link
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={selected}
            to={option.href}
            tabIndex={hydrated ? -1 : undefined}
            // Like a native list: a press focuses the list, not the row (and scrolls nothing,
            // or the release would land on another row).
            onMouseDown={(event) => {
              event.preventDefault();
              listRef.current?.focus({ preventScroll: true });
            }}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              select(index);
            }}
            className={cn(
              "flex h-9 cursor-pointer items-center justify-between gap-3 px-3 text-sm select-none",
              selected ? "bg-brand-600 font-medium text-white" : "text-slate-800 hover:bg-brand-50",
            )}
          >
            <span className="truncate">{option.label}</span>
            {option.detail !== undefined ? (
              <span
                className={cn(
                  "shrink-0 font-mono text-xs tabular-nums",
                  selected ? "text-white" : "text-slate-600",
                )}
              >
                {option.detail}
              </span>
            ) : null}
          </Link>
        );
      })}
    </div>
  );
}
