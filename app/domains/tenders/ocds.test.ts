import { describe, expect, it } from "vitest";
import { ocdsPackage, ocdsRelease, type OcdsTender } from "./ocds";
import { OCDS_EXTENSIONS, ocdsAmendment } from "./ocds-parts";
import { expectValidOcds, ocdsErrors, packageValidator } from "./ocds-schema.testing";

// A tender's OCDS release from what its page shows, checked against the 1.1.5 schema merged
// with the extensions the package declares (docs/decisions/350-354).

const SITE = "https://buyers.example.test";

const tender = (over: Partial<OcdsTender> = {}): OcdsTender => ({
  id: "t1",
  title: "Office furniture",
  description: "Desks and chairs for 40 people.",
  buyerName: "Ada Trading",
  buyerVendorId: null,
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
  updatedAt: "2026-11-26T09:00:00.000Z",
  cancelledByOperator: false,
  phase: "open",
  items: [
    { id: "i1", item: "Standing desk", quantity: 40, unit: "piece", specification: "160 x 80" },
  ],
  documents: [
    { id: "d1", name: "specs.pdf", type: "application/pdf", createdAt: "2026-11-26T08:00:00.000Z" },
  ],
  criteria: [
    { name: "Price", weight: 70 },
    { name: "Delivery", weight: 30 },
  ],
  questions: [
    {
      id: "q1",
      body: "May we deliver in two lots?",
      answer: "Yes, within the deadline.",
      askedAt: "2026-11-26T09:05:00.000Z",
      answeredAt: "2026-11-26T09:10:00.000Z",
    },
  ],
  addenda: [
    {
      id: "a1",
      body: "Quantity raised to 40.",
      createdAt: "2026-11-26T09:20:00.000Z",
      changes: [],
    },
  ],
  award: null,
  tenderers: null,
  bids: null,
  ...over,
});

const AWARDED: Partial<OcdsTender> = {
  phase: "awarded",
  updatedAt: "2026-11-26T11:00:00.000Z",
  tenderers: [
    { vendorId: "v1", name: "Alder" },
    { vendorId: "v2", name: "Birch" },
  ],
  bids: [
    { id: "b1", vendorId: "v1", vendorName: "Alder" },
    { id: "b2", vendorId: "v2", vendorName: "Birch" },
  ],
  award: {
    bidId: "b2",
    date: "2026-11-26T11:00:00.000Z",
    vendorId: "v2",
    vendorName: "Birch",
    total: 1234500,
  },
};

const packageOf = (t: OcdsTender) =>
  ocdsPackage([ocdsRelease(t, SITE)], {
    uri: `${SITE}/projects/${t.id}/ocds.json`,
    publishedDate: t.updatedAt,
    siteUrl: SITE,
  });

describe("a tender's OCDS release", () => {
  it("is valid against the schema merged with the extensions it declares, open and awarded", () => {
    const open = packageOf(tender());
    expectValidOcds(open);
    expect(open.extensions).toEqual([
      OCDS_EXTENSIONS.awardCriteria,
      OCDS_EXTENSIONS.enquiry,
      OCDS_EXTENSIONS.lots,
    ]);
    const awarded = packageOf(tender(AWARDED));
    expectValidOcds(awarded);
    expect(awarded.extensions).toContain(OCDS_EXTENSIONS.bid);
  });

  it("fails the merged schema where core alone would let it pass", () => {
    const pkg = packageOf(tender()) as unknown as {
      releases: { tender: { lots: { status: string }[] } }[];
    };
    pkg.releases[0]!.tender.lots[0]!.status = "bogus";
    expect(packageValidator()(pkg)).toBe(true);
    expect(ocdsErrors(pkg)).toEqual([
      "enum /releases/0/tender/lots/0/status: must be equal to one of the allowed values",
    ]);
    expect(() => ocdsErrors({ ...pkg, extensions: [`${OCDS_EXTENSIONS.bid}x`] })).toThrow(
      /Not an extension.json URL/,
    );
  });

  it("carries the tender's documents at their public route, published when the tender was", () => {
    const [release] = packageOf(tender()).releases;
    expect(release.tender.documents).toEqual([
      expect.objectContaining({ documentType: "tenderNotice", url: `${SITE}/projects/t1` }),
      {
        id: "d1",
        documentType: "biddingDocuments",
        title: "specs.pdf",
        url: `${SITE}/projects/t1/documents/d1`,
        format: "application/pdf",
        datePublished: "2026-11-26T09:00:00.000Z",
      },
    ]);
  });

  it("gives the award criteria in words and, on the tender's one lot, with their weights", () => {
    const { tender: t } = packageOf(tender()).releases[0];
    expect(t.awardCriteria).toBe("ratedCriteria");
    expect(t.awardCriteriaDetails).toBe("Price: weight 70; Delivery: weight 30");
    expect(t.lots).toEqual([
      {
        id: "1",
        title: "Office furniture",
        status: "active",
        value: { amount: 50000, currency: "EUR" },
        awardCriteria: {
          criteria: [
            { type: "price", name: "Price", numbers: [{ number: 70, weight: "percentageExact" }] },
            {
              type: "quality",
              name: "Delivery",
              numbers: [{ number: 30, weight: "percentageExact" }],
            },
          ],
        },
      },
    ]);
    expect(t.items.map((i) => i.relatedLot)).toEqual(["1"]);
    const priceOnly = packageOf(tender({ criteria: [{ name: "Price", weight: 100 }] }));
    expect(priceOnly.releases[0].tender.awardCriteria).toBe("priceOnly");
    const none = packageOf(tender({ criteria: [] }));
    expectValidOcds(none);
    expect(none.releases[0].tender).not.toHaveProperty("awardCriteria");
    expect(none.extensions).not.toContain(OCDS_EXTENSIONS.awardCriteria);
  });

  it("publishes the answered questions as enquiries, dated, naming nobody", () => {
    const pkg = packageOf(
      tender({
        questions: [
          ...tender().questions,
          {
            id: "q2",
            body: "Unanswered?",
            answer: null,
            askedAt: "2026-11-26T09:06:00.000Z",
            answeredAt: null,
          },
        ],
      }),
    );
    const { tender: t, parties } = pkg.releases[0];
    expect(t.hasEnquiries).toBe(true);
    expect(t.enquiries).toEqual([
      {
        id: "q1",
        date: "2026-11-26T09:05:00.000Z",
        description: "May we deliver in two lots?",
        answer: "Yes, within the deadline.",
        dateAnswered: "2026-11-26T09:10:00.000Z",
      },
    ]);
    expect(parties.flatMap((p) => p.roles)).not.toContain("enquirer");
    // The answer is news: the release is dated by it, and has a new id.
    expect(pkg.releases[0].date).toBe("2026-11-26T09:10:00.000Z");
    expect(pkg.releases[0].id).toBe(`ocds-pcnet0-t1-${Date.parse("2026-11-26T09:10:00.000Z")}`);
    const quiet = packageOf(tender({ questions: [] }));
    expect(quiet.releases[0].tender).not.toHaveProperty("enquiries");
    expect(quiet.extensions).not.toContain(OCDS_EXTENSIONS.enquiry);
  });

  it("lists the addenda as amendments, and maps a structured amendment with its changes", () => {
    const { tender: t } = packageOf(tender()).releases[0];
    expect(t.amendments).toEqual([
      { id: "a1", date: "2026-11-26T09:20:00.000Z", description: "Quantity raised to 40." },
    ]);
    const structured = ocdsAmendment(
      {
        date: "2026-11-27T09:00:00.000Z",
        rationale: "More staff",
        description: "Standing desk: quantity 12 to 18",
        changes: [{ property: "items/0/quantity", formerValue: 12 }],
      },
      1,
    );
    expect(structured).toEqual({
      id: "2",
      date: "2026-11-27T09:00:00.000Z",
      rationale: "More staff",
      description: "Standing desk: quantity 12 to 18",
      changes: [{ property: "items/0/quantity", former_value: 12 }],
    });
    const pkg = packageOf(tender());
    pkg.releases[0].tender.amendments = [structured];
    expectValidOcds(pkg);
  });

  it("records an amendment made as data: what changed in words, the explanation, former values", () => {
    const desk = {
      id: "i1",
      item: "Standing desk",
      quantity: 12,
      unit: "piece",
      specification: "",
    };
    const { tender: t } = packageOf(
      tender({
        addenda: [
          {
            id: "a2",
            body: "More staff join in March.",
            createdAt: "2026-11-27T09:00:00.000Z",
            changes: [
              {
                kind: "item-changed",
                itemId: "i1",
                fields: ["quantity"],
                before: desk,
                after: { ...desk, quantity: 18 },
              },
              {
                kind: "bid-deadline",
                before: "2026-12-01T09:00:00.000Z",
                after: "2026-12-08T09:00:00.000Z",
              },
            ],
          },
        ],
      }),
    ).releases[0];
    expect(t.amendments).toHaveLength(1);
    const amendment = t.amendments![0]!;
    expect(amendment.rationale).toBe("More staff join in March.");
    expect(amendment.description).toContain("Standing desk: quantity from 12 to 18.");
    expect(amendment.description).toContain("Bids now until");
    expect(amendment.changes).toEqual([
      { property: "tender/items/i1/quantity", former_value: 12 },
      { property: "tender/tenderPeriod/endDate", former_value: "2026-12-01T09:00:00.000Z" },
    ]);
    const pkg = packageOf(tender({ addenda: [] }));
    pkg.releases[0].tender.amendments = t.amendments;
    expectValidOcds(pkg);
  });

  it("records the title, description, budget and visibility changed, with their former values", () => {
    const { tender: t } = packageOf(
      tender({
        title: "LED desk lamps",
        visibility: "invited",
        addenda: [
          {
            id: "a3",
            body: "",
            createdAt: "2026-11-28T09:00:00.000Z",
            changes: [
              { kind: "title", before: "Desk lamps", after: "LED desk lamps" },
              { kind: "description", before: "Lamps.", after: "Dimmable lamps." },
              {
                kind: "budget",
                currency: "EUR",
                before: { amount: 10_000, hidden: false },
                after: { amount: 12_000, hidden: false },
              },
              { kind: "visibility", before: "public", after: "invited" },
            ],
          },
        ],
      }),
    ).releases[0];
    const amendment = t.amendments![0]!;
    expect(amendment.description).toContain('Title from "Desk lamps" to "LED desk lamps".');
    expect(amendment.description).toContain("Now open to invited companies only");
    expect(amendment.changes).toEqual([
      { property: "tender/title", former_value: "Desk lamps" },
      { property: "tender/description", former_value: "Lamps." },
      { property: "tender/value", former_value: { amount: 10_000, currency: "EUR" } },
      { property: "tender/procurementMethod", former_value: "open" },
    ]);
    const pkg = packageOf(tender({ addenda: [] }));
    pkg.releases[0].tender.amendments = t.amendments;
    expectValidOcds(pkg);
  });

  it("gives bids only once awarded, with a price only for the awarded bid the buyer shows", () => {
    const evaluation = packageOf(tender({ ...AWARDED, phase: "evaluation", award: null }));
    expect(evaluation.releases[0]).not.toHaveProperty("bids");
    expect(evaluation.extensions).not.toContain(OCDS_EXTENSIONS.bid);
    const { bids, awards, parties } = packageOf(tender(AWARDED)).releases[0];
    expect(bids?.statistics).toEqual([
      { id: "bids", measure: "bids", value: 2 },
      { id: "bidders", measure: "bidders", value: 2 },
    ]);
    expect(bids?.details).toEqual([
      {
        id: "b1",
        status: "valid",
        tenderers: [{ id: "pc-company-v1", name: "Alder" }],
        relatedLots: ["1"],
      },
      {
        id: "b2",
        status: "valid",
        tenderers: [{ id: "pc-company-v2", name: "Birch" }],
        value: { amount: 12345, currency: "EUR" },
        relatedLots: ["1"],
      },
    ]);
    expect(awards[0]).toMatchObject({ relatedBid: "b2", suppliers: [{ id: "pc-company-v2" }] });
    expect(parties.find((p) => p.id === "pc-company-v2")?.roles).toEqual(["tenderer", "supplier"]);
    const listedLater = packageOf(tender({ ...AWARDED, tenderers: [] })).releases[0];
    expect(listedLater.parties.map((p) => p.id)).toContain("pc-company-v1");
    const hidden = packageOf(tender({ ...AWARDED, award: { ...AWARDED.award!, total: null } }));
    expectValidOcds(hidden);
    expect(JSON.stringify(hidden.releases[0].bids)).not.toContain("amount");
  });

  it("names the buyer as one party, the same on every tender", () => {
    const asMember = (id: string) => packageOf(tender({ id })).releases[0];
    const [a, b] = [asMember("t1"), asMember("t2")];
    expect(a.buyer).toEqual({ id: "pc-member-a1b2c3", name: "Ada Trading" });
    expect(b.buyer.id).toBe(a.buyer.id);
    expect(a.parties).toEqual([
      {
        id: "pc-member-a1b2c3",
        name: "Ada Trading",
        identifier: { scheme: "PCNET0", id: "member-a1b2c3" },
        roles: ["buyer", "procuringEntity"],
      },
    ]);
    const asCompany = packageOf(tender({ buyerVendorId: "v9" })).releases[0];
    expect(asCompany.buyer.id).toBe("pc-company-v9");
    expect(asCompany.tender.procuringEntity).toEqual(asCompany.buyer);
  });
});
