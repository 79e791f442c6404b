import { Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { buttonVariants } from "~/components/ui/button";
import { colourFor, initials } from "~/lib/monogram";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/team";
import { routeLoader } from "~/lib/route-policy.server";

// The team, as operators keep it in the console (/admin/pages): photo or monogram, role, bio.

const PAGE = {
  title: "Our Team",
  description: "The people building ProcureConnect.",
  path: "/about/team",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader({ who: "anyone" }, async ({ context }: Route.LoaderArgs) => {
  return { team: await context.repo.knowledge.team.list() };
});

export default function Team({ loaderData: { team } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="About" title={PAGE.title} description={PAGE.description} />
      <PageSection>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((m) => (
            <li key={m.id} className="flex gap-4 rounded-xl border border-slate-200 p-5">
              {m.photoUrl ? (
                <img
                  src={m.photoUrl}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-16 shrink-0 items-center justify-center rounded-full text-xl font-semibold text-white"
                  style={{ backgroundColor: colourFor(m.name) }}
                >
                  {initials(m.name)}
                </span>
              )}
              <div>
                <h2 className="font-semibold text-slate-900">{m.name}</h2>
                <p className="text-sm font-medium text-brand-700">{m.role}</p>
                <p className="mt-2 text-sm text-slate-600">{m.bio}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-3">
          <Link to="/about/mission" className={buttonVariants({ variant: "outline" })}>
            Mission & Vision
          </Link>
          <Link to="/contact" className={buttonVariants()}>
            Contact Us
          </Link>
        </div>
      </PageSection>
    </>
  );
}
