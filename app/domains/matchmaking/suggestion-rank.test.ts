import { describe, expect, it } from "vitest";
import {
  compareSuggestions,
  inTenderRegion,
  regionOfLocation,
  type RankedSupplier,
} from "./suggestion-rank";

const supplier = (name: string, over: Partial<RankedSupplier> = {}): RankedSupplier => ({
  name,
  matched: 1,
  inRegion: false,
  verified: false,
  verifiedRating: null,
  rating: null,
  ...over,
});
const order = (list: RankedSupplier[]) => [...list].sort(compareSuggestions).map((s) => s.name);

describe("the region of a company's location", () => {
  it("reads the last part naming a known country", () => {
    expect(regionOfLocation("Leeds, UK")).toBe("Europe");
    expect(regionOfLocation("Austin, TX, USA")).toBe("North America");
    expect(regionOfLocation("Toronto, ON, Canada")).toBe("North America");
    expect(regionOfLocation("Dubai, United Arab Emirates")).toBe("GCC");
    expect(regionOfLocation("Singapore")).toBe("Asia-Pacific");
    expect(regionOfLocation("São Paulo, Brazil")).toBe("South America");
    expect(regionOfLocation("Rotterdam, Netherlands ")).toBe("Europe");
    expect(regionOfLocation("Somewhere")).toBeNull();
    expect(regionOfLocation("")).toBeNull();
  });
  it("puts every company in a global tender's region, and none in an unknown one", () => {
    expect(inTenderRegion("Leeds, UK", "Europe")).toBe(true);
    expect(inTenderRegion("Leeds, UK", "GCC")).toBe(false);
    expect(inTenderRegion("Nowhere", "Global")).toBe(true);
    expect(inTenderRegion("Leeds, UK", "Mars")).toBe(false);
  });
});

describe("the suggestions' order", () => {
  it("puts the most matched codes first, whatever else", () => {
    expect(
      order([
        supplier("Near", { inRegion: true, verified: true, verifiedRating: 5, rating: 5 }),
        supplier("Broad", { matched: 2 }),
      ]),
    ).toEqual(["Broad", "Near"]);
  });
  it("then those in the tender's region, then the verified", () => {
    expect(
      order([
        supplier("Far verified", { verified: true, verifiedRating: 5 }),
        supplier("Near", { inRegion: true }),
        supplier("Far"),
        supplier("Near verified", { inRegion: true, verified: true }),
      ]),
    ).toEqual(["Near verified", "Near", "Far verified", "Far"]);
  });
  it("then verified buyers' rating, then every review's, then the name", () => {
    expect(
      order([
        supplier("Unrated"),
        supplier("Reviewed 5", { rating: 5 }),
        supplier("Verified 3", { verifiedRating: 3, rating: 3 }),
        supplier("Verified 4", { verifiedRating: 4, rating: 2 }),
        supplier("Another unrated"),
      ]),
    ).toEqual(["Verified 4", "Verified 3", "Reviewed 5", "Another unrated", "Unrated"]);
  });
});
