import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Which way imports may go (docs/decisions/070). A feature's public entries are the only files
// of it that code outside the feature may import; routes and the root compose features freely.
const PUBLIC_ENTRIES = {
  auth: ["auth-controls.tsx", "auth-provider.tsx"],
  forms: [
    "job-application-dialog.tsx",
    "contact-vendor-dialog.tsx",
    "quote-request-dialog.tsx",
    "form-paths.ts",
    "form-action.server.ts",
  ],
  companies: ["company-status-badge.tsx"],
  projects: ["project-card.tsx"],
  vendors: ["vendor-card.tsx"],
  news: ["article-card.tsx"],
  jobs: ["posted-time.tsx", "remote-badge.tsx", "ad-parts.tsx"],
  // A tender's buyer reviews the awarded company with the profile's form and action (decision 133).
  reviews: ["review-form.tsx", "review-action.server.ts"],
};
const ROOT = import.meta.dirname;
const FEATURES = readdirSync(`${ROOT}/app/features`);
const publicEntries = Object.entries(PUBLIC_ENTRIES).flatMap(([feature, files]) =>
  files.map((file) => `./${feature}/${file}`),
);
const UI = ["app/features", "app/components", "app/hooks", "app/routes", "app/root.tsx"];

const boundaries = [
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
  ...FEATURES.map((feature) => ({
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

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: boundaries }],
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
);
