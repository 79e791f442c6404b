import { useEffect, useRef, useState, type RefObject } from "react";
import { useNavigate } from "react-router";

// The header search's suggestions, loaded on first use: a combobox by the ARIA pattern (the
// field owns a listbox; arrows move through the options, Enter opens one, Escape closes), fed
// by /search/suggest a moment after typing stops.

/** One suggestion, as GET /search/suggest answers it. */
export interface Suggestion {
  title: string;
  href: string;
  section: string;
}

export interface SuggestProps {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
}

const DEBOUNCE_MS = 200;

export function SearchSuggest({ input, listId }: SuggestProps) {
  const navigate = useNavigate();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useRef({ items, open, active });
  useEffect(() => {
    state.current = { items, open, active };
  }, [items, open, active]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("aria-controls", listId);
    field.setAttribute("aria-autocomplete", "list");
    field.setAttribute("autocomplete", "off");
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const fetchFor = async (q: string) => {
      request?.abort();
      if (q.trim().length < 2) {
        setItems([]);
        setOpen(false);
        return;
      }
      request = new AbortController();
      try {
        const response = await fetch(`/search/suggest?${new URLSearchParams({ q })}`, {
          signal: request.signal,
        });
        const data = (await response.json()) as { suggestions: Suggestion[] };
        setItems(data.suggestions);
        setOpen(data.suggestions.length > 0 && document.activeElement === field);
        setActive(-1);
      } catch {
        // Aborted by a newer query, or offline: the form still submits.
      }
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void fetchFor(field.value), DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { items, open, active } = state.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (items.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === "ArrowDown" ? 1 : -1;
        // Through the options and back to the field (-1), round and round.
        const slots = items.length + 1;
        const next = ((active + 1 + step + slots) % slots) - 1;
        setActive(open ? next : step === 1 ? 0 : items.length - 1);
      } else if (event.key === "Escape" && open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === "Enter" && open && active >= 0 && items[active]) {
        event.preventDefault();
        setOpen(false);
        void navigate(items[active].href);
      }
    };
    const onBlur = () => setOpen(false);
    field.addEventListener("input", onInput);
    field.addEventListener("keydown", onKeyDown);
    field.addEventListener("blur", onBlur);
    if (field.value) onInput();
    return () => {
      clearTimeout(timer);
      request?.abort();
      field.removeEventListener("input", onInput);
      field.removeEventListener("keydown", onKeyDown);
      field.removeEventListener("blur", onBlur);
    };
  }, [input, listId, navigate]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("aria-expanded", String(open));
    if (open && active >= 0) field.setAttribute("aria-activedescendant", `${listId}-${active}`);
    else field.removeAttribute("aria-activedescendant");
  }, [input, listId, open, active]);

  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Suggestions"
      hidden={!open}
      className="absolute top-full right-0 z-50 mt-1 w-80 max-w-[90vw] overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg"
    >
      {items.map((item, i) => (
        <li
          key={item.href}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          onMouseDown={(event) => {
            event.preventDefault();
            setOpen(false);
            void navigate(item.href);
          }}
          className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${
            i === active ? "bg-brand-50 text-brand-900" : "text-slate-800"
          }`}
        >
          <span className="truncate">{item.title}</span>
          <span className="shrink-0 text-xs text-slate-600">{item.section}</span>
        </li>
      ))}
    </ul>
  );
}
