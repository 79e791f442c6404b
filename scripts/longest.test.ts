import { describe, expect, it } from "vitest";
import { exempt, measure } from "./longest";

describe("longest", () => {
  it("measures a module and each function in it, nested ones too, by their lines", () => {
    const text = [
      "export function outer() {",
      "  const inner = () => {",
      "    return 1;",
      "  };",
      "  return inner();",
      "}",
      "const obj = { method() { return 2; } };",
      "",
    ].join("\n");
    const { module, functions } = measure("a.ts", text);
    expect(module.lines).toBe(7);
    expect(functions.map((f) => [f.name, f.lines])).toEqual([
      ["outer", 6],
      ["inner", 3],
      ["method", 1],
    ]);
  });

  it("leaves out migrations, generated types, sample data and tests", () => {
    for (const file of [
      "server/db/migrations.ts",
      "server/db/generated.ts",
      "app/data/sample-reviews.ts",
      "server/db/knowledge-samples.ts",
      "app/domains/tenders/data.server.test.ts",
      "tests/e2e/forms.spec.ts",
    ])
      expect(exempt(file), file).toBe(true);
    expect(exempt("app/domains/tenders/data.server.ts")).toBe(false);
  });
});
