import { describe, expect, it } from "vitest";
import { check, checkReview, reviewReplySchema as replySchema, reportSchema } from "./schema";
import { REVIEW_LIMITS, REVIEW_MESSAGES, starsLabel } from "./rules";

const body = "Delivered every shipment on time and answered questions within the hour.";
const valid = { rating: "4", title: "Reliable partner", body, relationship: "Current customer" };

describe("the review schema", () => {
  it("accepts a full review, with the rating as a number and the text trimmed", () => {
    const checked = checkReview({ ...valid, title: "  Reliable partner ", body: `\n${body}  ` });
    expect(checked).toEqual({
      ok: true,
      value: { rating: 4, title: "Reliable partner", body, relationship: "Current customer" },
    });
  });

  it.each(["0", "6", "4.5", "", "four", " "])("refuses the rating %j", (rating) => {
    const checked = checkReview({ ...valid, rating });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.rating).toBe(REVIEW_MESSAGES.rating);
  });

  it("refuses a missing rating, title, review and relationship, each with its own message", () => {
    const checked = checkReview({});
    expect(checked).toEqual({
      ok: false,
      errors: {
        rating: REVIEW_MESSAGES.rating,
        title: REVIEW_MESSAGES.titleRequired,
        body: REVIEW_MESSAGES.bodyTooShort,
        relationship: REVIEW_MESSAGES.relationship,
      },
    });
  });

  it("takes a title of at most 120 characters, on one line", () => {
    expect(checkReview({ ...valid, title: "t".repeat(REVIEW_LIMITS.titleMax) }).ok).toBe(true);
    const long = checkReview({ ...valid, title: "t".repeat(REVIEW_LIMITS.titleMax + 1) });
    expect(long.ok || long.errors.title).toBe(REVIEW_MESSAGES.titleTooLong);
    const lines = checkReview({ ...valid, title: "two\nlines" });
    expect(lines.ok || lines.errors.title).toBe(REVIEW_MESSAGES.title);
    const blank = checkReview({ ...valid, title: "   " });
    expect(blank.ok || blank.errors.title).toBe(REVIEW_MESSAGES.titleRequired);
  });

  it("takes a review of 50 to 3,000 characters, not counting surrounding spaces", () => {
    expect(checkReview({ ...valid, body: "x".repeat(50) }).ok).toBe(true);
    expect(checkReview({ ...valid, body: "x".repeat(3000) }).ok).toBe(true);
    const short = checkReview({ ...valid, body: ` ${"x".repeat(49)}      ` });
    expect(short.ok || short.errors.body).toBe(REVIEW_MESSAGES.bodyTooShort);
    const long = checkReview({ ...valid, body: "x".repeat(3001) });
    expect(long.ok || long.errors.body).toBe(REVIEW_MESSAGES.bodyTooLong);
  });

  it("counts characters, not UTF-16 units: 50 emoji are a long enough review", () => {
    expect(checkReview({ ...valid, body: "👍".repeat(50) }).ok).toBe(true);
  });

  it("refuses control characters in the text", () => {
    const checked = checkReview({ ...valid, body: `${body}\u0007` });
    expect(checked.ok || checked.errors.body).toBe(REVIEW_MESSAGES.controlCharacters);
  });

  it.each(["Current customer", "Past customer", "Evaluated only"])(
    "takes the relationship %s and nothing else",
    (relationship) => {
      expect(checkReview({ ...valid, relationship }).ok).toBe(true);
      expect(checkReview({ ...valid, relationship: relationship.toUpperCase() }).ok).toBe(false);
    },
  );
});

describe("replies and reports", () => {
  it("takes a reply of up to 2,000 characters, not a blank one", () => {
    expect(check(replySchema, { reply: "Thank you for the kind words." }).ok).toBe(true);
    expect(check(replySchema, { reply: "  " })).toEqual({
      ok: false,
      errors: { reply: REVIEW_MESSAGES.replyRequired },
    });
    expect(check(replySchema, { reply: "r".repeat(2001) }).ok).toBe(false);
  });

  it("takes the four reasons of a report and nothing else", () => {
    for (const reason of ["spam", "abuse", "conflict", "other"]) {
      expect(check(reportSchema, { reason }).ok).toBe(true);
    }
    expect(check(reportSchema, { reason: "boring" })).toEqual({
      ok: false,
      errors: { reason: REVIEW_MESSAGES.reason },
    });
  });
});

describe("star names", () => {
  it("names each choice as the issue asks: {n} out of 5 stars", () => {
    expect(starsLabel(1)).toBe("1 out of 5 stars");
    expect(starsLabel(4)).toBe("4 out of 5 stars");
  });
});
