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
const sequentialIds = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

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

  it("numbers ids in order with the entity's prefix", () => {
    expect(vendors.map((vendor) => vendor.id)).toEqual(sequentialIds("v", 10));
    expect(projects.map((project) => project.id)).toEqual(sequentialIds("p", 10));
    expect(jobs.map((job) => job.id)).toEqual(sequentialIds("j", 6));
    expect(members.map((member) => member.id)).toEqual(sequentialIds("m", 12));
    expect(challenges.map((challenge) => challenge.id)).toEqual(sequentialIds("c", 3));
    expect(unique(articles.map((article) => article.id))).toBe(true);
  });
});

describe("vendors", () => {
  it("has unique kebab-case slugs and names", () => {
    expect(unique(vendors.map((vendor) => vendor.slug))).toBe(true);
    expect(unique(vendors.map((vendor) => vendor.name))).toBe(true);
    for (const vendor of vendors) expect(vendor.slug).toMatch(KEBAB_CASE);
  });

  it("uses every vendor category and nothing else", () => {
    const used = new Set(vendors.map((vendor) => vendor.category));
    expect([...used].sort()).toEqual([...VENDOR_CATEGORIES].sort());
  });

  it("keeps ratings between 4.5 and 4.9 with one decimal", () => {
    for (const vendor of vendors) {
      expect(vendor.rating).toBeGreaterThanOrEqual(4.5);
      expect(vendor.rating).toBeLessThanOrEqual(4.9);
      expect(Math.round(vendor.rating * 10) / 10).toBe(vendor.rating);
    }
  });

  it("gives each vendor 4-6 services, 3-5 tags and 2-4 certifications", () => {
    for (const vendor of vendors) {
      expect(vendor.services.length).toBeGreaterThanOrEqual(4);
      expect(vendor.services.length).toBeLessThanOrEqual(6);
      expect(vendor.tags.length).toBeGreaterThanOrEqual(3);
      expect(vendor.tags.length).toBeLessThanOrEqual(5);
      expect(vendor.certifications.length).toBeGreaterThanOrEqual(2);
      expect(vendor.certifications.length).toBeLessThanOrEqual(4);
    }
  });

  it("points each logo at /images/vendors/<slug>.svg", () => {
    for (const vendor of vendors) {
      expect(vendor.logoUrl).toBe(`/images/vendors/${vendor.slug}.svg`);
    }
  });

  it("finds a vendor by slug and returns undefined for an unknown slug", () => {
    expect(getVendorBySlug("kestrel-freight-partners")?.id).toBe("v2");
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

  it("has every status, with 3+ Active Tender, 3-4 In Progress and 2-3 Collaboration", () => {
    const count = (status: string) =>
      projects.filter((project) => project.status === status).length;
    for (const status of PROJECT_STATUSES) expect(count(status)).toBeGreaterThan(0);
    expect(count("Active Tender")).toBeGreaterThanOrEqual(3);
    expect(count("In Progress")).toBeGreaterThanOrEqual(3);
    expect(count("In Progress")).toBeLessThanOrEqual(4);
    expect(count("Collaboration")).toBeGreaterThanOrEqual(2);
    expect(count("Collaboration")).toBeLessThanOrEqual(3);
  });

  it("keeps budgets between 750,000 and 15,000,000 and reaches both ends", () => {
    const budgets = projects.map((project) => project.budget);
    for (const budget of budgets) {
      expect(budget).toBeGreaterThanOrEqual(750000);
      expect(budget).toBeLessThanOrEqual(15000000);
    }
    expect(budgets).toContain(750000);
    expect(budgets).toContain(15000000);
    expect(budgets).toContain(1200000);
  });
});

describe("jobs", () => {
  it("has one job per category and uses both durations", () => {
    expect(jobs.map((job) => job.category).sort()).toEqual([...JOB_CATEGORIES].sort());
    expect([...new Set(jobs.map((job) => job.duration))].sort()).toEqual([...JOB_DURATIONS].sort());
  });

  it("mixes remote and on-site jobs and gives each 3-5 tags", () => {
    expect(new Set(jobs.map((job) => job.isRemote)).size).toBe(2);
    for (const job of jobs) {
      expect(job.tags.length).toBeGreaterThanOrEqual(3);
      expect(job.tags.length).toBeLessThanOrEqual(5);
    }
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

  it("gives j1-j3 every long field and j4-j6 none", () => {
    for (const job of jobs.slice(0, 3)) {
      for (const field of LONG_FIELDS) expect(job[field], `${job.id}.${field}`).toBeDefined();
      expect(job.description?.split("\n\n").length).toBeGreaterThanOrEqual(2);
      expect(job.description?.split("\n\n").length).toBeLessThanOrEqual(3);
      expect(job.postedDate).toMatch(/^2026-1[01]-\d{2}$/);
      expect(job.responsibilities?.length).toBeGreaterThanOrEqual(5);
      expect(job.responsibilities?.length).toBeLessThanOrEqual(6);
      expect(job.requirements?.length).toBeGreaterThanOrEqual(5);
      expect(job.requirements?.length).toBeLessThanOrEqual(6);
      expect(job.benefits?.length).toBeGreaterThanOrEqual(4);
      expect(job.benefits?.length).toBeLessThanOrEqual(6);
    }
    for (const job of jobs.slice(3)) {
      for (const field of LONG_FIELDS) expect(field in job, `${job.id}.${field}`).toBe(false);
    }
  });

  it("finds a job by id and returns undefined for an unknown id", () => {
    expect(getJob("j2")?.category).toBe("Design");
    expect(getJob("j99")).toBeUndefined();
  });
});

describe("members", () => {
  it("uses every role and every region", () => {
    expect([...new Set(members.map((member) => member.role))].sort()).toEqual(
      [...MEMBER_ROLES].sort(),
    );
    expect([...new Set(members.map((member) => member.region))].sort()).toEqual(
      [...MEMBER_REGIONS].sort(),
    );
  });

  it("points each avatar at /images/members/<id>.svg", () => {
    for (const member of members) {
      expect(member.avatarUrl).toBe(`/images/members/${member.id}.svg`);
    }
  });
});

describe("articles", () => {
  it("has unique kebab-case slugs, 2026 dates and matching image paths", () => {
    expect(unique(articles.map((article) => article.slug))).toBe(true);
    for (const article of articles) {
      expect(article.slug).toMatch(KEBAB_CASE);
      expect(article.date).toMatch(ISO_DATE);
      expect(article.date.startsWith("2026-")).toBe(true);
      expect(article.imageUrl).toBe(`/images/articles/${article.slug}.svg`);
    }
  });

  it("finds an article by slug and returns undefined for an unknown slug", () => {
    expect(getArticleBySlug(articles[0]?.slug ?? "")).toBe(articles[0]);
    expect(getArticleBySlug("no-such-article")).toBeUndefined();
  });
});

describe("challenges", () => {
  it("has one challenge per status", () => {
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
