import { readFileSync } from "node:fs";
import path from "node:path";
import { apply as mergePatch } from "json-merge-patch";
import { describe, expect, test } from "vitest";
import { mergeRulesOf, OCDS_MERGE_RULES, type Release } from "~/lib/ocds-merge";
import { expectValidOcds, ocdsErrors } from "~/lib/ocds-schema.testing";
import { standardsFolder } from "~/lib/standards.testing";
import {
  buyerParty,
  companyParty,
  OCDS_EXTENSIONS,
  ocdsPackage,
  ocdsRelease,
  ocidOf,
  type OcdsTender,
} from "../tenders";
import {
  contractRelease,
  ocdsContract,
  recordPackage,
  type OcdsContractInput,
} from "./ocds-contracts";

// A contract's life as OCDS releases in its tender's process, and the process's record package
// with its compiled release, checked against the 1.1.5 schemas (docs/decisions/412, 413).

const SITE = "https://buyers.example.test";

const tender: OcdsTender = {
  id: "t1",
  title: "Office furniture",
  description: "Desks and chairs for 40 people.",
  buyerName: "Ada Trading",
  buyerVendorId: "v9",
  buyerMemberKey: "a1b2c3",
  kind: "tender",
  visibility: "public",
  budget: 50000,
  budgetHidden: false,
  currency: "EUR",
  timeZone: "Europe/London",
  publishedAt: "2026-11-26T09:00:00.000Z",
  questionDeadline: "2026-11-26T09:30:00.000Z",
  bidDeadline: "2026-11-26T10:00:00.000Z",
  updatedAt: "2026-11-26T11:00:00.000Z",
  cancelledByOperator: false,
  phase: "awarded",
  items: [{ id: "i1", item: "Standing desk", quantity: 40, unit: "piece", specification: "" }],
  documents: [],
  criteria: [{ name: "Price", weight: 100 }],
  questions: [],
  addenda: [],
  award: {
    bidId: "b2",
    date: "2026-11-26T11:00:00.000Z",
    vendorId: "v2",
    vendorName: "Birch",
    total: 1234500,
  },
  tenderers: [
    { vendorId: "v1", name: "Alder" },
    { vendorId: "v2", name: "Birch" },
  ],
  bids: [
    { id: "b1", vendorId: "v1", vendorName: "Alder" },
    { id: "b2", vendorId: "v2", vendorName: "Birch" },
  ],
};

const signed: OcdsContractInput = {
  contractId: "c1",
  awardId: "b2",
  tenderOcid: ocidOf("t1"),
  title: "Office furniture",
  value: 1234500,
  currency: "EUR",
  period: { startDate: "2026-12-01T00:00:00.000Z", endDate: "2027-01-31T23:59:59.000Z" },
  status: "active",
  dateSigned: "2026-11-28T10:00:00.000Z",
  buyer: { ...buyerParty({ vendorId: "v9" }, "Ada Trading") },
  supplier: companyParty("v2", "Birch", ["tenderer", "supplier"]),
  items: [
    { id: "i1", description: "Standing desk", quantity: 40, unit: "piece", unitPrice: 30862 },
  ],
  documents: [
    {
      id: "cd1",
      title: "Signed contract",
      documentType: "contractSigned",
      format: "application/pdf",
      url: `${SITE}/contracts/c1/documents/cd1`,
      datePublished: "2026-11-28T10:00:00.000Z",
    },
  ],
  milestones: [
    {
      id: "m1",
      title: "Delivery of the desks",
      type: "delivery",
      dueDate: "2026-12-15T00:00:00.000Z",
      status: "scheduled",
    },
  ],
  payments: [],
  amendments: [],
};

const delivered: OcdsContractInput = {
  ...signed,
  milestones: [
    { ...signed.milestones[0]!, status: "partiallyMet", dateMet: "2026-12-14T15:00:00.000Z" },
  ],
  payments: [{ id: "p1", date: "2026-12-20T09:00:00.000Z", amount: 617250 }],
};

const amended: OcdsContractInput = {
  ...delivered,
  value: 1300000,
  period: { ...signed.period, endDate: "2027-02-28T23:59:59.000Z" },
  amendments: [
    {
      id: "am1",
      date: "2027-01-10T09:00:00.000Z",
      rationale: "Five more desks for the new office.",
      before: { value: 1234500, endDate: "2027-01-31T23:59:59.000Z" },
      after: { value: 1300000, endDate: "2027-02-28T23:59:59.000Z" },
    },
  ],
  status: "completed",
};

const tenderRelease = ocdsRelease(tender, SITE);
const contractReleases = [
  contractRelease(signed, { date: "2026-11-28T10:00:00.000Z", tag: "contract" }),
  contractRelease(delivered, { date: "2026-12-20T09:00:00.000Z", tag: "implementation" }),
  contractRelease(amended, { date: "2027-01-10T09:00:00.000Z", tag: "contractAmendment" }),
];
const tenderPackage = ocdsPackage([tenderRelease], {
  uri: `${SITE}/projects/t1/ocds.json`,
  publishedDate: tender.updatedAt,
  siteUrl: SITE,
});
const record = recordPackage([...contractReleases, tenderRelease] as unknown as Release[], {
  uri: `${SITE}/projects/t1/record.json`,
  publishedDate: "2027-01-10T09:00:00.000Z",
  siteUrl: SITE,
  extensions: tenderPackage.extensions,
});

describe("contracts as OCDS", () => {
  test("each contract release is valid in a release package", () => {
    expectValidOcds({ ...tenderPackage, extensions: [], releases: contractReleases });
  });

  test("the contract carries its value, items, documents, implementation and amendments", () => {
    const contract = ocdsContract(amended);
    expect(contract).toMatchObject({
      id: "c1",
      awardID: "b2",
      status: "terminated",
      value: { amount: 13000, currency: "EUR" },
      items: [
        {
          id: "i1",
          quantity: 40,
          unit: { name: "piece", value: { amount: 308.62, currency: "EUR" } },
        },
      ],
      documents: [{ id: "cd1", documentType: "contractSigned" }],
      implementation: {
        milestones: [
          {
            id: "m1",
            type: "delivery",
            status: "partiallyMet",
            dateMet: "2026-12-14T15:00:00.000Z",
          },
        ],
        transactions: [
          {
            id: "p1",
            value: { amount: 6172.5, currency: "EUR" },
            payer: { id: "pc-company-v9", name: "Ada Trading" },
            payee: { id: "pc-company-v2", name: "Birch" },
          },
        ],
      },
    });
    expect(contract.amendments).toEqual([
      {
        id: "am1",
        date: "2027-01-10T09:00:00.000Z",
        rationale: "Five more desks for the new office.",
        description:
          "Value changed from 12345.00 EUR to 13000.00 EUR. End date changed from 2027-01-31T23:59:59.000Z to 2027-02-28T23:59:59.000Z.",
        changes: [
          { property: "value/amount", former_value: 12345 },
          { property: "period/endDate", former_value: "2027-01-31T23:59:59.000Z" },
        ],
      },
    ]);
  });

  test("the record package is valid, with the releases in date order and the compiled release", () => {
    expectValidOcds(record);
    const [only] = record.records;
    expect(record.records).toHaveLength(1);
    expect(only!.releases.map((r) => r.tag)).toEqual([
      ["tender", "award"],
      ["contract"],
      ["implementation"],
      ["contractAmendment"],
    ]);
    const compiled = only!.compiledRelease as Record<string, unknown>;
    expect(compiled).toMatchObject({
      tag: ["compiled"],
      ocid: ocidOf("t1"),
      id: `${ocidOf("t1")}-2027-01-10T09:00:00.000Z`,
    });
    // The tender, its award and the contract, in one current state; the contract names the award.
    expect(compiled.tender).toMatchObject({ id: "t1" });
    expect((compiled.awards as { id: string }[]).map((a) => a.id)).toEqual(["b2"]);
    expect(compiled.contracts).toEqual([ocdsContract(amended)]);
    // One party per id; the supplier keeps its roles from the tender and gains the payee's.
    const parties = compiled.parties as { id: string; roles: string[] }[];
    expect(parties.find((p) => p.id === "pc-company-v2")?.roles).toEqual([
      "tenderer",
      "supplier",
      "payee",
    ]);
    expect(parties.filter((p) => p.id === "pc-company-v2")).toHaveLength(1);
  });

  test("a record package with a broken release fails the schema", () => {
    const broken = structuredClone(record);
    delete (broken.records[0]!.compiledRelease as Record<string, unknown>).ocid;
    expect(ocdsErrors(broken).length).toBeGreaterThan(0);
  });

  test("the built-in merge rules are the schema's with the extensions our releases declare", () => {
    const load = (file: string) =>
      JSON.parse(readFileSync(path.join(standardsFolder(), "ocds", file), "utf8"));
    const names = Object.values(OCDS_EXTENSIONS)
      .map((url) => /open-contracting-extensions\/([^/]+)\//.exec(url)![1]!)
      .sort();
    const schema = names.reduce(
      (s, name) => mergePatch(s, load(`extensions/${name}/release-schema.json`)),
      load("1.1.5/schema/release-schema.json"),
    );
    expect(OCDS_MERGE_RULES).toEqual(mergeRulesOf(schema));
  });
});
