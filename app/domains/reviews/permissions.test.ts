import { describe, expect, it } from "vitest";
import { mayChangeReview, mayModerate, mayReply, mayReport, mayReview } from "./permissions";

const ada = { id: "ada", isOperator: false };
const bob = { id: "bob", isOperator: false };
const olive = { id: "olive", isOperator: true };
const sample = { ownerId: null };
const adasCompany = { ownerId: "ada" };
const bobsReview = { authorId: "bob" };

describe("who may do what with reviews", () => {
  it("lets any member review a sample vendor or someone else's company", () => {
    expect(mayReview(ada, sample)).toBeNull();
    expect(mayReview(bob, adasCompany)).toBeNull();
  });

  it("refuses a review of one's own company, and anyone signed out", () => {
    expect(mayReview(ada, adasCompany)).toBe("ownCompany");
    expect(mayReview(null, sample)).toBe("signIn");
  });

  it("lets only the author change a review, operators included", () => {
    expect(mayChangeReview(bob, bobsReview)).toBeNull();
    expect(mayChangeReview(ada, bobsReview)).toBe("notYours");
    expect(mayChangeReview(olive, bobsReview)).toBe("notYours");
    expect(mayChangeReview(null, bobsReview)).toBe("signIn");
  });

  it("lets only the owner reply, never on a sample vendor", () => {
    expect(mayReply(ada, adasCompany)).toBeNull();
    expect(mayReply(bob, adasCompany)).toBe("notOwner");
    expect(mayReply(ada, sample)).toBe("notOwner");
    expect(mayReply(null, adasCompany)).toBe("signIn");
  });

  it("lets members report others' reviews, not their own", () => {
    expect(mayReport(ada, bobsReview)).toBeNull();
    expect(mayReport(bob, bobsReview)).toBe("ownReview");
    expect(mayReport(null, bobsReview)).toBe("signIn");
  });

  it("lets only operators moderate", () => {
    expect(mayModerate(olive)).toBe(true);
    expect(mayModerate(ada)).toBe(false);
    expect(mayModerate(null)).toBe(false);
  });
});
