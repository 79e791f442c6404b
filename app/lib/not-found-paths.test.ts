import { describe, expect, it } from "vitest";
import { notFoundDocumentFor } from "./not-found-paths";

describe("notFoundDocumentFor", () => {
  it("answers an unknown vendor slug with the vendor route's not-found document", () => {
    expect(notFoundDocumentFor("/vendors/no-such-vendor")).toBe("/vendors/_not-found");
    expect(notFoundDocumentFor("/vendors/no-such-vendor/")).toBe("/vendors/_not-found");
  });

  it("answers an unknown job id with the job route's not-found document", () => {
    expect(notFoundDocumentFor("/jobs/j99")).toBe("/jobs/_not-found");
  });

  it("answers deeper or unrelated paths with the generic Page Not Found", () => {
    expect(notFoundDocumentFor("/vendors/a/b")).toBe("/404");
    expect(notFoundDocumentFor("/nothing-here")).toBe("/404");
    expect(notFoundDocumentFor("/vendors")).toBe("/404");
  });
});
