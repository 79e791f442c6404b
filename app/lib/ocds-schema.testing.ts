import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv-draft-04";
import addFormats from "ajv-formats";
import { apply as mergePatch } from "json-merge-patch";
import { expect } from "vitest";
import { standardsFolder } from "./standards.testing";

// For every OCDS test, unit and flow (docs/decisions/350, 413): an OCDS release or record package checked
// against the 1.1.5 release schema merged with the extensions the package declares, read from
// ../shared/standards (README "OCDS notes for test authors"): each extension's release-schema.json
// applied as a JSON Merge Patch in alphabetical order (bid before lots), validated with Ajv's
// draft-04 build. A declared extension that is not stored there, or at another version than the
// one stored, fails the test: the schema checked must be the one the package names.

const STANDARDS = path.join(standardsFolder(), "ocds");

/** The stored extensions, by repository, at the version each was copied from. */
const STORED: Record<string, string> = {
  ocds_awardCriteria_extension: "9391240f353e8536992938fe9f7987cd89235331",
  ocds_bid_extension: "v1.1.5",
  ocds_documentation_extension: "db3e1ab54cb6bf1e2282169d8abb07ef87078b78",
  ocds_enquiry_extension: "v1.1.5",
  ocds_lots_extension: "v1.1.5",
  ocds_requirements_extension: "b4f5ba94b46bded427f5cd771b53397d020f7ec5",
};

const load = (file: string): unknown => JSON.parse(readFileSync(`${STANDARDS}/${file}`, "utf8"));

/** The stored folder an extension.json URL names, or an error saying why it has none. */
export function storedExtension(url: string): string {
  const match =
    /^https:\/\/raw\.githubusercontent\.com\/open-contracting-extensions\/([^/]+)\/([^/]+)\/extension\.json$/.exec(
      url,
    );
  if (!match) throw new Error(`Not an extension.json URL of open-contracting-extensions: ${url}`);
  const [, name, ref] = match as unknown as [string, string, string];
  if (!(name in STORED)) throw new Error(`Extension not stored in ../shared/standards: ${name}`);
  if (STORED[name] !== ref)
    throw new Error(`${name} is stored at ${STORED[name]}, the package declares ${ref}`);
  return name;
}

const validators = new Map<string, ValidateFunction>();

/**
 * The package validator for these extensions (one Ajv per variant: the ids collide): a release
 * package's, or with `records` a record package's, whose compiled releases are checked against
 * the same merged release schema and whose versioned releases against the versioned release
 * validation schema (README (a)).
 */
export function packageValidator(
  extensionUrls: readonly string[] = [],
  kind: "release" | "record" = "release",
): ValidateFunction {
  const names = [...new Set(extensionUrls.map(storedExtension))].sort();
  const key = `${kind}:${names.join(",")}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const release = names.reduce<unknown>(
    (schema, name) => mergePatch(schema, load(`extensions/${name}/release-schema.json`)),
    load("1.1.5/schema/release-schema.json"),
  );
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(release as object);
  if (kind === "record")
    ajv.addSchema(load("1.1.5/schema/versioned-release-validation-schema.json") as object);
  const validate = ajv.compile(load(`1.1.5/schema/${kind}-package-schema.json`) as object);
  validators.set(key, validate);
  return validate;
}

/** The schema's errors for a release or record package, as "keyword path: message" lines ([] if valid). */
export function ocdsErrors(pkg: unknown): string[] {
  const declared = (pkg as { extensions?: unknown }).extensions;
  const kind = pkg && typeof pkg === "object" && "records" in pkg ? "record" : "release";
  const validate = packageValidator(Array.isArray(declared) ? (declared as string[]) : [], kind);
  if (validate(pkg)) return [];
  return (validate.errors ?? []).map((e) => `${e.keyword} ${e.instancePath}: ${e.message}`);
}

/** Fails the test unless the package is valid against the schema merged with its extensions. */
export function expectValidOcds(pkg: unknown): void {
  expect(ocdsErrors(pkg), "OCDS package against the merged schema").toEqual([]);
}
