import { describe, expect, it } from "vitest";
import {
  checkCompany,
  checkReason,
  COMPANY_MESSAGES as M,
  companyNameKey,
  diffCompany,
  EMPTY_COMPANY_VALUES,
  logoProblem,
  LOGO_MAX_BYTES,
  slugify,
  valuesOf,
  type CompanyValues,
} from "./schema";

const valid: CompanyValues = {
  name: "  Acme   Solar  ",
  description: "Solar farms and storage for industrial sites.",
  category: "Energy",
  location: "Lisbon, Portugal",
  services: "Solar installation\n\n  Battery storage  \n",
  certifications: "ISO 14001",
  tags: "solar, , storage ",
  website: "https://acme.example",
};

const errorsOf = (changes: Partial<CompanyValues>) => {
  const result = checkCompany({ ...valid, ...changes });
  return result.ok ? {} : result.errors;
};

describe("the company form's rules", () => {
  it("accepts a complete company and normalises its text and lists", () => {
    const result = checkCompany(valid);
    expect(result).toEqual({
      ok: true,
      company: {
        name: "Acme Solar",
        shortBlurb: "Solar farms and storage for industrial sites.",
        category: "Energy",
        location: "Lisbon, Portugal",
        services: ["Solar installation", "Battery storage"],
        certifications: ["ISO 14001"],
        tags: ["solar", "storage"],
        website: "https://acme.example",
      },
    });
  });

  it("takes the optional fields empty", () => {
    const result = checkCompany({ ...valid, certifications: "", tags: "", website: "" });
    expect(
      result.ok && [result.company.certifications, result.company.tags, result.company.website],
    ).toEqual([[], [], null]);
  });

  it.each([
    [{ name: "" }, "name", M.nameRequired],
    [{ name: "A" }, "name", M.nameTooShort],
    [{ name: "A".repeat(101) }, "name", M.nameTooLong],
    [{ name: "Acme\nSolar" }, "name", M.oneLine],
    [{ name: "Acme\u0007" }, "name", M.controlCharacters],
    [{ description: "Too short" }, "description", M.descriptionTooShort],
    [{ description: "x".repeat(281) }, "description", M.descriptionTooLong],
    [{ category: "" }, "category", M.categoryRequired],
    [{ category: "Space travel" }, "category", M.categoryRequired],
    [{ location: " " }, "location", M.locationRequired],
    [{ location: "x".repeat(101) }, "location", M.locationTooLong],
    [{ services: "\n \n" }, "services", M.servicesRequired],
    [
      { services: Array.from({ length: 13 }, (_, i) => `S${i}`).join("\n") },
      "services",
      M.servicesTooMany,
    ],
    [{ services: "x".repeat(101) }, "services", M.serviceTooLong],
    [
      { certifications: Array.from({ length: 13 }, (_, i) => `C${i}`).join("\n") },
      "certifications",
      M.certificationsTooMany,
    ],
    [{ certifications: "x".repeat(101) }, "certifications", M.certificationTooLong],
    [{ tags: "a,b,c,d,e,f,g,h,i" }, "tags", M.tagsTooMany],
    [{ tags: "x".repeat(41) }, "tags", M.tagTooLong],
    [{ website: "acme.example" }, "website", M.websiteInvalid],
    [{ website: "javascript:alert(1)" }, "website", M.websiteInvalid],
    [{ website: "ftp://acme.example" }, "website", M.websiteInvalid],
  ] as const)("refuses %j with a message for %s", (changes, field, message) => {
    expect(errorsOf(changes)).toEqual({ [field]: message });
  });

  it("reports every field's problem at once, and reads missing fields as empty", () => {
    expect(Object.keys(errorsOf(EMPTY_COMPANY_VALUES)).sort()).toEqual(
      ["category", "description", "location", "name", "services"].sort(),
    );
  });

  it("gives the edit form back what it was given", () => {
    const result = checkCompany(valid);
    if (!result.ok) throw new Error("valid");
    expect(checkCompany(valuesOf(result.company))).toEqual(result);
  });
});

describe("logos, reasons, names and slugs", () => {
  it("refuses a logo over 2 MB or of another type, by what the browser says", () => {
    expect(logoProblem({ size: LOGO_MAX_BYTES + 1, type: "image/png" })).toBe(M.logoTooLarge);
    expect(logoProblem({ size: 10, type: "image/gif" })).toBe(M.logoType);
    expect(logoProblem({ size: 10, type: "image/webp" })).toBeNull();
  });

  it("needs a rejection reason, within its length", () => {
    expect(checkReason("  ")).toEqual({ ok: false, error: M.reasonRequired });
    expect(checkReason("x".repeat(501))).toEqual({ ok: false, error: M.reasonTooLong });
    expect(checkReason(" Say what you supply. ")).toEqual({
      ok: true,
      reason: "Say what you supply.",
    });
  });

  it("compares names whatever their case and spaces", () => {
    expect(companyNameKey("  ACME   Solar ")).toBe(companyNameKey("acme solar"));
  });

  it("derives an address from a name", () => {
    expect(slugify("Acme & Sons, Ltd.")).toBe("acme-sons-ltd");
    expect(slugify("Café Nørd")).toBe("cafe-n-rd");
    expect(slugify("!!!")).toBe("company");
  });

  it("records only the fields an edit changes", () => {
    const before = checkCompany(valid);
    const after = checkCompany({ ...valid, description: "A different description, long enough." });
    if (!before.ok || !after.ok) throw new Error("valid");
    expect(diffCompany(before.company, after.company)).toEqual([
      { field: "shortBlurb", before: before.company.shortBlurb, after: after.company.shortBlurb },
    ]);
  });
});
