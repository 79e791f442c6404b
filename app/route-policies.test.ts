import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes";
import { isDeclared } from "~/lib/route-policy.server";

// Every route in app/routes.ts declares its policy: each loader and action it exports went
// through routeLoader/routeAction (app/lib/route-policy.server.ts, decision 221), so no route
// can forget who may call it. A route added without one fails here.

function filesOf(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [e.file, ...filesOf(e.children ?? [])]);
}

const files = [...new Set(filesOf(routes))];

describe("every route declares its policy", () => {
  it("lists the route modules", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files)("%s", async (file) => {
    const module = (await import(path.join(__dirname, file))) as Record<string, unknown>;
    for (const name of ["loader", "action"] as const) {
      if (name in module) expect(isDeclared(module[name]), `${file}: ${name}`).toBe(true);
    }
  });
});
