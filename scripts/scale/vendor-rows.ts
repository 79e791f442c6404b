// The bulk fixture's suppliers, a million at 100x: the rows `fixtureMakers(rng(FIXTURE_SEED))
// .vendor(i)` and `vendorRow` give (scripts/scale/fixture.ts, server/db/rows.ts), drawn from the
// same generator in the same order, but written straight into an array of values. Everything
// that depends only on the draws (a name's three words, the JSON of four services, of three
// tags, of two certifications) is made once and looked up: made row by row, as objects spread
// into objects, it cost about 70 µs of CPU per supplier, the slowest part of writing the
// fixture. scripts/scale/bulk-rows.test.ts pins the rows.
import { VENDOR_CATEGORIES } from "../../app/data/vocabularies";
import { companyNameKey } from "../../app/domains/companies";
import { SEARCH_SEPARATOR } from "../../server/db/rows";
import {
  CITIES,
  FIXTURE_SEED,
  NAME_KINDS,
  NAME_PARTS,
  rng,
  SERVICES,
  VENDOR_CERTIFICATIONS,
  VENDOR_TAGS,
} from "./fixture";
import type { BulkTable, Value } from "./bulk-rows";

/** The columns, in vendorRow's order and then the bulk fixture's own. */
const COLUMNS = [
  "id",
  "slug",
  "name",
  "name_key",
  "logo_url",
  "short_blurb",
  "services",
  "rating",
  "tags",
  "category",
  "location",
  "certifications",
  "search_text",
  "location_search",
  "position",
  "status",
  "owner_id",
  "review_count",
  "review_average",
  "created_at",
] as const;

const LOGO = "/images/vendors/lumenstack-technologies.svg";
/** One supplier in this many offers a rare service (the search's "rare word"). */
const RARE_EVERY = 10_007;
const RARE_SERVICE = "Cryogenic storage";

/** `some(list, n)` of fixture.ts: n draws, the repeats dropped, in the order first drawn. */
function distinct<T>(list: readonly T[], draws: readonly number[]): T[] {
  return draws.map((d) => list[d]!).filter((v, i, all) => all.indexOf(v) === i);
}

/** A memo of what one draw from each of lists of these `sizes` gives, drawn in their order. */
function drawn<T>(sizes: readonly number[], make: (draws: number[]) => T) {
  const memo = new Map<number, T>();
  const draws = new Array<number>(sizes.length);
  return (r: () => number): T => {
    let key = 0;
    for (let d = 0; d < sizes.length; d++) {
      draws[d] = Math.floor(r() * sizes[d]!);
      key = key * sizes[d]! + draws[d]!;
    }
    let value = memo.get(key);
    if (value === undefined) {
      value = make([...draws]);
      memo.set(key, value);
    }
    return value;
  };
}

const lower = (s: string) => s.toLowerCase();

/** The suppliers' table: `n` rows, every other one with a review, created at `at`. */
export function vendorTable(n: number, at: string): BulkTable {
  const names = drawn([NAME_PARTS.length, NAME_PARTS.length, NAME_KINDS.length], ([a, b, k]) => {
    // The name is these three words and the supplier's number: what each derived column keeps
    // of the words is the same whatever the number that follows them.
    const words = `${NAME_PARTS[a!]} ${NAME_PARTS[b!]} ${NAME_KINDS[k!]} `;
    return {
      words,
      slug: words.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      key: companyNameKey(`${words}0`).slice(0, -1),
      lower: words.toLowerCase(),
    };
  });
  const times = (n: number, size: number) => Array.from({ length: n }, () => size);
  const serviceSets = drawn(times(4, SERVICES.length), (draws) => {
    const services = distinct(SERVICES, draws);
    return { services, json: JSON.stringify(services), search: services.map(lower) };
  });
  const tagSets = drawn(times(3, VENDOR_TAGS.length), (d) =>
    JSON.stringify(distinct(VENDOR_TAGS, d)),
  );
  const certificationSets = drawn(times(2, VENDOR_CERTIFICATIONS.length), (d) =>
    JSON.stringify(distinct(VENDOR_CERTIFICATIONS, d)),
  );
  const regions = CITIES.map((c) => c.split(", ").pop()!);
  const rows = function* (): Iterable<Value[]> {
    const r = rng(FIXTURE_SEED);
    for (let i = 0; i < n; i++) {
      // The draws in fixtureMakers' order: name, blurb's city, services, rating, tags, category,
      // location, certifications.
      const name = names(r);
      const number = String(i + 1);
      const region = regions[Math.floor(r() * CITIES.length)]!;
      const set = serviceSets(r);
      const rating = Math.round((3 + r() * 2) * 10) / 10;
      const tags = tagSets(r);
      const category = VENDOR_CATEGORIES[Math.floor(r() * VENDOR_CATEGORIES.length)]!;
      const location = CITIES[Math.floor(r() * CITIES.length)]!;
      const certifications = certificationSets(r);
      const full = name.words + number;
      const services = i % RARE_EVERY === 5 ? [...set.services, RARE_SERVICE] : null;
      const search = services ? services.map(lower) : set.search;
      const reviewed = i % 2 === 0;
      yield [
        `fv${number}`,
        name.slug + number,
        full,
        name.key + number,
        LOGO,
        `${full} serves buyers across ${region} with dependable delivery.`,
        services ? JSON.stringify(services) : set.json,
        rating,
        tags,
        category,
        location,
        certifications,
        [name.lower + number, ...search].join(SEARCH_SEPARATOR),
        location.toLowerCase(),
        i,
        "approved",
        `scale-owner-${i}`,
        reviewed ? 1 : 0,
        reviewed ? 1 + (i % 5) : null,
        at,
      ];
    }
  };
  return { table: "vendors", columns: COLUMNS, rows };
}
