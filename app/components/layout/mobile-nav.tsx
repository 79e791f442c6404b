import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { MENU_PAGE_PATH } from "~/lib/site-nav";
import { cn } from "~/lib/utils";
import { buttonVariants } from "../ui/button";

// The hamburger. Without JavaScript it is a link to the menu page (/menu), which lists the same
// sections. With JavaScript it opens the slide-in drawer over the current page; the drawer's code
// (dialog, accordion) loads when the visitor first reaches for it (decision 006).
const loadDrawer = () => import("./mobile-drawer");
const MobileDrawer = lazy(loadDrawer);

/** A plain left click, which the drawer takes over; other clicks open the menu page. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function MobileNav() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const openDrawer = () => {
    setRequested(true);
    setOpen(true);
  };
  return (
    <>
      <Link
        to={MENU_PAGE_PATH}
        ref={triggerRef}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
        aria-label="Open menu"
        // Once the script runs, the link opens a dialog: it is a button from then on.
        role={hydrated ? "button" : undefined}
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-expanded={hydrated ? open : undefined}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onTouchStart={loadDrawer}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          openDrawer();
        }}
        onKeyDown={(event) => {
          // Space activates a button (Enter already clicks the link).
          if (event.key !== " ") return;
          event.preventDefault();
          openDrawer();
        }}
      >
        <MenuIcon className="size-6!" aria-hidden="true" />
      </Link>
      {requested ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
