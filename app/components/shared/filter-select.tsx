import { ChevronDownIcon } from "lucide-react";
import { useRef, useState, type ComponentType } from "react";
import { Label } from "../ui/label";
import type { FilterSelectMenuProps } from "./filter-select-menu";

export interface FilterOption<T extends string | number> {
  value: T;
  label: string;
}

// Radix Select (with its positioning, focus and scroll-lock code) is about 25 KB gzip. It loads
// when the visitor reaches for a select (pointer, touch, focus); until then a look-alike trigger
// shows the current choice, so prerendered pages and deep links read right from the start.
type Menu = ComponentType<FilterSelectMenuProps>;
let loadedMenu: Menu | undefined;
let menuPromise: Promise<Menu> | undefined;
function loadMenu(): Promise<Menu> {
  menuPromise ??= import("./filter-select-menu").then((module) => {
    loadedMenu = module.FilterSelectMenu;
    return loadedMenu;
  });
  return menuPromise;
}

/** Mirrors SelectTrigger's look, so nothing moves when the real select takes its place. */
const placeholderTriggerClasses =
  "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm text-slate-900 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600";

/** A labelled select for one filter, with an "all" choice that clears it. */
export function FilterSelect<T extends string | number>({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  /** Text of the "no filter" choice, such as "All Categories". */
  allLabel: string;
  options: readonly FilterOption<T>[];
  value: T | undefined;
  onChange: (next: T | undefined) => void;
}) {
  // After a client-side navigation the code is usually loaded already: use it straight away.
  const [menu, setMenu] = useState<Menu | undefined>(() => loadedMenu);
  const [open, setOpen] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const current = options.find((option) => option.value === value);

  const load = () => {
    void loadMenu().then((loaded) => {
      setFocusOnMount(document.activeElement === placeholderRef.current);
      setMenu(() => loaded);
    });
  };
  const requestOpen = () => {
    setOpen(true);
    load();
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {menu ? (
        <MenuOf
          menu={menu}
          id={id}
          allLabel={allLabel}
          options={options}
          value={value}
          onChange={(next) => onChange(next as T | undefined)}
          open={open}
          onOpenChange={setOpen}
          focusOnMount={focusOnMount}
        />
      ) : (
        <button
          ref={placeholderRef}
          id={id}
          type="button"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="none"
          className={placeholderTriggerClasses}
          onPointerEnter={load}
          onTouchStart={load}
          onFocus={load}
          // Like Radix: a mouse opens on press, touch and keyboard (Enter, Space) on click.
          onPointerDown={(event) => {
            if (event.pointerType === "mouse" && event.button === 0) requestOpen();
          }}
          onClick={requestOpen}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              requestOpen();
            }
          }}
        >
          <span>{current ? current.label : allLabel}</span>
          <ChevronDownIcon className="size-4 text-slate-500" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

function MenuOf({ menu: LoadedMenu, ...props }: FilterSelectMenuProps & { menu: Menu }) {
  return <LoadedMenu {...props} />;
}

/** Options whose label is the value itself. */
export function optionsOf<T extends string>(values: readonly T[]): FilterOption<T>[] {
  return values.map((value) => ({ value, label: value }));
}
