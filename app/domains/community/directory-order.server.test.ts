import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Member } from "~/data/types";
import type { Db } from "../../../server/db/database";
import { createRepository } from "../../../server/db/repository";
import { memberRow } from "../../../server/db/rows";
import { eachTestDatabase, testBackends } from "../../../server/db/testing";
import type { MemberFilters } from "./member-filters";

// The members' directory as the 100x fixture measures it (decision 547): the listed members in
// the directory's order, with a name and a region or without, and the counts (bounded by their
// cap), on SQLite and PostgreSQL. Positions run against the ids, and some members are unlisted.

const NAMES = ["Ada Kim", "Kimberly Moss", "Ben Okafor", "Joakim Berg", "Cy Tanaka"];
const REGIONS = ["Europe", "Asia-Pacific"] as const;

function members() {
  return Array.from({ length: 30 }, (_, i) => {
    const member: Member = {
      id: `m${String(i).padStart(2, "0")}`,
      name: NAMES[i % NAMES.length]!,
      avatarUrl: "/images/members/m1.svg",
      role: "Procurement Manager",
      region: REGIONS[i % 3 === 0 ? 1 : 0],
    };
    return {
      ...memberRow(member, (i * 7) % 30),
      user_id: null,
      handle: `member-${i}`,
      listed: i % 4 === 3 ? 0 : 1,
    };
  });
}

const VARIANTS: [string, MemberFilters][] = [
  ["everyone", {}],
  ["kim in Europe", { q: "kim", region: "Europe" }],
  ["kim", { q: "Kim" }],
];

describe.each(testBackends)("the members' directory order and counts on $name", ({ name }) => {
  let db: Db;
  const rows = members();
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    async (d) => {
      await d.insertInto("members").values(rows).execute();
    },
  );
  beforeEach(() => {
    db = database();
  });

  it("lists each search's listed members in position order, counted up to the cap", async () => {
    const listed = rows.filter((r) => r.listed === 1);
    for (const [, filters] of VARIANTS) {
      const want = listed
        .filter((r) => !filters.q || r.name_search.includes(filters.q.toLowerCase()))
        .filter((r) => !filters.region || r.region === filters.region)
        .sort((a, b) => a.position - b.position)
        .map((r) => r.id);
      expect(want.length).toBeGreaterThan(2);
      const page = await createRepository(db).members.search(filters, 50);
      expect(page.items.map((m) => m.id)).toEqual(want);
      expect([page.matches, page.total]).toEqual([want.length, listed.length]);
      const capped = await createRepository(db, { countCap: 2 }).members.search(filters, 2);
      expect(capped.items.map((m) => m.id)).toEqual(want.slice(0, 2));
      expect([capped.matches, capped.total]).toEqual([3, 3]);
    }
  });
});
