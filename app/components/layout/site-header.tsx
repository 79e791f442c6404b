import { Activity } from "react";
import { NavLink } from "react-router";
import { HeaderAuthControls } from "~/features/auth/auth-controls";
import { useHeaderScroll } from "~/hooks/use-header-scroll";
import { isNavSection, mainNav } from "~/lib/site-nav";
import { cn } from "~/lib/utils";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuItemClasses,
} from "../ui/navigation-menu";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

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
        {/* Hydrated after the rest of the header, in a commit of its own (decision 003). */}
        <Activity mode="visible">
          <NavigationMenu aria-label="Main" className="hidden lg:flex">
            <NavigationMenuList>
              {mainNav.map((item) =>
                isNavSection(item) ? (
                  <NavigationMenuItem key={item.label} className="relative">
                    <NavigationMenuTrigger>{item.label}</NavigationMenuTrigger>
                    <NavigationMenuContent>
                      <ul className="flex flex-col">
                        {item.links.map((link) => (
                          <li key={link.to}>
                            <NavigationMenuLink asChild>
                              <NavLink
                                to={link.to}
                                end
                                className="block rounded-lg px-3 py-2 hover:bg-slate-50 focus-visible:bg-slate-50 aria-[current=page]:bg-brand-50"
                              >
                                <span className="block text-sm font-medium text-slate-900">
                                  {link.label}
                                </span>
                                {link.description ? (
                                  <span className="block text-xs text-slate-600">
                                    {link.description}
                                  </span>
                                ) : null}
                              </NavLink>
                            </NavigationMenuLink>
                          </li>
                        ))}
                      </ul>
                    </NavigationMenuContent>
                  </NavigationMenuItem>
                ) : (
                  <NavigationMenuItem key={item.label}>
                    <NavigationMenuLink asChild>
                      <NavLink to={item.to} className={navigationMenuItemClasses}>
                        {item.label}
                      </NavLink>
                    </NavigationMenuLink>
                  </NavigationMenuItem>
                ),
              )}
            </NavigationMenuList>
          </NavigationMenu>
        </Activity>
        <div className="hidden lg:block">
          <HeaderAuthControls />
        </div>
        <MobileNav />
      </div>
    </header>
  );
}
