import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { articles, getArticleBySlug } from "./articles";
import { challenges } from "./challenges";
import { getJob, jobs } from "./jobs";
import { members } from "./members";
import { projects } from "./projects";
import { spendByDepartment } from "./spend";
import { getVendorBySlug, vendors } from "./vendors";
import {
  CHALLENGE_STATUSES,
  JOB_BUDGET_OPTIONS,
  JOB_CATEGORIES,
  JOB_DURATIONS,
  MEMBER_REGIONS,
  MEMBER_ROLES,
  PROJECT_REGIONS,
  PROJECT_SECTORS,
  PROJECT_STATUSES,
  VENDOR_CATEGORIES,
} from "./vocabularies";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LONG_FIELDS = [
  "description",
  "postedDate",
  "companyDescription",
  "responsibilities",
  "requirements",
  "benefits",
] as const;

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe("sample data counts", () => {
  it("has exactly the number of records the spec lists", () => {
    expect(vendors).toHaveLength(10);
    expect(projects).toHaveLength(10);
    expect(jobs).toHaveLength(6);
    expect(members).toHaveLength(12);
    expect(articles).toHaveLength(6);
    expect(challenges).toHaveLength(3);
    expect(spendByDepartment).toHaveLength(5);
  });

  it("gives every record an id of its own, and the jobs the ids j1 to j6 their links use", () => {
    for (const records of [vendors, projects, jobs, members, articles, challenges]) {
      expect(unique(records.map((record) => record.id))).toBe(true);
    }
    expect(jobs.map((job) => job.id).sort()).toEqual(["j1", "j2", "j3", "j4", "j5", "j6"]);
  });
});

describe("vendors", () => {
  it("has unique kebab-case slugs and names", () => {
    expect(unique(vendors.map((vendor) => vendor.slug))).toBe(true);
    expect(unique(vendors.map((vendor) => vendor.name))).toBe(true);
    for (const vendor of vendors) expect(vendor.slug).toMatch(KEBAB_CASE);
  });

  it("has a vendor in every category the filter offers, and none outside them", () => {
    const used = new Set(vendors.map((vendor) => vendor.category));
    expect([...used].sort()).toEqual([...VENDOR_CATEGORIES].sort());
  });

  it("rates every vendor within the spec's 4.5 to 4.9, on the slider's 0.1 steps", () => {
    for (const { rating } of vendors) {
      expect(rating).toBeGreaterThanOrEqual(4.5);
      expect(rating).toBeLessThanOrEqual(4.9);
      expect(Math.round((rating ?? NaN) * 10) / 10).toBe(rating);
    }
  });

  it("gives every profile section something to show: services, tags, certifications", () => {
    for (const vendor of vendors) {
      expect(vendor.services.length, vendor.slug).toBeGreaterThan(0);
      expect(vendor.tags.length, vendor.slug).toBeGreaterThan(0);
      expect(vendor.certifications.length, vendor.slug).toBeGreaterThan(0);
    }
  });

  it("finds a vendor by slug and returns undefined for an unknown slug", () => {
    for (const vendor of vendors) expect(getVendorBySlug(vendor.slug)).toBe(vendor);
    expect(getVendorBySlug("no-such-vendor")).toBeUndefined();
  });
});

describe("projects", () => {
  it("uses every region and sector from the vocabularies", () => {
    expect([...new Set(projects.map((project) => project.region))].sort()).toEqual(
      [...PROJECT_REGIONS].sort(),
    );
    expect([...new Set(projects.map((project) => project.sector))].sort()).toEqual(
      [...PROJECT_SECTORS].sort(),
    );
  });

  it("has a project under every status tab", () => {
    for (const status of PROJECT_STATUSES) {
      expect(
        projects.some((project) => project.status === status),
        status,
      ).toBe(true);
    }
  });

  it("runs budgets from 750,000 to 15,000,000, as the spec's samples do", () => {
    const budgets = projects.map((project) => project.budget);
    expect(Math.min(...budgets)).toBe(750000);
    expect(Math.max(...budgets)).toBe(15000000);
  });
});

describe("jobs", () => {
  it("has one job per category and uses both durations", () => {
    // Procurement (issue 44) is for jobs members post: no sample job has it.
    expect(jobs.map((job) => job.category).sort()).toEqual(
      JOB_CATEGORIES.filter((c) => c !== "Procurement").sort(),
    );
    expect([...new Set(jobs.map((job) => job.duration))].sort()).toEqual([...JOB_DURATIONS].sort());
  });

  it("mixes remote and on-site jobs, so the Remote badge and filter both have something to do", () => {
    expect(new Set(jobs.map((job) => job.isRemote)).size).toBe(2);
  });

  it("keeps budgetMin at or below budgetMax", () => {
    for (const job of jobs) expect(job.budgetMin).toBeLessThanOrEqual(job.budgetMax);
  });

  it("makes each budget option keep a different number of jobs", () => {
    const counts = JOB_BUDGET_OPTIONS.map(
      (max) => jobs.filter((job) => job.budgetMax <= max).length,
    );
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(unique([...counts, jobs.length])).toBe(true);
  });

  it("gives the first three jobs the details page's long fields, as the spec says, and the others none", () => {
    for (const job of jobs.slice(0, 3)) {
      for (const field of LONG_FIELDS) expect(job[field], `${job.id}.${field}`).toBeDefined();
      expect(job.postedDate).toMatch(ISO_DATE);
      for (const list of [job.responsibilities, job.requirements, job.benefits]) {
        expect(list?.length, job.id).toBeGreaterThan(0);
      }
    }
    for (const job of jobs.slice(3)) {
      for (const field of LONG_FIELDS) expect(field in job, `${job.id}.${field}`).toBe(false);
    }
  });

  it("finds a job by id and returns undefined for an unknown id", () => {
    for (const job of jobs) expect(getJob(job.id)).toBe(job);
    expect(getJob("j99")).toBeUndefined();
  });
});

describe("members", () => {
  it("has a member for every role and region the filters offer", () => {
    expect([...new Set(members.map((member) => member.role))].sort()).toEqual(
      [...MEMBER_ROLES].sort(),
    );
    expect([...new Set(members.map((member) => member.region))].sort()).toEqual(
      [...MEMBER_REGIONS].sort(),
    );
  });
});

describe("articles", () => {
  it("has unique kebab-case slugs for its addresses, and calendar dates", () => {
    expect(unique(articles.map((article) => article.slug))).toBe(true);
    for (const article of articles) {
      expect(article.slug).toMatch(KEBAB_CASE);
      expect(article.date).toMatch(ISO_DATE);
      expect(Number.isNaN(Date.parse(article.date))).toBe(false);
    }
  });

  it("finds an article by slug and returns undefined for an unknown slug", () => {
    expect(getArticleBySlug(articles[0]?.slug ?? "")).toBe(articles[0]);
    expect(getArticleBySlug("no-such-article")).toBeUndefined();
  });
});

describe("challenges", () => {
  it("has one challenge under each of the spec's three statuses", () => {
    expect(challenges.map((challenge) => challenge.status).sort()).toEqual(
      [...CHALLENGE_STATUSES].sort(),
    );
  });
});

describe("spend by department", () => {
  it("matches the spec's sample in order", () => {
    expect(spendByDepartment).toEqual([
      { name: "Tech", spend: 4000 },
      { name: "Marketing", spend: 3000 },
      { name: "Logistics", spend: 2000 },
      { name: "Legal", spend: 2780 },
      { name: "HR", spend: 1890 },
    ]);
  });
});

describe("images", () => {
  it("has a file in public/ for every image URL", () => {
    const urls = [
      ...vendors.map((vendor) => vendor.logoUrl),
      ...members.map((member) => member.avatarUrl),
      ...articles.map((article) => article.imageUrl),
    ];
    const missing = urls.filter((url) => !existsSync(`${publicDir}${url}`));
    expect(missing, "run `npx tsx scripts/generate-images.ts`").toEqual([]);
  });
});
