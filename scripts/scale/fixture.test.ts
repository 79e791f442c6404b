import { describe, expect, it } from "vitest";
import { FIXTURE_SIZES, makeFixture } from "./fixture";

describe("makeFixture", () => {
  it("makes the claimed sizes", () => {
    const f = makeFixture();
    expect(f.vendors).toHaveLength(FIXTURE_SIZES.vendors);
    expect(f.projects).toHaveLength(FIXTURE_SIZES.projects);
    expect(f.jobs).toHaveLength(FIXTURE_SIZES.jobs);
    expect(f.members).toHaveLength(FIXTURE_SIZES.members);
  });

  it("gives the same data for the same seed, and other data for another", () => {
    const small = { vendors: 50, projects: 5, jobs: 5, members: 5 };
    expect(makeFixture(7, small)).toEqual(makeFixture(7, small));
    expect(makeFixture(8, small).vendors[0]).not.toEqual(makeFixture(7, small).vendors[0]);
  });

  it("has unique vendor slugs and jobs whose budgetMin is at most budgetMax", () => {
    const f = makeFixture();
    expect(new Set(f.vendors.map((v) => v.slug)).size).toBe(f.vendors.length);
    expect(f.jobs.every((j) => j.budgetMin <= j.budgetMax)).toBe(true);
  });
});
