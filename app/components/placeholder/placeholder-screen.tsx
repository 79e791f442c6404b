import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "../ui/button";
import { DEFAULT_PLACEHOLDER_MESSAGE } from "./placeholder-message";

export function PlaceholderScreen({
  icon: Icon,
  title,
  message = DEFAULT_PLACEHOLDER_MESSAGE,
  children,
}: {
  icon: LucideIcon;
  title: string;
  message?: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <div className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
        <Icon className="size-9" aria-hidden="true" />
      </div>
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{message}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {children ?? (
          <>
            <Link to="/" className={buttonVariants()}>
              Back to Home
            </Link>
            <Link to="/vendors" className={buttonVariants({ variant: "outline" })}>
              Browse Suppliers
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
