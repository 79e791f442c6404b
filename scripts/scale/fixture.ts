// A benchmark fixture, not shipped data: 10,000 vendors, 5,000 projects, 2,000 jobs and 10,000
// members generated from a fixed seed with the product's vocabularies, the sizes the home page
// claims. The same seed always gives the same data.
import type { Job, Member, Project, Vendor } from "../../app/data/types";
import {
  JOB_CATEGORIES,
  JOB_DURATIONS,
  MEMBER_REGIONS,
  MEMBER_ROLES,
  PROJECT_REGIONS,
  PROJECT_SECTORS,
  PROJECT_STATUSES,
  VENDOR_CATEGORIES,
} from "../../app/data/vocabularies";

export const FIXTURE_SEED = 20261121;
export const FIXTURE_SIZES = { vendors: 10_000, projects: 5_000, jobs: 2_000, members: 10_000 };

/** mulberry32: a small, fast, seeded PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const NAME_PARTS = [
  "North",
  "Blue",
  "Iron",
  "Summit",
  "Harbor",
  "Vertex",
  "Cedar",
  "Prime",
  "Atlas",
  "Nova",
  "Delta",
  "Granite",
  "Silver",
  "Orbit",
  "Falcon",
  "Maple",
  "Quartz",
  "Beacon",
  "Pioneer",
  "Crest",
];
export const NAME_KINDS = [
  "Logistics",
  "Systems",
  "Partners",
  "Works",
  "Industries",
  "Solutions",
  "Supply",
  "Group",
  "Labs",
  "Traders",
];
export const CITIES = [
  "Austin, TX, USA",
  "Rotterdam, Netherlands",
  "Singapore",
  "London, United Kingdom",
  "Dubai, UAE",
  "São Paulo, Brazil",
  "Toronto, Canada",
  "Munich, Germany",
  "Sydney, Australia",
  "Mumbai, India",
  "Chicago, IL, USA",
  "Lyon, France",
];
export const SERVICES = [
  "Freight forwarding",
  "Cloud migration",
  "Brand strategy",
  "Steel fabrication",
  "Audit support",
  "Solar installation",
  "CNC machining",
  "Payroll outsourcing",
  "Warehouse automation",
  "Trade finance",
  "Cybersecurity audits",
  "Packaging design",
  "Facility maintenance",
  "Cold chain storage",
  "Data analytics",
];
const FIRST = [
  "Ava",
  "Liam",
  "Noah",
  "Mia",
  "Sofia",
  "Arjun",
  "Chen",
  "Fatima",
  "Lucas",
  "Amara",
  "Kenji",
  "Elena",
  "Omar",
  "Priya",
  "Mateo",
  "Zara",
];
const LAST = [
  "Okafor",
  "Lindqvist",
  "Tanaka",
  "Haddad",
  "Moreau",
  "Silva",
  "Kowalski",
  "Nguyen",
  "Rahman",
  "Fischer",
  "Costa",
  "Patel",
  "Murphy",
  "Ibrahim",
  "Rossi",
  "Kim",
];

export const VENDOR_TAGS = ["ISO", "Local", "Global", "SME", "Certified", "24/7"];
export const VENDOR_CERTIFICATIONS = ["ISO 9001", "ISO 14001", "ISO 27001", "SOC 2 Type II"];

export interface Fixture {
  vendors: Vendor[];
  projects: Project[];
  jobs: Job[];
  members: Member[];
}

/** Makers of one row each, drawing from `r` in a fixed order: the same seed, the same rows. */
export function fixtureMakers(r: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const some = <T>(list: readonly T[], n: number): T[] =>
    Array.from({ length: n }, () => pick(list)).filter((v, i, all) => all.indexOf(v) === i);
  const vendor = (i: number): Vendor => {
    const name = `${pick(NAME_PARTS)} ${pick(NAME_PARTS)} ${pick(NAME_KINDS)} ${i + 1}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    return {
      id: `fv${i + 1}`,
      slug,
      name,
      logoUrl: "/images/vendors/lumenstack-technologies.svg",
      shortBlurb: `${name} serves buyers across ${pick(CITIES).split(", ").pop()} with dependable delivery.`,
      services: some(SERVICES, 4),
      rating: Math.round((3 + r() * 2) * 10) / 10,
      tags: some(VENDOR_TAGS, 3),
      category: pick(VENDOR_CATEGORIES),
      location: pick(CITIES),
      certifications: some(VENDOR_CERTIFICATIONS, 2),
    };
  };
  const project = (i: number): Project => ({
    id: `fp${i + 1}`,
    title: `${pick(NAME_PARTS)} ${pick(["Grid", "Depot", "Campus", "Platform", "Corridor", "Plant"])} ${pick(["Upgrade", "Rollout", "Tender", "Expansion"])}`,
    description: `Sourcing partners for a ${pick(PROJECT_SECTORS).toLowerCase()} programme.`,
    region: pick(PROJECT_REGIONS),
    sector: pick(PROJECT_SECTORS),
    budget: Math.round(750_000 + r() * 14_250_000),
    status: pick(PROJECT_STATUSES),
  });
  const job = (i: number): Job => {
    const min = Math.round(40_000 + r() * 120_000);
    return {
      id: `fj${i + 1}`,
      title: `${pick(["Senior", "Lead", "Junior", "Principal"])} ${pick(["Buyer", "Analyst", "Designer", "Engineer", "Coordinator", "Counsel"])}`,
      company: `${pick(NAME_PARTS)} ${pick(NAME_KINDS)}`,
      location: pick(CITIES),
      budgetMin: min,
      budgetMax: min + Math.round(r() * 60_000),
      duration: pick(JOB_DURATIONS),
      category: pick(JOB_CATEGORIES),
      tags: some(["Remote-friendly", "SAP", "Negotiation", "Excel", "Figma", "Contracts"], 3),
      isRemote: r() < 0.4,
    };
  };
  const member = (i: number): Member => ({
    id: `fm${i + 1}`,
    name: `${pick(FIRST)} ${pick(LAST)}`,
    avatarUrl: "/images/members/m1.svg",
    role: pick(MEMBER_ROLES),
    region: pick(MEMBER_REGIONS),
  });
  return { pick, vendor, project, job, member };
}

export function makeFixture(seed = FIXTURE_SEED, sizes = FIXTURE_SIZES): Fixture {
  const make = fixtureMakers(rng(seed));
  const vendors = Array.from({ length: sizes.vendors }, (_, i) => make.vendor(i));
  const projects = Array.from({ length: sizes.projects }, (_, i) => make.project(i));
  const jobs = Array.from({ length: sizes.jobs }, (_, i) => make.job(i));
  const members = Array.from({ length: sizes.members }, (_, i) => make.member(i));
  return { vendors, projects, jobs, members };
}
