import { describe, expect, it } from "vitest";
import { canonicalUrl, pageMeta, SOCIAL_CARD_PATH, socialImage } from "./seo";

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
  const ORIGIN = "https://buyers.example.test";
  const matches = [{ id: "root", loaderData: { origin: ORIGIN } }];

  it("names an absolute social picture and a large card on every page", () => {
    const meta = pageMeta({ title: "Vendors", description: "d", path: "/vendors" }, matches);
    expect(meta).toContainEqual({
      property: "og:image",
      content: `${ORIGIN}/images/og/procureconnect.jpg`,
    });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("puts the canonical link and og:url on the origin the root loader gave", () => {
    const meta = pageMeta({ title: "Vendors", description: "d", path: "/vendors/" }, matches);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/vendors` });
    expect(meta).toContainEqual({ property: "og:url", content: `${ORIGIN}/vendors` });
  });

  it("keeps the links relative, naming no other origin, when the root has no data", () => {
    const meta = pageMeta({ title: "Home", description: "d", path: "/" }, [{ id: "root" }]);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "/" });
  });
});

describe("canonicalUrl", () => {
  it("trims the path's slashes but the home page's", () => {
    expect(canonicalUrl("https://a.example", "/")).toBe("https://a.example/");
    expect(canonicalUrl("https://a.example", "vendors/x/")).toBe("https://a.example/vendors/x");
  });
});
