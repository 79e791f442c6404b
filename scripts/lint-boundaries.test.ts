import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { importRules } from "./lint-boundaries.js";

// The import rules fire on a fixture tree (scripts/lint-fixtures, which the project's own lint
// leaves out): an import cycle, and a domain reaching into another's internals.

const FIXTURES = path.join(import.meta.dirname, "lint-fixtures");

async function problems() {
  const eslint = new ESLint({
    cwd: FIXTURES,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tseslint.parser },
        ...importRules(FIXTURES),
      },
    ],
  });
  const results = await eslint.lintFiles(["app/**/*.ts"]);
  return results.flatMap((r) =>
    r.messages.map((m) => ({
      file: path.relative(FIXTURES, r.filePath),
      line: m.line,
      rule: m.ruleId,
    })),
  );
}

describe("the import rules", () => {
  it("refuse an import cycle, and a domain reaching into another's internals", async () => {
    const found = await problems();
    expect(found).toEqual(
      expect.arrayContaining([
        { file: "app/domains/alpha/cycle-a.ts", line: 2, rule: "import-x/no-cycle" },
        { file: "app/domains/alpha/cycle-b.ts", line: 2, rule: "import-x/no-cycle" },
        { file: "app/domains/beta/reach.ts", line: 3, rule: "import-x/no-restricted-paths" },
      ]),
    );
    // The public entry is allowed, and nothing else fires.
    expect(found).toHaveLength(3);
  });
});
