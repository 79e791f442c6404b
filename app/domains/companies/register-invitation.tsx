import { BadgeCheckIcon, SearchIcon, ShieldCheckIcon, StoreIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { COMPANY_LIMITS } from "./schema";

// What a signed-out visitor sees at Register Company: what registering gives, and the way in.

const BENEFITS = [
  {
    icon: StoreIcon,
    title: "A profile like the directory's suppliers",
    text: "Your description, services, certifications, tags, website and logo on a page of your own.",
  },
  {
    icon: SearchIcon,
    title: "Found by buyers",
    text: "Listed in the supplier directory, its search and its category and location filters.",
  },
  {
    icon: ShieldCheckIcon,
    title: "Reviewed before it is public",
    text: "An operator checks each new company, so buyers can trust what they find.",
  },
  {
    icon: BadgeCheckIcon,
    title: "Yours to keep up to date",
    text: `Edit your details at any time from My companies; one member may register up to ${COMPANY_LIMITS.perOwner} companies.`,
  },
] as const;

export function RegisterInvitation({
  signInHref,
  joinHref,
}: {
  signInHref: string;
  joinHref: string;
}) {
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 sm:grid-cols-2">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
        <p className="text-sm text-slate-700 sm:mr-auto">
          Sign in or join ProcureConnect to register your company. You will come back here.
        </p>
        <Link to={signInHref} className={buttonVariants({ variant: "outline" })}>
          Sign In
        </Link>
        <Link to={joinHref} className={buttonVariants()}>
          Join
        </Link>
      </div>
    </div>
  );
}
