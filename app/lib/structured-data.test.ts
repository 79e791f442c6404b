import { describe, expect, it } from "vitest";
import { getJob } from "~/data/jobs";
import { vendors } from "~/data/vendors";
import { siteOrganizationLd, websiteLd } from "./site-structured-data";
import {
  jobDescription,
  jobPostingLd,
  postalAddress,
  vendorOrganizationLd,
} from "./structured-data";

const ORIGIN = "https://buyers.example.test";

describe("postalAddress", () => {
  it("splits locality, region and country", () => {
    expect(postalAddress("Austin, TX, USA")).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Austin",
      addressRegion: "TX",
      addressCountry: "USA",
    });
    expect(postalAddress("Rotterdam, Netherlands")).toMatchObject({
      addressLocality: "Rotterdam",
      addressCountry: "Netherlands",
    });
    expect(postalAddress("Singapore")).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Singapore",
    });
  });
});

describe("jobPostingLd", () => {
  it("carries title, description, organisation, location, salary, type and date for j1", () => {
    const ld = jobPostingLd(getJob("j1")!, ORIGIN);
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: "Senior Logistics Coordinator",
      hiringOrganization: { "@type": "Organization", name: "Kestrel Freight Partners" },
      employmentType: "FULL_TIME",
      datePosted: "2026-11-12",
      baseSalary: {
        currency: "USD",
        value: { minValue: 68000, maxValue: 85000, unitText: "YEAR" },
      },
      jobLocation: { address: { addressLocality: "Rotterdam" } },
    });
    expect(String(ld.description).length).toBeGreaterThan(100);
  });

  it("marks remote jobs as telecommute", () => {
    const ld = jobPostingLd(getJob("j2")!, ORIGIN);
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
  });

  it("composes a description and leaves out the date for jobs without long fields", () => {
    const job = getJob("j4")!;
    expect(job.description).toBeUndefined();
    const ld = jobPostingLd(job, ORIGIN);
    expect(ld.datePosted).toBeUndefined();
    expect(ld.description).toBe(jobDescription(job));
    expect(String(ld.description)).toContain(job.company);
  });
});

describe("site and vendor data", () => {
  it("describes the site as an Organization and a WebSite with a supplier search", () => {
    expect(siteOrganizationLd(ORIGIN)).toMatchObject({
      "@type": "Organization",
      name: "ProcureConnect",
    });
    expect(websiteLd(ORIGIN)).toMatchObject({
      "@type": "WebSite",
      url: `${ORIGIN}/`,
      potentialAction: { target: { urlTemplate: `${ORIGIN}/vendors?q={search_term_string}` } },
    });
  });

  it("describes a vendor as an Organization with its address, on the public origin", () => {
    const ld = vendorOrganizationLd(vendors[0]!, ORIGIN);
    expect(ld).toMatchObject({
      "@type": "Organization",
      name: vendors[0]!.name,
      url: `${ORIGIN}/vendors/${vendors[0]!.slug}`,
      address: { "@type": "PostalAddress" },
    });
  });

  it("claims no AggregateRating for a listed rating without reviews behind it", () => {
    // Sample vendors now have sample reviews behind their ratings (issue 22): a vendor without any.
    expect(vendorOrganizationLd({ ...vendors[0]!, reviewCount: 0 }, ORIGIN)).not.toHaveProperty(
      "aggregateRating",
    );
  });

  it("gives the average of the published reviews as AggregateRating, as the page shows it", () => {
    const ld = vendorOrganizationLd({ ...vendors[0]!, rating: 4, reviewCount: 3 }, ORIGIN);
    expect(ld.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.0",
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
