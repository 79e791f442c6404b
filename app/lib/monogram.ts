// Pure SVG builders for the sample images (vendor logos, member avatars, article art), made at
// build time, and for the monogram a registered company shows until it uploads a logo (served by
// our server). Deterministic: the same input always gives the same bytes.

/** Dark enough for white text at WCAG AA (>= 4.5:1); checked in monogram.test.ts. */
export const PALETTE = [
  "#1e3a8a",
  "#1d4ed8",
  "#0f766e",
  "#047857",
  "#6d28d9",
  "#be123c",
  "#b45309",
  "#0e7490",
  "#4338ca",
  "#a21caf",
  "#334155",
  "#c2410c",
] as const;

const FONT_STACK =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** FNV-1a over code points: a stable 32-bit hash. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded generator returning numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly [T, ...T[]], index: number): T {
  return items[index % items.length] ?? items[0];
}

/**
 * Up to two initials: the first letter of a one-word name, otherwise the first letters of the
 * first and last words. Words that do not start with a letter or digit ("&", "-") are skipped.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const first = words[0];
  if (first === undefined) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letterOf = (word: string) => (Array.from(word)[0] ?? "").toLocaleUpperCase("en-US");
  return letterOf(first) + (last === undefined ? "" : letterOf(last));
}

export function colourFor(name: string): string {
  return pick(PALETTE, hashString(name));
}

function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

function svgOpen(width: number, height: number, title?: string): string {
  const titleElement = title === undefined ? "" : `<title>${escapeXml(title)}</title>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${titleElement}`
  );
}

function monogramText(text: string, x: number, y: number, size: number): string {
  return (
    `<text x="${x}" y="${y}" dy=".35em" text-anchor="middle" font-family="${FONT_STACK}" ` +
    `font-size="${size}" font-weight="700" letter-spacing="-1" fill="#fff">${escapeXml(text)}</text>`
  );
}

// Marks only ever darken the tile (black at low opacity), so the text contrast never drops.
const LOGO_MARKS = [
  `<circle cx="214" cy="214" r="110" fill="#000" fill-opacity=".2"/>`,
  `<path d="M0 176 176 0h80v40L40 256H0z" fill="#000" fill-opacity=".16"/>`,
  `<path d="M-20 96A116 116 0 0 1 96-20" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="28"/>`,
  `<path d="M0 256V120l136 136z" fill="#000" fill-opacity=".2"/><path d="M256 0v88L168 0z" fill="#000" fill-opacity=".14"/>`,
  `<rect x="150" y="-40" width="150" height="150" rx="28" transform="rotate(45 225 35)" fill="#000" fill-opacity=".18"/>`,
] as const;

/** A 256x256 square logo: monogram on a colour chosen from the name, with a geometric mark. */
export function vendorLogoSvg(name: string): string {
  const colour = colourFor(name);
  const mark = pick(LOGO_MARKS, hashString(`mark:${name}`));
  return (
    svgOpen(256, 256, name) +
    `<clipPath id="tile"><rect width="256" height="256" rx="48"/></clipPath>` +
    `<g clip-path="url(#tile)"><rect width="256" height="256" fill="${colour}"/>${mark}</g>` +
    monogramText(initials(name), 128, 120, 96) +
    `<rect x="100" y="182" width="56" height="8" rx="4" fill="#fff"/>` +
    `</svg>`
  );
}

/** A 128x128 avatar; the initials sit in the inscribed circle so it can be clipped round. */
export function avatarSvg(name: string): string {
  const colour = colourFor(name);
  return (
    svgOpen(128, 128, name) +
    `<rect width="128" height="128" fill="${colour}"/>` +
    `<path d="M0 128 128 0v128z" fill="#000" fill-opacity=".12"/>` +
    monogramText(initials(name), 64, 64, 48) +
    `</svg>`
  );
}

export const ARTICLE_MOTIFS = ["network", "leaf", "flow", "chart", "shield", "documents"] as const;
export type ArticleMotif = (typeof ARTICLE_MOTIFS)[number];

const MOTIF_COLOURS: Record<ArticleMotif, { from: string; to: string; accent: string }> = {
  network: { from: "#0f172a", to: "#1d4ed8", accent: "#67e8f9" },
  leaf: { from: "#052e16", to: "#0f766e", accent: "#86efac" },
  flow: { from: "#1e1b4b", to: "#0e7490", accent: "#5eead4" },
  chart: { from: "#1e293b", to: "#6d28d9", accent: "#c4b5fd" },
  shield: { from: "#1c1917", to: "#9f1239", accent: "#fda4af" },
  documents: { from: "#172554", to: "#0369a1", accent: "#bae6fd" },
};

type Random = () => number;

const between = (random: Random, min: number, max: number) =>
  Math.round(min + random() * (max - min));

function networkShapes(random: Random, accent: string): string {
  // A jittered 4x3 grid keeps the nodes spread out; links join grid neighbours.
  const nodes = Array.from({ length: 12 }, (_, index) => ({
    x: 500 + (index % 4) * 190 + between(random, -50, 50),
    y: 130 + Math.floor(index / 4) * 200 + between(random, -50, 50),
    r: between(random, 6, 16),
  }));
  let links = "";
  nodes.forEach((node, index) => {
    const right = index % 4 < 3 ? nodes[index + 1] : undefined;
    const below = nodes[index + 4];
    for (const other of [right, below]) {
      if (other && random() > 0.25) links += `M${node.x} ${node.y}L${other.x} ${other.y}`;
    }
  });
  const dots = nodes
    .map(
      (node, index) =>
        `<circle cx="${node.x}" cy="${node.y}" r="${node.r}" fill="${index % 3 === 0 ? accent : "#fff"}"/>`,
    )
    .join("");
  const hub = nodes[5] ?? { x: 880, y: 330 };
  return (
    `<path d="${links}" stroke="#fff" stroke-opacity=".3" stroke-width="2" fill="none"/>` +
    `<g fill-opacity=".85">${dots}</g>` +
    `<circle cx="${hub.x}" cy="${hub.y}" r="44" fill="none" stroke="${accent}" stroke-width="3" stroke-opacity=".6"/>`
  );
}

function leafShapes(random: Random, accent: string): string {
  const leaves = Array.from({ length: 5 }, (_, index) => {
    const x = 480 + index * 120 + between(random, -30, 30);
    const y = between(random, 200, 470);
    const size = between(random, 130, 210);
    const angle = between(random, -50, 50);
    return (
      `<path d="M0 0C${size / 2} ${-size / 2} ${size} ${-size / 3} ${size * 1.4} 0C${size} ${size / 3} ${size / 2} ${size / 2} 0 0z" ` +
      `transform="translate(${x} ${y}) rotate(${angle})" fill="${index % 2 ? accent : "#fff"}" fill-opacity="${index % 2 ? ".55" : ".2"}"/>`
    );
  }).join("");
  return `<circle cx="1010" cy="150" r="${between(random, 60, 90)}" fill="#fde68a" fill-opacity=".7"/>${leaves}`;
}

function flowShapes(random: Random, accent: string): string {
  return Array.from({ length: 6 }, (_, index) => {
    const y = 140 + index * 85;
    const lift = between(random, 60, 140);
    const x = between(random, 380, 1080);
    return (
      `<path d="M-20 ${y}C300 ${y - lift} 600 ${y + lift} 1220 ${y - lift / 2}" fill="none" ` +
      `stroke="${index % 2 ? accent : "#fff"}" stroke-opacity="${index % 2 ? ".6" : ".25"}" stroke-width="${between(random, 3, 10)}"/>` +
      `<circle cx="${x}" cy="${y}" r="${between(random, 8, 14)}" fill="#fff" fill-opacity=".8"/>`
    );
  }).join("");
}

function chartShapes(random: Random, accent: string): string {
  let height = between(random, 80, 140);
  const points: string[] = [];
  const bars = Array.from({ length: 7 }, (_, index) => {
    height += between(random, 10, 70);
    const x = 470 + index * 95;
    points.push(`${x + 30} ${560 - height - 40}`);
    return `<rect x="${x}" y="${560 - height}" width="60" height="${height}" rx="10" fill="#fff" fill-opacity="${(0.12 + index * 0.05).toFixed(2)}"/>`;
  }).join("");
  return (
    `<path d="M440 560h700" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>${bars}` +
    `<polyline points="${points.join(" ")}" fill="none" stroke="${accent}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`
  );
}

function shieldShapes(random: Random, accent: string): string {
  const cx = between(random, 820, 900);
  const rings = [1, 0.75, 0.5]
    .map((scale, index) => {
      const w = 260 * scale;
      const h = 320 * scale;
      const top = 337 - h / 2;
      return (
        `<path d="M${cx} ${top}L${cx + w / 2} ${top + h * 0.18}V${top + h * 0.5}C${cx + w / 2} ${top + h * 0.8} ${cx} ${top + h} ${cx} ${top + h}` +
        `C${cx} ${top + h} ${cx - w / 2} ${top + h * 0.8} ${cx - w / 2} ${top + h * 0.5}V${top + h * 0.18}z" ` +
        `fill="${index === 2 ? accent : "none"}" fill-opacity=".5" stroke="#fff" stroke-opacity="${0.2 + index * 0.2}" stroke-width="4"/>`
      );
    })
    .join("");
  const dots = Array.from({ length: 12 }, (_, index) => {
    const x = 430 + (index % 4) * 60;
    const y = 180 + Math.floor(index / 4) * 60 + between(random, 0, 20);
    return `<circle cx="${x}" cy="${y}" r="6" fill="#fff" fill-opacity=".35"/>`;
  }).join("");
  return dots + rings;
}

function documentShapes(random: Random, accent: string): string {
  const sheets = [0, 1, 2]
    .map((index) => {
      const x = 620 + index * 110;
      const y = 130 + index * 40;
      const angle = between(random, -8, 8);
      const lines = [0, 1, 2, 3]
        .map(
          (line) =>
            `<rect x="${x + 36}" y="${y + 70 + line * 44}" width="${between(random, 120, 200)}" height="12" rx="6" fill="#fff" fill-opacity=".5"/>`,
        )
        .join("");
      return (
        `<g transform="rotate(${angle} ${x + 140} ${y + 180})"><rect x="${x}" y="${y}" width="280" height="360" rx="20" ` +
        `fill="#fff" fill-opacity="${(0.1 + index * 0.08).toFixed(2)}"/>${lines}</g>`
      );
    })
    .join("");
  return (
    sheets +
    `<circle cx="1060" cy="500" r="56" fill="${accent}"/>` +
    `<path d="M1034 500l18 18 32-36" fill="none" stroke="#0f172a" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

const MOTIF_SHAPES: Record<ArticleMotif, (random: Random, accent: string) => string> = {
  network: networkShapes,
  leaf: leafShapes,
  flow: flowShapes,
  chart: chartShapes,
  shield: shieldShapes,
  documents: documentShapes,
};

/**
 * A 1200x675 (16:9) abstract illustration. The motif sets the theme; the seed varies the layout.
 * Without a motif, one is chosen from the seed.
 */
export function articleArtSvg(seed: string, motif?: ArticleMotif): string {
  const theme = motif ?? pick(ARTICLE_MOTIFS, hashString(seed));
  const random = seededRandom(hashString(`${theme}:${seed}`));
  const { from, to, accent } = MOTIF_COLOURS[theme];
  return (
    svgOpen(1200, 675) +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity=".35"/>` +
    `<stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1200" height="675" fill="url(#bg)"/>` +
    `<circle cx="${between(random, 700, 1000)}" cy="${between(random, 200, 450)}" r="460" fill="url(#glow)"/>` +
    `<circle cx="120" cy="600" r="${between(random, 160, 240)}" fill="#fff" fill-opacity=".05"/>` +
    MOTIF_SHAPES[theme](random, accent) +
    `</svg>`
  );
}

/**
 * The site's card for shared links (Open Graph, 1200 × 630): the name, the promise, and the
 * four things the network does, on the brand's blue.
 */
export function socialCardSvg(): string {
  const font = `font-family="DejaVu Sans, Arial, sans-serif"`;
  const pillars = ["Find Suppliers", "Run Tenders", "Hire Talent", "Share Knowledge"];
  return (
    svgOpen(1200, 630, "ProcureConnect") +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#1f57c7"/><stop offset="1" stop-color="#123a8a"/></linearGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#bg)"/>` +
    `<circle cx="1040" cy="120" r="260" fill="#fff" fill-opacity=".06"/>` +
    `<circle cx="140" cy="600" r="200" fill="#fff" fill-opacity=".05"/>` +
    `<rect x="96" y="150" width="88" height="88" rx="20" fill="#fff"/>` +
    `<text x="140" y="212" text-anchor="middle" ${font} font-size="52" font-weight="700" fill="#1f57c7">P</text>` +
    `<text x="212" y="214" ${font} font-size="64" font-weight="700" fill="#fff">ProcureConnect</text>` +
    `<text x="96" y="318" ${font} font-size="40" fill="#dbe6fb">Connecting businesses, simplifying procurement.</text>` +
    pillars
      .map(
        (label, i) =>
          `<rect x="${96 + i * 262}" y="420" width="238" height="64" rx="32" fill="#fff" fill-opacity=".14"/>` +
          `<text x="${96 + i * 262 + 119}" y="461" text-anchor="middle" ${font} font-size="24" fill="#fff">${escapeXml(label)}</text>`,
      )
      .join("") +
    `</svg>`
  );
}
