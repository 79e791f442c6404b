import type { ReactNode } from "react";
import { BackLink } from "~/components/shared/back-link";
import { Card } from "~/components/ui/card";

// The frame of the companies' own pages (Register Company, editing one): a way back, the title,
// what the page is for, and its card.

export function CompanyPage({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {back ? <BackLink to={back.to} label={back.label} /> : null}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-2 text-slate-700">{intro}</div>
      <Card className="mt-6 p-5 sm:p-6">{children}</Card>
    </div>
  );
}
