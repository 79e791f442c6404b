import { describe, expect, it } from "vitest";
import { buildRfpMarkdown, RFP_PLACEHOLDERS } from "./rfp";

describe("buildRfpMarkdown", () => {
  it("uses the placeholders when every input is empty", () => {
    const text = buildRfpMarkdown({ projectName: "", companyName: "", scope: "" });
    expect(text).toBe(
      [
        "# Request for Proposal: [Project Name]",
        "",
        "## 1. Introduction",
        "",
        "[Your Company Name] invites qualified vendors to submit proposals for [Project Name]. " +
          "This request describes the work required and how to respond.",
        "",
        "## 2. Project Scope",
        "",
        RFP_PLACEHOLDERS.scope,
        "",
        "## 3. Submission Deadline",
        "",
        "TBD",
        "",
        "## 4. Contact Information",
        "",
        "TBD",
        "",
      ].join("\n"),
    );
  });

  it("puts the inputs in place of the placeholders", () => {
    const text = buildRfpMarkdown({
      projectName: "Warehouse Automation",
      companyName: "Acme Logistics",
      scope: "Install 40 autonomous mobile robots.\n\n- Integration with our WMS\n- Training",
    });
    expect(text).toContain("# Request for Proposal: Warehouse Automation\n");
    expect(text).toContain(
      "Acme Logistics invites qualified vendors to submit proposals for Warehouse Automation.",
    );
    expect(text).toContain(
      "## 2. Project Scope\n\nInstall 40 autonomous mobile robots.\n\n- Integration with our WMS\n- Training\n\n## 3.",
    );
    expect(text).not.toContain("[Project Name]");
    expect(text).not.toContain("[Your Company Name]");
    expect(text).not.toContain(RFP_PLACEHOLDERS.scope);
  });

  it("keeps the four numbered sections in order, deadline and contact TBD", () => {
    const text = buildRfpMarkdown({ projectName: "X", companyName: "Y", scope: "Z" });
    const headings = text.split("\n").filter((line) => line.startsWith("## "));
    expect(headings).toEqual([
      "## 1. Introduction",
      "## 2. Project Scope",
      "## 3. Submission Deadline",
      "## 4. Contact Information",
    ]);
    expect(text).toMatch(/## 3\. Submission Deadline\n\nTBD\n/);
    expect(text).toMatch(/## 4\. Contact Information\n\nTBD\n$/);
  });

  it("treats inputs of only spaces as empty and trims the others", () => {
    const text = buildRfpMarkdown({ projectName: "  ", companyName: " Acme ", scope: "\n\t" });
    expect(text).toContain("# Request for Proposal: [Project Name]");
    expect(text).toContain(
      "Acme invites qualified vendors to submit proposals for [Project Name].",
    );
    expect(text).toContain(RFP_PLACEHOLDERS.scope);
  });

  it("fills each empty input on its own", () => {
    const text = buildRfpMarkdown({ projectName: "Fleet Renewal", companyName: "", scope: "" });
    expect(text).toContain("# Request for Proposal: Fleet Renewal");
    expect(text).toContain("[Your Company Name] invites");
  });
});
