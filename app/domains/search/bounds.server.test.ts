import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { eachTestDatabase, plainVendor, testBackends } from "../../../server/db/testing";
import { createSiteSearch } from "./data.server";
import { createSearchEngine } from "./engine.server";

// The site search's work per request is bounded (decision 545): each section ranks only its
// first `candidates` matches in the index's order and counts up to one past the cap; the same
// answers on SQLite (FTS5) and PostgreSQL (tsvector), at the size of the sample data.

const vendor = plainVendor;

/** Queries a visitor may type or a link may carry: none of them is an error. */
const JUNK = [
  "x".repeat(5_000),
  "logistics ".repeat(400),
  "!!! ... ??? --- ***",
  `"logistics`,
  `'logistics'`,
  `"" '' \`\``,
  "'; drop table vendors; --",
  'logistics" OR 1=1 --',
  "NEAR(logistics freight) AND NOT OR *",
  "logistics:* & !freight | (cold",
  "the and of to",
  "very own same",
  "\u0000\u0007 \uFFFD 🚚 📦",
  "a b c d e f g h i j k l m n",
];

describe.each(testBackends)("the bounded site search on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    // Added in this order: the blurb's match first in the index, the name's last.
    await repo.vendors.add(vendor("in-blurb", { shortBlurb: "We also do gantry work." }));
    await repo.vendors.add(vendor("in-services", { services: ["Gantry crane hire"] }));
    await repo.vendors.add(vendor("Gantry Works", {}));
  });

  const ranked = (candidates: number, limit = 5) =>
    createSearchEngine(db, { candidates }).rank("vendors", "gantry", {
      limit,
      visible: undefined,
      order: "position",
    });

  it("ranks every match best first while fewer match than the candidates", async () => {
    const all = await ranked(1_000);
    expect(all.ids).toEqual(["Gantry Works", "in-services", "in-blurb"]);
    expect(all.matches).toBe(3);
  });

  it("ranks only the first candidates, best first among them, and still counts every match", async () => {
    const best = (await ranked(1_000)).ids;
    for (const candidates of [1, 2]) {
      const { ids, matches } = await ranked(candidates);
      expect(ids).toHaveLength(candidates);
      // Best first within the bounded set: the full ranking's order, restricted to it.
      expect(ids).toEqual(best.filter((id) => ids.includes(id)));
      expect(matches).toBe(3);
    }
  });

  it("takes the candidates among the visible rows only", async () => {
    await db
      .updateTable("vendors")
      .set({ status: "pending" })
      .where("id", "=", "in-blurb")
      .execute();
    const engine = createSearchEngine(db, { candidates: 1 });
    const sections = await createSiteSearch(db, engine).everything("gantry", 5);
    const suppliers = sections.find((s) => s.id === "suppliers")!;
    expect(suppliers.hits).toHaveLength(1);
    expect(suppliers.hits[0]!.id).not.toBe("in-blurb");
    expect(suppliers.matches).toBe(2);
  });

  it("says how many matched up to the cap, and that more did past it", async () => {
    const engine = createSearchEngine(db, { countCap: 2, candidates: 2 });
    const sections = await createSiteSearch(db, engine).everything("gantry", 5);
    const suppliers = sections.find((s) => s.id === "suppliers")!;
    expect(suppliers).toMatchObject({ matches: 3, cap: 2 });
    expect(suppliers.hits.map((h) => h.id)).toHaveLength(2);
  });

  it("answers every junk query without an error, the tables untouched", async () => {
    for (const q of JUNK) {
      const sections = await repo.search.everything(q, 5);
      expect(
        sections.map((s) => s.id),
        q,
      ).toContain("suppliers");
      for (const s of sections) {
        expect(s.matches, q).toBeGreaterThanOrEqual(0);
        expect(s.hits.length, q).toBeLessThanOrEqual(5);
      }
    }
    expect((await repo.vendors.search({}, 1)).matches).toBeGreaterThan(0);
  });

  it("finds the words inside quotes and punctuation, and nothing for punctuation alone", async () => {
    const quoted = await repo.search.everything(`"gantry" 'works';`, 5);
    expect(quoted.find((s) => s.id === "suppliers")!.hits[0]!.title).toBe("Gantry Works");
    const none = await repo.search.everything("!!! ... ???", 5);
    expect(none.every((s) => s.matches === 0 && s.hits.length === 0)).toBe(true);
  });
});
