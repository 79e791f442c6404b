import type { AmendmentChange } from "./amendment";
import type { TenderPhase } from "./rules";
import {
  addendaAmendments,
  awardCriteriaSummary,
  buyerParty,
  companyParty,
  enquiries,
  ocdsBids,
  OCDS_EXTENSIONS,
  partyList,
  singleLot,
  lotId,
  relatedLots,
  tenderLots,
  tenderDocuments,
  type OcdsBidSource,
  type OcdsBuyer,
  type OcdsCriterion,
  type OcdsDocumentSource,
  type OcdsQuestion,
} from "./ocds-parts";

// Tenders as Open Contracting Data Standard 1.1 release packages (issue 24, docs/decisions/132,
// 350-354): the format procurement data tools read. One release per tender, describing its
// current state (a "compiled" view of what we know), built from what the public page shows: the
// budget only when it is shown, documents, criteria, answered questions, addenda, the award once
// made and then the bids (never a price but the award's, when the buyer shows it). The package
// declares the extensions its releases use.

/** Our ocid prefix: "ocds-" and six characters, as the standard asks (to be registered). */
export const OCID_PREFIX = "ocds-pcnet0";
export const OCDS_VERSION = "1.1";

export interface OcdsTender {
  id: string;
  title: string;
  description: string;
  buyerName: string;
  buyerVendorId: string | null;
  /** The buyer's key when they publish as themselves (buyerVendorId null): see OcdsBuyer. */
  buyerMemberKey: string;
  kind: "tender" | "collaboration";
  visibility: "public" | "invited";
  budget: number | null;
  budgetHidden: boolean;
  /** ISO 4217: every value's currency. */
  currency: string;
  /** The buyer's IANA zone, in which amendments name their deadlines. */
  timeZone: string;
  publishedAt: string | null;
  questionDeadline: string;
  bidDeadline: string;
  updatedAt: string;
  cancelledByOperator: boolean;
  phase: TenderPhase;
  items: {
    id: string;
    item: string;
    quantity: number;
    unit: string;
    specification: string;
    /** The item's lot; null or left out on a tender without lots (decision 390). */
    lot?: number | null;
    /** The item's CPV code and title (issue 43); null or left out without one. */
    classification?: { code: string; title: string } | null;
  }[];
  /** The certificates a bidder must hold (decision 470); none or left out without. */
  requirements?: readonly { name: string; verified: boolean }[];
  /** The tender's lots; none (or left out) for an undivided tender, one virtual lot then. */
  lots?: readonly { number: number; title: string; description: string }[];
  documents: OcdsDocumentSource[];
  criteria: OcdsCriterion[];
  /** The published questions (answered ones). */
  questions: OcdsQuestion[];
  addenda: { id: string; body: string; createdAt: string; changes: AmendmentChange[] }[];
  award: {
    bidId: string;
    date: string;
    vendorId: string;
    vendorName: string;
    /** Cents; null when the buyer keeps the amount private. */
    total: number | null;
    /** The awarded bid's lots (a tender with lots). */
    lots?: number[] | null;
  } | null;
  /** A tender with lots: each lot's final award (decision 450); none or left out otherwise. */
  lotAwards?: readonly OcdsLotAward[];
  /** The companies that bid, once bids are open (for the parties' "tenderer" role). */
  tenderers: { vendorId: string; name: string }[] | null;
  /** The bids that stand, once the tender is awarded (never before); no prices. */
  bids: OcdsBidSource[] | null;
}

export interface OcdsLotAward {
  lot: number;
  bidId: string;
  date: string;
  vendorId: string;
  vendorName: string;
  /** Cents for the lot's items; null when the buyer keeps the amount private. */
  total: number | null;
}

/** A lot's award id: the bid's id and the lot, so that a bid winning two lots has two awards. */
export const lotAwardId = (bidId: string, lot: number) => `${bidId}-lot-${lot}`;

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

function tagsOf(t: OcdsTender): string[] {
  if (t.phase === "cancelled") return ["tenderCancellation"];
  if (t.phase === "awarded" || (t.lotAwards ?? []).length > 0) return ["tender", "award"];
  return ["tender"];
}

/**
 * When what the release says was last true: the tender's last change, or later an answer
 * published, the bids opening at the deadline, or the award; a new release id with each.
 */
function releaseDate(t: OcdsTender): string {
  const times = [
    t.updatedAt,
    ...t.questions.flatMap((q) => (q.answer !== null && q.answeredAt ? [q.answeredAt] : [])),
    ...(t.tenderers ? [t.bidDeadline] : []),
    ...(t.award ? [t.award.date] : []),
    ...(t.lotAwards ?? []).map((a) => a.date),
  ];
  return times.reduce((latest, at) => (Date.parse(at) > Date.parse(latest) ? at : latest));
}

/**
 * A tender's required certificates as selection criteria of the requirements extension (decision
 * 470): one criterion about the tenderer each, met by holding the certificate.
 */
function requirementCriteria(requirements: readonly { name: string; verified: boolean }[]) {
  if (requirements.length === 0) return {};
  return {
    criteria: requirements.map((r, i) => ({
      id: `requirement-${i + 1}`,
      title: r.name,
      description: r.verified
        ? `The tenderer holds a valid ${r.name} certificate, verified.`
        : `The tenderer holds a valid ${r.name} certificate.`,
      relatesToTenderer: true,
      requirementGroups: [
        {
          id: `requirement-${i + 1}-1`,
          requirements: [
            {
              id: `requirement-${i + 1}-1-1`,
              title: `A valid ${r.name} certificate${r.verified ? ", verified" : ""}`,
              dataType: "boolean",
              expectedValue: true,
            },
          ],
        },
      ],
    })),
  };
}

/** The extensions a release uses, as the package declares them. */
export function extensionsOf(release: ReturnType<typeof ocdsRelease>): string[] {
  const used: string[] = [OCDS_EXTENSIONS.lots];
  if (release.tender.lots.some((l) => "awardCriteria" in l))
    used.push(OCDS_EXTENSIONS.awardCriteria);
  if (release.tender.enquiries) used.push(OCDS_EXTENSIONS.enquiry);
  if (release.bids || release.awards.length > 0) used.push(OCDS_EXTENSIONS.bid);
  if ("criteria" in release.tender) used.push(OCDS_EXTENSIONS.requirements);
  return used;
}

export function ocdsRelease(t: OcdsTender, siteUrl: string) {
  const ocid = ocidOf(t.id);
  const parties = partyList();
  const buyerOf: OcdsBuyer = t.buyerVendorId
    ? { vendorId: t.buyerVendorId }
    : { memberKey: t.buyerMemberKey };
  const buyer = parties.add(buyerParty(buyerOf, t.buyerName));
  const tenderer = (b: { vendorId: string; vendorName: string }) =>
    parties.add(companyParty(b.vendorId, b.vendorName), "tenderer");
  for (const one of t.tenderers ?? []) tenderer({ vendorId: one.vendorId, vendorName: one.name });
  const supplier = t.award
    ? parties.add(companyParty(t.award.vendorId, t.award.vendorName), "supplier")
    : undefined;
  const lotAwards = (t.lotAwards ?? []).map((a) => ({
    ...a,
    supplier: parties.add(companyParty(a.vendorId, a.vendorName), "supplier"),
  }));
  const date = releaseDate(t);
  const published = t.publishedAt ?? date;
  const status = t.cancelledByOperator ? "withdrawn" : TENDER_STATUS[t.phase];
  const value =
    t.budget !== null && !t.budgetHidden ? { amount: t.budget, currency: t.currency } : undefined;
  const asked = enquiries(t.questions);
  const amendments = addendaAmendments(t.addenda, t.timeZone);
  // Before `parties` is listed: each bid's company is a party.
  const bids =
    (t.award || lotAwards.length > 0) && t.bids
      ? ocdsBids(
          t.bids,
          t.award
            ? { bidId: t.award.bidId, awardedTotal: t.award.total, currency: t.currency }
            : { bidId: "", awardedTotal: null, currency: t.currency },
          tenderer,
        )
      : undefined;
  return {
    ocid,
    id: `${ocid}-${Date.parse(date)}`,
    date,
    tag: tagsOf(t),
    initiationType: "tender",
    language: "en",
    parties: parties.list(),
    buyer,
    tender: {
      id: t.id,
      title: t.title,
      description: t.description,
      status,
      procuringEntity: buyer,
      items: t.items.map((item) => ({
        id: item.id,
        description: item.specification ? `${item.item}: ${item.specification}` : item.item,
        quantity: item.quantity,
        unit: { name: item.unit || "unit" },
        relatedLot: lotId(item.lot),
        ...(item.classification
          ? {
              classification: {
                scheme: "CPV",
                id: item.classification.code,
                description: item.classification.title,
              },
            }
          : {}),
      })),
      ...requirementCriteria(t.requirements ?? []),
      ...(value ? { value } : {}),
      procurementMethod: t.visibility === "public" ? "open" : "selective",
      ...awardCriteriaSummary(t.criteria),
      submissionMethod: ["electronicSubmission"],
      tenderPeriod: { startDate: published, endDate: t.bidDeadline },
      enquiryPeriod: { startDate: published, endDate: t.questionDeadline },
      ...(asked.length > 0 ? { hasEnquiries: true, enquiries: asked } : {}),
      ...(t.tenderers ? { numberOfTenderers: t.tenderers.length } : {}),
      documents: [
        {
          id: `${t.id}-notice`,
          documentType: "tenderNotice",
          title: t.title,
          url: `${siteUrl}/projects/${t.id}`,
          format: "text/html",
          language: "en",
          datePublished: published,
        },
        ...tenderDocuments(t.id, t.documents, t.publishedAt, siteUrl),
      ],
      ...(amendments.length > 0 ? { amendments } : {}),
      lots:
        t.lots && t.lots.length > 0
          ? tenderLots(t.lots, status, t.criteria)
          : singleLot({ title: t.title, status, value, criteria: t.criteria }),
    },
    ...(bids ? { bids } : {}),
    awards:
      t.award && supplier
        ? [
            {
              id: t.award.bidId,
              title: `Award of ${t.title}`,
              status: "active",
              date: t.award.date,
              suppliers: [supplier],
              ...(t.award.total !== null
                ? { value: { amount: t.award.total / 100, currency: t.currency } }
                : {}),
              relatedBid: t.award.bidId,
              relatedLots: relatedLots(t.award.lots),
            },
          ]
        : lotAwards.map((a) => ({
            id: lotAwardId(a.bidId, a.lot),
            title: `Award of lot ${a.lot} of ${t.title}`,
            status: "active",
            date: a.date,
            suppliers: [a.supplier],
            ...(a.total !== null ? { value: { amount: a.total / 100, currency: t.currency } } : {}),
            relatedBid: a.bidId,
            relatedLots: relatedLots([a.lot]),
          })),
  };
}

/**
 * The release package of tender releases and, after them, the releases that follow in their
 * processes (`later`: contracts, decision 415), which use no extension.
 */
export function ocdsPackage<L extends { ocid: string; id: string; date: string } = never>(
  releases: [ReturnType<typeof ocdsRelease>, ...ReturnType<typeof ocdsRelease>[]],
  options: { uri: string; publishedDate: string; siteUrl: string },
  later: readonly L[] = [],
) {
  const extensions = new Set(releases.flatMap(extensionsOf));
  return {
    uri: options.uri,
    version: OCDS_VERSION,
    extensions: Object.values(OCDS_EXTENSIONS).filter((url: string) => extensions.has(url)),
    publishedDate: options.publishedDate,
    publisher: { name: "ProcureConnect", uri: options.siteUrl },
    license: "https://creativecommons.org/licenses/by/4.0/",
    publicationPolicy: `${options.siteUrl}/legal/terms`,
    releases: [...releases, ...later] as [
      ReturnType<typeof ocdsRelease>,
      ...(ReturnType<typeof ocdsRelease> | L)[],
    ],
  };
}
