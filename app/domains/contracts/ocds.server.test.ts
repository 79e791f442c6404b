import { describe, expect, test } from "vitest";
import { buyerParty, companyParty, ocidOf } from "../tenders";
import type { ContractFile } from "./data/reads.server";
import { contractReleases } from "./ocds.server";
import { recordPackage } from "./ocds-contracts";

// A stored contract as the releases of its tender's process (decision 415): as signed, one per
// amendment, then its state once something was paid or it ended; never a draft.

const process = {
  ocid: ocidOf("t1"),
  awardId: "b2",
  buyer: buyerParty({ vendorId: "v9" }, "Ada Trading"),
  supplier: companyParty("v2", "Birch", ["tenderer", "supplier"]),
};

const file = {
  id: "c1",
  reference: "C-1",
  title: "Office furniture",
  status: "active",
  value: 1_500_000,
  currency: "EUR",
  periodStart: "2030-01-01",
  periodEnd: "2030-12-31",
  acceptedAt: "2030-01-02T10:00:00.000Z",
  endedAt: null,
  items: [
    {
      id: "i1",
      name: "Desk",
      quantity: 40,
      unit: "piece",
      unitCode: "C62",
      unitPrice: 37_500,
      vatCategory: "S",
      vatRate: 20,
    },
  ],
  amendments: [
    {
      id: "a1",
      reason: "Ten more desks",
      changes: [{ field: "value", before: "1200000", after: "1500000" }],
      createdAt: "2030-02-01T10:00:00.000Z",
    },
  ],
  milestones: [],
  orders: [],
  invoices: [
    {
      id: "inv1",
      paidAt: "2030-03-10T12:00:00.000Z",
      payments: [{ id: "p1", paidOn: "2030-03-10", amount: 120_000, reference: "BANK-1" }],
    },
  ],
} as unknown as ContractFile;

describe("a stored contract's releases", () => {
  test("as signed, amended and paid, merging to the contract as it stands", () => {
    const releases = contractReleases(file, process);
    expect(releases.map((r) => [r.tag, r.date])).toEqual([
      [["contract"], "2030-01-02T10:00:00.000Z"],
      [["contractAmendment"], "2030-02-01T10:00:00.000Z"],
      [["implementation"], "2030-03-10T12:00:00.000Z"],
    ]);
    const value = (r: (typeof releases)[number]) =>
      (r.contracts as { value: { amount: number } }[])[0]!.value.amount;
    expect(releases.map(value)).toEqual([12_000, 15_000, 15_000]);
    const pkg = recordPackage(releases, { uri: "u", publishedDate: "d", siteUrl: "s" });
    const compiled = pkg.records[0]!.compiledRelease as {
      contracts: { value: { amount: number }; amendments: unknown[]; implementation: object }[];
    };
    expect(compiled.contracts[0]!.value.amount).toBe(15_000);
    expect(compiled.contracts[0]!.amendments).toHaveLength(1);
    expect(JSON.stringify(compiled)).not.toContain("BANK-1");
  });

  test("none for a contract not yet accepted, or declined", () => {
    expect(contractReleases({ ...file, status: "pending", acceptedAt: null }, process)).toEqual([]);
    expect(contractReleases({ ...file, status: "declined" }, process)).toEqual([]);
  });
});
