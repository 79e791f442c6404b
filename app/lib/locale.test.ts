import { describe, expect, it } from "vitest";
import { datesLocale, localeFrom, requestLocale } from "./locale";

describe("localeFrom", () => {
  it("takes the browser's first language", () => {
    expect(localeFrom("de-CH,de;q=0.9,en;q=0.8")).toBe("de-CH");
    expect(localeFrom("en-GB")).toBe("en-GB");
  });

  it("follows the weights, not only the order", () => {
    expect(localeFrom("fr;q=0.5, ja;q=0.9")).toBe("ja");
  });

  it("falls back to en-US on nothing, a wildcard or junk", () => {
    expect(localeFrom(null)).toBe("en-US");
    expect(localeFrom("*")).toBe("en-US");
    expect(localeFrom("<script>,;;")).toBe("en-US");
  });

  it("reads a request's Accept-Language", () => {
    const request = new Request("http://x/", { headers: { "Accept-Language": "pl-PL" } });
    expect(requestLocale(request)).toBe("pl-PL");
  });
});

describe("datesLocale", () => {
  it("keeps the page's English with the viewer's region", () => {
    expect(datesLocale("de-DE")).toBe("en-DE");
    expect(datesLocale("en-GB")).toBe("en-GB");
    expect(datesLocale("en-US")).toBe("en-US");
    expect(datesLocale("fr")).toBe("en-FR");
  });
});
