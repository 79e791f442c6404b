// The part of the schema.org vocabulary our structured data uses: each type with the properties
// schema.org defines for it (checked against schema.org's type pages), and what search engines
// require of a job ad.

const vocabulary: Record<string, readonly string[]> = {
  Organization: [
    "name",
    "url",
    "logo",
    "slogan",
    "description",
    "address",
    "knowsAbout",
    "hasCredential",
    "aggregateRating",
  ],
  AggregateRating: ["ratingValue", "reviewCount", "bestRating", "worstRating"],
  WebSite: ["name", "url", "description", "potentialAction"],
  SearchAction: ["target", "query-input"],
  EntryPoint: ["urlTemplate"],
  PostalAddress: ["addressLocality", "addressRegion", "addressCountry"],
  JobPosting: [
    "title",
    "description",
    "url",
    "identifier",
    "hiringOrganization",
    "employmentType",
    "jobLocation",
    "jobLocationType",
    "applicantLocationRequirements",
    "baseSalary",
    "skills",
    "occupationalCategory",
    "datePosted",
  ],
  PropertyValue: ["name", "value"],
  Place: ["address"],
  MonetaryAmount: ["currency", "value"],
  QuantitativeValue: ["minValue", "maxValue", "unitText"],
  Country: ["name"],
  EducationalOccupationalCredential: ["name"],
  Article: [
    "headline",
    "description",
    "image",
    "datePublished",
    "dateModified",
    "author",
    "publisher",
    "mainEntityOfPage",
    "wordCount",
  ],
  Person: ["name"],
  ImageObject: ["url"],
};

const EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
];

/** Problems with a JSON-LD node and everything inside it; empty when valid. */
export function schemaOrgProblems(node: unknown, where = "$"): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => schemaOrgProblems(n, `${where}[${i}]`));
  if (node === null || typeof node !== "object") return [];
  const obj = node as Record<string, unknown>;
  const type = obj["@type"];
  if (typeof type !== "string") return [`${where}: no @type`];
  const allowed = vocabulary[type];
  if (!allowed) return [`${where}: unknown type ${type}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(obj)) {
    if (key.startsWith("@")) continue;
    if (!allowed.includes(key)) problems.push(`${where}: ${type} has no property ${key}`);
    problems.push(...schemaOrgProblems(value, `${where}.${key}`));
  }
  if (type === "JobPosting") {
    for (const required of [
      "title",
      "description",
      "hiringOrganization",
      "baseSalary",
      "employmentType",
    ]) {
      if (!(required in obj)) problems.push(`${where}: JobPosting lacks ${required}`);
    }
    if (!("jobLocation" in obj) && !("jobLocationType" in obj)) {
      problems.push(`${where}: JobPosting lacks a location`);
    }
    if (!EMPLOYMENT_TYPES.includes(String(obj.employmentType))) {
      problems.push(`${where}: employmentType ${String(obj.employmentType)} is not a known value`);
    }
  }
  return problems;
}

export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
