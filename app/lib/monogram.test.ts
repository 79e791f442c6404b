import { describe, expect, it } from "vitest";

import {
  ARTICLE_MOTIFS,
  PALETTE,
  articleArtSvg,
  avatarSvg,
  colourFor,
  contrastRatio,
  escapeXml,
  initials,
  vendorLogoSvg,
} from "./monogram";

const viewBoxOf = (svg: string) => /<svg[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1];

describe("initials", () => {
  it("uses the first letter of a one-word name", () => {
    expect(initials("Lumenstack")).toBe("L");
  });

  it("uses the first letters of a two-word name", () => {
    expect(initials("amara okafor")).toBe("AO");
  });

  it("uses the first and last words of a longer name", () => {
    expect(initials("Mei Lin Tan")).toBe("MT");
    expect(initials("Forgeline Precision Manufacturing")).toBe("FM");
  });

  it("skips words that do not start with a letter or digit", () => {
    expect(initials("Quillon Data & Security")).toBe("QS");
    expect(initials("  Smith  &  ")).toBe("S");
  });

  it("keeps accented letters and falls back to ? for an empty name", () => {
    expect(initials("Martín Álvarez")).toBe("MÁ");
    expect(initials("   ")).toBe("?");
  });
});

describe("colourFor", () => {
  it("returns the same palette colour for the same name", () => {
    expect(colourFor("Kestrel Freight Partners")).toBe(colourFor("Kestrel Freight Partners"));
    expect(PALETTE).toContain(colourFor("Kestrel Freight Partners"));
  });

  it("spreads different names across the palette", () => {
    const names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"];
    expect(new Set(names.map(colourFor)).size).toBeGreaterThan(3);
  });

  it("only picks colours with at least 4.5:1 contrast against white text", () => {
    for (const colour of PALETTE) {
      expect(contrastRatio(colour, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("contrastRatio", () => {
  it("gives 21 for black on white and 1 for identical colours", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1d4ed8", "#1d4ed8")).toBe(1);
  });
});

describe("escapeXml", () => {
  it("escapes the XML special characters", () => {
    expect(escapeXml(`a & <b> "c" 'd'`)).toBe("a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;");
  });
});

describe("vendorLogoSvg", () => {
  it("builds a square SVG with size attributes and a viewBox", () => {
    const svg = vendorLogoSvg("Kestrel Freight Partners");
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain('width="256"');
    expect(svg).toContain('height="256"');
    expect(viewBoxOf(svg)).toBe("0 0 256 256");
    expect(svg).toContain(">KP</text>");
    expect(svg).toContain(colourFor("Kestrel Freight Partners"));
  });

  it("escapes & < > from the name", () => {
    const svg = vendorLogoSvg("Smith & <Sons>");
    expect(svg).toContain("Smith &amp; &lt;Sons&gt;");
    expect(svg).not.toContain("<Sons>");
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("is deterministic", () => {
    expect(vendorLogoSvg("Alderpoint Advisory")).toBe(vendorLogoSvg("Alderpoint Advisory"));
  });
});

describe("avatarSvg", () => {
  it("builds a square SVG with the initials", () => {
    const svg = avatarSvg("Hana Sato");
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(viewBoxOf(svg)).toBe("0 0 128 128");
    expect(svg).toContain('width="128"');
    expect(svg).toContain(">HS</text>");
  });

  it("escapes & < > from the name", () => {
    expect(avatarSvg("<Ana> & Bo")).toContain("&lt;Ana&gt; &amp; Bo");
  });
});

describe("articleArtSvg", () => {
  it("builds a 1200x675 illustration without text for every motif, under 4 KB", () => {
    for (const motif of ARTICLE_MOTIFS) {
      const svg = articleArtSvg("freight-rates", motif);
      expect(svg.startsWith("<svg ")).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).toContain('width="1200"');
      expect(svg).toContain('height="675"');
      expect(viewBoxOf(svg)).toBe("0 0 1200 675");
      expect(svg).not.toContain("<text");
      expect(svg).not.toContain("NaN");
      expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
    }
  });

  it("is deterministic for a seed and varies between seeds", () => {
    expect(articleArtSvg("a")).toBe(articleArtSvg("a"));
    expect(articleArtSvg("a", "network")).not.toBe(articleArtSvg("b", "network"));
  });
});
