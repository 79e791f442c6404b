import { HeaderSearch } from "~/components/search/header-search";
import { HeaderAuthControls } from "~/domains/accounts";
import { useHeaderScroll } from "~/hooks/use-header-scroll";
import { cn } from "~/lib/utils";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { NotificationBell } from "./notification-bell";

export function SiteHeader() {
  const { visible, elevated } = useHeaderScroll();
  return (
    <header
      data-testid="site-header"
      data-visible={visible}
      data-elevated={elevated}
      className={cn(
        "fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200/80 bg-white/95 backdrop-blur transition-[transform,box-shadow] duration-300",
        visible ? "translate-y-0" : "-translate-y-full",
        elevated ? "shadow-lg shadow-slate-900/10" : "shadow-sm shadow-slate-900/5",
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo compact />
        <DesktopNav />
        <div className="flex items-center gap-1 lg:gap-3">
          <HeaderSearch id="header-search" label="Site search" className="hidden w-28 xl:block" />
          {/* On wide screens the bell sits in the sign-in controls' slot, so signing in moves
              nothing; on narrow ones beside the menu button. */}
          <div className="lg:hidden">
            <NotificationBell />
          </div>
          <div className="hidden lg:block">
            <HeaderAuthControls beside={<NotificationBell />} />
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
