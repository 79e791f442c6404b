// Pure helpers of the size script: which assets a prerendered page loads up front.

export interface PageAssets {
  js: string[];
  css: string[];
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*"([^"]+)"`, "i").exec(tag)?.[1];

/** Scripts, module preloads and stylesheets a page's HTML references, plus inline static imports. */
export function assetsOfPage(html: string): PageAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel");
    const href = attr(tag, "href");
    if (!href || !href.startsWith("/")) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, "src");
    if (src?.startsWith("/")) js.add(src);
  }
  // Every script URL an inline module script loads (static imports or a deferred list).
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const m of (body ?? "").matchAll(/["'](\/[^"']+\.js)["']/g)) if (m[1]) js.add(m[1]);
  }
  return { js: [...js], css: [...css] };
}
