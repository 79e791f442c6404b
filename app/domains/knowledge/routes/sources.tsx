import { ExternalLinkIcon, MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { ContentPage } from "~/components/shared/page-header";
import { TitledSection } from "~/components/shared/titled-section";
import { loadSources } from "../sources.server";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/sources";
import { routeLoader } from "~/lib/route-policy.server";

// The sources guide: the supplier directory grouped by region and country (from each company's
// location), each country's count being what the directory shows when filtered by it, and the
// sourcing channels operators keep (trade associations, chambers, export agencies).

const PAGE: PageIntro = {
  eyebrow: "Resources",
  title: "Local & Overseas Sources",
  description:
    "Find sourcing options close to home and across borders: the directory's suppliers by region and country, and the channels that help you find more.",
  path: "/resources/sources",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader({ who: "anyone" }, ({ context }: Route.LoaderArgs) => {
  return loadSources(context);
});

const regionId = (region: string) => `region-${region.toLowerCase().replace(/\W+/g, "-")}`;

export default function Sources({
  loaderData: { regions, total, channels },
}: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <TitledSection id="by-region" title="Suppliers by region" size="xl">
        <p className="mt-2 text-slate-600">
          {total} suppliers in the directory, grouped by where they are based. Each country opens
          the directory filtered to it.
        </p>
        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {regions.map(({ region, countries, count }) => (
            <TitledSection
              key={region}
              id={regionId(region)}
              level={3}
              title={
                <>
                  {region}{" "}
                  <span className="text-sm font-normal text-slate-600">
                    ({count} {count === 1 ? "supplier" : "suppliers"})
                  </span>
                </>
              }
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <ul className="mt-3 divide-y divide-slate-100">
                {countries.map((c) => (
                  <li key={c.country} className="flex items-center justify-between gap-3 py-2">
                    <Link
                      to={c.href}
                      className="inline-flex items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline"
                      data-country={c.country}
                    >
                      <MapPinIcon className="size-4" aria-hidden="true" />
                      {c.country}
                    </Link>
                    <span className="text-sm text-slate-600" data-count={c.count}>
                      {c.count} {c.count === 1 ? "supplier" : "suppliers"}
                    </span>
                  </li>
                ))}
              </ul>
            </TitledSection>
          ))}
        </div>
      </TitledSection>
      <TitledSection id="channels" title="Sourcing channels" size="xl" className="mt-12">
        <p className="mt-2 text-slate-600">
          Trade associations, chambers of commerce and export agencies that connect buyers with
          suppliers beyond the directory.
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {channels.map((ch) => (
            <li key={ch.id} className="rounded-xl border border-slate-200 p-5">
              <a
                href={ch.url}
                rel="noopener"
                className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {ch.name}
                <ExternalLinkIcon className="size-4" aria-hidden="true" />
              </a>
              <p className="mt-1 text-sm text-slate-600">
                {ch.kind} · {ch.region}
              </p>
              <p className="mt-2 text-sm text-slate-700">{ch.description}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
    </ContentPage>
  );
}
