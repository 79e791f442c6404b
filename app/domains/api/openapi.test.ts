import { createConfig, lintFromString } from "@redocly/openapi-core";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { API_BASE, openApiDocument } from "./openapi";

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

  it("describes each path once, relative to its server, and each is one of the site's routes", () => {
    const flat = (list: RouteConfigEntry[]): string[] =>
      list.flatMap((r) => [r.path ?? "", ...flat(r.children ?? [])]);
    const routePaths = new Set(flat(routes as RouteConfigEntry[]));
    const paths = Object.keys(openApiDocument("https://procureconnect.test").paths);
    for (const p of paths) {
      // The server's URL ends in /api/v1: a path repeating it would be called at /api/v1/api/v1.
      expect(p.startsWith(API_BASE), p).toBe(false);
      const route = `${API_BASE}${p}`.slice(1).replace(/\{(\w+)\}(\.json)?/g, ":$1");
      expect(routePaths.has(route), `${p} is not routed as ${route}`).toBe(true);
    }
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
