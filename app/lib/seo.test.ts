import { describe, expect, it } from "vitest";
import { pageMeta, SOCIAL_CARD_PATH, socialImage } from "./seo";

// The picture a shared link shows: Open Graph readers take raster images, never SVG.

describe("socialImage", () => {
  it("keeps a raster picture of this site", () => {
    expect(socialImage("/uploads/team/ada.JPG")).toBe("/uploads/team/ada.JPG");
    expect(socialImage("/images/cover.webp")).toBe("/images/cover.webp");
  });

  it("gives a sample article's SVG picture its JPEG twin", () => {
    expect(socialImage("/images/articles/supplier-risk-scoring-watchlist.svg")).toBe(
      "/images/articles/supplier-risk-scoring-watchlist.jpg",
    );
  });

  it("falls back to the site's card for anything else", () => {
    for (const picture of [
      undefined,
      null,
      "",
      "/images/vendors/acme.svg",
      "/images/articles/../secret.svg",
      "https://elsewhere.example/a.png",
      "/images/a.png?x=1",
    ]) {
      expect(socialImage(picture)).toBe(SOCIAL_CARD_PATH);
    }
  });
});

describe("pageMeta", () => {
  it("names an absolute social picture and a large card on every page", () => {
    const meta = pageMeta({ title: "Vendors", description: "d", path: "/vendors" });
    const image = meta.find((m) => "property" in m && m.property === "og:image");
    expect(image && "content" in image && image.content).toMatch(
      /^https?:\/\/[^/]+\/images\/og\/procureconnect\.jpg$/,
    );
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });
});
