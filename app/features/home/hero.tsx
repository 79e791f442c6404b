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
      <svg viewBox="0 0 480 400" className="h-auto w-full" role="presentation">
        <defs>
          <linearGradient id="hero-card" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#ffffff" stopOpacity="0.16" />
            <stop offset="1" stopColor="#ffffff" stopOpacity="0.06" />
          </linearGradient>
        </defs>
        <rect
          x="40"
          y="30"
          width="300"
          height="180"
          rx="18"
          fill="url(#hero-card)"
          stroke="#ffffff"
          strokeOpacity="0.25"
        />
        <circle cx="88" cy="78" r="22" fill="#5eead4" />
        <rect x="124" y="62" width="150" height="12" rx="6" fill="#fff" fillOpacity="0.85" />
        <rect x="124" y="84" width="100" height="10" rx="5" fill="#fff" fillOpacity="0.45" />
        <rect x="66" y="126" width="248" height="10" rx="5" fill="#fff" fillOpacity="0.35" />
        <rect x="66" y="146" width="210" height="10" rx="5" fill="#fff" fillOpacity="0.35" />
        <rect x="66" y="172" width="84" height="22" rx="11" fill="#5eead4" fillOpacity="0.9" />
        <rect
          x="150"
          y="232"
          width="300"
          height="150"
          rx="18"
          fill="url(#hero-card)"
          stroke="#ffffff"
          strokeOpacity="0.25"
        />
        <rect x="180" y="330" width="28" height="30" rx="4" fill="#93c5fd" />
        <rect x="222" y="300" width="28" height="60" rx="4" fill="#5eead4" />
        <rect x="264" y="280" width="28" height="80" rx="4" fill="#93c5fd" />
        <rect x="306" y="260" width="28" height="100" rx="4" fill="#5eead4" />
        <rect x="348" y="290" width="28" height="70" rx="4" fill="#93c5fd" />
        <rect x="390" y="270" width="28" height="90" rx="4" fill="#5eead4" />
        <circle
          cx="392"
          cy="70"
          r="46"
          fill="#ffffff"
          fillOpacity="0.1"
          stroke="#ffffff"
          strokeOpacity="0.3"
        />
        <path
          d="m372 70 14 14 26-28"
          fill="none"
          stroke="#5eead4"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
