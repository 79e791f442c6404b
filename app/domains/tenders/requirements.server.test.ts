import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import type { TenderValues } from "./schema";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import { qualifyingCompanies } from "./index.server";
import { ocdsPackage, ocdsRelease } from "./ocds";
import { expectValidOcds } from "./ocds-schema.testing";

// A tender's CPV-coded items and its required certificates (issue 43 items 1, 4 and 7; decisions
// 470-472), with a fake clock: a certificate that expires stops a bid needing it; a verified
// requirement takes an operator's (or the buyer's, for the tender) verification; the buyer
// vouches for and downloads a bidder's certificate only once the bids are open. Both databases.

const [v1, v2, v3] = sampleVendors as [
  (typeof sampleVendors)[number],
  (typeof sampleVendors)[number],
  (typeof sampleVendors)[number],
];
const T0 = Date.UTC(2026, 10, 26, 9, 0);
const day = (days: number, hours = 0) => new Date(T0 + days * 86_400_000 + hours * 3_600_000);
const clock = (d: Date) => () => d;

const ada = { id: "ada", isOperator: false }; // buyer
const bob = { id: "bob", isOperator: false }; // owns v1
const cy = { id: "cy", isOperator: false }; // owns v2
const dee = { id: "dee", isOperator: false }; // owns v3
const olive = { id: "olive", isOperator: true };

const values = (over: Partial<TenderValues> = {}): TenderValues => ({
  title: "Resurfacing of the ring road",
  description: "Road works on 4 km of the ring road, at night.",
  kind: "tender",
  region: "Europe",
  sector: "Infrastructure",
  budget: 900_000,
  budgetHidden: false,
  visibility: "public",
  buyerName: "Ada Council",
  questionDeadline: day(2).toISOString(),
  bidDeadline: day(5).toISOString(),
  items: [
    { item: "Resurfacing", quantity: 4, unit: "km", specification: "", cpv: "45233140-2" },
    { item: "Signs", quantity: 20, unit: "piece", specification: "", cpv: null },
  ],
  requirements: [{ name: "ISO 9001", verified: false }],
  criteria: [{ name: "Price", weight: 100, method: "price" as const }],
  ...over,
});

const offer = { prices: [100_000, 5_000], deliveryDays: 30, validUntil: "2027-06-30", message: "" };
const file = (n: string) => ({
  file: `${n.repeat(32)}.pdf`,
  name: "cert.pdf",
  type: "application/pdf",
  size: 9,
});

describe.each(testBackends)("tender requirements and CPV items on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    await createMembers(db, ["ada", "bob", "cy", "dee", "olive"]);
    for (const [vendor, owner] of [
      [v1, "bob"],
      [v2, "cy"],
      [v3, "dee"],
    ] as const)
      await db
        .updateTable("vendors")
        .set({ owner_id: owner })
        .where("id", "=", vendor.id)
        .execute();
  });

  const certificate = (companyId: string, name: string, expiresOn: string, n: string) =>
    repo.companies.addCertificate(
      companyId,
      { name, issuer: "BSI", number: `N-${n}`, scope: "", expiresOn },
      file(n),
      day(0),
    );

  it("keeps each item's CPV code with its title, and publishes it as the item's classification", async () => {
    const id = await repo.tenders.create(ada, values(), [], { publish: true }, day(0));
    const tender = await repo.tenders.detail(id, ada, day(0, 1));
    expect(tender?.items.map((i) => i.classification)).toEqual([
      { code: "45233140-2", title: expect.stringMatching(/road/i) },
      null,
    ]);
    const record = (await repo.tenders.publicRecord(id, day(0, 1)))!;
    const release = ocdsRelease({ ...record, buyerMemberKey: "k" }, "https://example.org");
    expect(release.tender.items[0]).toMatchObject({
      classification: { scheme: "CPV", id: "45233140-2" },
    });
    expect(release.tender.items[1]).not.toHaveProperty("classification");
    expect(release.tender).toHaveProperty("criteria.0.title", "ISO 9001");
    expectValidOcds(
      ocdsPackage([release], {
        uri: "https://example.org/p.json",
        publishedDate: release.date,
        siteUrl: "https://example.org",
      }),
    );
  });

  it("refuses a bid once the certificate it needs has expired, and tells who qualifies", async () => {
    const id = await repo.tenders.create(ada, values(), [], { publish: true }, day(0));
    await certificate(v1.id, "ISO 9001:2015", day(1).toISOString().slice(0, 10), "a");
    await certificate(v2.id, "ISO 9001", "2027-12-31", "b");
    const all = [v1.id, v2.id, v3.id];
    expect(await qualifyingCompanies(db, id, all, day(1, 5))).toEqual(new Set([v1.id, v2.id]));
    expect(await qualifyingCompanies({ db }, id, all, day(2))).toEqual(new Set([v2.id]));

    const late = await repo.tenders.placeBid(id, bob, v1.id, offer, [], clock(day(2)));
    expect(late).toMatchObject({
      ok: false,
      reason: "requirements",
      missing: [{ name: "ISO 9001" }],
    });
    const none = await repo.tenders.placeBid(id, dee, v3.id, offer, [], clock(day(2)));
    expect(none).toMatchObject({ ok: false, reason: "requirements" });
    expect(await repo.tenders.placeBid(id, cy, v2.id, offer, [], clock(day(2)))).toMatchObject({
      ok: true,
    });
    const page = await repo.tenders.qualification(id, [v1.id, v2.id], day(2));
    expect(page.missing.get(v1.id)).toEqual([{ name: "ISO 9001", verified: false }]);
    expect(page.missing.get(v2.id)).toEqual([]);
  });

  it("asks a verified certificate for a verified requirement: an operator's counts", async () => {
    const id = await repo.tenders.create(
      ada,
      values({ requirements: [{ name: "ISO 9001", verified: true }] }),
      [],
      { publish: true },
      day(0),
    );
    const cert = await certificate(v2.id, "ISO 9001", "2027-12-31", "c");
    expect(await repo.tenders.placeBid(id, cy, v2.id, offer, [], clock(day(1)))).toMatchObject({
      ok: false,
      reason: "requirements",
    });
    await repo.companies.verifyCertificate(cert, "olive", day(1));
    expect(await repo.tenders.placeBid(id, cy, v2.id, offer, [], clock(day(1)))).toMatchObject({
      ok: true,
    });
  });

  it("lets the tender's buyer verify and download a bidder's certificate only once the bids are open", async () => {
    const id = await repo.tenders.create(ada, values(), [], { publish: true }, day(0));
    const cert = await certificate(v2.id, "ISO 9001", "2027-12-31", "d");
    const other = await certificate(v3.id, "ISO 9001", "2027-12-31", "e");
    expect((await repo.tenders.placeBid(id, cy, v2.id, offer, [], clock(day(1)))).ok).toBe(true);
    // Sealed: the buyer cannot even learn who bid.
    expect(await repo.tenders.verifyForTender(id, "ada", cert, day(4))).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await repo.companies.certificateFileFor(cert, ada, day(4))).toBeUndefined();
    expect(await repo.tenders.bidderCertificates(id, "ada", day(4))).toEqual([]);
    // Open: the buyer, for a bidder; never another member, nor a company that did not bid.
    const open = day(6);
    expect(await repo.tenders.verifyForTender(id, "bob", cert, open)).toMatchObject({ ok: false });
    expect(await repo.tenders.verifyForTender(id, "ada", other, open)).toMatchObject({ ok: false });
    expect(await repo.tenders.verifyForTender(id, "ada", cert, open)).toEqual({ ok: true });
    expect(await repo.tenders.verifyForTender(id, "ada", cert, open)).toEqual({ ok: true });
    const seen = await repo.tenders.bidderCertificates(id, "ada", open);
    expect(seen).toEqual([
      {
        company: v2.name,
        certificates: [
          expect.objectContaining({ id: cert, verifiedByBuyer: true, meets: ["ISO 9001"] }),
        ],
      },
    ]);
    expect(JSON.stringify(seen)).not.toContain("N-d");
    expect(await repo.tenders.bidderCertificates(id, "bob", open)).toEqual([]);
    const verifications = await db
      .selectFrom("certificate_verifications")
      .select(["role", "tender_id"])
      .where("certificate_id", "=", cert)
      .execute();
    expect(verifications).toEqual([{ role: "buyer", tender_id: id }]);

    // The download: the owner, operators, the buyer once open; nobody else.
    expect(await repo.companies.certificateFileFor(cert, cy, open)).toMatchObject({
      file: file("d").file,
    });
    expect(await repo.companies.certificateFileFor(cert, olive, open)).toBeDefined();
    expect(await repo.companies.certificateFileFor(cert, ada, open)).toBeDefined();
    expect(await repo.companies.certificateFileFor(cert, bob, open)).toBeUndefined();
    expect(await repo.companies.certificateFileFor(cert, dee, open)).toBeUndefined();
    expect(await repo.companies.certificateFileFor(other, ada, open)).toBeUndefined();
  });
});
