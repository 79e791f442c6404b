import { describe, expect, it } from "vitest";
import { offsetLabel } from "~/lib/dates";
import {
  bidTotal,
  bidsUnsealed,
  centsToDecimal,
  lowestPerLine,
  mayBid,
  mayMoveDeadline,
  maySeeTender,
  parseProjectFilters,
  projectCpvPrefix,
  hasProjectFilters,
  parsePrice,
  questionsOpen,
  serialiseProjectFilters,
  tenderPhase,
  tenderTab,
  type TenderClock,
} from "~/domains/tenders/rules";

const clock = (over: Partial<TenderClock> = {}): TenderClock => ({
  publishedAt: "2026-11-26T09:00:00.000Z",
  questionDeadline: "2026-11-27T09:00:00.000Z",
  bidDeadline: "2026-11-28T09:00:00.000Z",
  cancelledAt: null,
  awardedAt: null,
  awardBidId: null,
  ...over,
});
const d = (iso: string) => new Date(iso);

describe("tenderPhase", () => {
  it("is a draft until published", () => {
    expect(tenderPhase(clock({ publishedAt: null }), d("2026-11-26T10:00:00Z"))).toBe("draft");
  });
  it("is open until the bid deadline and in evaluation from it on", () => {
    expect(tenderPhase(clock(), d("2026-11-28T08:59:59Z"))).toBe("open");
    expect(tenderPhase(clock(), d("2026-11-28T09:00:00Z"))).toBe("evaluation");
  });
  it("is awarded with a winning bid, closed without one, cancelled above all", () => {
    const now = d("2026-11-29T00:00:00Z");
    expect(tenderPhase(clock({ awardedAt: "x", awardBidId: "b" }), now)).toBe("awarded");
    expect(tenderPhase(clock({ awardedAt: "x" }), now)).toBe("closed");
    expect(tenderPhase(clock({ cancelledAt: "x", awardedAt: "x" }), now)).toBe("cancelled");
  });
  it("closes questions at the question deadline, and unseals bids at the bid deadline", () => {
    expect(questionsOpen(clock(), d("2026-11-27T08:59:59Z"))).toBe(true);
    expect(questionsOpen(clock(), d("2026-11-27T09:00:00Z"))).toBe(false);
    expect(bidsUnsealed(clock(), d("2026-11-28T08:59:59Z"))).toBe(false);
    expect(bidsUnsealed(clock(), d("2026-11-28T09:00:00Z"))).toBe(true);
  });
  it("lists open tenders under their kind's tab and awarded ones under In Progress", () => {
    expect(tenderTab("tender", "open")).toBe("Active Tender");
    expect(tenderTab("collaboration", "open")).toBe("Collaboration");
    expect(tenderTab("tender", "awarded")).toBe("In Progress");
    expect(tenderTab("tender", "evaluation")).toBeNull();
  });
});

describe("mayBid", () => {
  const base = {
    tender: { ...clock(), buyerId: "ada", visibility: "public" as const },
    company: { ownerId: "bob", status: "approved", invited: false },
    memberId: "bob",
    hasBid: false,
  };
  const now = d("2026-11-27T00:00:00Z");
  it("lets the owner of an approved company bid once on another member's open tender", () => {
    expect(mayBid(base, now)).toBeNull();
  });
  it("refuses late bids, own tenders, other owners' companies, unapproved ones and second bids", () => {
    expect(mayBid(base, d("2026-11-28T09:00:01Z"))).toBe("closed");
    expect(
      mayBid({ ...base, memberId: "ada", company: { ...base.company, ownerId: "ada" } }, now),
    ).toBe("own-tender");
    expect(mayBid({ ...base, memberId: "cy" }, now)).toBe("not-owner");
    expect(mayBid({ ...base, company: { ...base.company, status: "pending" } }, now)).toBe(
      "company-not-approved",
    );
    expect(mayBid({ ...base, hasBid: true }, now)).toBe("already-bid");
  });
  it("asks for an invitation on an invitation-only tender", () => {
    const invitedOnly = { ...base, tender: { ...base.tender, visibility: "invited" as const } };
    expect(mayBid(invitedOnly, now)).toBe("not-invited");
    expect(mayBid({ ...invitedOnly, company: { ...base.company, invited: true } }, now)).toBeNull();
  });
});

describe("maySeeTender", () => {
  const t = { published: true, visibility: "invited" as const, buyerId: "ada" };
  it("shows invitation-only tenders to the buyer, invited members and operators only", () => {
    expect(maySeeTender(t, { id: "ada", isOperator: false }, false)).toBe(true);
    expect(maySeeTender(t, { id: "bob", isOperator: false }, true)).toBe(true);
    expect(maySeeTender(t, { id: "olive", isOperator: true }, false)).toBe(true);
    expect(maySeeTender(t, { id: "dee", isOperator: false }, false)).toBe(false);
    expect(maySeeTender(t, null, false)).toBe(false);
  });
  it("shows drafts to their buyer only", () => {
    const draft = { ...t, published: false, visibility: "public" as const };
    expect(maySeeTender(draft, { id: "olive", isOperator: true }, false)).toBe(false);
    expect(maySeeTender(draft, { id: "ada", isOperator: false }, false)).toBe(true);
  });
});

describe("money", () => {
  it("reads typed prices as cents and writes them back", () => {
    expect(parsePrice("1,250.5")).toBe(125050);
    expect(parsePrice("$ 12")).toBe(1200);
    expect(parsePrice("1.234")).toBeNull();
    expect(parsePrice("-3")).toBeNull();
    expect(centsToDecimal(125050)).toBe("1250.50");
  });
  it("totals quantity times unit price", () => {
    expect(
      bidTotal([
        { quantity: 40, unitPrice: 25000 },
        { quantity: 2, unitPrice: 150 },
      ]),
    ).toBe(1_000_300);
  });
  it("marks the lowest unit price per line, ties shared", () => {
    const prices = new Map([
      [
        "a",
        new Map([
          ["i1", 10],
          ["i2", 30],
        ]),
      ],
      [
        "b",
        new Map([
          ["i1", 10],
          ["i2", 20],
        ]),
      ],
    ]);
    const lowest = lowestPerLine(["i1", "i2"], prices);
    expect([...lowest.get("i1")!]).toEqual(["a", "b"]);
    expect([...lowest.get("i2")!]).toEqual(["b"]);
  });
});

describe("deadlines", () => {
  it("extends, never shortens", () => {
    expect(mayMoveDeadline("2026-11-28T09:00:00Z", "2026-11-29T09:00:00Z")).toBe(true);
    expect(mayMoveDeadline("2026-11-28T09:00:00Z", "2026-11-28T09:00:00Z")).toBe(false);
  });
  it("labels an offset from UTC", () => {
    expect(offsetLabel(-330)).toBe("UTC-05:30");
  });
});

describe("project filters", () => {
  it("reads known values from the URL and drops junk", () => {
    const f = parseProjectFilters(
      new URLSearchParams("region=GCC&sector=Nope&budget=1000000&deadline=3&sort=closing"),
    );
    expect(f).toEqual({
      region: "GCC",
      sector: undefined,
      budget: 1000000,
      deadline: undefined,
      division: undefined,
      group: undefined,
      sort: "closing",
    });
    expect(serialiseProjectFilters(f).toString()).toBe("region=GCC&budget=1000000&sort=closing");
  });
  it("reads a CPV division (two digits) and group (three), the group as the search's prefix", () => {
    const f = parseProjectFilters(new URLSearchParams("division=45&group=452"));
    expect(f).toMatchObject({ division: "45", group: "452" });
    expect(serialiseProjectFilters(f).toString()).toBe("division=45&group=452");
    expect(hasProjectFilters(f)).toBe(true);
    expect(projectCpvPrefix(f)).toBe("452");
    expect(projectCpvPrefix(parseProjectFilters(new URLSearchParams("division=71")))).toBe("71");
    const junk = parseProjectFilters(new URLSearchParams("division=4&group=45x9"));
    expect(junk).toMatchObject({ division: undefined, group: undefined });
    expect(hasProjectFilters(junk)).toBe(false);
  });
});
