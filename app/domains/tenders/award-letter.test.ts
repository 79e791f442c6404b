import { describe, expect, it } from "vitest";
import { bidderStanding, isStandstillDays, ranking, standstillEnd } from "./award-rules";
import { letterMoney, letterText } from "./award-letter";
import { lettersPdf, winAnsi } from "./award-letter-pdf.server";

// The award's rules and letters (decision 340): the standstill, each bidder's standing against the
// winner's (never another bidder's), the letters' words and their PDF.

const bid = (id: string, name: string, total: number, deliveryDays: number) => ({
  id,
  vendor: { slug: id, name, reviewCount: 0, reviewAverage: null },
  total,
  deliveryDays,
  validUntil: "2027-01-01",
  message: "",
  prices: { i1: total },
  documents: [],
});

const ranked = ranking({
  items: [{ id: "i1", item: "Desk", quantity: 1, unit: "pcs" }],
  criteria: [
    { name: "Price", weight: 60, method: "price" },
    { name: "Delivery", weight: 40, method: "scored" },
  ],
  bids: [
    bid("a", "Acme", 100_000, 20),
    bid("b", "Birch", 80_000, 40),
    bid("c", "Cedar", 120_000, 30),
  ],
  // Delivery is scored by the panel: one evaluator, who has submitted.
  evaluators: [{ id: "e1", name: "Eve", submitted: true }],
  scores: [
    { evaluatorId: "e1", bidId: "a", criterion: 1, score: 10, comment: "" },
    { evaluatorId: "e1", bidId: "b", criterion: 1, score: 1, comment: "" },
    { evaluatorId: "e1", bidId: "c", criterion: 1, score: 5, comment: "" },
  ],
});

describe("the award's rules", () => {
  it("ends the standstill whole days later, and takes 0 to 30 days", () => {
    expect(standstillEnd(new Date("2027-03-20T10:00:00Z"), 10).toISOString()).toBe(
      "2027-03-30T10:00:00.000Z",
    );
    expect([0, 10, 30].every(isStandstillDays)).toBe(true);
    expect([-1, 31, 2.5].some(isStandstillDays)).toBe(false);
  });

  it("gives a losing bidder their own standing and the winner's, and nothing of the others", () => {
    const standing = bidderStanding(ranked, "c", "a")!;
    expect(standing.own).toMatchObject({
      vendorName: "Cedar",
      rank: 3,
      total: 120_000,
      score: 60,
    });
    expect(standing.winner).toMatchObject({
      vendorName: "Acme",
      rank: 1,
      total: 100_000,
      score: 88,
    });
    expect(standing.own.criteria).toEqual([
      { name: "Price", outOf: 60, points: 40 },
      { name: "Delivery", outOf: 40, points: 20 },
    ]);
    expect(JSON.stringify(standing)).not.toContain("Birch");
    expect(bidderStanding(ranked, "a", "a")!.winner).toBeNull();
    expect(bidderStanding(ranked, "x", "a")).toBeNull();
  });
});

describe("the award letters", () => {
  const base = {
    tenderTitle: "Office furniture",
    buyerName: "Ada Ltd",
    currency: "EUR",
    dateText: "20 March 2027 at 10:00 CET",
    standstillUntilText: "30 March 2027 at 10:00 CEST",
    reason: null,
    bids: 3,
    scored: true,
  };
  const winner = bidderStanding(ranked, "a", "a")!.own;
  const loser = bidderStanding(ranked, "c", "a")!.own;

  it("tell the winner of the intended award and the standstill's end", () => {
    const text = letterText({ ...base, recipient: winner, winner });
    expect(text.title).toBe("Notice of intended award");
    expect(text.paragraphs.join(" ")).toContain("30 March 2027 at 10:00 CEST");
    expect(text.table).toBeNull();
  });

  it("give an unsuccessful bidder their rank and scores, and the winner's name and total", () => {
    const text = letterText({ ...base, recipient: loser, winner });
    const words = text.paragraphs.join(" ");
    expect(words).toContain("ranked 3 of 3");
    expect(words).toContain(`from Acme, totals ${letterMoney(100_000, "EUR")}`);
    expect(words).toContain("30 March 2027");
    expect(text.table!.rows.map((r) => r[0])).toEqual([
      "Rank",
      "Total price",
      "Price (out of 60.0)",
      "Delivery (out of 40.0)",
      "Weighted score (out of 100)",
    ]);
    expect(JSON.stringify(text)).not.toContain("Birch");
  });

  it("are set as a PDF, one letter a page", async () => {
    const letters = [winner, loser].map((recipient) => letterText({ ...base, recipient, winner }));
    const pdf = await lettersPdf(letters, "Award letters");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(winAnsi("Zoë ₹ 1\u202f000")).toBe("Zoë ? 1 000");
  });
});
