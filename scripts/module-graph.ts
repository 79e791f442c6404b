// The static import graph of built JavaScript chunks: what a page evaluates before any
// interaction (the size budget) and in which order (the deferred start-up of each page).

/** Static `import … from "./x.js"` specifiers of a JS chunk (not dynamic `import()`). */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(re)) if (m[1]) out.push(m[1]);
  const reExport = /(?:^|[;\s}])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;
  for (const m of code.matchAll(reExport)) if (m[1]) out.push(m[1]);
  return out;
}

function resolve(spec: string, from: string): string | null {
  if (!spec.startsWith(".") && !spec.startsWith("/")) return null;
  return new URL(spec, `http://x${from}`).pathname;
}

/**
 * The given chunks and their static imports, each after everything it imports (a depth-first
 * post-order), so importing them one at a time evaluates one chunk per step. Cycles are cut
 * where they are met.
 */
export function dependencyOrder(entries: string[], read: (url: string) => string): string[] {
  const order: string[] = [];
  const visited = new Set<string>();
  const visit = (url: string) => {
    if (visited.has(url)) return;
    visited.add(url);
    for (const spec of staticImports(read(url))) {
      const dep = resolve(spec, url);
      if (dep) visit(dep);
    }
    order.push(url);
  };
  for (const url of entries) visit(url);
  return order;
}

/** The given chunks and everything they import statically, as absolute URL paths. */
export function withStaticImports(entries: string[], read: (url: string) => string): Set<string> {
  return new Set(dependencyOrder(entries, read));
}
