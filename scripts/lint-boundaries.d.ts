import type { ESLint, Linter } from "eslint";

/** The import plugin's settings and rules for the tree at `root` (lint-boundaries.js). */
export function importRules(root: string): {
  plugins: Record<string, ESLint.Plugin>;
  settings: Record<string, unknown>;
  rules: Linter.RulesRecord;
};
export const PUBLIC_ENTRIES: Record<string, string[]>;
export const DOMAIN_ENTRIES: string[];
