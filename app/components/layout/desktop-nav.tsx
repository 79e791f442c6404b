import { ChevronDownIcon } from "lucide-react";
import { useEffect, useId, useReducer, useRef, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { NavLink } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { menuMove, type MenuPosition } from "~/lib/menu-keys";
import { isNavSection, mainNav } from "~/lib/site-nav";
import { cn } from "~/lib/utils";

// The desktop menu: one list, the same markup from the server and in the browser. A dropdown
// shows while its entry is hovered or holds the keyboard focus, by CSS alone (app.css,
// .site-menu-*), so it works before any script. JavaScript adds the arrow keys, Home, End and
// Escape, and keeps each trigger's aria-expanded in step with what CSS shows.

const itemClasses =
  "inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm xl:px-3 font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 aria-[current=page]:text-brand-700";

interface MenuState {
  /** The entry under the pointer. */
  hovered: number | null;
  /** The entry holding the keyboard focus. */
  focused: number | null;
  /** A dropdown closed with Escape: it stays closed until the pointer and focus leave it. */
  dismissed: number | null;
}

type MenuAction =
  { type: "pointer" | "focus"; top: number | null } | { type: "dismiss" | "open"; top: number };

function reduce(state: MenuState, action: MenuAction): MenuState {
  const next = { ...state };
  if (action.type === "pointer") next.hovered = action.top;
  if (action.type === "focus") next.focused = action.top;
  if (action.type === "dismiss") next.dismissed = action.top;
  if (action.type === "open" && next.dismissed === action.top) next.dismissed = null;
  if (action.type === "pointer" && action.top !== null && action.top === state.dismissed) {
    next.dismissed = null;
  }
  if (next.dismissed !== null && next.dismissed !== next.hovered && next.dismissed !== next.focused)
    next.dismissed = null;
  return next;
}

/** Mirrors app.css: the hovered entry's dropdown, else the focused one's, unless dismissed. */
function isShown(state: MenuState, top: number): boolean {
  if (state.dismissed === top) return false;
  return state.hovered === null ? state.focused === top : state.hovered === top;
}

const entryOf = (el: Element | null) => el?.closest<HTMLElement>("[data-menu-top]") ?? null;
const topOf = (el: Element | null) => Number(entryOf(el)?.dataset.menuTop ?? Number.NaN);

export function DesktopNav() {
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(reduce, { hovered: null, focused: null, dismissed: null });
  const navRef = useRef<HTMLElement>(null);
  const id = useId();
  const sizes = mainNav.map((item) => (isNavSection(item) ? item.links.length : 0));

  // The pointer or the keyboard may have reached the menu before the script did.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const hovered = topOf(nav.querySelector("[data-menu-top]:hover"));
    const focused = topOf(nav.querySelector("[data-menu-top]:focus-within"));
    if (!Number.isNaN(hovered)) dispatch({ type: "pointer", top: hovered });
    if (!Number.isNaN(focused)) dispatch({ type: "focus", top: focused });
  }, []);

  const elementAt = ({ top, item }: MenuPosition) => {
    const entry = navRef.current?.querySelector(`[data-menu-top="${top}"]`);
    return item === null
      ? entry?.querySelector<HTMLElement>(":scope > :is(a, button)")
      : entry?.querySelectorAll<HTMLElement>("[data-menu-panel] a")[item];
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    const top = topOf(target);
    if (Number.isNaN(top)) return;
    const links = [...(entryOf(target)?.querySelectorAll("[data-menu-panel] a") ?? [])];
    const index = links.indexOf(target);
    const move = menuMove(event.key, { top, item: index < 0 ? null : index }, sizes);
    if (!move) return;
    event.preventDefault();
    if (move.kind === "close") {
      dispatch({ type: "dismiss", top: move.top });
      elementAt({ top: move.top, item: null })?.focus();
      return;
    }
    // A dropdown closed with Escape opens again before its link can take the focus.
    if (move.to.item !== null) flushSync(() => dispatch({ type: "open", top: move.to.top }));
    elementAt(move.to)?.focus();
  };

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="hidden items-center lg:flex"
      onKeyDown={onKeyDown}
      onFocus={(event) => dispatch({ type: "focus", top: topOf(event.target) })}
      onBlur={(event) => {
        const next = topOf(event.relatedTarget as Element | null);
        dispatch({ type: "focus", top: Number.isNaN(next) ? null : next });
      }}
    >
      <ul className="site-menu flex items-center gap-0.5">
        {mainNav.map((item, top) =>
          isNavSection(item) ? (
            <li
              key={item.label}
              data-menu-top={top}
              data-dismissed={state.dismissed === top ? "" : undefined}
              className="site-menu-item relative"
              onPointerEnter={(e) =>
                e.pointerType === "mouse" && dispatch({ type: "pointer", top })
              }
              onPointerLeave={(e) =>
                e.pointerType === "mouse" && dispatch({ type: "pointer", top: null })
              }
            >
              <button
                type="button"
                className={cn(itemClasses, "site-menu-trigger")}
                aria-expanded={hydrated ? isShown(state, top) : undefined}
                aria-controls={`${id}-${top}`}
                onClick={() => dispatch({ type: "open", top })}
              >
                {item.label}
                <ChevronDownIcon
                  className="site-menu-chevron size-3.5 text-slate-500 transition-transform"
                  aria-hidden="true"
                />
              </button>
              <div
                id={`${id}-${top}`}
                data-menu-panel
                className="site-menu-panel absolute top-full left-0 z-50 pt-1.5"
              >
                <ul className="flex w-72 flex-col rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
                  {item.links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        end
                        className="block rounded-lg px-3 py-2 hover:bg-slate-50 focus-visible:bg-slate-50 aria-[current=page]:bg-brand-50"
                      >
                        <span className="block text-sm font-medium text-slate-900">
                          {link.label}
                        </span>
                        {link.description ? (
                          <span className="block text-xs text-slate-600">{link.description}</span>
                        ) : null}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ) : (
            <li
              key={item.label}
              data-menu-top={top}
              onPointerEnter={(e) =>
                e.pointerType === "mouse" && dispatch({ type: "pointer", top })
              }
              onPointerLeave={(e) =>
                e.pointerType === "mouse" && dispatch({ type: "pointer", top: null })
              }
            >
              <NavLink to={item.to} className={itemClasses}>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
