import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi";

// The API's document lints clean with Redocly's recommended rules (decision 493), errors and
// warnings alike, offline.

describe("the OpenAPI document", () => {
  it("lints clean with Redocly's recommended rules", async () => {
    const doc = openApiDocument("https://procureconnect.test");
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: "openapi.json",
      config,
    });
    const said = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`,
    );
    expect(said).toEqual([]);
  });

  it("refuses two fragments that describe one path", () => {
    const one = { paths: { "/x": {} }, components: {} };
    expect(() => openApiDocument("https://a.test", [one, one])).toThrow(/two fragments/);
    const schema = { paths: {}, components: { schemas: { Thing: { type: "object" } } } };
    expect(() => openApiDocument("https://a.test", [schema, schema])).toThrow(
      /two fragments define schemas Thing/,
    );
  });
});
