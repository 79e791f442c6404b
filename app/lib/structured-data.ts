import type { Job, Vendor } from "~/data/types";
import { formatRating } from "~/domain/ratings";
import { absoluteUrl } from "./public-origin";
import { LOGO_PATH } from "./site-structured-data";
import { SITE_NAME } from "./site-config";

// schema.org JSON-LD for search engines: the site (home page), vendor profiles and job ads, their
// addresses on the public origin the page was given (app/lib/public-origin.ts).

export type JsonLd = Record<string, unknown> & {
  "@context": "https://schema.org";
  "@type": string;
};

/** "Austin, TX, USA" -> locality Austin, region TX, country USA. */
export function postalAddress(location: string) {
  const parts = location
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const address: Record<string, string> = { "@type": "PostalAddress" };
  if (parts.length === 1) {
    address.addressLocality = parts[0]!;
    return address;
  }
  address.addressLocality = parts[0]!;
  address.addressCountry = parts[parts.length - 1]!;
  if (parts.length > 2) address.addressRegion = parts.slice(1, -1).join(", ");
  return address;
}

/**
 * A vendor profile. Once it has published reviews, their average is its AggregateRating (the
 * number the page shows); a listed rating with no reviews behind it is not claimed.
 */
export function vendorOrganizationLd(
  vendor: Vendor & { website?: string | null },
  origin: string,
): JsonLd {
  const ld: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: vendor.name,
    url: absoluteUrl(origin, `/vendors/${vendor.slug}`),
    logo: absoluteUrl(origin, vendor.logoUrl),
    description: vendor.shortBlurb,
    address: postalAddress(vendor.location),
    knowsAbout: [...vendor.services],
    hasCredential: vendor.certifications.map((name) => ({
      "@type": "EducationalOccupationalCredential",
      name,
    })),
  };
  // A registered company's own site.
  if (vendor.website) ld.sameAs = [vendor.website];
  if (vendor.reviewCount && vendor.rating !== null) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: formatRating(vendor.rating),
      reviewCount: vendor.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

/** A job ad's description: its own text, or one composed from its fields when it has none. */
export function jobDescription(job: Job): string {
  if (job.description) return job.description;
  const where = job.isRemote ? `remote (${job.location})` : job.location;
  return `${job.company} is hiring a ${job.title} (${job.duration.toLowerCase()}, ${job.category}), based ${where === job.location ? `in ${where}` : where}. Skills: ${job.tags.join(", ")}.`;
}

export function jobPostingLd(job: Job, origin: string): JsonLd {
  const ld: JsonLd = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescription(job),
    url: absoluteUrl(origin, `/jobs/${job.id}`),
    identifier: { "@type": "PropertyValue", name: job.company, value: job.id },
    hiringOrganization: {
      "@type": "Organization",
      name: job.company,
      ...(job.companyDescription ? { description: job.companyDescription } : {}),
    },
    employmentType: job.duration === "Full-time" ? "FULL_TIME" : "CONTRACTOR",
    jobLocation: { "@type": "Place", address: postalAddress(job.location) },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: {
        "@type": "QuantitativeValue",
        minValue: job.budgetMin,
        maxValue: job.budgetMax,
        unitText: "YEAR",
      },
    },
    skills: job.tags.join(", "),
    occupationalCategory: job.category,
  };
  if (job.postedDate) ld.datePosted = job.postedDate;
  // A posted job takes applications until the end of its closing day (UTC).
  if (job.closesOn) ld.validThrough = `${job.closesOn}T23:59:59Z`;
  if (job.isRemote) {
    ld.jobLocationType = "TELECOMMUTE";
    const country = postalAddress(job.location).addressCountry;
    if (country) ld.applicantLocationRequirements = { "@type": "Country", name: country };
  }
  return ld;
}

/** An article, case study or guide (its page at `path`). */
export function articleLd(
  article: {
    title: string;
    excerpt: string;
    author: string;
    date: string;
    updatedAt?: string | null;
    imageUrl: string;
    path: string;
    words: number;
  },
  origin: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    ...(article.imageUrl ? { image: absoluteUrl(origin, article.imageUrl) } : {}),
    datePublished: article.date,
    dateModified: article.updatedAt ?? article.date,
    author: { "@type": "Person", name: article.author },
    publisher: {
      "@type": "Organization",
      name: SITE_NAME,
      logo: { "@type": "ImageObject", url: absoluteUrl(origin, LOGO_PATH) },
    },
    mainEntityOfPage: absoluteUrl(origin, article.path),
    wordCount: article.words,
  };
}
