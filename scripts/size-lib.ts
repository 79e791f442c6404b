// Pure helpers of the size script: what each route loads before any interaction, read from
// Vite's build manifest, and where the sample data's text turns up in the client build.

/** One chunk of Vite's manifest (build/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Files the chunk refers to by URL: a stylesheet imported with `?url` and linked by the route. */
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteAssets {
  js: string[];
  css: string[];
}

/** A manifest key's source file, without the query a plugin may add to it. */
export const sourceOf = (key: string) => key.split("?")[0]!;

/** The manifest key whose source is `source`. */
export function keyOf(manifest: Manifest, source: string): string | undefined {
  return Object.keys(manifest).find((key) => sourceOf(key) === source && manifest[key]!.isEntry);
}

/**
 * The files the given chunks load before any interaction: each chunk, its static imports
 * (transitively) and their stylesheets, imported or linked by URL. Dynamic imports load later,
 * on demand, and stay out.
 */
export function upFrontAssets(manifest: Manifest, keys: readonly string[]): RouteAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const file of chunk.assets ?? []) if (file.endsWith(".css")) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The route modules in the manifest (their entries under app/routes/), by source file. */
/** Where route modules live: the site's own pages, and each domain's routes/ (decision 217). */
export const ROUTE_DIRS = /^app\/(routes|domains\/[^/]+\/routes)\//;

export function routeModules(manifest: Manifest, routesDir = ROUTE_DIRS): string[] {
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry && routesDir.test(sourceOf(key)))
    .map(([key]) => sourceOf(key))
    .sort();
}

/**
 * The part of a record's text to look for in built files: its longest stretch of plain ASCII
 * without quotes or backslashes (a bundler may escape those), or the whole text if short.
 */
export function needleOf(text: string, minLength = 24): string {
  const stretches = text.split(/[^\x20-\x7e]|["'`\\]/).sort((a, b) => b.length - a.length);
  const longest = stretches[0] ?? "";
  return longest.length >= minLength ? longest : text;
}

export interface SampleHit {
  file: string;
  text: string;
}

/** Which sample texts each file contains. */
export function findSampleTexts(
  files: readonly { name: string; content: string }[],
  texts: readonly string[],
): SampleHit[] {
  const needles = texts.filter((t) => t.trim().length > 0).map((text) => [text, needleOf(text)]);
  const hits: SampleHit[] = [];
  for (const { name, content } of files) {
    for (const [text, needle] of needles) {
      if (content.includes(needle!)) hits.push({ file: name, text: text! });
    }
  }
  return hits;
}
