import { describe, expect, it } from "vitest";
import { certificateStatus, daysLeft, reminderDue } from "./qualification";

const at = (iso: string) => new Date(`${iso}T09:30:00Z`);

describe("a certificate's reminders and state", () => {
  it("counts whole days to the expiry date", () => {
    expect(daysLeft("2027-03-31", at("2027-03-01"))).toBe(30);
    expect(daysLeft("2027-03-31", at("2027-04-01"))).toBe(-1);
  });

  it("reaches the 30, 7 and 0 day stages", () => {
    expect(reminderDue("2027-03-31", at("2027-02-28"))).toBeNull();
    expect(reminderDue("2027-03-31", at("2027-03-01"))).toBe(30);
    expect(reminderDue("2027-03-31", at("2027-03-23"))).toBe(30);
    expect(reminderDue("2027-03-31", at("2027-03-24"))).toBe(7);
    expect(reminderDue("2027-03-31", at("2027-03-31"))).toBe(0);
    expect(reminderDue("2027-03-31", at("2027-04-01"))).toBe(0);
    expect(reminderDue("2027-03-31", at("2027-04-02"))).toBeNull();
  });

  it("is valid through its expiry date, then expired", () => {
    expect(certificateStatus("2027-03-31", at("2027-01-01"))).toBe("valid");
    expect(certificateStatus("2027-03-31", at("2027-03-10"))).toBe("expiring");
    expect(certificateStatus("2027-03-31", at("2027-03-31"))).toBe("expiring");
    expect(certificateStatus("2027-03-31", at("2027-04-01"))).toBe("expired");
  });
});
