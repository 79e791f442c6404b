// The bulk files and the change feed, as /developers lists them (issue 45 item 5, decision 506).

export interface BulkLink {
  href: string;
  title: string;
  description: string;
}

export const bulkLinks: readonly BulkLink[] = [
  {
    href: "/api/v1/changes",
    title: "Change feed",
    description:
      "Every public change in order (suppliers, tenders, awards, contracts, jobs), paged by an opaque cursor: pass back `next` as `after`. No token needed.",
  },
  {
    href: "/api/v1/ocds/releases",
    title: "OCDS release packages by day",
    description:
      "The days of the last month with releases, each linking its release package: /api/v1/ocds/releases/YYYY-MM-DD.json holds every release published that UTC day.",
  },
  {
    href: "/projects/ocds.json",
    title: "Awarded tenders (OCDS)",
    description: "The latest awarded public tenders as one OCDS release package.",
  },
  {
    href: "/api/v1/ocds/records/{id}.json",
    title: "OCDS record package per process",
    description:
      "A public tender's contracting process (tender, award, contracts and their amendments) with its compiled release; also at /projects/{id}/ocds-record.json.",
  },
];
