import { compiledRelease, type Release } from "~/lib/ocds-merge";
import { OCDS_VERSION, ocdsAmendment, type OcdsParty } from "../tenders";

// What happens after an award, as OCDS 1.1 (issue 42, item 8; docs/decisions/413): a contract
// release per change (signed, amended, delivered, paid), in the tender's process (its ocid),
// with the same parties and ids as the tender's releases (decisions 350-354); and the process's
// record package, whose compiled release merges all its releases by the OCDS merging rules.
// Amounts come in hundredths (the site's convention) and are published in the currency's units.

export type ContractStatus = "pending" | "active" | "completed" | "terminated" | "cancelled";

export interface ContractTerms {
  /** Hundredths. */
  value?: number;
  startDate?: string;
  endDate?: string;
  title?: string;
}

export interface OcdsContractInput {
  contractId: string;
  /** The award's id in the tender's release (the awarded bid's id, `ocds.ts`). */
  awardId: string;
  /** The contracting process: the tender's ocid (`ocidOf`). */
  tenderOcid: string;
  title: string;
  description?: string;
  /** Hundredths. */
  value: number;
  currency: string;
  period: { startDate: string; endDate: string };
  status: ContractStatus;
  dateSigned?: string;
  /**
   * The buyer and the supplier as the tender's release names them (`buyerParty`,
   * `companyParty`), with every role they play in the process so far: a later release's roles
   * replace the earlier ones when merged (`roles` is a whole list).
   */
  buyer: OcdsParty;
  supplier: OcdsParty;
  items: {
    id: string;
    description: string;
    quantity: number;
    unit: string;
    /** Hundredths per unit. */
    unitPrice: number;
  }[];
  documents: {
    id: string;
    title: string;
    /** The documentType code list (open), e.g. contractSigned, contractAnnexe, completionCertificate. */
    documentType: string;
    /** MIME type. */
    format: string;
    url: string;
    datePublished: string;
  }[];
  milestones: {
    id: string;
    title: string;
    type: "delivery" | "payment";
    description?: string;
    dueDate: string;
    status: "scheduled" | "met" | "notMet" | "partiallyMet";
    dateMet?: string;
    dateModified?: string;
  }[];
  /** Payments recorded against the contract's invoices (hundredths); their bank references stay private. */
  payments: { id: string; date: string; amount: number }[];
  amendments: {
    id: string;
    date: string;
    rationale: string;
    before: ContractTerms;
    after: ContractTerms;
  }[];
}

/** contractStatus 1.1.5 has no "completed": a contract that came to its close is terminated. */
const STATUS: Record<ContractStatus, string> = {
  pending: "pending",
  active: "active",
  completed: "terminated",
  terminated: "terminated",
  cancelled: "cancelled",
};

const money = (hundredths: number, currency: string) => ({ amount: hundredths / 100, currency });
const ref = (p: OcdsParty) => ({ id: p.id, name: p.name });

/** The changes an amendment made, in words and as the former values of the contract's fields. */
function amendmentOf(a: OcdsContractInput["amendments"][number], currency: string, index: number) {
  const words: string[] = [];
  const changes: { property: string; formerValue: unknown }[] = [];
  const fields: [keyof ContractTerms, string, string][] = [
    ["value", "value/amount", "Value"],
    ["startDate", "period/startDate", "Start date"],
    ["endDate", "period/endDate", "End date"],
    ["title", "title", "Title"],
  ];
  for (const [field, property, label] of fields) {
    const before = a.before[field];
    const after = a.after[field];
    if (after === undefined || after === before) continue;
    const shown = (v: string | number | undefined) =>
      v === undefined
        ? "none"
        : field === "value"
          ? `${(Number(v) / 100).toFixed(2)} ${currency}`
          : String(v);
    words.push(`${label} changed from ${shown(before)} to ${shown(after)}.`);
    changes.push({
      property,
      formerValue:
        field === "value" && before !== undefined ? Number(before) / 100 : (before ?? null),
    });
  }
  return ocdsAmendment(
    {
      id: a.id,
      date: a.date,
      rationale: a.rationale,
      description: words.join(" ") || a.rationale,
      changes,
    },
    index,
  );
}

/** One entry of `contracts`: the contract as it stands, its implementation and amendments. */
export function ocdsContract(c: OcdsContractInput) {
  const transactions = c.payments.map((p) => ({
    id: p.id,
    date: p.date,
    value: money(p.amount, c.currency),
    payer: ref(c.buyer),
    payee: ref(c.supplier),
  }));
  const implementation = {
    ...(c.milestones.length > 0 ? { milestones: c.milestones.map(milestone) } : {}),
    ...(transactions.length > 0 ? { transactions } : {}),
  };
  return {
    id: c.contractId,
    awardID: c.awardId,
    title: c.title,
    ...(c.description ? { description: c.description } : {}),
    status: STATUS[c.status],
    period: c.period,
    value: money(c.value, c.currency),
    items: c.items.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: item.quantity,
      unit: { name: item.unit || "unit", value: money(item.unitPrice, c.currency) },
    })),
    ...(c.dateSigned ? { dateSigned: c.dateSigned } : {}),
    ...(c.documents.length > 0
      ? { documents: c.documents.map((d) => ({ ...d, language: "en" })) }
      : {}),
    ...(Object.keys(implementation).length > 0 ? { implementation } : {}),
    ...(c.amendments.length > 0
      ? { amendments: c.amendments.map((a, i) => amendmentOf(a, c.currency, i)) }
      : {}),
  };
}

function milestone(m: OcdsContractInput["milestones"][number]) {
  return dropUndefined({
    id: m.id,
    title: m.title,
    type: m.type,
    description: m.description,
    dueDate: m.dueDate,
    dateMet: m.status === "met" || m.status === "partiallyMet" ? m.dateMet : undefined,
    dateModified: m.dateModified,
    status: m.status,
  });
}

const dropUndefined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The release tags of the contract's stages (the closed releaseTag code list). */
export type ContractTag =
  | "contract"
  | "contractUpdate"
  | "contractAmendment"
  | "implementation"
  | "implementationUpdate"
  | "contractTermination";

/**
 * A release of the contract at one moment: the contract and its parties, in the tender's
 * process. Its id is the ocid, the contract and the moment, so it never collides with the
 * tender's own releases (`{ocid}-{time}`).
 */
export function contractRelease(c: OcdsContractInput, at: { date: string; tag: ContractTag }) {
  const paid = c.payments.length > 0;
  const withRole = (p: OcdsParty, role: string) =>
    paid && !p.roles.includes(role) ? { ...p, roles: [...p.roles, role] } : p;
  return {
    ocid: c.tenderOcid,
    id: `${c.tenderOcid}-contract-${c.contractId}-${Date.parse(at.date)}`,
    date: at.date,
    tag: [at.tag],
    initiationType: "tender",
    language: "en",
    parties: [withRole(c.buyer, "payer"), withRole(c.supplier, "payee")],
    buyer: ref(c.buyer),
    contracts: [ocdsContract(c)],
  };
}

export interface RecordPackageMeta {
  uri: string;
  publishedDate: string;
  siteUrl: string;
  /** The release packages the releases were published in. */
  packages?: string[];
  /** The extensions any of the releases use (the release packages' `extensions`). */
  extensions?: string[];
}

/**
 * The record package of the given releases: one record per process (ocid), holding its
 * releases in date order and its compiled release.
 */
export function recordPackage(releases: readonly Release[], meta: RecordPackageMeta) {
  const byOcid = new Map<string, Release[]>();
  for (const r of releases) byOcid.set(r.ocid, [...(byOcid.get(r.ocid) ?? []), r]);
  if (byOcid.size === 0) throw new Error("A record package needs at least one release.");
  return {
    uri: meta.uri,
    version: OCDS_VERSION,
    ...(meta.extensions?.length ? { extensions: meta.extensions } : {}),
    publishedDate: meta.publishedDate,
    publisher: { name: "ProcureConnect", uri: meta.siteUrl },
    license: "https://creativecommons.org/licenses/by/4.0/",
    publicationPolicy: `${meta.siteUrl}/legal/terms`,
    ...(meta.packages?.length ? { packages: meta.packages } : {}),
    records: [...byOcid].map(([ocid, own]) => ({
      ocid,
      releases: [...own].sort((a, b) => Date.parse(a.date) - Date.parse(b.date)),
      compiledRelease: compiledRelease(own),
    })),
  };
}
