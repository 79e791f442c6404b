import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

// Tests only: where ../shared/standards is (the official schemas, rules and examples the tests
// check our documents against; its README says how each is used).

/**
 * ../shared/standards beside the project. A checkout elsewhere looks beside the one it belongs
 * to: a git worktree's main checkout, or the local repository a clone was made from (its
 * `origin`), as a fresh clone for a test run is.
 */
export function standardsFolder(): string {
  const git = (...args: string[]) => {
    try {
      return execFileSync("git", args, {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      return "";
    }
  };
  const checkouts = [
    process.cwd(),
    path.dirname(git("rev-parse", "--path-format=absolute", "--git-common-dir")),
    git("remote", "get-url", "origin"),
  ];
  const tried = checkouts
    .filter((dir) => dir && path.isAbsolute(dir))
    .map((dir) => path.resolve(dir, "../shared/standards"));
  const found = tried.find((dir) => existsSync(path.join(dir, "ocds")));
  if (!found) throw new Error(`The standards are not found; looked in ${tried.join(", ")}.`);
  return found;
}
