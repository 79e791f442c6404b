// Rewrites a prerendered page so the app's JavaScript starts loading right after the first
// contentful paint instead of competing with the page's own content for the network, and starts
// in small steps: module preloads are dropped from the HTML; once the content has painted, the
// page preloads every chunk, a few per task, evaluates them one chunk per task (each after the
// chunks it imports), then runs React Router's bootstrap: the same imports, the same
// route-module assignment, then the entry.
import { dependencyOrder } from "./module-graph";

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** Preload links added per task: starting a module fetch costs up to a millisecond. */
const PRELOAD_BATCH = 6;

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

/**
 * The deferred start-up script. `steps` are evaluated one per task, in order, before the
 * bootstrap's own imports (by then evaluated, so free) and the entry, which hydrates the page.
 */
export function deferredBootstrap(b: Bootstrap, steps: string[]): string {
  const urls = [...b.sideEffects, ...b.namespaces.map((n) => n.url)];
  const names = [...b.sideEffects.map(() => ""), ...b.namespaces.map((n) => n.name)];
  return [
    `const steps = ${JSON.stringify(steps)};`,
    `const pause = () => globalThis.scheduler?.yield?.() ?? new Promise((r) => setTimeout(r, 0));`,
    `const start = async () => {`,
    `  const preload = [...steps, ${JSON.stringify(b.entry)}];`,
    `  for (let i = 0; i < preload.length; i += ${PRELOAD_BATCH}) {`,
    `    for (const href of preload.slice(i, i + ${PRELOAD_BATCH})) {`,
    `      const link = document.createElement("link");`,
    `      link.rel = "modulepreload";`,
    `      link.href = href;`,
    `      document.head.appendChild(link);`,
    `    }`,
    `    await pause();`,
    `  }`,
    `  for (const step of steps) {`,
    `    await import(step);`,
    `    await pause();`,
    `  }`,
    `  const [${names.join(", ")}] = await Promise.all(${JSON.stringify(urls)}.map((u) => import(u)));`,
    `  ${b.body}`,
    `  return import(${JSON.stringify(b.entry)});`,
    `};`,
    // After the first contentful paint (not merely the first frame, which may come before it).
    `const painted = (entries) => entries.getEntriesByName("first-contentful-paint").length > 0;`,
    `if (painted(performance) || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {`,
    `  requestAnimationFrame(() => setTimeout(start, 0));`,
    `} else {`,
    `  new PerformanceObserver((list, observer) => {`,
    `    if (!painted(list)) return;`,
    `    observer.disconnect();`,
    `    setTimeout(start, 0);`,
    `  }).observe({ type: "paint", buffered: true });`,
    `}`,
  ].join("\n");
}

/**
 * The page with its start-up deferred; unchanged when it has none (or was done already).
 * `read` gives a chunk's code by URL path, to order the chunks by their static imports.
 */
export function deferHydration(html: string, read: (url: string) => string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const bootstrap = parseBootstrap(match[1]!);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const urls = [...bootstrap.sideEffects, ...bootstrap.namespaces.map((n) => n.url)];
  const steps = dependencyOrder([...urls, ...preloads, bootstrap.entry], read).filter(
    (url) => url !== bootstrap.entry,
  );
  const script = `<script type="module">${deferredBootstrap(bootstrap, steps)}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(match[0], () => script);
}
