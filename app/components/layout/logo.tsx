import { Link } from "react-router";
import { SITE_NAME } from "~/lib/site-config";
import { cn } from "~/lib/utils";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" fill="#1f57c7" />
      <path
        d="M9 21.5 15 9l3.2 6.6L21 11l2 10.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23" cy="21.5" r="2" fill="#5eead4" />
    </svg>
  );
}

export function Logo({
  inverse = false,
  compact = false,
  onClick,
}: {
  inverse?: boolean;
  /** Name visually hidden between the lg and xl breakpoints, where the desktop menu needs room. */
  compact?: boolean;
  onClick?: () => void;
}) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        "flex items-center gap-2 rounded-md text-lg font-bold tracking-tight",
        inverse ? "text-white" : "text-slate-900",
      )}
    >
      <LogoMark />
      <span className={compact ? "lg:max-xl:sr-only" : undefined}>{SITE_NAME}</span>
    </Link>
  );
}
