import { describe, expect, it } from "vitest";
import { jobs } from "~/data/jobs";
import type { Job } from "~/data/types";
import {
  BUDGET_CHOICES,
  filterJobs,
  fitsBudget,
  hasActiveJobFilters,
  jobFilterCodec,
  jobFilterFields,
  parseJobFilters,
  serialiseJobFilters,
} from "./job-filters";
import { canonicalQuery } from "~/lib/search-params";

const parse = (query: string) => parseJobFilters(new URLSearchParams(query));
const ids = (list: readonly Job[]) => list.map((job) => job.id);

describe("budget options", () => {
  it("offers Up to $90k, Up to $120k and Up to $200k: each a maximum", () => {
    expect(BUDGET_CHOICES).toEqual([
      { value: 90000, label: "Up to $90k" },
      { value: 120000, label: "Up to $120k" },
      { value: 200000, label: "Up to $200k" },
    ]);
  });
});

describe("fitsBudget", () => {
  it("keeps jobs whose budgetMax is at or below the chosen value", () => {
    expect(fitsBudget({ budgetMax: 89999 }, 90000)).toBe(true);
    expect(fitsBudget({ budgetMax: 90000 }, 90000)).toBe(true);
    expect(fitsBudget({ budgetMax: 90001 }, 90000)).toBe(false);
  });

  it("keeps every job without a budget filter", () => {
    expect(fitsBudget({ budgetMax: 10_000_000 }, undefined)).toBe(true);
  });

  it("applies in US dollars: a job paid in euros is kept only without a budget filter", () => {
    expect(fitsBudget({ budgetMax: 50000, currency: "USD" }, 90000)).toBe(true);
    expect(fitsBudget({ budgetMax: 50000, currency: "EUR" }, 90000)).toBe(false);
    expect(fitsBudget({ budgetMax: 50000, currency: "EUR" }, undefined)).toBe(true);
  });
});

describe("parseJobFilters", () => {
  it("reads category, duration and budget", () => {
    expect(parse("category=Design&duration=Full-time&budget=120000")).toEqual({
      category: "Design",
      duration: "Full-time",
      budget: 120000,
    });
  });

  it("treats unknown values as no filter", () => {
    expect(parse("category=Aerospace&duration=Weekends&budget=-1")).toEqual({
      category: undefined,
      duration: undefined,
      budget: undefined,
    });
  });

  it("accepts only the offered budget values", () => {
    expect(parse("budget=100000").budget).toBeUndefined();
    expect(parse("budget=abc").budget).toBeUndefined();
    expect(parse("budget=200000").budget).toBe(200000);
  });
});

describe("serialiseJobFilters", () => {
  it("writes only the active filters and round-trips", () => {
    const filters = { duration: "Contract", budget: 90000 } as const;
    expect(serialiseJobFilters(filters).toString()).toBe("duration=Contract&budget=90000");
    expect(parseJobFilters(serialiseJobFilters(filters))).toEqual({
      category: undefined,
      ...filters,
    });
  });
});

describe("filterJobs", () => {
  it("returns every job without filters", () => {
    expect(filterJobs(jobs, {})).toHaveLength(6);
    expect(hasActiveJobFilters({})).toBe(false);
  });

  it("keeps a different number of jobs for each budget option", () => {
    expect(ids(filterJobs(jobs, { budget: 90000 }))).toEqual(["j1", "j5"]);
    expect(ids(filterJobs(jobs, { budget: 120000 }))).toEqual(["j1", "j2", "j5"]);
    expect(ids(filterJobs(jobs, { budget: 200000 }))).toEqual(["j1", "j2", "j3", "j4", "j5"]);
  });

  it("keeps only jobs of the chosen category and duration", () => {
    expect(ids(filterJobs(jobs, { category: "Technology" }))).toEqual(["j3"]);
    expect(ids(filterJobs(jobs, { duration: "Contract" }))).toEqual(["j3", "j5"]);
  });

  it("combines filters so that a job must pass all of them", () => {
    expect(ids(filterJobs(jobs, { duration: "Contract", budget: 90000 }))).toEqual(["j5"]);
    expect(filterJobs(jobs, { category: "Legal", budget: 200000 })).toEqual([]);
  });
});

describe("the filter form's fields", () => {
  it("give each select its value and submit back to the same filters", () => {
    const filters = parse("category=Design&budget=120000");
    expect(jobFilterFields(filters)).toEqual({
      q: "",
      category: "Design",
      duration: "",
      budget: "120000",
      location: "",
      remote: "",
      posted: "",
    });
    expect(canonicalQuery(jobFilterCodec, new URLSearchParams(jobFilterFields(filters)))).toBe(
      "category=Design&budget=120000",
    );
  });

  it("read location, remote and date posted, and leave junk out", () => {
    const filters = parse("location=%20Porto%20&remote=yes&posted=7&category=Procurement");
    expect(filters).toMatchObject({
      location: " Porto ",
      remote: true,
      posted: 7,
      category: "Procurement",
    });
    expect(canonicalQuery(jobFilterCodec, new URLSearchParams(jobFilterFields(filters)))).toBe(
      "category=Procurement&location=+Porto+&remote=yes&posted=7",
    );
    expect(parse("remote=maybe&posted=3")).toMatchObject({ remote: undefined, posted: undefined });
  });

  it("read a form submitted without JavaScript with empty selects as no filter", () => {
    expect(canonicalQuery(jobFilterCodec, new URLSearchParams("category=&duration=&budget="))).toBe(
      "",
    );
  });
});
