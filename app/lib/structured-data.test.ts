import { describe, expect, it } from "vitest";
import { getJob } from "~/data/jobs";
import { getVendorBySlug, vendors } from "~/data/vendors";
import {
  jobDescription,
  jobPostingLd,
  jsonLdScript,
  postalAddress,
  siteOrganizationLd,
  structuredDataFor,
  vendorOrganizationLd,
  websiteLd,
} from "./structured-data";

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
    const ld = jobPostingLd(getJob("j1")!);
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
    const ld = jobPostingLd(getJob("j2")!);
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
  });

  it("composes a description and leaves out the date for jobs without long fields", () => {
    const job = getJob("j4")!;
    expect(job.description).toBeUndefined();
    const ld = jobPostingLd(job);
    expect(ld.datePosted).toBeUndefined();
    expect(ld.description).toBe(jobDescription(job));
    expect(String(ld.description)).toContain(job.company);
  });
});

describe("site and vendor data", () => {
  it("describes the site as an Organization and a WebSite with a supplier search", () => {
    expect(siteOrganizationLd()).toMatchObject({ "@type": "Organization", name: "ProcureConnect" });
    expect(websiteLd()).toMatchObject({
      "@type": "WebSite",
      potentialAction: { target: { urlTemplate: expect.stringContaining("/vendors?q=") } },
    });
  });

  it("describes a vendor as an Organization with its address", () => {
    const ld = vendorOrganizationLd(vendors[0]!);
    expect(ld).toMatchObject({
      "@type": "Organization",
      name: vendors[0]!.name,
      address: { "@type": "PostalAddress" },
    });
  });
});

describe("structuredDataFor", () => {
  const lookup = { vendor: getVendorBySlug, job: getJob };

  it("gives the home page the site's Organization and WebSite", () => {
    expect(structuredDataFor("/", lookup).map((d) => d["@type"])).toEqual([
      "Organization",
      "WebSite",
    ]);
  });

  it("gives vendor profiles an Organization and job ads a JobPosting", () => {
    expect(structuredDataFor("/vendors/lumenstack-technologies", lookup)[0]?.name).toBe(
      "Lumenstack Technologies",
    );
    expect(structuredDataFor("/jobs/j4", lookup)[0]?.["@type"]).toBe("JobPosting");
  });

  it("gives other and unknown pages none", () => {
    expect(structuredDataFor("/vendors", lookup)).toEqual([]);
    expect(structuredDataFor("/vendors/_not-found", lookup)).toEqual([]);
    expect(structuredDataFor("/jobs/j99", lookup)).toEqual([]);
  });
});

describe("jsonLdScript", () => {
  it("escapes < so the data cannot close the script", () => {
    const tag = jsonLdScript({
      "@context": "https://schema.org",
      "@type": "Thing",
      name: "</script>",
    });
    expect(tag).toBe(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing","name":"\\u003c/script>"}</script>',
    );
  });
});
