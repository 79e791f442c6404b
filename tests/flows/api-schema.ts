import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import { openApiDocument } from "../../app/domains/api/openapi";

// Every answer of the API in its tests is checked against the OpenAPI document (decision 493):
// the operation found by method and address, the status documented for it, the answer's media
// type one it lists, and its body valid against that response's schema (JSON Schema 2020-12).

const ROOT = "https://procureconnect.test/openapi.json";
const doc = openApiDocument("https://procureconnect.test");
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ $id: ROOT, components: doc.components });

type Json = Record<string, unknown>;

const templates = Object.keys(doc.paths).map((template) => ({
  template,
  pattern: new RegExp(`^/api/v1${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
}));

/** The schema of `{ $ref }` pointers into the components, resolved one level. */
function resolved<T>(value: T): T {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value;
  const [, kind, name] = ref.split("/").slice(1);
  return (doc.components as Record<string, Record<string, unknown>>)[kind!]![name!] as T;
}

const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/**
 * Checks a response of the API against the document and answers its body: fails the test when
 * the operation, its status or its media type is not documented, or the body does not fit.
 */
export async function documented(method: string, url: string, response: Response): Promise<Json> {
  const path = new URL(url, "http://x").pathname;
  const found = templates.filter((t) => t.pattern.test(path));
  // A literal path wins over a template ("/me/requests" over "/me/requests/{id}").
  const template = found.sort((a, b) => a.template.length - b.template.length).at(0)?.template;
  const operation = template
    ? (doc.paths as Record<string, Record<string, Json>>)[template]![method.toLowerCase()]
    : undefined;
  const status = String(response.status);
  const text = await response.text();
  if (!operation) {
    // Outside the documented operations only "no such endpoint" is answered, as a problem.
    expect(response.status, `${method} ${path} is not in the document`).toBe(404);
    return check("Problem", JSON.parse(text), `${method} ${path} ${status}`);
  }
  const responses = operation.responses as Record<string, Json>;
  expect(Object.keys(responses), `${method} ${path}: status ${status} is not documented`).toContain(
    status,
  );
  const answer = resolved(responses[status]!) as { content: Record<string, { schema: Json }> };
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
  expect(Object.keys(answer.content), `${method} ${path} ${status}: media type`).toContain(type);
  const schema = answer.content[type]!.schema;
  return check(JSON.stringify(schema), JSON.parse(text), `${method} ${path} ${status}`);
}

function check(schema: string, body: Json, where: string): Json {
  let validate = validators.get(schema);
  if (!validate) {
    const own = schema.startsWith("{")
      ? JSON.parse(schema.replaceAll('"#/components/', `"${ROOT}#/components/`))
      : { $ref: `${ROOT}#/components/schemas/${schema}` };
    validate = ajv.compile(own);
    validators.set(schema, validate);
  }
  const valid = validate(body);
  expect(valid ? [] : validate.errors, `${where}: the body does not fit the document`).toEqual([]);
  return body;
}
