import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { layoutPaths } from "./readme-layout";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Whether a path of the map exists; `<name>` stands for any one folder. */
function exists(mapped: string): boolean {
  const [before, after] = mapped.split(/<[^>]+>\/?/);
  if (after === undefined) return existsSync(path.join(ROOT, mapped));
  const dir = path.join(ROOT, before!);
  if (!existsSync(dir)) return false;
  return readdirSync(dir).some(
    (name) =>
      statSync(path.join(dir, name)).isDirectory() &&
      (after === "" || existsSync(path.join(dir, name, after))),
  );
}

describe("the README's project layout", () => {
  it("reads the map's entries as paths from the root, nested by their indent", () => {
    const readme = [
      "## Project layout",
      "",
      "```",
      "app/                    the website",
      "  root.tsx              document",
      "  features/<name>/      domain UI, with a description that",
      "                        runs on over two lines",
      "server/                 our server",
      "  db/                   the data layer",
      "    rows.ts             rows to entities",
      "```",
      "## Development",
    ].join("\n");
    expect(layoutPaths(readme)).toEqual([
      "app/",
      "app/root.tsx",
      "app/features/<name>/",
      "server/",
      "server/db/",
      "server/db/rows.ts",
    ]);
  });

  it("names only paths that exist", () => {
    const paths = layoutPaths(readFileSync(path.join(ROOT, "README.md"), "utf8"));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !exists(p))).toEqual([]);
  });
});
