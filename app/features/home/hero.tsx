import { ArrowRightIcon, CheckCircle2Icon, SearchIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

const promises = ["Supplier directory", "Project tools", "Job board", "Verified reviews"];

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(94,234,212,0.18),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(255,255,255,0.08),transparent_40%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-teal-100 ring-1 ring-white/20">
            Connecting businesses, simplifying procurement.
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Smarter procurement, from sourcing to signed contract
          </h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">
            Find trusted suppliers, run procurement projects, hire specialist talent and learn from
            peers, all on one network built for buyers and the businesses that serve them.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link
              to="/network/members"
              className={buttonVariants({ variant: "inverse", size: "lg" })}
            >
              Join Network
              <ArrowRightIcon aria-hidden="true" />
            </Link>
            <Link to="/vendors" className={buttonVariants({ variant: "glass", size: "lg" })}>
              <SearchIcon aria-hidden="true" />
              Find Suppliers
            </Link>
          </div>
          <ul className="mt-10 grid max-w-md grid-cols-2 gap-3 text-sm text-brand-100">
            {promises.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CheckCircle2Icon className="size-4 text-teal-300" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <img
        src="/images/hero-illustration.svg"
        alt=""
        width={480}
        height={400}
        loading="lazy"
        className="h-auto w-full"
      />
    </div>
  );
}
