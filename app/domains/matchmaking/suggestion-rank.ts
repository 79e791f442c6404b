import { PROJECT_REGIONS, type ProjectRegion } from "~/data/vocabularies";

// The order of the suppliers suggested to a buyer (issue 43 item 5: "match, qualification,
// verified rating, region"; decision 521). Only qualifying companies are suggested at all; among
// them: the most of the tender's codes matched first, then those in the tender's region, then
// the verified (a certificate checked by ProcureConnect and still valid), then the rating of
// verified buyers' reviews, then every review's, then the name.

/** Countries (as a company's location names them) and the tender region each lies in. */
const COUNTRIES: Record<Exclude<ProjectRegion, "Global">, readonly string[]> = {
  "North America": ["usa", "us", "united states", "united states of america", "canada", "mexico"],
  "South America": [
    "brazil",
    "brasil",
    "argentina",
    "chile",
    "colombia",
    "peru",
    "ecuador",
    "uruguay",
    "paraguay",
    "bolivia",
    "venezuela",
  ],
  Europe: [
    "uk",
    "united kingdom",
    "great britain",
    "england",
    "scotland",
    "wales",
    "ireland",
    "germany",
    "deutschland",
    "france",
    "netherlands",
    "the netherlands",
    "belgium",
    "luxembourg",
    "spain",
    "portugal",
    "italy",
    "switzerland",
    "austria",
    "denmark",
    "sweden",
    "norway",
    "finland",
    "iceland",
    "poland",
    "czechia",
    "czech republic",
    "slovakia",
    "hungary",
    "romania",
    "bulgaria",
    "greece",
    "croatia",
    "slovenia",
    "serbia",
    "estonia",
    "latvia",
    "lithuania",
    "ukraine",
    "malta",
    "cyprus",
  ],
  GCC: ["united arab emirates", "uae", "saudi arabia", "ksa", "qatar", "kuwait", "bahrain", "oman"],
  "Asia-Pacific": [
    "singapore",
    "india",
    "china",
    "hong kong",
    "taiwan",
    "japan",
    "south korea",
    "korea",
    "australia",
    "new zealand",
    "indonesia",
    "malaysia",
    "thailand",
    "vietnam",
    "philippines",
    "bangladesh",
    "pakistan",
    "sri lanka",
  ],
};

const REGION_OF = new Map<string, ProjectRegion>(
  Object.entries(COUNTRIES).flatMap(([region, names]) =>
    names.map((n) => [n, region as ProjectRegion] as const),
  ),
);

/**
 * The tender region of a company's free-text location ("Leeds, UK": Europe), read from its last
 * comma-separated part that names a known country; null when none does.
 */
export function regionOfLocation(location: string): ProjectRegion | null {
  const parts = location
    .split(",")
    .map((p) => p.trim().toLowerCase().replace(/\./g, ""))
    .filter(Boolean)
    .reverse();
  for (const part of parts) {
    const region = REGION_OF.get(part);
    if (region) return region;
  }
  return null;
}

/** Whether a company at `location` is in a tender's region: every company is, for "Global". */
export function inTenderRegion(location: string, tenderRegion: string): boolean {
  if (tenderRegion === "Global") return true;
  if (!PROJECT_REGIONS.includes(tenderRegion as ProjectRegion)) return false;
  return regionOfLocation(location) === tenderRegion;
}

/** What the order reads of a suggested supplier. */
export interface RankedSupplier {
  name: string;
  /** How many of the tender's codes its capabilities match. */
  matched: number;
  inRegion: boolean;
  /** It holds a valid certificate verified by ProcureConnect. */
  verified: boolean;
  /** The average of its verified buyers' reviews, or null. */
  verifiedRating: number | null;
  /** The average of all its published reviews, or null. */
  rating: number | null;
}

/** The suggestions' order: best first (see above). */
export function compareSuggestions(a: RankedSupplier, b: RankedSupplier): number {
  return (
    b.matched - a.matched ||
    Number(b.inRegion) - Number(a.inRegion) ||
    Number(b.verified) - Number(a.verified) ||
    (b.verifiedRating ?? -1) - (a.verifiedRating ?? -1) ||
    (b.rating ?? -1) - (a.rating ?? -1) ||
    a.name.localeCompare(b.name, "en")
  );
}
