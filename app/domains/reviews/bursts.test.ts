import { describe, expect, it } from "vitest";
import { groupBursts, newAccountsSince, type NewAccountReview } from "./bursts";

const NOW = new Date("2026-11-27T12:00:00.000Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const acme = { id: "v1", slug: "acme", name: "Acme" };
const beta = { id: "v2", slug: "beta", name: "Beta" };

let n = 0;
function review(
  vendor: typeof acme,
  writtenHoursAgo: number,
  rating = 1,
  accountHoursAgo = writtenHoursAgo + 1,
): NewAccountReview {
  n++;
  return {
    id: `r${n}`,
    vendor,
    authorName: `Member ${n}`,
    rating,
    title: "Awful",
    createdAt: hoursAgo(writtenHoursAgo),
    accountCreatedAt: hoursAgo(accountHoursAgo),
  };
}

describe("groupBursts", () => {
  it("groups a company's reviews from new accounts, with the rating now and without them", () => {
    const reviews = [review(acme, 3), review(acme, 2), review(acme, 1)];
    // Ten five-star reviews from older accounts, then these three one-star ones.
    const totals = new Map([["v1", { count: 13, sum: 53 }]]);
    const [burst, ...rest] = groupBursts(reviews, totals, NOW);
    expect(rest).toEqual([]);
    expect(burst!.vendor).toEqual(acme);
    expect(burst!.reviews.map((r) => r.id)).toEqual(reviews.map((r) => r.id));
    expect(burst!.from).toBe(hoursAgo(3));
    expect(burst!.to).toBe(hoursAgo(1));
    expect(burst!.ratingNow).toBe(4.1);
    expect(burst!.ratingWithout).toBe(5);
  });

  it("leaves out too few reviews, old accounts, and splits a company's reviews a day apart", () => {
    const early = [review(acme, 100), review(acme, 99), review(acme, 98)];
    const late = [review(acme, 50), review(acme, 49), review(acme, 48), review(acme, 47)];
    const old = [review(beta, 3, 1, 24 * 8), review(beta, 2, 1, 24 * 8), review(beta, 1)];
    const pair = [review(beta, 40), review(beta, 39)];
    const bursts = groupBursts([...late, ...early, ...old, ...pair], new Map(), NOW);
    expect(bursts.map((b) => b.reviews.map((r) => r.id))).toEqual([
      late.map((r) => r.id),
      early.map((r) => r.id),
    ]);
    // Without the companies' totals, a burst is all there is: no rating without it.
    expect(bursts[0]!.ratingWithout).toBeNull();
  });

  it("puts the burst that moves a rating most first", () => {
    const small = [review(acme, 3, 4), review(acme, 2, 4), review(acme, 1, 4)];
    const large = [review(beta, 3), review(beta, 2), review(beta, 1)];
    const totals = new Map([
      ["v1", { count: 4, sum: 17 }],
      ["v2", { count: 4, sum: 8 }],
    ]);
    expect(groupBursts([...small, ...large], totals, NOW).map((b) => b.vendor.id)).toEqual([
      "v2",
      "v1",
    ]);
  });

  it("counts an account as new for NEW_ACCOUNT_DAYS", () => {
    expect(newAccountsSince(NOW).toISOString()).toBe("2026-11-20T12:00:00.000Z");
  });
});
