import { describe, expect, it } from "vitest";
import { privacyPolicy, termsOfService } from "./legal-documents";

describe("legal documents", () => {
  it("has 6 privacy sections and 8 terms sections", () => {
    expect(privacyPolicy.sections).toHaveLength(6);
    expect(termsOfService.sections).toHaveLength(8);
  });

  it("promises 30 days' notice before new terms take effect", () => {
    const text = termsOfService.sections.flatMap((s) => s.paragraphs).join(" ");
    expect(text).toContain("30 days' notice before new terms take effect");
  });
});
