import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync, copyFileSync } from "node:fs";
import path from "node:path";

// Writes the classification lists the site ships (app/domains/classification/data) from the
// standards beside the checkout (../shared/standards, README "CPV 2008 counts"), so that a
// machine without them, or without a network, loads the same lists (docs/decisions/440).
// Run it again after the standards change: `npx tsx scripts/standards-data.ts`; the test
// app/domains/classification/standards-data.test.ts checks the shipped files against them.

const git = (...args: string[]) => {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return "";
  }
};

/** ../shared/standards beside this checkout, its main checkout (worktree) or its origin. */
export function standardsFolder(): string | null {
  const checkouts = [
    process.cwd(),
    path.dirname(git("rev-parse", "--path-format=absolute", "--git-common-dir").trim()),
    git("remote", "get-url", "origin").trim(),
  ];
  const tried = checkouts
    .filter((dir) => dir && path.isAbsolute(dir))
    .map((dir) => path.resolve(dir, "../shared/standards"));
  return tried.find((dir) => existsSync(path.join(dir, "classifications"))) ?? null;
}

const OUT = "app/domains/classification/data";

function main() {
  const from = standardsFolder();
  if (!from) throw new Error("../shared/standards is not found beside this checkout.");
  const read = (file: string) => JSON.parse(readFileSync(path.join(from, file), "utf8"));
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(`${OUT}/cpv-2008.json`, json(read("classifications/cpv/en.json")));
  writeFileSync(`${OUT}/cpv-supplementary.json`, json(read("classifications/cpvs/en.json")));
  const schemes = read("classifications/organization-identifier-scheme/en.json") as {
    data: { code: string; name: string; category: string; url: string }[];
  };
  writeFileSync(
    `${OUT}/organization-identifier-schemes.json`,
    json(
      schemes.data.map(({ code, name, category, url }) => ({ code, name, country: category, url })),
    ),
  );
  copyFileSync(path.join(from, "licenses/openprocurement-standards.LICENSE"), `${OUT}/LICENSE`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
