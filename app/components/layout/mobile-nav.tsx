import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "../ui/button";

// The drawer's code (dialog, accordion) loads when the visitor first reaches for the menu,
// keeping it off every page's first load.
const loadDrawer = () => import("./mobile-drawer");
const MobileDrawer = lazy(loadDrawer);

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        ref={buttonRef}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onTouchStart={loadDrawer}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6!" aria-hidden="true" />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
