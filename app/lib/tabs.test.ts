import { describe, expect, it } from "vitest";
import { readTab, tabCodec, tabHref, tabSlug, type TabParam } from "./tabs";

const status: TabParam<"Active Tender" | "In Progress" | "Collaboration"> = {
  key: "status",
  options: ["Active Tender", "In Progress", "Collaboration"],
};
const category: TabParam<"All" | "Legal" | "Vendor Management"> = {
  key: "category",
  options: ["All", "Legal", "Vendor Management"],
  write: (option) => option,
};
const params = (query: string) => new URLSearchParams(query);

describe("tabSlug", () => {
  it("writes a label in lower case with hyphens", () => {
    expect(tabSlug("In Progress")).toBe("in-progress");
    expect(tabSlug("  Past  Winner! ")).toBe("past-winner");
  });
});

describe("readTab", () => {
  it("reads the tab a link names", () => {
    expect(readTab(params("status=in-progress"), status)).toBe("In Progress");
    expect(readTab(params("category=Vendor+Management"), category)).toBe("Vendor Management");
  });

  it("matches however the tab is written", () => {
    expect(readTab(params("status=IN_PROGRESS"), status)).toBe("In Progress");
    expect(readTab(params("status=In%20Progress"), status)).toBe("In Progress");
    expect(readTab(params("category=legal"), category)).toBe("Legal");
  });

  it("falls back to the first tab when the parameter is missing or junk", () => {
    for (const query of [
      "",
      "status=",
      "status=closed",
      `status=${"x".repeat(5000)}`,
      "status=%3Cb%3E",
    ]) {
      expect(readTab(params(query), status), query).toBe("Active Tender");
    }
  });
});

describe("tabHref", () => {
  it("links the first tab to the bare page and the others with their parameter", () => {
    expect(tabHref("/projects", status, "Active Tender")).toBe("/projects");
    expect(tabHref("/projects", status, "Collaboration")).toBe("/projects?status=collaboration");
    expect(tabHref("/t", category, "Vendor Management")).toBe("/t?category=Vendor+Management");
  });
});

describe("tabCodec", () => {
  it("reads and writes the tab as a list's filter", () => {
    const codec = tabCodec(status);
    expect(codec.parse(params("status=collaboration"))).toBe("Collaboration");
    expect(codec.serialise("Collaboration").toString()).toBe("status=collaboration");
    expect(codec.serialise("Active Tender").toString()).toBe("");
  });
});
