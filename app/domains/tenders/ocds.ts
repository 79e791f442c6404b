import type { TenderPhase } from "./rules";

// Tenders as Open Contracting Data Standard 1.1 release packages (issue 24, docs/decisions/132):
// the format procurement data tools read. One release per tender, describing its current state
// (a "compiled" view of what we know), built from what the public page shows: the budget only
// when it is shown, bids never, the award once made.

/** Our ocid prefix: "ocds-" and six characters, as the standard asks (to be registered). */
export const OCID_PREFIX = "ocds-pcnet0";
export const OCDS_VERSION = "1.1";

export interface OcdsTender {
  id: string;
  title: string;
  description: string;
  buyerName: string;
  buyerVendorId: string | null;
  kind: "tender" | "collaboration";
  visibility: "public" | "invited";
  budget: number | null;
  budgetHidden: boolean;
  /** ISO 4217: every value's currency. */
  currency: string;
  publishedAt: string | null;
  questionDeadline: string;
  bidDeadline: string;
  updatedAt: string;
  cancelledByOperator: boolean;
  phase: TenderPhase;
  items: { id: string; item: string; quantity: number; unit: string; specification: string }[];
  award: {
    bidId: string;
    date: string;
    vendorId: string;
    vendorName: string;
    /** Cents; null when the buyer keeps the amount private. */
    total: number | null;
  } | null;
  /** The companies that bid, once bids are open (for the parties' "tenderer" role). */
  tenderers: { vendorId: string; name: string }[] | null;
}

const TENDER_STATUS: Record<TenderPhase, string> = {
  draft: "planning",
  open: "active",
  evaluation: "active",
  // The intended award waits out its standstill: the award is not made yet (decision 340).
  standstill: "active",
  awarded: "complete",
  closed: "unsuccessful",
  cancelled: "cancelled",
};

export const ocidOf = (tenderId: string) => `${OCID_PREFIX}-${tenderId}`;
const companyParty = (vendorId: string) => `pc-company-${vendorId}`;

function tagsOf(t: OcdsTender): string[] {
  if (t.phase === "cancelled") return ["tenderCancellation"];
  if (t.phase === "awarded") return ["tender", "award"];
  return ["tender"];
}

export function ocdsRelease(t: OcdsTender, siteUrl: string) {
  const ocid = ocidOf(t.id);
  const buyerId = t.buyerVendorId ? companyParty(t.buyerVendorId) : `pc-buyer-${t.id}`;
  const parties = new Map<string, { id: string; name: string; roles: string[] }>();
  parties.set(buyerId, { id: buyerId, name: t.buyerName, roles: ["buyer", "procuringEntity"] });
  const addRole = (id: string, name: string, role: string) => {
    const party = parties.get(id) ?? { id, name, roles: [] };
    if (!party.roles.includes(role)) party.roles.push(role);
    parties.set(id, party);
  };
  for (const tenderer of t.tenderers ?? [])
    addRole(companyParty(tenderer.vendorId), tenderer.name, "tenderer");
  if (t.award) addRole(companyParty(t.award.vendorId), t.award.vendorName, "supplier");
  const date = t.updatedAt;
  return {
    ocid,
    id: `${ocid}-${Date.parse(date)}`,
    date,
    tag: tagsOf(t),
    initiationType: "tender",
    language: "en",
    parties: [...parties.values()],
    buyer: { id: buyerId, name: t.buyerName },
    tender: {
      id: t.id,
      title: t.title,
      description: t.description,
      status: t.cancelledByOperator ? "withdrawn" : TENDER_STATUS[t.phase],
      procuringEntity: { id: buyerId, name: t.buyerName },
      items: t.items.map((item) => ({
        id: item.id,
        description: item.specification ? `${item.item}: ${item.specification}` : item.item,
        quantity: item.quantity,
        unit: { name: item.unit || "unit" },
      })),
      ...(t.budget !== null && !t.budgetHidden
        ? { value: { amount: t.budget, currency: t.currency } }
        : {}),
      procurementMethod: t.visibility === "public" ? "open" : "selective",
      submissionMethod: ["electronicSubmission"],
      tenderPeriod: { startDate: t.publishedAt ?? date, endDate: t.bidDeadline },
      enquiryPeriod: { startDate: t.publishedAt ?? date, endDate: t.questionDeadline },
      ...(t.tenderers ? { numberOfTenderers: t.tenderers.length } : {}),
      documents: [
        {
          id: `${t.id}-notice`,
          documentType: "tenderNotice",
          title: t.title,
          url: `${siteUrl}/projects/${t.id}`,
          format: "text/html",
          language: "en",
        },
      ],
    },
    awards: t.award
      ? [
          {
            id: t.award.bidId,
            title: `Award of ${t.title}`,
            status: "active",
            date: t.award.date,
            suppliers: [{ id: companyParty(t.award.vendorId), name: t.award.vendorName }],
            ...(t.award.total !== null
              ? { value: { amount: t.award.total / 100, currency: t.currency } }
              : {}),
          },
        ]
      : [],
  };
}

export function ocdsPackage(
  releases: ReturnType<typeof ocdsRelease>[],
  options: { uri: string; publishedDate: string; siteUrl: string },
) {
  return {
    uri: options.uri,
    version: OCDS_VERSION,
    publishedDate: options.publishedDate,
    publisher: { name: "ProcureConnect", uri: options.siteUrl },
    license: "https://creativecommons.org/licenses/by/4.0/",
    publicationPolicy: `${options.siteUrl}/legal/terms`,
    releases,
  };
}
