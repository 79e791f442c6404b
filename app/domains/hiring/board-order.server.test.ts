import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Job } from "~/data/types";
import type { Db } from "../../../server/db/database";
import { createRepository } from "../../../server/db/repository";
import { jobRow } from "../../../server/db/rows";
import { eachTestDatabase, testBackends } from "../../../server/db/testing";

// The job board as the 100x fixture measures it (decision 547): the published jobs in the board's
// order, drafts and closed jobs left out, and the count bounded by its cap, on SQLite and
// PostgreSQL. Positions run against the ids.

function jobs() {
  return Array.from({ length: 30 }, (_, i) => {
    const job: Job = {
      id: `j${String(i).padStart(2, "0")}`,
      title: i % 2 === 0 ? "Senior Engineer" : "Lead Buyer",
      company: "Acme",
      location: "Lisbon, Portugal",
      budgetMin: 50_000,
      budgetMax: 70_000,
      duration: i % 3 === 0 ? "Contract" : "Full-time",
      category: "Procurement",
      tags: [],
      isRemote: false,
    };
    const status = i % 5 === 4 ? "draft" : i % 7 === 6 ? "closed" : "published";
    return { ...jobRow(job, (i * 11) % 30), status };
  });
}

describe.each(testBackends)("the job board's order and counts on $name", ({ name }) => {
  let db: Db;
  const rows = jobs();
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    async (d) => {
      await d.insertInto("jobs").values(rows).execute();
    },
  );
  beforeEach(() => {
    db = database();
  });

  it("lists the published jobs in board order, counted up to the cap", async () => {
    const published = rows.filter((r) => r.status === "published");
    const want = published.sort((a, b) => a.position - b.position).map((r) => r.id);
    const page = await createRepository(db).jobs.search({}, 50);
    expect(page.items.map((j) => j.id)).toEqual(want);
    expect([page.matches, page.total]).toEqual([want.length, want.length]);
    const contract = await createRepository(db).jobs.search({ duration: "Contract" }, 50);
    const contracts = published.filter((r) => r.duration === "Contract").map((r) => r.id);
    expect(contract.items.map((j) => j.id)).toEqual(contracts);
    expect([contract.matches, contract.total]).toEqual([contracts.length, want.length]);
    const capped = await createRepository(db, { countCap: 5 }).jobs.search({}, 3);
    expect(capped.items.map((j) => j.id)).toEqual(want.slice(0, 3));
    expect([capped.matches, capped.total]).toEqual([6, 6]);
  });
});
