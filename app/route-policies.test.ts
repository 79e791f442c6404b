import { execFileSync } from "node:child_process";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { MEMBER_LIMITS } from "~/domain/limits";
import routes from "./routes";
import { namesOf } from "~/lib/route-limits.server";
import { isDeclared, policyOf, type LimitRule } from "~/lib/route-policy.server";

// Every route in app/routes.ts declares its policy: each loader and action it exports went
// through routeLoader/routeAction (app/lib/route-policy.server.ts, decision 221), so no route
// can forget who may call it. A route added without one fails here. A member rate limit is
// declared there too (decisions 300, 361): each one names a known limit, a per-intent one reads
// the form, and no route or domain takes a limit by itself.

function filesOf(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [e.file, ...filesOf(e.children ?? [])]);
}

const files = [...new Set(filesOf(routes))];

/** The files, outside tests and their helpers, in which `git grep` finds `pattern`. */
const grepped = (pattern: string, ...paths: string[]) =>
  execFileSync("git", ["grep", "-l", "-E", pattern, "--", ...paths], {
    cwd: path.join(__dirname, ".."),
    encoding: "utf8",
  })
    .split("\n")
    .filter((f) => f !== "" && !/\.test\.tsx?$|\.testing\.ts$/.test(f))
    .sort();

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

describe("member rate limits are declared with the route", () => {
  it.each(files)("%s names known limits, per intent only with a form", async (file) => {
    const module = (await import(path.join(__dirname, file))) as Record<string, unknown>;
    const policy = policyOf(module.action) as { limit?: LimitRule; body?: unknown } | undefined;
    if (!policy?.limit) return;
    for (const name of namesOf(policy.limit)) expect(Object.keys(MEMBER_LIMITS)).toContain(name);
    if (typeof policy.limit === "object" && typeof policy.limit.take === "object")
      expect(policy.body, `${file}: a per-intent limit reads the form`).toBeDefined();
  });

  it("is taken by no other module than the pipeline", () => {
    // The member limiter (`context.limits`) is the pipeline's: a route or domain module that
    // takes a limit itself, rather than declaring it, is found here (decisions 300, 361).
    expect(grepped(String.raw`limits\.take\(|\.limits\b`, "app")).toEqual([
      "app/lib/route-limits.server.ts",
    ]);
  });
});

describe("a form is read once, by the pipeline", () => {
  it("is read by no other module than the pipeline's (and the browser's own clientAction)", () => {
    // `request.formData()`, or the size-capped read under it, anywhere else is a second way
    // to read a form, beside the route's declared body (decisions 216, 221).
    expect(grepped(String.raw`formData\(\)|readFormData\(`, "app", "server")).toEqual([
      // The browser's clientAction: no server policy applies to it (decision 221).
      "app/features/forms/form-client-action.ts",
      "app/lib/form-data.server.ts",
      "app/lib/route-policy.server.ts",
    ]);
  });
});
