import { absoluteUrl, originOfMatches, type OriginMatch } from "./public-origin";
import { SITE_NAME } from "./site-config";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, used for the canonical URL. */
  path: string;
  /** The picture shared with a link to the page (a path on this site). */
  image?: string;
  /** Open Graph's type: an article page says "article". */
  type?: "website" | "article";
}

/** What a content page says of itself, in its title band and in its meta tags. */
export interface PageIntro extends PageMetaInput {
  /** The small line above the title: the menu section the page belongs to. */
  eyebrow?: string;
}

export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

/** Full document title: "Page | ProcureConnect", or the site name alone for the home page. */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/** The page at `path` on the public `origin`, without a trailing slash (but for the home page). */
export function canonicalUrl(origin: string, path: string): string {
  const clean = path === "/" ? "/" : `/${path.replace(/^\/+|\/+$/g, "")}`;
  return absoluteUrl(origin, clean);
}

/** The route matches a meta function receives: the root's data carries the public origin. */
export type MetaMatches = readonly (OriginMatch | undefined)[];

/**
 * Title, description, canonical link and Open Graph tags for a page, on the public origin the
 * root loader gave (`matches`, the meta function's own).
 */
export function pageMeta(
  { title, description, path, image, type = "website" }: PageMetaInput,
  matches: MetaMatches,
): MetaDescriptor[] {
  const origin = originOfMatches(matches);
  const fullTitle = documentTitle(title);
  const url = canonicalUrl(origin, path);
  const picture = absoluteUrl(origin, socialImage(image));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: picture },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The site's own picture for a shared link (scripts/generate-images.ts makes it). */
export const SOCIAL_CARD_PATH = "/images/og/procureconnect.jpg";

/**
 * The picture social networks show for a page: its own when it is a raster image, the JPEG twin
 * of a sample article's SVG picture, else the site's card (Open Graph readers take no SVG).
 */
export function socialImage(picture?: string | null): string {
  if (picture && /^\/[^?#]*\.(png|jpe?g|webp|gif)$/i.test(picture)) return picture;
  const article = picture && /^(\/images\/articles\/[a-z0-9-]+)\.svg$/.exec(picture);
  return article ? `${article[1]}.jpg` : SOCIAL_CARD_PATH;
}

/** Meta for a "not found" screen: a title, a description, and kept out of search results. */
export function notFoundMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: documentTitle(title) },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
  ];
}

/** Meta for a form's own page: like any page, but kept out of search results. */
export function formPageMeta(input: PageMetaInput, matches: MetaMatches): MetaDescriptor[] {
  return [...pageMeta(input, matches), { name: "robots", content: "noindex" }];
}
