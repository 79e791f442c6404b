import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import ts from "typescript";

// The longest modules and functions of the project (issue 38): a module stays under about 400
// lines and a function under about 150, outside migrations, generated types, sample data and
// tests (a test file's describe block is one long callback by nature).
// `npm run longest` prints the longest of each and those over the limits; `npm run longest:check`
// (a stage of `npm test`) fails when any is over.

export const MODULE_LIMIT = 400;
export const FUNCTION_LIMIT = 150;

/** Files that are long by nature: the migrations' history, generated types, sample data. */
export const EXEMPT = [
  /^server\/db\/migrations\.ts$/,
  /^server\/db\/generated\.ts$/,
  /(^|\/)sample-[^/]*\.ts$/,
  /-samples\.ts$/,
  /^app\/data\//,
  /^templates\/sources\//,
  /\.(test|spec)\.tsx?$/,
  /^tests\//,
];

export interface Measure {
  file: string;
  name: string;
  lines: number;
}

const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !file.endsWith(".d.ts");
export const exempt = (file: string) => EXEMPT.some((pattern) => pattern.test(file));

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name !== undefined) {
    return node.name.getText(source);
  }
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source).slice(0, 40);
    return `(callback of ${callee})`;
  }
  return "(anonymous)";
}

/** Every function of one module with its length in lines, and the module's own length. */
export function measure(file: string, text: string): { module: Measure; functions: Measure[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const functions: Measure[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      functions.push({ file, name: nameOf(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const lines = text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
  return { module: { file, name: file, lines }, functions };
}

function trackedSources(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  })
    .split("\n")
    .filter((f) => isSource(f) && !f.startsWith("node_modules/"));
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 15);
  const modules: Measure[] = [];
  const functions: Measure[] = [];
  for (const file of trackedSources().filter((f) => !exempt(f))) {
    const measured = measure(file, readFileSync(file, "utf8"));
    modules.push(measured.module);
    functions.push(...measured.functions);
  }
  const byLength = (a: Measure, b: Measure) => b.lines - a.lines;
  modules.sort(byLength);
  functions.sort(byLength);
  const overModules = modules.filter((m) => m.lines > MODULE_LIMIT);
  const overFunctions = functions.filter((f) => f.lines > FUNCTION_LIMIT);
  console.log(`Longest modules (limit ${MODULE_LIMIT} lines; ${overModules.length} over):`);
  for (const m of modules.slice(0, count))
    console.log(`  ${String(m.lines).padStart(5)}  ${m.file}`);
  console.log(`Longest functions (limit ${FUNCTION_LIMIT} lines; ${overFunctions.length} over):`);
  for (const f of functions.slice(0, count))
    console.log(`  ${String(f.lines).padStart(5)}  ${f.name}  ${f.file}`);
  if (check && overModules.length + overFunctions.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
