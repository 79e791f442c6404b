// Rewrites a prerendered page so the app's JavaScript starts loading right after the first paint
// instead of competing with the page's own content for the network: module preloads are dropped
// and React Router's module bootstrap script becomes the same imports, run after the first frame.

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

export interface Bootstrap {
  /** Side-effect imports (the manifest). */
  sideEffects: string[];
  /** `import * as name from "url"`. */
  namespaces: { name: string; url: string }[];
  /** Statements between the imports and the entry import. */
  body: string;
  /** The dynamic `import("entry")` at the end. */
  entry: string;
}

export function parseBootstrap(code: string): Bootstrap {
  const sideEffects = [...code.matchAll(/^\s*import "([^"]+)";/gm)].map((m) => m[1]!);
  const namespaces = [...code.matchAll(/^\s*import \* as (\w+) from "([^"]+)";/gm)].map((m) => ({
    name: m[1]!,
    url: m[2]!,
  }));
  const entry = /import\("([^"]+)"\);\s*$/.exec(code)?.[1];
  if (!entry || namespaces.length === 0) {
    throw new Error("React Router's bootstrap script has an unexpected shape");
  }
  const body = code
    .replace(/^\s*import "[^"]+";/gm, "")
    .replace(/^\s*import \* as \w+ from "[^"]+";/gm, "")
    .replace(/import\("[^"]+"\);\s*$/, "")
    .trim();
  return { sideEffects, namespaces, body, entry };
}

export function deferredBootstrap(b: Bootstrap): string {
  const urls = [...b.sideEffects, ...b.namespaces.map((n) => n.url)];
  const names = [...b.sideEffects.map(() => ""), ...b.namespaces.map((n) => n.name)];
  return [
    `const start = () => Promise.all(${JSON.stringify(urls)}.map((u) => import(u))).then(([${names.join(", ")}]) => {`,
    `  ${b.body}`,
    `  return import(${JSON.stringify(b.entry)});`,
    `});`,
    `requestAnimationFrame(() => setTimeout(start, 0));`,
  ].join("\n");
}

/** The page with its bootstrap deferred; unchanged when it has none (or was done already). */
export function deferHydration(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const script = `<script type="module">${deferredBootstrap(parseBootstrap(match[1]!))}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(match[0], () => script);
}
