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
      lots: [],
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
      lots: [],
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
    expect([view.lots, bid!.lots, bid!.lines[0]!.lot]).toEqual([[], [], null]);
  });

  it("gives a bid's place in each lot it is on, and no rank across lots", () => {
    const column = (bidId: string, total: number, lowestTotal: boolean, rank: number) => ({
      bidId,
      vendorSlug: bidId,
      vendorName: bidId,
      total,
      deliveryDays: 14,
      validUntil: "2031-01-31",
      message: "",
      score: 100 / rank,
      rank,
      lowestTotal,
      reconfirmed: true,
      documents: [],
    });
    const row = (itemId: string, bids: string[]) => ({
      itemId,
      item: itemId,
      quantity: 1,
      unit: "piece",
      cells: bids.map((bidId) => ({ bidId, unitPrice: 100, lineTotal: 100 })),
    });
    const open: ComparisonData = {
      sealed: false,
      id: "t2",
      title: "Depot materials",
      money: { currency: "EUR" },
      comparison: {
        columns: [column("a", 150_000, false, 2), column("b", 50_000, true, 1)],
        rows: [row("beam", ["a"]), row("cable", ["a", "b"])],
      },
      lots: [
        {
          number: 1,
          title: "Steel",
          comparison: { columns: [column("a", 90_000, true, 1)], rows: [row("beam", ["a"])] },
        },
        {
          number: 2,
          title: "Cables",
          comparison: {
            columns: [column("b", 50_000, true, 1), column("a", 60_000, false, 2)],
            rows: [row("cable", ["a", "b"])],
          },
        },
      ],
    };
    const view = tenderBidsView(open, origin);
    expect(view.lots).toEqual([
      { number: 1, title: "Steel", bidCount: 1 },
      { number: 2, title: "Cables", bidCount: 2 },
    ]);
    const [a, b] = view.bids;
    expect([a!.score, a!.rank, a!.lowestTotal]).toEqual([null, null, false]);
    expect(a!.lots).toEqual([
      { number: 1, title: "Steel", total: 900, lowestTotal: true, score: 100, rank: 1 },
      { number: 2, title: "Cables", total: 600, lowestTotal: false, score: 50, rank: 2 },
    ]);
    expect(b!.lots.map((l) => [l.number, l.total, l.rank])).toEqual([[2, 500, 1]]);
    expect(a!.lines.map((l) => [l.itemId, l.lot])).toEqual([
      ["beam", 1],
      ["cable", 2],
    ]);
  });
});
