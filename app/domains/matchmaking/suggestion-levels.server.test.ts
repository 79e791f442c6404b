import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { vendorRow } from "../../../server/db/rows";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import { codesMatch } from "./cpv-match";
import { allQualify, type Qualify } from "./data/model.server";
import { MAX_SUGGESTIONS } from "./data/suggestions.server";
import { roadworksTender } from "./roadworks.testing";
import { compareSuggestions, inTenderRegion } from "./suggestion-rank";

// The suggestions' match read as index ranges (decision 546) keeps the matched set and the order
// at every level of the CPV list: a tender coded at a division, a group, a class, a category or
// an exact code suggests the same suppliers, in the same order, as before; and the page cut from
// the first tiers is the page a ranking of every match gives.

/** Each company's one capability (H has a second, unrelated one), and where it lies. */
const COMPANIES = {
  A: { codes: ["45000000-7"], location: "Austin, TX, USA", rating: 4.5 },
  B: { codes: ["45200000-9"], location: "Austin, TX, USA", rating: 3 },
  C: { codes: ["45230000-8"], location: "Leeds, UK", rating: null },
  D: { codes: ["45233000-9"], location: "Austin, TX, USA", rating: 5 },
  E: { codes: ["45233140-2"], location: "Rotterdam, Netherlands", rating: null },
  F: { codes: ["45233141-9"], location: "Austin, TX, USA", rating: null },
  G: { codes: ["45100000-8"], location: "Austin, TX, USA", rating: null },
  H: { codes: ["45233140-2", "71300000-1"], location: "Austin, TX, USA", rating: null },
  I: { codes: ["45233120-6"], location: "Austin, TX, USA", rating: null },
  J: { codes: ["45231000-5"], location: "Austin, TX, USA", rating: null },
  K: { codes: ["45210000-2"], location: "Austin, TX, USA", rating: null },
} as const;
type Letter = keyof typeof COMPANIES;
interface Capable {
  codes: readonly string[];
  location: string;
  rating: number | null;
}
const LETTERS = Object.keys(COMPANIES) as Letter[];

describe.each(testBackends)("suggestions at each level of the CPV list on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  let tender: string;

  const row = (id: string, position: number) =>
    vendorRow({ ...sampleVendors[0]!, id, slug: `co-${id}`, name: `Co ${id}` }, position);
  const company = async (id: string, owner: string, values: Capable) => {
    await db
      .updateTable("vendors")
      .set({
        name: `Co ${id}`,
        status: "approved",
        owner_id: owner,
        location: values.location,
        review_average: values.rating,
        review_count: values.rating === null ? 0 : 1,
      })
      .where("id", "=", id)
      .execute();
    for (const code of values.codes)
      await db.insertInto("company_cpv").values({ company_id: id, code }).execute();
  };

  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    await createMembers(db, ["ada", ...LETTERS.map((l) => `m${l}`)]);
    for (const [i, letter] of LETTERS.entries()) {
      await db
        .insertInto("vendors")
        .values(row(letter, 100 + i))
        .execute();
      await company(letter, `m${letter}`, COMPANIES[letter]);
    }
    tender = await repo.tenders.create({ id: "ada" }, roadworksTender(), [], { publish: false });
  });

  const coded = async (...codes: string[]) => {
    await db.deleteFrom("tender_items").where("tender_id", "=", tender).execute();
    for (const [position, code] of codes.entries())
      await db
        .insertInto("tender_items")
        .values({
          id: `${tender}-${position}`,
          tender_id: tender,
          position,
          item: `Item ${position}`,
          quantity: 1,
          unit: "lot",
          specification: "",
          cpv_code: code,
        })
        .execute();
  };
  const suggested = async (qualify: Qualify = allQualify) =>
    (await repo.matchmaking.suggestions(tender, "ada", qualify))!.suppliers;
  const order = async () => (await suggested()).map((s) => s.id);

  it.each([
    ["a division", "45000000-7", ["C", "E", "D", "A", "B", "F", "G", "H", "I", "J", "K"]],
    ["a group", "45200000-9", ["C", "E", "D", "A", "B", "F", "H", "I", "J", "K"]],
    ["a class", "45230000-8", ["C", "E", "D", "A", "B", "F", "H", "I", "J"]],
    ["a category", "45233000-9", ["C", "E", "D", "A", "B", "F", "H", "I"]],
    ["an exact code", "45233140-2", ["C", "E", "D", "A", "B", "F", "H"]],
  ])("suggests the same suppliers in the same order for %s", async (_level, code, expected) => {
    await coded(code);
    expect(await order()).toEqual(expected);
  });

  it("puts first who matches more of the tender's codes, with the codes it matched", async () => {
    await coded("45233140-2", "71300000-1");
    const [first, ...rest] = await suggested();
    expect([first!.id, ...rest.map((s) => s.id)]).toEqual(["H", "C", "E", "D", "A", "B", "F"]);
    expect(first!.matched.map((m) => m.code)).toEqual(["45233140-2", "71300000-1"]);
    expect(rest[0]!.matched.map((m) => m.code)).toEqual(["45230000-8"]);
  });

  it("cuts the page from the first tiers as a ranking of every match would", async () => {
    // Forty more road builders, some in Europe, some rated, some matching twice; a few refused
    // by the qualification step.
    for (let i = 0; i < 40; i++) {
      const id = `t${String(i).padStart(2, "0")}`;
      await db
        .insertInto("vendors")
        .values(row(id, 200 + i))
        .execute();
      await createMembers(db, [`o${id}`]);
      await company(id, `o${id}`, {
        codes: i % 9 === 0 ? ["45233140-2", "71300000-1"] : ["45233000-9"],
        location: i % 3 === 0 ? "Leeds, UK" : "Austin, TX, USA",
        rating: i % 4 === 0 ? 1 + (i % 5) : null,
      });
    }
    await coded("45233140-2", "71300000-1");
    const refuse = new Set(["t03", "t12", "H"]);
    const qualify: Qualify = async (_t, ids) => new Set(ids.filter((id) => !refuse.has(id)));
    const page = (await suggested(qualify)).map((s) => s.id);
    expect(page).toHaveLength(MAX_SUGGESTIONS);

    // Every approved company's matches, ranked all together.
    const rows = await db
      .selectFrom("company_cpv as cc")
      .innerJoin("vendors as v", "v.id", "cc.company_id")
      .select(["v.id", "v.name", "v.location", "v.review_average", "cc.code"])
      .where("v.status", "=", "approved")
      .where("v.owner_id", "is not", null)
      .execute();
    const all = new Map<
      string,
      { name: string; location: string; rating: number | null; n: number }
    >();
    for (const r of rows) {
      if (!["45233140-2", "71300000-1"].some((c) => codesMatch(c, r.code))) continue;
      if (refuse.has(r.id)) continue;
      const rating = r.review_average === null ? null : Number(r.review_average);
      const c = all.get(r.id) ?? { name: r.name, location: r.location, rating, n: 0 };
      all.set(r.id, { ...c, n: c.n + 1 });
    }
    const ranked = [...all]
      .map(([id, c]) => ({
        id,
        name: c.name,
        matched: c.n,
        inRegion: inTenderRegion(c.location, "Europe"),
        verified: false,
        verifiedRating: null,
        rating: c.rating,
      }))
      .sort(compareSuggestions)
      .map((c) => c.id);
    expect(ranked.length).toBeGreaterThan(MAX_SUGGESTIONS);
    expect(page).toEqual(ranked.slice(0, MAX_SUGGESTIONS));
  });
});
