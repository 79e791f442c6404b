import { Link } from "react-router";
import { footerNav } from "~/lib/site-nav";
import { SITE_TAGLINE } from "~/lib/site-config";
import { CurrentYear } from "../shared/todays-date";
import { Logo } from "./logo";

const socialLinks = [
  { label: "ProcureConnect on LinkedIn", icon: "/images/social/linkedin.svg" },
  { label: "ProcureConnect on X", icon: "/images/social/x.svg" },
  { label: "ProcureConnect on YouTube", icon: "/images/social/youtube.svg" },
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
                  <img src={s.icon} alt="" width={16} height={16} loading="lazy" />
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
