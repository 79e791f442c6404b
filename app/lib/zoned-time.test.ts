import { describe, expect, it } from "vitest";
import {
  formatInZone,
  isTimeZone,
  timeZoneGroups,
  utcToZoned,
  zonedToUtc,
  zoneOffsetAt,
} from "./zoned-time";

// 2027: London moves to BST on 28 March at 01:00 and back to GMT on 31 October at 02:00; New
// York moves to EDT on 14 March at 02:00 and back to EST on 7 November at 02:00.

describe("zonedToUtc", () => {
  it("reads 09:00 in London as 09:00 UTC in winter and 08:00 UTC in summer", () => {
    expect(zonedToUtc("2027-03-20T09:00", "Europe/London")).toEqual({
      ok: true,
      iso: "2027-03-20T09:00:00.000Z",
      kind: "exact",
    });
    expect(zonedToUtc("2027-04-05T09:00", "Europe/London")).toMatchObject({
      ok: true,
      iso: "2027-04-05T08:00:00.000Z",
    });
  });

  it("reads 09:00 in New York as 14:00 UTC before the change and 13:00 UTC after it", () => {
    expect(zonedToUtc("2027-03-13T09:00", "America/New_York")).toMatchObject({
      iso: "2027-03-13T14:00:00.000Z",
    });
    expect(zonedToUtc("2027-03-15T09:00", "America/New_York")).toMatchObject({
      iso: "2027-03-15T13:00:00.000Z",
    });
    expect(zonedToUtc("2027-11-08T09:00", "America/New_York")).toMatchObject({
      iso: "2027-11-08T14:00:00.000Z",
    });
  });

  it("reads the hours either side of the change on the day itself", () => {
    expect(zonedToUtc("2027-03-28T00:59", "Europe/London")).toMatchObject({
      iso: "2027-03-28T00:59:00.000Z",
    });
    expect(zonedToUtc("2027-03-28T02:00", "Europe/London")).toMatchObject({
      iso: "2027-03-28T01:00:00.000Z",
    });
    expect(zonedToUtc("2027-03-14T03:00", "America/New_York")).toMatchObject({
      iso: "2027-03-14T07:00:00.000Z",
    });
  });

  it("refuses a time the clocks skipped when they went forward", () => {
    expect(zonedToUtc("2027-03-28T01:30", "Europe/London")).toEqual({ ok: false, reason: "gap" });
    expect(zonedToUtc("2027-03-14T02:30", "America/New_York")).toEqual({
      ok: false,
      reason: "gap",
    });
  });

  it("takes the earlier of the two instants of an hour the clocks repeated", () => {
    expect(zonedToUtc("2027-10-31T01:30", "Europe/London")).toEqual({
      ok: true,
      iso: "2027-10-31T00:30:00.000Z",
      kind: "overlap",
      later: "2027-10-31T01:30:00.000Z",
    });
    expect(zonedToUtc("2027-11-07T01:30", "America/New_York")).toEqual({
      ok: true,
      iso: "2027-11-07T05:30:00.000Z",
      kind: "overlap",
      later: "2027-11-07T06:30:00.000Z",
    });
  });

  it("reads zones with half hours, and UTC", () => {
    expect(zonedToUtc("2027-01-10T09:00", "Asia/Kolkata")).toMatchObject({
      iso: "2027-01-10T03:30:00.000Z",
    });
    expect(zonedToUtc("2027-01-10T09:00", "UTC")).toMatchObject({
      iso: "2027-01-10T09:00:00.000Z",
    });
  });

  it("refuses what is not a local date-time or not a zone", () => {
    expect(zonedToUtc("tomorrow", "UTC")).toEqual({ ok: false, reason: "invalid" });
    expect(zonedToUtc("2027-02-30T09:00", "UTC")).toEqual({ ok: false, reason: "invalid" });
    expect(zonedToUtc("2027-02-10T24:00", "UTC")).toEqual({ ok: false, reason: "invalid" });
    expect(zonedToUtc("2027-02-10T09:00", "Mars/Olympus")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});

describe("utcToZoned", () => {
  it("gives the wall-clock time of an instant in the zone, for the form's field", () => {
    expect(utcToZoned("2027-04-05T08:00:00.000Z", "Europe/London")).toBe("2027-04-05T09:00");
    expect(utcToZoned("2027-03-13T14:00:00.000Z", "America/New_York")).toBe("2027-03-13T09:00");
    expect(utcToZoned("soon", "UTC")).toBe("");
  });
});

describe("zoneOffsetAt", () => {
  it("follows the zone's rules on the date asked", () => {
    expect(zoneOffsetAt(Date.parse("2027-01-01T00:00:00Z"), "Europe/London")).toBe(0);
    expect(zoneOffsetAt(Date.parse("2027-07-01T00:00:00Z"), "Europe/London")).toBe(3_600_000);
  });
});

describe("formatInZone", () => {
  // ICU versions differ on the space before AM (U+0020 or U+202F).
  const spaced = (text: string) => text.replace(/\s/g, " ");

  it("shows the instant in the tender's zone with the zone's name", () => {
    expect(spaced(formatInZone("2027-04-05T08:00:00.000Z", "Europe/London"))).toBe(
      "April 5, 2027 at 9:00 AM GMT+1 (Europe/London)",
    );
    expect(spaced(formatInZone("2027-04-05T08:00:00.000Z", "UTC"))).toBe(
      "April 5, 2027 at 8:00 AM UTC",
    );
  });

  it("writes it in the viewer's locale", () => {
    expect(spaced(formatInZone("2027-04-05T08:00:00.000Z", "Europe/London", "en-GB"))).toBe(
      "5 April 2027 at 09:00 BST (Europe/London)",
    );
  });
});

describe("time zones", () => {
  it("knows IANA zones and refuses other names", () => {
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Nowhere/Special")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("lists the zones by region with UTC first", () => {
    const groups = timeZoneGroups();
    expect(groups[0]).toEqual({ region: "UTC", zones: ["UTC"] });
    const europe = groups.find((g) => g.region === "Europe");
    expect(europe?.zones).toContain("Europe/London");
  });
});
