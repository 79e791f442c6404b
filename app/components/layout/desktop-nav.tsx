import { lazy, startTransition, Suspense, useEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import { isNavSection, mainNav } from "~/lib/site-nav";
import { cn } from "~/lib/utils";
import {
  MENU_ENTRIES,
  NavigationMenuChevron,
  navigationMenuItemClasses,
} from "../ui/navigation-menu-parts";

// The desktop menu. The prerendered page carries a static copy of it (the same markup and
// looks, without dropdowns); on a screen wide enough to show it, the interactive menu loads and
// takes its place. Phones, where the drawer serves instead, never load or hydrate the menu's
// code (decision 004).

const DesktopMenu = lazy(() => import("./desktop-menu"));
const WIDE = "(min-width: 1024px)";

function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => startTransition(() => setWide(query.matches));
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}

function StaticMenu({ onFocusIndex }: { onFocusIndex: (index: number | null) => void }) {
  return (
    <nav
      aria-label="Main"
      data-menu="static"
      className="relative flex hidden items-center lg:flex"
      onFocus={(event) => {
        const items = [...event.currentTarget.querySelectorAll(MENU_ENTRIES)];
        onFocusIndex(items.indexOf(event.target));
      }}
      onBlur={() => onFocusIndex(null)}
    >
      <div style={{ position: "relative" }}>
        <ul className="flex items-center gap-0.5">
          {mainNav.map((item) =>
            isNavSection(item) ? (
              <li key={item.label} className="relative">
                <button
                  type="button"
                  aria-expanded={false}
                  className={cn(navigationMenuItemClasses, "group")}
                >
                  {item.label}
                  <NavigationMenuChevron />
                </button>
              </li>
            ) : (
              <li key={item.label}>
                <NavLink to={item.to} className={navigationMenuItemClasses}>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

export function DesktopNav() {
  const wide = useWideScreen();
  // Which entry of the static menu had the keyboard focus, to hand it on to the real menu.
  const focusIndex = useRef<number | null>(null);
  const setFocusIndex = (index: number | null) => {
    focusIndex.current = index !== null && index >= 0 ? index : null;
  };
  const fallback = <StaticMenu onFocusIndex={setFocusIndex} />;
  return wide ? (
    <Suspense fallback={fallback}>
      <DesktopMenu focusIndex={focusIndex} />
    </Suspense>
  ) : (
    fallback
  );
}
