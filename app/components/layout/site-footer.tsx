import { Link } from "react-router";
import { footerNav } from "~/lib/site-nav";
import { SITE_TAGLINE } from "~/lib/site-config";
import { CurrentYear } from "../shared/todays-date";
import { Logo } from "./logo";

const socialLinks = [
  {
    label: "ProcureConnect on LinkedIn",
    path: "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.94c0-1.18-.02-2.7-1.64-2.7-1.65 0-1.9 1.28-1.9 2.61V21h-4V9.75Z",
  },
  {
    label: "ProcureConnect on X",
    path: "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.19L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.58L16.67 19.2Z",
  },
  {
    label: "ProcureConnect on YouTube",
    path: "M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8a2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8ZM10 15.1V8.9l5.2 3.1-5.2 3.1Z",
  },
];

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_repeat(4,1fr)] lg:px-8">
        <div className="flex flex-col gap-4">
          <Logo inverse />
          <p className="max-w-xs text-sm text-slate-400">{SITE_TAGLINE}</p>
          <ul className="flex gap-3" aria-label="Social media">
            {socialLinks.map((s) => (
              <li key={s.label}>
                <a
                  href="#"
                  onClick={(e) => e.preventDefault()}
                  aria-label={s.label}
                  className="flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-brand-600 hover:text-white"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="currentColor"
                    aria-hidden="true"
                  >
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerNav.map((section) => (
          <nav key={section.label} aria-label={`${section.label} links`}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {section.label}
            </h2>
            <ul className="mt-4 flex flex-col gap-2.5">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-400 hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © <CurrentYear /> ProcureConnect. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
