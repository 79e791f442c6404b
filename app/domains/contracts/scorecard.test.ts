import { describe, expect, it } from "vitest";
import { hasRecord, scorecard, shareText } from "./scorecard";

describe("scorecard", () => {
  it("is empty for a supplier without contracts", () => {
    const card = scorecard({ received: [], invoices: [], verifiedRatings: [] });
    expect(hasRecord(card)).toBe(false);
    expect(shareText(card.onTime)).toBe("None yet");
    expect(card.verifiedRating.average).toBeNull();
  });

  it("counts deliveries received by their date, invoices matched first time and disputes", () => {
    const card = scorecard({
      received: [
        { deliveryDate: "2030-01-10", receivedAt: "2030-01-10T23:00:00.000Z" },
        { deliveryDate: "2030-01-10", receivedAt: "2030-01-11T08:00:00.000Z" },
      ],
      invoices: [
        { flagged: true, status: "disputed" },
        { flagged: false, status: "paid" },
        { flagged: false, status: "approved" },
      ],
      verifiedRatings: [5, 4, 4],
    });
    expect(card.onTime).toEqual({ count: 1, of: 2 });
    expect(shareText(card.onTime)).toBe("1 of 2 (50%)");
    expect(card.matchedFirstTime).toEqual({ count: 2, of: 3 });
    expect(card.disputes).toBe(1);
    expect(card.verifiedRating).toEqual({ average: 4.3, count: 3 });
    expect(hasRecord(card)).toBe(true);
  });
});
