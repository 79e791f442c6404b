import { ArrowRightIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** A home page section's heading, with an optional line above it and text below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = "center",
}: {
  id: string;
  eyebrow?: string;
  /** The section's name: where the spec names the section, its name. */
  title: string;
  text?: string;
  align?: "center" | "left";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {text ? <p className="mt-3 text-lg text-slate-600">{text}</p> : null}
    </div>
  );
}

/** The link under a home page section to the whole list it samples. */
export function SeeAllLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div className="mt-6">
      <Link to={to} className={buttonVariants({ variant: "link", className: "px-0" })}>
        {children}
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </div>
  );
}
