import type { AppLoadContext } from "react-router";
import {
  JOB_BUDGET_OPTIONS,
  JOB_CATEGORIES,
  JOB_DURATIONS,
  PROJECT_REGIONS,
  PROJECT_SECTORS,
  VENDOR_CATEGORIES,
} from "~/data/vocabularies";
import { parseVendorFilters } from "~/domains/companies";
import { parseJobFilters } from "~/domains/hiring";
import { decodeCursor, pageOf, readLimit, type ApiPage } from "./cursor";
import { checkQuery, oneOfHint, optionOf } from "./query";
import {
  awardView,
  jobView,
  publicContractView,
  supplierView,
  tenderView,
  type AwardView,
  type JobView,
  type PublicContractView,
  type SupplierView,
  type TenderView,
} from "./views";

// The API's public lists (docs/decisions/491): what /vendors, /projects and /jobs show anyone,
// read by the domains' own queries (their public rules and filters), a cursor page at a time.

const paging = (params: URLSearchParams) => ({
  after: decodeCursor(params.get("cursor")),
  limit: readLimit(params.get("limit")),
});

export async function suppliersPage(
  context: AppLoadContext,
  url: URL,
): Promise<ApiPage<SupplierView>> {
  const params = url.searchParams;
  const filters = parseVendorFilters(params);
  checkQuery(params, filters as Record<string, unknown>, {
    q: "any text, matched against the name and services",
    category: oneOfHint(VENDOR_CATEGORIES),
    location: "any text, matched against the location",
    division: "a CPV division: two digits, such as 45",
    group: "a CPV group: three digits, such as 451",
  });
  const { after, limit } = paging(params);
  const rows = await context.repo.vendors.pageAfter(
    { ...filters, sort: undefined, rating: undefined },
    after,
    limit,
  );
  const origin = context.siteOrigin;
  return pageOf(
    rows,
    limit,
    (v) => ({ key: v.name, id: v.id }),
    (v) => supplierView(v, origin),
  );
}

const TENDER_STATES = ["open", "awarded"] as const;
const TENDER_KINDS = ["tender", "collaboration"] as const;
const CPV_PREFIX = /^\d{2,8}$/;

function tenderFilters(params: URLSearchParams) {
  const cpv = params.get("cpv")?.trim();
  const filters = {
    state: optionOf(params, "state", TENDER_STATES),
    kind: optionOf(params, "kind", TENDER_KINDS),
    region: optionOf(params, "region", PROJECT_REGIONS),
    sector: optionOf(params, "sector", PROJECT_SECTORS),
    cpv: cpv && CPV_PREFIX.test(cpv) ? cpv : undefined,
  };
  checkQuery(params, filters, {
    state: oneOfHint(TENDER_STATES),
    kind: oneOfHint(TENDER_KINDS),
    region: oneOfHint(PROJECT_REGIONS),
    sector: oneOfHint(PROJECT_SECTORS),
    cpv: "the leading 2 to 8 digits of a CPV code (a division is two, such as 45)",
  });
  return filters;
}

export async function tendersPage(
  context: AppLoadContext,
  url: URL,
  now = new Date(),
): Promise<ApiPage<TenderView>> {
  const filters = tenderFilters(url.searchParams);
  const { after, limit } = paging(url.searchParams);
  const rows = await context.repo.tenders.publicPageAfter(filters, "published", after, limit, now);
  return pageOf(
    rows,
    limit,
    (t) => ({ key: t.publishedAt ?? "", id: t.id }),
    (t) => tenderView(t, context.siteOrigin),
  );
}

export async function awardsPage(
  context: AppLoadContext,
  url: URL,
  now = new Date(),
): Promise<ApiPage<AwardView>> {
  const filters = tenderFilters(url.searchParams);
  const { after, limit } = paging(url.searchParams);
  const rows = await context.repo.tenders.publicPageAfter(
    { ...filters, state: "awarded" },
    "awarded",
    after,
    limit,
    now,
  );
  return pageOf(
    rows,
    limit,
    (t) => ({ key: t.awardedAt ?? "", id: t.id }),
    (t) => awardView(t, context.siteOrigin),
  );
}

export async function jobsPage(context: AppLoadContext, url: URL): Promise<ApiPage<JobView>> {
  const params = url.searchParams;
  const filters = parseJobFilters(params);
  checkQuery(params, filters as Record<string, unknown>, {
    category: oneOfHint(JOB_CATEGORIES),
    duration: oneOfHint(JOB_DURATIONS),
    budget: oneOfHint(JOB_BUDGET_OPTIONS.map(String)),
  });
  const { after, limit } = paging(params);
  const rows = await context.repo.jobs.pageAfter(filters, after, limit);
  return pageOf(
    rows,
    limit,
    (j) => ({ key: j.position, id: j.id }),
    (j) => jobView(j, context.siteOrigin),
  );
}

export async function contractsPage(
  context: AppLoadContext,
  url: URL,
): Promise<ApiPage<PublicContractView>> {
  checkQuery(url.searchParams, {}, {});
  const { after, limit } = paging(url.searchParams);
  const rows = await context.repo.contracts.publicPageAfter(after, limit);
  return pageOf(
    rows,
    limit,
    (c) => ({ key: c.acceptedAt, id: c.id }),
    (c) => publicContractView(c, context.siteOrigin),
  );
}
