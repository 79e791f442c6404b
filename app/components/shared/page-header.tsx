import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { PageIntro } from "~/lib/seo";

/** The title band at the top of a content page. */
export function PageHeader({
  eyebrow,
  title,
  description,
  action,
  children,
}: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** The page's main thing to do (post a job...), a button under the description. */
  action?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {description ? (
          <p className="mt-3 max-w-3xl text-lg text-slate-600">{description}</p>
        ) : null}
        {action ? (
          <Button asChild className="mt-4">
            <Link to={action.to}>{action.label}</Link>
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** Standard content width and padding below a page header. */
export function PageSection({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={`mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 ${className ?? ""}`}>
      {children}
    </div>
  );
}

/** A content page: its title band, then its body at the standard width. */
export function ContentPage({ intro, children }: { intro: PageIntro; children: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} description={intro.description} />
      <PageSection>{children}</PageSection>
    </>
  );
}
