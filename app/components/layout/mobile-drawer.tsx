import type { RefObject } from "react";
import { Link } from "react-router";
import { DrawerAuthControls } from "~/domains/accounts";
import { HeaderSearch } from "~/components/search/header-search";
import { isNavSection, mainNav } from "~/lib/site-nav";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../ui/accordion";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "../ui/sheet";
import { Logo } from "./logo";

export default function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-testid="mobile-drawer"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-4">
          <Logo onClick={close} />
        </div>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <HeaderSearch id="drawer-search" label="Menu search" className="px-4 pt-4" />
        <nav aria-label="Mobile" className="flex-1 px-4 py-2">
          <Accordion type="multiple">
            {mainNav.map((item) =>
              isNavSection(item) ? (
                <AccordionItem key={item.label} value={item.label}>
                  <AccordionTrigger>{item.label}</AccordionTrigger>
                  <AccordionContent>
                    <ul className="flex flex-col gap-0.5">
                      {item.links.map((link) => (
                        <li key={link.to}>
                          <Link
                            to={link.to}
                            onClick={close}
                            className="block rounded-md px-3 py-2 text-slate-700 hover:bg-slate-50 hover:text-brand-700"
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </AccordionContent>
                </AccordionItem>
              ) : (
                <div key={item.label} className="border-b border-slate-200">
                  <Link
                    to={item.to}
                    onClick={close}
                    className="block py-3 text-base font-medium text-slate-900 hover:text-brand-700"
                  >
                    {item.label}
                  </Link>
                </div>
              ),
            )}
          </Accordion>
        </nav>
        <div className="border-t border-slate-200 p-4">
          <DrawerAuthControls onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
