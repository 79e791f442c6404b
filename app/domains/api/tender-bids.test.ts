import { describe, expect, it } from "vitest";
import { tenderBidsView, type ComparisonData } from "./tender-bids";

const origin = "https://procureconnect.test";

describe("the bids on a buyer's tender as the API gives them", () => {
  it("gives only their number while sealed", () => {
    const sealed: ComparisonData = {
      sealed: true,
      id: "t1",
      title: "Racking",
      bidDeadline: "2030-01-02T12:00:00.000Z",
      count: 3,
    };
    expect(tenderBidsView(sealed, origin)).toEqual({
      tenderId: "t1",
      title: "Racking",
      sealed: true,
      opensAt: "2030-01-02T12:00:00.000Z",
      bidCount: 3,
      bids: [],
      url: `${origin}/projects/t1/bids`,
    });
  });

  it("gives each bid's prices in units, its line cells and its documents' addresses once open", () => {
    const open: ComparisonData = {
      sealed: false,
      id: "t1",
      title: "Racking",
      money: { currency: "EUR" },
      comparison: {
        columns: [
          {
            bidId: "b1",
            vendorSlug: "acme",
            vendorName: "Acme",
            total: 540_600,
            deliveryDays: 30,
            validUntil: "2031-01-31",
            message: "Hello",
            score: null,
            rank: null,
            lowestTotal: true,
            reconfirmed: true,
            documents: [{ id: "d1", name: "offer.pdf" }],
          },
        ],
        rows: [
          {
            itemId: "i1",
            item: "Bay",
            quantity: 12,
            unit: "piece",
            cells: [{ bidId: "b1", unitPrice: 45_050, lineTotal: 540_600 }],
          },
          { itemId: "i2", item: "Beam", quantity: 1, unit: "piece", cells: [] },
        ],
      },
    };
    const view = tenderBidsView(open, origin);
    expect([view.sealed, view.bidCount, view.opensAt]).toEqual([false, 1, null]);
    const [bid] = view.bids;
    expect([bid!.total, bid!.currency, bid!.supplier.url]).toEqual([
      5406,
      "EUR",
      `${origin}/vendors/acme`,
    ]);
    expect(bid!.lines.map((l) => [l.unitPrice, l.lineTotal])).toEqual([
      [450.5, 5406],
      [null, null],
    ]);
    expect(bid!.documents[0]!.url).toBe(`${origin}/projects/t1/bids/b1/documents/d1`);
  });
});
