import { units, unitsOrNull } from "./money";
import type { Job, Vendor } from "~/data/types";

// What the API's public lists say of each record (docs/decisions/491): what the public pages show
// anyone, with the page's address. The OpenAPI document's schemas (openapi-public.ts) describe
// these shapes; the API's tests check every answer against them.

export interface SupplierView {
  id: string;
  slug: string;
  name: string;
  category: string;
  location: string;
  services: string[];
  rating: number | null;
  reviewCount: number;
  url: string;
}

export function supplierView(v: Vendor, origin: string): SupplierView {
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    category: v.category,
    location: v.location,
    services: [...v.services],
    rating: v.rating,
    reviewCount: v.reviewCount ?? 0,
    url: `${origin}/vendors/${v.slug}`,
  };
}

/** A public tender as the tenders' list query gives it (the budget null when hidden). */
export interface PublicTender {
  id: string;
  title: string;
  description: string;
  kind: string;
  phase: string;
  buyerName: string;
  region: string;
  sector: string;
  budget: number | null;
  currency: string;
  publishedAt: string | null;
  questionDeadline: string;
  bidDeadline: string;
  awardedAt: string | null;
  awardReason: string | null;
  award: { vendorSlug: string; vendorName: string; total: number | null } | null;
}

/** A tender as the API gives it: the list's fields but the award's, with its addresses. */
export interface TenderView extends Omit<PublicTender, "awardReason" | "award"> {
  url: string;
  ocdsUrl: string;
}

export function tenderView(t: PublicTender, origin: string): TenderView {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    kind: t.kind,
    phase: t.phase,
    buyerName: t.buyerName,
    region: t.region,
    sector: t.sector,
    budget: t.budget,
    currency: t.currency,
    publishedAt: t.publishedAt,
    questionDeadline: t.questionDeadline,
    bidDeadline: t.bidDeadline,
    awardedAt: t.awardedAt,
    url: `${origin}/projects/${t.id}`,
    ocdsUrl: `${origin}/projects/${t.id}/ocds.json`,
  };
}

export interface AwardView {
  tenderId: string;
  tenderTitle: string;
  buyerName: string;
  awardedAt: string;
  supplier: { slug: string; name: string; url: string } | null;
  /** The amount in the currency's units, when the buyer shows it (decision 130 keeps the reason public). */
  amount: number | null;
  currency: string;
  reason: string | null;
  url: string;
}

export function awardView(t: PublicTender, origin: string): AwardView {
  return {
    tenderId: t.id,
    tenderTitle: t.title,
    buyerName: t.buyerName,
    awardedAt: t.awardedAt ?? "",
    supplier: t.award
      ? {
          slug: t.award.vendorSlug,
          name: t.award.vendorName,
          url: `${origin}/vendors/${t.award.vendorSlug}`,
        }
      : null,
    amount: unitsOrNull(t.award?.total ?? null),
    currency: t.currency,
    reason: t.awardReason,
    url: `${origin}/projects/${t.id}`,
  };
}

export interface JobView {
  id: string;
  title: string;
  company: string;
  location: string;
  budgetMin: number;
  budgetMax: number;
  duration: string;
  category: string;
  tags: string[];
  isRemote: boolean;
  closesOn: string | null;
  url: string;
}

export function jobView(j: Job, origin: string): JobView {
  return {
    id: j.id,
    title: j.title,
    company: j.company,
    location: j.location,
    budgetMin: j.budgetMin,
    budgetMax: j.budgetMax,
    duration: j.duration,
    category: j.category,
    tags: [...j.tags],
    isRemote: j.isRemote,
    closesOn: j.closesOn ?? null,
    url: `${origin}/jobs/${j.id}`,
  };
}

/** A public contract as its query gives it (the value in hundredths). */
export interface PublicContractRow {
  id: string;
  title: string;
  status: string;
  tenderId: string;
  buyerName: string;
  supplierName: string;
  value: number;
  currency: string;
  periodStart: string;
  periodEnd: string;
  acceptedAt: string;
}

export interface PublicContractView extends Omit<PublicContractRow, "value"> {
  /** In the currency's units. */
  value: number;
  tenderUrl: string;
  ocdsRecordUrl: string;
}

export function publicContractView(c: PublicContractRow, origin: string): PublicContractView {
  return {
    ...c,
    value: units(c.value),
    tenderUrl: `${origin}/projects/${c.tenderId}`,
    ocdsRecordUrl: `${origin}/projects/${c.tenderId}/ocds-record.json`,
  };
}
