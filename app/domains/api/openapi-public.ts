import {
  JOB_BUDGET_OPTIONS,
  JOB_CATEGORIES,
  JOB_DURATIONS,
  PROJECT_REGIONS,
  PROJECT_SECTORS,
  VENDOR_CATEGORIES,
} from "~/data/vocabularies";
import { filter, json, pageOf, parameter, ref, response } from "./openapi-common";

// The OpenAPI document's public lists (docs/decisions/493): anyone may call them, with or
// without a token (a token's calls count against its rate limit).

const str = { type: "string" };
const strOrNull = { type: ["string", "null"] };
const numOrNull = { type: ["number", "null"] };
const url = { type: "string", format: "uri" };

const list = (
  operationId: string,
  summary: string,
  description: string,
  item: string,
  filters: object[],
) => ({
  get: {
    operationId,
    summary,
    description,
    tags: ["Public data"],
    security: [{}, { token: [] }],
    parameters: [...filters, parameter("cursor"), parameter("limit")],
    responses: {
      "200": json("One page of the list.", ref(`${item}Page`)),
      "400": response("BadRequest"),
      "401": response("Unauthorized"),
      "429": response("TooManyRequests"),
    },
  },
});

const tenderFilters = [
  filter("kind", "Tenders, or partner searches.", { enum: ["tender", "collaboration"] }),
  filter("region", "The region, as on /projects.", { enum: [...PROJECT_REGIONS] }),
  filter("sector", "The sector, as on /projects.", { enum: [...PROJECT_SECTORS] }),
  filter(
    "cpv",
    "Tenders with an item under this CPV code's leading 2 to 8 digits (45: a division).",
    {
      type: "string",
      pattern: "^[0-9]{2,8}$",
    },
  ),
];

export const paths = {
  "/suppliers": list(
    "listSuppliers",
    "List suppliers",
    "The supplier directory's approved companies, filtered as /vendors is, in name order.",
    "Supplier",
    [
      filter("q", "Words matched against the name and services."),
      filter("category", "The category.", { enum: [...VENDOR_CATEGORIES] }),
      filter("location", "Part of the location."),
      filter("division", "A CPV division (two digits): companies with a code in it.", {
        type: "string",
        pattern: "^[0-9]{2}$",
      }),
      filter("group", "A CPV group (three digits): companies with a code in it.", {
        type: "string",
        pattern: "^[0-9]{3}$",
      }),
    ],
  ),
  "/tenders": list(
    "listTenders",
    "List public tenders",
    "Published public tenders, newest first, filtered as /projects is.",
    "Tender",
    [
      filter("state", "Open for bids, or awarded.", { enum: ["open", "awarded"] }),
      ...tenderFilters,
    ],
  ),
  "/awards": list(
    "listAwards",
    "List awards",
    "The awards of public tenders, newest first: the company, and the amount when the buyer shows it.",
    "Award",
    tenderFilters,
  ),
  "/contracts": list(
    "listContracts",
    "List public contracts",
    "Contracts of public tenders once the supplier accepted them, newest first, as the tenders' open data publishes them.",
    "PublicContract",
    [],
  ),
  "/jobs": list(
    "listJobs",
    "List jobs",
    "The job board's published jobs, filtered as /jobs is, in board order.",
    "Job",
    [
      filter("category", "The category.", { enum: [...JOB_CATEGORIES] }),
      filter("duration", "Full-time or contract.", { enum: [...JOB_DURATIONS] }),
      filter("budget", "Jobs whose yearly budget is at most this many US dollars.", {
        type: "integer",
        enum: [...JOB_BUDGET_OPTIONS],
      }),
    ],
  ),
};

const object = (properties: Record<string, object>) => ({
  type: "object",
  required: Object.keys(properties),
  properties,
});

export const components = {
  schemas: {
    Supplier: object({
      id: str,
      slug: str,
      name: str,
      category: str,
      location: str,
      services: { type: "array", items: str },
      rating: numOrNull,
      reviewCount: { type: "integer" },
      url,
    }),
    SupplierPage: pageOf("Supplier"),
    Tender: object({
      id: str,
      title: str,
      description: str,
      kind: { enum: ["tender", "collaboration"] },
      phase: str,
      buyerName: str,
      region: str,
      sector: str,
      budget: { ...numOrNull, description: "Null when the buyer keeps the budget hidden." },
      currency: str,
      publishedAt: strOrNull,
      questionDeadline: str,
      bidDeadline: str,
      awardedAt: strOrNull,
      url,
      ocdsUrl: url,
    }),
    TenderPage: pageOf("Tender"),
    Award: object({
      tenderId: str,
      tenderTitle: str,
      buyerName: str,
      awardedAt: str,
      supplier: {
        oneOf: [object({ slug: str, name: str, url }), { type: "null" }],
      },
      amount: {
        ...numOrNull,
        description: "In the currency's units; null when the buyer does not show the amount.",
      },
      currency: str,
      reason: strOrNull,
      url,
    }),
    AwardPage: pageOf("Award"),
    Job: object({
      id: str,
      title: str,
      company: str,
      location: str,
      budgetMin: { type: "number" },
      budgetMax: { type: "number" },
      duration: str,
      category: str,
      tags: { type: "array", items: str },
      isRemote: { type: "boolean" },
      closesOn: strOrNull,
      url,
    }),
    JobPage: pageOf("Job"),
    PublicContract: object({
      id: str,
      title: str,
      status: { enum: ["active", "completed", "terminated"] },
      tenderId: str,
      buyerName: str,
      supplierName: str,
      value: { type: "number", description: "In the currency's units." },
      currency: str,
      periodStart: str,
      periodEnd: str,
      acceptedAt: str,
      tenderUrl: url,
      ocdsRecordUrl: url,
    }),
    PublicContractPage: pageOf("PublicContract"),
  },
};
