import { describe, expect, it } from "vitest";
import { meets, missingRequirements, REQUIREMENT_MESSAGES, requirementLabel } from "./requirements";

const now = new Date("2027-03-10T15:00:00Z");
const iso = { name: "ISO 9001", verified: false };
const isoVerified = { name: "ISO 9001", verified: true };

describe("tender requirements", () => {
  it("is met by a certificate whose name starts with the requirement's words, whatever the case and punctuation", () => {
    const held = { name: "iso 9001:2015", expiresOn: "2027-12-31", verified: false };
    expect(meets(iso, held, now)).toBe(true);
    expect(meets(iso, { ...held, name: "ISO 90011" }, now)).toBe(false);
    expect(meets(iso, { ...held, name: "ISO 14001" }, now)).toBe(false);
  });

  it("counts a certificate valid through its expiry day and refuses it the day after", () => {
    const held = { name: "ISO 9001", expiresOn: "2027-03-10", verified: false };
    expect(meets(iso, held, now)).toBe(true);
    expect(meets(iso, held, new Date("2027-03-11T00:00:00Z"))).toBe(false);
  });

  it("asks for a verified certificate only when the requirement says so", () => {
    const held = { name: "ISO 9001", expiresOn: "2027-12-31", verified: false };
    expect(meets(isoVerified, held, now)).toBe(false);
    expect(meets(isoVerified, { ...held, verified: true }, now)).toBe(true);
  });

  it("lists the requirements no certificate meets, in order, and names them in the refusal", () => {
    const insurance = { name: "Public liability insurance", verified: false };
    const held = [{ name: "ISO 9001", expiresOn: "2027-12-31", verified: false }];
    const missing = missingRequirements([isoVerified, insurance, iso], held, now);
    expect(missing.map(requirementLabel)).toEqual([
      "ISO 9001 (verified)",
      "Public liability insurance",
    ]);
    expect(REQUIREMENT_MESSAGES.refused(missing)).toContain(
      "no valid certificate for ISO 9001 (verified), Public liability insurance",
    );
  });
});
