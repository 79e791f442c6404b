import { describe, expect, it } from "vitest";
import { canEditCompany, canModerate, canSeeCompany, moderationActions } from "./permissions";
import type { Actor } from "~/domain/actor";
import { COMPANY_STATUSES } from "./schema";

const owner: Actor = { id: "u-owner", isOperator: false };
const otherMember: Actor = { id: "u-other", isOperator: false };
const operator: Actor = { id: "u-op", isOperator: true };
const of = (status: (typeof COMPANY_STATUSES)[number]) => ({ ownerId: owner.id, status });

describe("who may see a company", () => {
  it("shows an approved company to everyone, signed in or not", () => {
    for (const actor of [null, otherMember, owner, operator]) {
      expect(canSeeCompany(actor, of("approved"))).toBe(true);
    }
  });

  it.each(["pending", "rejected", "unlisted"] as const)(
    "shows a %s company to its owner and operators only",
    (status) => {
      expect(canSeeCompany(null, of(status))).toBe(false);
      expect(canSeeCompany(otherMember, of(status))).toBe(false);
      expect(canSeeCompany(owner, of(status))).toBe(true);
      expect(canSeeCompany(operator, of(status))).toBe(true);
    },
  );

  it("never takes a sample vendor (no owner) as owned by anyone", () => {
    expect(canEditCompany(owner, { ownerId: null, status: "approved" })).toBe(false);
  });
});

describe("who may change a company", () => {
  it("lets its owner edit it in any status, and nobody else, operators included", () => {
    for (const status of COMPANY_STATUSES) {
      expect(canEditCompany(owner, of(status))).toBe(true);
      expect(canEditCompany(otherMember, of(status))).toBe(false);
      expect(canEditCompany(operator, of(status))).toBe(false);
      expect(canEditCompany(null, of(status))).toBe(false);
    }
  });

  it("lets operators moderate, and no member or visitor", () => {
    expect([null, otherMember, owner, operator].map(canModerate)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it("offers the decisions each status allows", () => {
    expect(moderationActions("pending")).toEqual(["approve", "reject"]);
    expect(moderationActions("approved")).toEqual(["unlist"]);
    expect(moderationActions("unlisted")).toEqual(["relist"]);
    expect(moderationActions("rejected")).toEqual(["approve"]);
  });
});
