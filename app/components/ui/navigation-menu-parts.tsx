import { ChevronDownIcon } from "lucide-react";

// What the interactive navigation menu shares with the static one that stands in for it until
// it loads (components/layout/desktop-nav.tsx): without the menu's own code.

export const navigationMenuItemClasses =
  "inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm xl:px-3 font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-950 aria-[current=page]:text-brand-700";

/** The menu's top-level entries (links and triggers), in order, within its `<nav>`. */
export const MENU_ENTRIES = "ul > li > :is(a, button)";

/** The trigger's chevron, turned while its dropdown is open. */
export function NavigationMenuChevron() {
  return (
    <ChevronDownIcon
      className="size-3.5 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
      aria-hidden="true"
    />
  );
}
