import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { standardsFolder } from "~/lib/standards.testing";

// Tests only: the official checks of a UBL document (../shared/standards/README.md, (c) and (d)).
// The EN 16931 rules are an XSLT that SaxonJS runs once compiled (a SEF): it is compiled at most
// once per machine, into node_modules/.cache keyed by the XSLT's SHA-256 and the compiler's
// version (about 20 s of CPU), and loaded once per test file. The UBL 2.1 schemas are checked
// with xmllint (Debian's libxml2-utils, which scripts/setup-test-env.sh installs).

export const STANDARDS = standardsFolder();
export const EXAMPLES = path.join(STANDARDS, "einvoice/en16931-ubl/examples");
const XSLT = path.join(STANDARDS, "einvoice/en16931-ubl/xslt/EN16931-UBL-validation.xslt");
const XSD = path.join(STANDARDS, "ubl/2.1/xsdrt/maindoc");

const require = createRequire(import.meta.url);

interface SaxonApi {
  transform(
    options: { stylesheetInternal: unknown; sourceText: string; destination: "document" },
    mode: "sync",
  ): { principalResult: unknown };
  XPath: {
    evaluate(
      xpath: string,
      context: unknown,
      options: { namespaceContext: Record<string, string>; resultForm: "array" },
    ): string[];
  };
}

/** The compiled rules' path, compiling them first when this machine has not yet. */
export function compiledRules(): string {
  const sha = createHash("sha256").update(readFileSync(XSLT)).digest("hex");
  const xslt3 = (require("xslt3/package.json") as { version: string }).version;
  const dir = path.resolve("node_modules/.cache/en16931");
  const sef = path.join(dir, `EN16931-UBL-validation-${sha}-xslt3-${xslt3}.sef.json`);
  if (existsSync(sef)) return sef;
  mkdirSync(dir, { recursive: true });
  const partial = `${sef}.${process.pid}.tmp`;
  execFileSync(
    process.execPath,
    [
      require.resolve("xslt3/xslt3.js"),
      `-xsl:${XSLT}`,
      `-export:${partial}`,
      "-nogo",
      "-relocate:on",
    ],
    { stdio: ["ignore", "ignore", "inherit"], timeout: 5 * 60_000 },
  );
  renameSync(partial, sef); // never a half-written SEF under the final name
  return sef;
}

let rules: unknown;

export interface RulesReport {
  /** Ids of the failed fatal assertions, e.g. "BR-CO-10". */
  fatal: string[];
  warnings: string[];
  /** Each failed assertion's message, for a readable test failure. */
  messages: string[];
}

/** The EN 16931 business rules' verdict on a UBL invoice. */
export function en16931(xml: string): RulesReport {
  const saxon = require("saxon-js") as SaxonApi;
  rules ??= JSON.parse(readFileSync(compiledRules(), "utf8"));
  const { principalResult: svrl } = saxon.transform(
    { stylesheetInternal: rules, sourceText: xml, destination: "document" },
    "sync",
  );
  const ids = (xpath: string) =>
    saxon.XPath.evaluate(xpath, svrl, {
      namespaceContext: { svrl: "http://purl.oclc.org/dsdl/svrl" },
      resultForm: "array",
    });
  return {
    fatal: ids("//svrl:failed-assert[@flag='fatal']/string(@id)"),
    warnings: ids("//svrl:failed-assert[not(@flag='fatal')]/string(@id)"),
    messages: ids("//svrl:failed-assert/normalize-space(svrl:text)"),
  };
}

/** xmllint's complaints about the document against the UBL 2.1 schema ([] when it validates). */
export function ublSchemaErrors(xml: string, type: "Invoice" | "Order"): string[] {
  const result = spawnSync(
    "xmllint",
    ["--noout", "--nonet", "--schema", path.join(XSD, `UBL-${type}-2.1.xsd`), "-"],
    { input: xml, encoding: "utf8" },
  );
  if (result.error)
    throw new Error(
      `xmllint is needed for the UBL schema check (Debian: libxml2-utils; scripts/setup-test-env.sh installs it): ${result.error.message}`,
    );
  if (result.status === 0) return [];
  return result.stderr.split("\n").filter((line) => line && !/fails to validate/.test(line));
}
