// OCDS 1.1 merging (docs/decisions/412): the compiled release of a contracting process, its
// current state, from all its releases; and optionally the versioned release, every value with
// the release it came from. The routine is the standard's ("Merging", schema reference):
// releases in date order; `omitWhenMerged` fields (id, date, tag) discarded; objects merged
// field by field; null removes a field; arrays of objects merged by `id` unless the schema marks
// them `wholeListMerge` (or their objects have no id), and any other array replaced whole.
// The rules come from the release schema; OCDS_MERGE_RULES holds them for 1.1.5 and the
// extensions our releases declare, so the server needs no schema at run time.

export interface MergeRules {
  /** Paths (field names joined by "/", array levels left out) whose fields are discarded. */
  omit: readonly string[];
  /** Paths of arrays that replace the previous value whole. */
  wholeList: readonly string[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Schema = { [key: string]: unknown };

const isObject = (v: unknown): v is JsonObject =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The merge rules a release schema (with any extension patches applied) declares. */
export function mergeRulesOf(schema: Schema): MergeRules {
  const definitions = (schema.definitions ?? {}) as Record<string, Schema>;
  const deref = (node: Schema): Schema => {
    let n = node;
    for (let i = 0; typeof n.$ref === "string" && i < 20; i++)
      n = definitions[n.$ref.replace("#/definitions/", "")] ?? {};
    return n;
  };
  const types = (n: Schema) => (Array.isArray(n.type) ? n.type : [n.type]) as unknown[];
  const omit: string[] = [];
  const wholeList: string[] = [];
  const walk = (raw: Schema, path: string, depth: number): void => {
    const node = deref(raw);
    if (depth > 20) return;
    if (node.omitWhenMerged === true) return void omit.push(path);
    if (types(node).includes("array")) {
      const items = deref((node.items ?? {}) as Schema);
      const props = items.properties as Record<string, Schema> | undefined;
      if (
        node.wholeListMerge === true ||
        ("type" in items && !types(items).includes("object")) ||
        (props && !("id" in props))
      )
        return void wholeList.push(path);
      for (const [key, child] of Object.entries(props ?? {}))
        walk(child, `${path}/${key}`, depth + 1);
      return;
    }
    const props = (node.properties ?? {}) as Record<string, Schema>;
    for (const [key, child] of Object.entries(props))
      walk(child, path ? `${path}/${key}` : key, depth + 1);
  };
  walk(schema, "", 0);
  return { omit: omit.sort(), wholeList: wholeList.sort() };
}

/** What an array at this path is merged as. */
const asLiteral = (value: Json[], path: string, whole: ReadonlySet<string>) =>
  whole.has(path) || value.some((item) => !isObject(item));

/** The last object of each id, at the place the id first appears (the reference implementation). */
function lastOfEachId(items: JsonObject[]): JsonObject[] {
  const byId = new Map<string, number>();
  const out: JsonObject[] = [];
  for (const item of items) {
    const key = "id" in item ? JSON.stringify(item.id) : undefined;
    const at = key === undefined ? undefined : byId.get(key);
    if (at === undefined) {
      if (key !== undefined) byId.set(key, out.length);
      out.push(item);
    } else out[at] = item;
  }
  return out;
}

interface Context {
  omit: ReadonlySet<string>;
  whole: ReadonlySet<string>;
}

function compile(output: Json | undefined, input: Json, path: string, ctx: Context): Json {
  if (isObject(input)) {
    const out: JsonObject = isObject(output) ? output : {};
    for (const [key, value] of Object.entries(input)) {
      const at = path ? `${path}/${key}` : key;
      if (ctx.omit.has(at)) continue;
      if (value === null) delete out[key];
      else out[key] = compile(out[key], value, at, ctx);
    }
    return out;
  }
  if (Array.isArray(input)) {
    if (asLiteral(input, path, ctx.whole)) return structuredClone(input);
    const out = Array.isArray(output) ? output : [];
    for (const item of lastOfEachId(input as JsonObject[])) {
      const at = "id" in item ? out.findIndex((o) => isObject(o) && o.id === item.id) : -1;
      if (at >= 0) out[at] = compile(out[at], item, path, ctx);
      // A new object's id comes first, as the reference implementation writes it.
      else out.push(compile("id" in item ? { id: item.id } : undefined, item, path, ctx));
    }
    return out;
  }
  return input;
}

export interface Release {
  ocid: string;
  id: string;
  date: string;
  tag: string[];
  [key: string]: unknown;
}

function inOrder<R extends Release>(releases: readonly R[]): R[] {
  const [first] = releases;
  if (!first) throw new Error("Merging needs at least one release.");
  if (releases.some((r) => r.ocid !== first.ocid))
    throw new Error("Only releases of one contracting process (one ocid) can be merged.");
  // Stable: releases of the same date keep their given order.
  return [...releases].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * The compiled release: the releases merged in date order, tagged "compiled", dated as the
 * latest and identified `{ocid}-{date}`, as the reference implementation does.
 */
export function compiledRelease(
  releases: readonly Release[],
  rules: MergeRules = OCDS_MERGE_RULES,
): JsonObject {
  const sorted = inOrder(releases);
  const ctx = { omit: new Set(rules.omit), whole: new Set(rules.wholeList) };
  const merged = sorted.reduce<Json>(
    (out, release) => compile(out, structuredClone(release) as unknown as Json, "", ctx),
    {},
  ) as JsonObject;
  const { date, ocid } = sorted[sorted.length - 1]!;
  return { tag: ["compiled"], id: `${ocid}-${date}`, date, ...merged };
}

type Versioned = { releaseID: string; releaseDate: string; releaseTag: string[]; value: Json };

function version(
  output: Json | undefined,
  input: Json,
  path: string,
  ctx: Context,
  meta: Omit<Versioned, "value">,
): Json {
  if (isObject(input)) {
    const out: JsonObject = isObject(output) ? output : {};
    for (const [key, value] of Object.entries(input)) {
      const at = path ? `${path}/${key}` : key;
      if (ctx.omit.has(at)) continue;
      // The ocid is not versioned (versioned release schema).
      out[key] = at === "ocid" ? value : version(out[key], value, at, ctx, meta);
    }
    return out;
  }
  if (Array.isArray(input) && !asLiteral(input, path, ctx.whole)) {
    const out = Array.isArray(output) ? output : [];
    for (const item of lastOfEachId(input as JsonObject[])) {
      const at = "id" in item ? out.findIndex((o) => isObject(o) && o.id === item.id) : -1;
      const { id, ...rest } = item;
      const merged = version(at >= 0 ? out[at] : {}, rest, path, ctx, meta) as JsonObject;
      // An object's id within an array is kept as it is, not versioned.
      if (at >= 0) out[at] = merged;
      else out.push(id === undefined ? merged : { id, ...merged });
    }
    return out;
  }
  const history = (Array.isArray(output) ? output : []) as Versioned[];
  const last = history[history.length - 1];
  if (!last || JSON.stringify(last.value) !== JSON.stringify(input))
    history.push({ ...meta, value: structuredClone(input) });
  return history as unknown as Json;
}

/** The versioned release: each field's values over time, with the release each came from. */
export function versionedRelease(
  releases: readonly Release[],
  rules: MergeRules = OCDS_MERGE_RULES,
): JsonObject {
  const ctx = { omit: new Set(rules.omit), whole: new Set(rules.wholeList) };
  return inOrder(releases).reduce<Json>((out, release) => {
    const meta = { releaseID: release.id, releaseDate: release.date, releaseTag: release.tag };
    return version(out, structuredClone(release) as unknown as Json, "", ctx, meta);
  }, {}) as JsonObject;
}

/**
 * The rules of the OCDS 1.1.5 release schema with the extensions our releases declare (bid,
 * lots, awardCriteria, enquiry) applied; `ocds-merge.test.ts` derives them again from the
 * stored schemas and fails when they drift.
 */
export const OCDS_MERGE_RULES: MergeRules = {
  omit: ["date", "id", "tag"],
  wholeList: [
    "awards/amendment/changes",
    "awards/amendments/changes",
    "awards/documents/relatedLots",
    "awards/items/additionalClassifications",
    "awards/relatedLots",
    "awards/suppliers/additionalIdentifiers",
    "bids/details/documents/relatedLots",
    "bids/details/relatedLots",
    "bids/details/tenderers/additionalIdentifiers",
    "buyer/additionalIdentifiers",
    "contracts/amendment/changes",
    "contracts/amendments/changes",
    "contracts/documents/relatedLots",
    "contracts/implementation/documents/relatedLots",
    "contracts/implementation/milestones/documents/relatedLots",
    "contracts/implementation/milestones/relatedLots",
    "contracts/implementation/transactions/payee/additionalIdentifiers",
    "contracts/implementation/transactions/payer/additionalIdentifiers",
    "contracts/items/additionalClassifications",
    "contracts/milestones/documents/relatedLots",
    "contracts/milestones/relatedLots",
    "contracts/relatedProcesses/relationship",
    "parties/additionalIdentifiers",
    "parties/roles",
    "planning/documents/relatedLots",
    "planning/milestones/documents/relatedLots",
    "planning/milestones/relatedLots",
    "relatedProcesses/relationship",
    "tender/additionalProcurementCategories",
    "tender/amendment/changes",
    "tender/amendments/changes",
    "tender/criteria/relatedLots",
    "tender/documents/relatedLots",
    "tender/enquiries/author/additionalIdentifiers",
    "tender/items/additionalClassifications",
    "tender/lotGroups/awardCriteria/criteria",
    "tender/lotGroups/relatedLots",
    "tender/lots/awardCriteria/criteria",
    "tender/milestones/documents/relatedLots",
    "tender/milestones/relatedLots",
    "tender/procuringEntity/additionalIdentifiers",
    "tender/submissionMethod",
    "tender/tenderers/additionalIdentifiers",
  ],
};
