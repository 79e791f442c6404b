import type { RefObject } from "react";
import { NavLink } from "react-router";
import { isNavSection, mainNav } from "~/lib/site-nav";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuItemClasses,
} from "../ui/navigation-menu";
import { MENU_ENTRIES } from "../ui/navigation-menu-parts";

// The interactive desktop menu (Radix navigation menu): dropdowns by hover and keyboard. Loaded
// by DesktopNav on wide screens only, in place of the same-looking static menu.

export default function DesktopMenu({ focusIndex }: { focusIndex: RefObject<number | null> }) {
  return (
    <NavigationMenu
      aria-label="Main"
      data-menu="interactive"
      className="hidden lg:flex"
      ref={(nav) => {
        // Keep the keyboard where it was on the static menu this one replaced.
        const index = focusIndex.current;
        if (nav && index !== null) {
          nav.querySelectorAll<HTMLElement>(MENU_ENTRIES)[index]?.focus();
        }
      }}
    >
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
                            <span className="block text-xs text-slate-600">{link.description}</span>
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
  );
}
