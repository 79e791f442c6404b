import { existsSync, readdirSync, statSync } from "node:fs";
import importX from "eslint-plugin-import-x";

// Which way imports may go (docs/decisions/070 and 217), for ESLint's import-x plugin: no import
// cycles, and boundaries between the layers, the features and the domains. `importRules(root)`
// gives the settings and rules for a tree rooted at `root`: eslint.config.js applies them to the
// project, and lint-boundaries.test.ts to a fixture tree where each rule must fire.

/**
 * A feature's public entries are the only files of it that code outside the feature may import;
 * routes and the root compose features freely.
 */
export const PUBLIC_ENTRIES = {
  forms: [
    "job-application-dialog.tsx",
    "contact-vendor-dialog.tsx",
    "quote-request-dialog.tsx",
    "form-paths.ts",
    "form-action.server.ts",
  ],
  projects: ["project-card.tsx"],
};

/** The folders directly inside `dir`, or none when it does not exist. */
const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).filter((name) => statSync(`${dir}/${name}`).isDirectory())
    : [];

/**
 * A domain's public entries: the only files of it another domain (or anything else) imports, one
 * for the browser and the server, one for the server alone, and (where a page of another domain
 * shows a domain's form parts) forms.ts, kept apart so that index.ts stays light.
 */
export const DOMAIN_ENTRIES = ["index.ts", "index.server.ts", "forms.ts"];

function domainZones(root) {
  const domains = foldersIn(`${root}/app/domains`);
  const entries = domains.flatMap((d) => DOMAIN_ENTRIES.map((entry) => `./${d}/${entry}`));
  return [
    ...domains.map((domain) => ({
      target: `app/domains/${domain}`,
      from: "app/domains",
      except: [`./${domain}`, ...entries],
      message: `A domain imports another only through its public entry (app/domains/<name>/index.ts or index.server.ts).`,
    })),
    {
      target: ["app/components", "app/features", "app/routes", "app/root.tsx", "server", "scripts"],
      from: "app/domains",
      except: entries,
      message: `Import a domain only through its public entry (app/domains/<name>/index.ts or index.server.ts).`,
    },
    {
      // The layout (app/components/layout) composes the domains, like the routes: through their
      // public entries (the zone above).
      target: [
        "app/domain",
        "app/data",
        "app/lib",
        "app/components/ui",
        "app/components/shared",
        "app/components/placeholder",
        "app/components/search",
        "app/hooks",
        "templates",
      ],
      from: "app/domains",
      message: "Shared code and primitives come before the domains: they import none.",
    },
  ];
}

function layerZones(root) {
  const features = foldersIn(`${root}/app/features`);
  const publicEntries = Object.entries(PUBLIC_ENTRIES).flatMap(([feature, files]) =>
    files.map((file) => `./${feature}/${file}`),
  );
  const UI = ["app/features", "app/components", "app/hooks", "app/routes", "app/root.tsx"];
  return [
    {
      target: ["app/domain", "app/data", "app/lib"],
      from: [...UI, "server", "scripts", "templates"],
      message: "Shared code (domain, data, lib) is neutral: it imports no UI and no server code.",
    },
    {
      target: [
        "app/components/ui",
        "app/components/shared",
        "app/components/placeholder",
        "app/hooks",
      ],
      from: ["app/features", "app/routes", "app/components/layout"],
      message: "Primitives, shared components and hooks come before features: they import none.",
    },
    {
      target: "app/components/layout",
      from: "app/features",
      except: publicEntries,
      message: "Import a feature only through its public entries (PUBLIC_ENTRIES in this file).",
    },
    ...features.map((feature) => ({
      target: `app/features/${feature}`,
      from: "app/features",
      except: [`./${feature}`, ...publicEntries],
      message:
        "Features do not reach into each other: import another only through its public entries.",
    })),
    {
      target: "app/features",
      from: "app/routes",
      message: "Routes compose features, not the other way.",
    },
    {
      target: "templates",
      from: [...UI, "server", "scripts"],
      message:
        "The template library is product content: it reads app/data and imports no UI, server or script code.",
    },
    {
      target: "server",
      from: UI,
      message: "The server imports no UI code: shared code lives in app/domain, app/data, app/lib.",
    },
  ];
}

/** The import plugin's settings and rules for the tree at `root`. */
export function importRules(root) {
  return {
    plugins: { "import-x": importX },
    settings: importX.flatConfigs.typescript.settings,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [...layerZones(root), ...domainZones(root)] },
      ],
      // Type-only imports are erased at build time and do not count.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  };
}
