import { ApiProblem } from "./problem";

// The API's write endpoints take JSON; the route's pipeline (decision 221) reads forms. A JSON
// object of strings, numbers and booleans becomes the same fields a page's form posts, so the
// action reads and checks them as it does for the page (docs/decisions/490).

/** The largest JSON body the API reads. */
export const JSON_MAX_BYTES = 64 * 1024;

/** The fields of a JSON body; a 400 problem when it is not an object of plain values. */
export function fieldsOf(text: string): [string, string][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiProblem(400, "The body is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new ApiProblem(400, "The body must be a JSON object.");
  const fields: [string, string][] = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      fields.push([name, String(value)]);
    else if (value !== null)
      throw new ApiProblem(400, `The field "${name}" must be a string, a number or a boolean.`);
  }
  return fields;
}

/** The request with its JSON body as a form (a form is passed on as it is). */
export async function asForm(request: Request): Promise<Request> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (
    type.startsWith("application/x-www-form-urlencoded") ||
    type.startsWith("multipart/form-data")
  )
    return request;
  if (!/^application\/(?:[\w.+-]+\+)?json\b/.test(type))
    throw new ApiProblem(415, "Send the body as JSON, with Content-Type: application/json.");
  if (Number(request.headers.get("content-length") ?? 0) > JSON_MAX_BYTES)
    throw new ApiProblem(413);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > JSON_MAX_BYTES) throw new ApiProblem(413);
  const text = new TextDecoder().decode(bytes);
  const body = new URLSearchParams(fieldsOf(text.trim() === "" ? "{}" : text)).toString();
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/x-www-form-urlencoded");
  headers.set("content-length", String(Buffer.byteLength(body)));
  return new Request(request.url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  });
}
