import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/utils";
import { indexForKey, indexForTypeahead } from "./listbox-navigation";

/** Rows visible at once (spec section 9: converter list size). */
export const LISTBOX_VISIBLE_ROWS = 10;
const TYPEAHEAD_RESET_MS = 700;

export interface ListboxOption {
  value: string;
  label: string;
  /** Shown at the end of the row and read after the label. */
  detail?: ReactNode;
}

/**
 * A single-select listbox (WAI-ARIA APG pattern, selection follows focus) showing
 * LISTBOX_VISIBLE_ROWS rows and scrolling when there are more. The list itself takes focus and
 * points at the selected option with aria-activedescendant.
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
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="relative h-[calc(10*2.25rem+2px)] overflow-y-auto overscroll-contain rounded-lg border border-slate-300 bg-white py-0 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
    >
      {options.map((option, index) => {
        const selected = index === selectedIndex;
        return (
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={selected}
            onClick={() => select(index)}
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
          </div>
        );
      })}
    </div>
  );
}
