import { changesInWords, type AmendmentChange } from "./amendment";
// The parts of a tender's OCDS release that the extensions describe (docs/decisions/350-354):
// parties with one stable id each, documents, award criteria on the lot, enquiries, amendments
// and bids. Pure: every function maps what the public page shows to the standard's shapes.

const RAW = "https://raw.githubusercontent.com/open-contracting-extensions";

/**
 * The extensions our releases use, as the extension.json URL of the version we validate against
 * (a tag where the extension has one, else the commit copied into ../shared/standards).
 */
export const OCDS_EXTENSIONS = {
  awardCriteria: `${RAW}/ocds_awardCriteria_extension/9391240f353e8536992938fe9f7987cd89235331/extension.json`,
  bid: `${RAW}/ocds_bid_extension/v1.1.5/extension.json`,
  enquiry: `${RAW}/ocds_enquiry_extension/v1.1.5/extension.json`,
  lots: `${RAW}/ocds_lots_extension/v1.1.5/extension.json`,
  requirements: `${RAW}/ocds_requirements_extension/b4f5ba94b46bded427f5cd771b53397d020f7ec5/extension.json`,
} as const;

/** The register our party identifiers come from: the platform's own, named by our ocid prefix. */
export const PARTY_SCHEME = "PCNET0";

export interface OcdsParty {
  id: string;
  name: string;
  identifier: { scheme: string; id: string };
  roles: string[];
}

/**
 * Who buys: the company the buyer published as, else the member, known to OCDS only by a key
 * the server derives from the account (never the account id itself). Either way one party id
 * across all the buyer's tenders.
 */
export type OcdsBuyer = { vendorId: string } | { memberKey: string };

/** A company's party: the same id whether it buys, bids or is awarded. */
export function companyParty(vendorId: string, name: string, roles: string[] = []): OcdsParty {
  const local = `company-${vendorId}`;
  return { id: `pc-${local}`, name, identifier: { scheme: PARTY_SCHEME, id: local }, roles };
}

export function buyerParty(buyer: OcdsBuyer, name: string): OcdsParty {
  const roles = ["buyer", "procuringEntity"];
  if ("vendorId" in buyer) return companyParty(buyer.vendorId, name, roles);
  const local = `member-${buyer.memberKey}`;
  return { id: `pc-${local}`, name, identifier: { scheme: PARTY_SCHEME, id: local }, roles };
}

/** Parties by id, each once, with every role it plays. */
export function partyList() {
  const parties = new Map<string, OcdsParty>();
  return {
    add(party: OcdsParty, role?: string) {
      const known = parties.get(party.id) ?? { ...party, roles: [...party.roles] };
      if (role && !known.roles.includes(role)) known.roles.push(role);
      parties.set(party.id, known);
      return { id: known.id, name: known.name };
    },
    list: () => [...parties.values()],
  };
}

export interface OcdsDocumentSource {
  id: string;
  name: string;
  type: string;
  createdAt: string;
}

/** The tender's files, each at its public download route, published when the tender was. */
export function tenderDocuments(
  tenderId: string,
  documents: readonly OcdsDocumentSource[],
  publishedAt: string | null,
  siteUrl: string,
) {
  return documents.map((d) => ({
    id: d.id,
    documentType: "biddingDocuments",
    title: d.name,
    url: `${siteUrl}/projects/${tenderId}/documents/${d.id}`,
    format: d.type,
    datePublished: publishedAt && publishedAt > d.createdAt ? publishedAt : d.createdAt,
  }));
}

export interface OcdsCriterion {
  name: string;
  weight: number;
  /** How it is scored, once criteria say so: by the price formula, or by evaluators. */
  method?: "price" | "scored";
}

const criterionType = (c: OcdsCriterion) =>
  (c.method ?? (/price/i.test(c.name) ? "price" : "scored")) === "price" ? "price" : "quality";

/** tender.awardCriteria (core codelist) and its details in words, from the weighted criteria. */
export function awardCriteriaSummary(criteria: readonly OcdsCriterion[]) {
  if (criteria.length === 0) return {};
  const types = new Set(criteria.map(criterionType));
  const code = types.size > 1 ? "ratedCriteria" : types.has("price") ? "priceOnly" : "qualityOnly";
  const details = criteria.map((c) => `${c.name}: weight ${c.weight}`).join("; ");
  return { awardCriteria: code, awardCriteriaDetails: details };
}

/** The awardCriteria extension's breakdown: each criterion, its type and its weight. */
export function awardCriteriaBreakdown(criteria: readonly OcdsCriterion[]) {
  if (criteria.length === 0) return undefined;
  const total = criteria.reduce((s, c) => s + c.weight, 0);
  const weight = total === 100 ? "percentageExact" : "pointsExact";
  return {
    criteria: criteria.map((c) => ({
      type: criterionType(c),
      name: c.name,
      numbers: [{ number: c.weight, weight }],
    })),
  };
}

export interface OcdsQuestion {
  id: string;
  body: string;
  answer: string | null;
  askedAt: string;
  answeredAt: string | null;
}

/**
 * The enquiry extension's enquiries: the questions the page publishes (answered ones), with
 * their dates; no author, as the page names nobody who asked.
 */
export function enquiries(questions: readonly OcdsQuestion[]) {
  return questions
    .filter((q) => q.answer !== null)
    .map((q) => ({
      id: q.id,
      date: q.askedAt,
      description: q.body,
      answer: q.answer,
      ...(q.answeredAt ? { dateAnswered: q.answeredAt } : {}),
    }));
}

/** A change to a tender as the buyer made it: free text today, structured changes to come. */
export interface OcdsAmendmentSource {
  id?: string;
  date: string;
  rationale: string | null;
  description: string;
  /** What changed and its former value, e.g. { property: "items/0/quantity", formerValue: 12 }. */
  changes?: readonly { property: string; formerValue: unknown }[];
}

/** One entry of tender.amendments. */
export function ocdsAmendment(a: OcdsAmendmentSource, index: number) {
  return {
    id: a.id ?? String(index + 1),
    date: a.date,
    ...(a.rationale ? { rationale: a.rationale } : {}),
    description: a.description,
    ...(a.changes?.length
      ? { changes: a.changes.map((c) => ({ property: c.property, former_value: c.formerValue })) }
      : {}),
  };
}

/**
 * The tender's amendments, in their order (decision 330): what changed in words as the
 * description, the buyer's explanation as the rationale, and each changed field's former value.
 * An addendum older than the record of changes has its text alone.
 */
export function addendaAmendments(
  addenda: readonly { id: string; body: string; createdAt: string; changes: AmendmentChange[] }[],
  timeZone: string,
) {
  return addenda.map((a, i) => {
    const words = changesInWords(a.changes, { timeZone, locale: "en-GB" }).join(" ");
    return ocdsAmendment(
      {
        id: a.id,
        date: a.createdAt,
        rationale: words && a.body ? a.body : null,
        description: words || a.body,
        changes: a.changes.flatMap(formerValues),
      },
      i,
    );
  });
}

/** A change's former values, as the amendment's `changes` (property paths of the release). */
function formerValues(c: AmendmentChange): { property: string; formerValue: unknown }[] {
  switch (c.kind) {
    case "title":
    case "description":
      return [{ property: `tender/${c.kind}`, formerValue: c.before }];
    case "budget":
      // A budget not published (hidden, or none) had no value in the release.
      return [
        {
          property: "tender/value",
          formerValue:
            c.before.hidden || c.before.amount === null
              ? null
              : { amount: c.before.amount, currency: c.currency },
        },
      ];
    case "visibility":
      return [
        {
          property: "tender/procurementMethod",
          formerValue: c.before === "public" ? "open" : "selective",
        },
      ];
    case "item-added":
      return [{ property: `tender/items/${c.after.id ?? c.after.item}`, formerValue: null }];
    case "item-removed":
      return [{ property: `tender/items/${c.before.id ?? c.before.item}`, formerValue: c.before }];
    case "item-changed":
      return c.fields.map((f) => ({
        property: `tender/items/${c.itemId}/${ITEM_PROPERTY[f]}`,
        formerValue:
          f === "unit"
            ? { name: c.before.unit }
            : f === "cpv"
              ? c.before.cpv
                ? { scheme: "CPV", id: c.before.cpv }
                : null
              : c.before[f],
      }));
    case "document-added":
    case "document-removed":
      return [
        {
          property: "tender/documents",
          formerValue: c.kind === "document-removed" ? c.name : null,
        },
      ];
    case "criteria-changed":
      return [{ property: "tender/lots/1/awardCriteria", formerValue: c.before }];
    case "bid-deadline":
      return [{ property: "tender/tenderPeriod/endDate", formerValue: c.before }];
    case "question-deadline":
      return [{ property: "tender/enquiryPeriod/endDate", formerValue: c.before }];
  }
}

const ITEM_PROPERTY = {
  item: "description",
  quantity: "quantity",
  unit: "unit",
  specification: "description",
  cpv: "classification",
} as const;

/**
 * The lot every lot-less tender is published as (decision 352): the lots extension asks a
 * process not divided into lots for one virtual lot, where the award criteria breakdown lives.
 */
export const SINGLE_LOT_ID = "1";

export interface OcdsLotSource {
  title: string;
  status: string;
  value?: { amount: number; currency: string };
  criteria: readonly OcdsCriterion[];
}

/**
 * tender.lots of a tender without lots: the one virtual lot, whose items, bids and award all
 * relate to it. A tender split into lots (issue 41, item 2) gives one entry per lot instead,
 * each with its own items' relatedLot, and keeps this shape per lot.
 */
export function singleLot(t: OcdsLotSource) {
  const criteria = awardCriteriaBreakdown(t.criteria);
  return [
    {
      id: SINGLE_LOT_ID,
      title: t.title,
      status: t.status,
      ...(t.value ? { value: t.value } : {}),
      ...(criteria ? { awardCriteria: criteria } : {}),
    },
  ];
}

export interface OcdsBidSource {
  id: string;
  vendorId: string;
  vendorName: string;
  /** The bid's lots (a tender with lots); null or left out otherwise. */
  lots?: number[] | null;
}

/** An item's relatedLot: its lot's number, or the virtual lot of an undivided tender. */
export const lotId = (lot: number | null | undefined) =>
  lot === null || lot === undefined ? SINGLE_LOT_ID : String(lot);

/** A bid's or an award's relatedLots: its lots, or the virtual lot of an undivided tender. */
export const relatedLots = (lots: readonly number[] | null | undefined) =>
  lots && lots.length > 0 ? lots.map(String) : [SINGLE_LOT_ID];

/**
 * tender.lots of a tender split into lots (decision 390): one entry per lot, in the shape of the
 * virtual lot, each with the tender's award criteria (they are the same for every lot).
 */
export function tenderLots(
  lots: readonly { number: number; title: string; description: string }[],
  status: string,
  criteria: readonly OcdsCriterion[],
) {
  const breakdown = awardCriteriaBreakdown(criteria);
  return lots.map((l) => ({
    id: String(l.number),
    title: l.title,
    ...(l.description ? { description: l.description } : {}),
    status,
    ...(breakdown ? { awardCriteria: breakdown } : {}),
  }));
}

/**
 * The bid extension's bids, once the tender is awarded: how many bids and bidders, and each bid
 * with its company. A price only for the awarded bid, and only when the buyer shows the award's
 * amount (`awardedTotal` in cents, null otherwise): other bids' prices are never published.
 */
export function ocdsBids(
  bids: readonly OcdsBidSource[],
  award: { bidId: string; awardedTotal: number | null; currency: string },
  tenderer: (b: OcdsBidSource) => { id: string; name: string },
) {
  return {
    statistics: [
      { id: "bids", measure: "bids", value: bids.length },
      { id: "bidders", measure: "bidders", value: new Set(bids.map((b) => b.vendorId)).size },
    ],
    details: bids.map((b) => ({
      id: b.id,
      status: "valid",
      tenderers: [tenderer(b)],
      ...(b.id === award.bidId && award.awardedTotal !== null
        ? { value: { amount: award.awardedTotal / 100, currency: award.currency } }
        : {}),
      relatedLots: relatedLots(b.lots),
    })),
  };
}
