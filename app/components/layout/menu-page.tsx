import { Link } from "react-router";
import { DrawerAuthControls } from "~/domains/accounts";
import { HeaderSearch } from "~/components/search/header-search";
import { isNavSection, mainNav, type NavLink as NavEntry } from "~/lib/site-nav";

/**
 * The whole menu on a page of its own: where the hamburger leads before (or without)
 * JavaScript, with every section open.
 */
export function MenuPage() {
  const links = mainNav.filter((item): item is NavEntry => !isNavSection(item));
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Menu</h1>
      <HeaderSearch id="menu-search" label="Menu search" className="mt-6" />
      <nav aria-label="Menu" className="mt-6">
        <ul className="grid grid-cols-2 gap-2">
          {links.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                className="block rounded-lg border border-slate-200 px-4 py-3 font-semibold text-slate-900 hover:border-brand-600 hover:text-brand-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {mainNav.filter(isNavSection).map((section) => (
          <section
            key={section.label}
            aria-labelledby={`menu-${section.label}`}
            className="mt-6 border-t border-slate-200 pt-4"
          >
            <h2 id={`menu-${section.label}`} className="text-base font-semibold text-slate-900">
              {section.label}
            </h2>
            <ul className="mt-2 flex flex-col gap-0.5">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="block rounded-md px-3 py-2 hover:bg-slate-50 hover:text-brand-700"
                  >
                    <span className="block font-medium text-slate-800">{link.label}</span>
                    {link.description ? (
                      <span className="block text-sm text-slate-600">{link.description}</span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="mt-8 border-t border-slate-200 pt-6">
        <DrawerAuthControls />
      </div>
    </div>
  );
}
