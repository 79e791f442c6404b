import type {
  Article,
  Challenge,
  Job,
  Member,
  Project,
  Template,
  Vendor,
} from "../../app/data/types";
import type { ChallengeStatus } from "../../app/data/vocabularies";
import type { Insertable, Selectable } from "kysely";
import { handleOf } from "../../app/domains/community";
import { companyNameKey } from "../../app/domains/companies";
import { sampleAuthorId } from "../../app/data/sample-reviews";
import { shownRating } from "../../app/domain/ratings";
import type {
  ArticleTable,
  ChallengeTable,
  JobTable,
  MemberTable,
  ProjectTable,
  TemplateTable,
  VendorTable,
} from "./schema";

// Entities to rows and back. Search columns are derived here, in one place, so every writer
// (seed, registration, fixtures) keeps them in step with the fields they index.

/** Separates the searchable texts of one vendor, so a match cannot span two of them. */
export const SEARCH_SEPARATOR = "\u001f";

export function searchKey(text: string): string {
  return text.trim().toLowerCase();
}

export function vendorRow(vendor: Vendor, position: number): Insertable<VendorTable> {
  return {
    id: vendor.id,
    slug: vendor.slug,
    name: vendor.name,
    name_key: companyNameKey(vendor.name),
    logo_url: vendor.logoUrl,
    short_blurb: vendor.shortBlurb,
    services: JSON.stringify(vendor.services),
    // A vendor's own rating: what the pages show until it has reviews (a company of the
    // network shows none, whatever this holds).
    rating: vendor.rating ?? 0,
    tags: JSON.stringify(vendor.tags),
    category: vendor.category,
    location: vendor.location,
    certifications: JSON.stringify(vendor.certifications),
    search_text: [vendor.name, ...vendor.services]
      .map((s) => s.toLowerCase())
      .join(SEARCH_SEPARATOR),
    location_search: vendor.location.toLowerCase(),
    position,
  };
}

export function vendorFromRow(row: Selectable<VendorTable>): Vendor {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logo_url,
    shortBlurb: row.short_blurb,
    services: JSON.parse(row.services) as string[],
    rating: shownRating({
      reviewCount: Number(row.review_count),
      reviewAverage: row.review_average === null ? null : Number(row.review_average),
    }),
    ...(Number(row.review_count) > 0 ? { reviewCount: Number(row.review_count) } : {}),
    tags: JSON.parse(row.tags) as string[],
    category: row.category as Vendor["category"],
    location: row.location,
    certifications: JSON.parse(row.certifications) as string[],
  };
}

export function jobRow(job: Job, position: number): Insertable<JobTable> {
  const {
    id,
    title,
    company,
    location,
    budgetMin,
    budgetMax,
    duration,
    category,
    tags,
    isRemote,
    ...details
  } = job;
  return {
    id,
    title,
    company,
    location,
    budget_min: budgetMin,
    budget_max: budgetMax,
    duration,
    category,
    tags: JSON.stringify(tags),
    is_remote: isRemote ? 1 : 0,
    details: details.description === undefined ? null : JSON.stringify(details),
    position,
  };
}

export function jobFromRow(row: Selectable<JobTable>): Job {
  const posted = {
    ...(row.closes_on ? { closesOn: row.closes_on } : {}),
    ...(row.updated_at ? { updatedDate: row.updated_at.slice(0, 10) } : {}),
    ...(row.published_at ? { postedDate: row.published_at.slice(0, 10) } : {}),
  };
  const base = {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    budgetMin: Number(row.budget_min),
    budgetMax: Number(row.budget_max),
    duration: row.duration as Job["duration"],
    category: row.category as Job["category"],
    tags: JSON.parse(row.tags) as string[],
    isRemote: Number(row.is_remote) === 1,
    currency: row.currency,
  };
  return row.details
    ? ({ ...base, ...(JSON.parse(row.details) as object), ...posted } as Job)
    : ({ ...base, ...posted } as Job);
}

export function memberRow(member: Member, position: number): Insertable<MemberTable> {
  return {
    id: member.id,
    name: member.name,
    name_search: member.name.toLowerCase(),
    avatar_url: member.avatarUrl,
    role: member.role,
    region: member.region,
    position,
    user_id: sampleAuthorId(member.id),
    handle: handleOf(member.name),
    organisation: null,
    bio: null,
    photo_file: null,
    listed: 1,
  };
}

export function memberFromRow(row: Selectable<MemberTable>): Member {
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.avatar_url,
    role: row.role,
    region: row.region as Member["region"],
    handle: row.handle ?? handleOf(row.name),
  };
}

/** Rows that are the entity itself with its place in the list. */
export function positioned<T extends object>(item: T, position: number): T & { position: number } {
  return { ...item, position };
}

/** A sample article, published on its date (its body is added by the knowledge samples). */
export function articleRow(
  { imageUrl, ...article }: Article,
  position: number,
): Insertable<ArticleTable> {
  return { ...article, image_url: imageUrl, position, publish_at: `${article.date}T08:00:00.000Z` };
}

export function templateRow(
  { fileUrl, fileType, ...template }: Template,
  position: number,
): TemplateTable {
  return { ...template, file_url: fileUrl, file_type: fileType, position };
}

export function projectFromRow({ position: _, ...row }: ProjectTable): Project {
  return {
    ...row,
    budget: Number(row.budget),
    region: row.region as Project["region"],
    sector: row.sector as Project["sector"],
    status: row.status as Project["status"],
  };
}

export function challengeFromRow({ position: _, ...row }: ChallengeTable): Challenge {
  return { ...row, status: row.status as ChallengeStatus };
}

export function templateFromRow({
  file_url,
  file_type,
  position: _,
  ...row
}: TemplateTable): Template {
  return {
    ...row,
    fileUrl: file_url,
    fileType: file_type as Template["fileType"],
    category: row.category as Template["category"],
  };
}
