import { describe, expect, it } from "vitest";
import { absoluteUrl, originOfMatches, originOfRootData } from "./public-origin";

// The public origin reaches pages through the root loader's data, read at run time.

describe("originOfMatches", () => {
  it("reads the origin of the root match's data", () => {
    const matches = [
      { id: "root", loaderData: { origin: "https://buyers.example.test", user: null } },
      { id: "routes/vendors", loaderData: { origin: "https://not-this.example" } },
    ];
    expect(originOfMatches(matches)).toBe("https://buyers.example.test");
  });

  it("is empty without a root match, its data or an origin in it", () => {
    expect(originOfMatches([])).toBe("");
    expect(originOfMatches([undefined, { id: "routes/home", loaderData: {} }])).toBe("");
    expect(originOfMatches([{ id: "root" }])).toBe("");
    expect(originOfMatches([{ id: "root", loaderData: { origin: 42 } }])).toBe("");
  });
});

describe("originOfRootData", () => {
  it("takes a string origin and nothing else", () => {
    expect(originOfRootData({ origin: "http://localhost:3000" })).toBe("http://localhost:3000");
    expect(originOfRootData(null)).toBe("");
    expect(originOfRootData("https://x.example")).toBe("");
  });
});

describe("absoluteUrl", () => {
  it("puts a path on the origin, with one slash between", () => {
    expect(absoluteUrl("https://buyers.example.test", "/vendors/a")).toBe(
      "https://buyers.example.test/vendors/a",
    );
    expect(absoluteUrl("https://buyers.example.test/", "jobs")).toBe(
      "https://buyers.example.test/jobs",
    );
  });

  it("leaves the path relative when the origin is unknown", () => {
    expect(absoluteUrl("", "/vendors")).toBe("/vendors");
  });
});
