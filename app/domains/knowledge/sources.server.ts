import type { AppLoadContext } from "react-router";
import { countryOf, regionOf, SOURCE_REGIONS } from "./rules";
import { serialiseVendorFilters } from "~/domains/companies";

// The sources guide's loader: the supplier directory grouped by region and country (from each
// company's location), each country's count being what the directory shows when filtered by it,
// and the sourcing channels operators keep.

const REGION_ORDER = [...Object.keys(SOURCE_REGIONS), "Other regions"];

/** The directory by region and country, each with its count, and the sourcing channels. */
export async function loadSources(context: AppLoadContext) {
  const { repo } = context;
  const [locations, channels] = await Promise.all([
    repo.knowledge.directoryLocations(),
    repo.knowledge.channels.list(),
  ]);
  const countries = [...new Set(locations.map(countryOf).filter(Boolean))];
  // Each count is the directory's own for the link it sits on.
  const counted = await Promise.all(
    countries.map(async (country) => ({
      country,
      region: regionOf(country),
      count: (await repo.vendors.search({ location: country }, 1)).matches,
      href: `/vendors?${serialiseVendorFilters({ location: country }).toString()}`,
    })),
  );
  const regions = REGION_ORDER.map((region) => {
    const list = counted
      .filter((c) => c.region === region)
      .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country));
    return { region, countries: list, count: list.reduce((n, c) => n + c.count, 0) };
  }).filter((r) => r.countries.length > 0);
  return { regions, total: locations.length, channels };
}
