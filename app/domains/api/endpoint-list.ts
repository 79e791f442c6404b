import type { openApiDocument } from "./openapi";

// The endpoints of the OpenAPI document as /developers lists them: each operation's method,
// address, summary, who may call it and its parameters.

export interface EndpointView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  access: "Public" | "Token: read" | "Token: read and write";
  parameters: { name: string; where: string; description: string }[];
  tag: string;
}

type Doc = ReturnType<typeof openApiDocument>;

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: ({ $ref: string } | { name: string; in: string; description?: string })[];
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

export function endpointList(doc: Doc): EndpointView[] {
  const shared = (doc.components.parameters ?? {}) as Record<
    string,
    { name: string; in: string; description?: string }
  >;
  const out: EndpointView[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (!op) continue;
      // No requirement (`security: []`), or an empty one among them: anyone may call it.
      const open = !op.security?.length || op.security.some((s) => Object.keys(s).length === 0);
      out.push({
        id: op.operationId ?? `${method}-${path}`,
        method: method.toUpperCase(),
        path: `/api/v1${path}`,
        summary: op.summary ?? "",
        description: op.description ?? "",
        access: open ? "Public" : method === "get" ? "Token: read" : "Token: read and write",
        parameters: (op.parameters ?? []).map((p) => {
          const param = "$ref" in p ? shared[p.$ref.split("/").at(-1)!]! : p;
          return { name: param.name, where: param.in, description: param.description ?? "" };
        }),
        tag: op.tags?.[0] ?? "",
      });
    }
  }
  return out;
}
