// The OpenAPI document's shared parts (docs/decisions/493): the problem document every error
// answer is, the paging parameters, and the bearer token.

export const paths = {};

export const components = {
  schemas: {
    Problem: {
      type: "object",
      description: "An error answer (RFC 9457 problem details), sent as application/problem+json.",
      required: ["type", "title", "status", "detail"],
      properties: {
        type: { type: "string", description: "Always about:blank: the status says the kind." },
        title: { type: "string", description: "The status's name." },
        status: { type: "integer", description: "The HTTP status." },
        detail: { type: "string", description: "What went wrong, and what to do." },
      },
    },
  },
  parameters: {
    cursor: {
      name: "cursor",
      in: "query",
      required: false,
      description:
        "The `next` cursor of the previous page, as it was given. Absent: the first page.",
      schema: { type: "string" },
    },
    limit: {
      name: "limit",
      in: "query",
      required: false,
      description: "How many items a page has: 1 to 100 (20 when absent).",
      schema: { type: "integer", minimum: 1, maximum: 100, default: 20 },
    },
    id: {
      name: "id",
      in: "path",
      required: true,
      description: "The record's id.",
      schema: { type: "string" },
    },
  },
  responses: {
    BadRequest: {
      description: "The query or body is not one this endpoint takes; `detail` says why.",
      content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
    },
    Unauthorized: {
      description: "No token, or one that is not valid (revoked, unknown).",
      content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
    },
    Forbidden: {
      description: "The token's scope does not allow this.",
      content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
    },
    NotFound: {
      description: "No such record, or not one of the token's company.",
      content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
    },
    Conflict: {
      description: "The record's state does not allow this now; `detail` says why.",
      content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
    },
    TooManyRequests: {
      description: "Too many requests with this token: wait for the seconds Retry-After gives.",
      headers: {
        "Retry-After": {
          description: "Seconds until the next request is allowed.",
          schema: { type: "integer" },
        },
      },
      content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
    },
  },
  securitySchemes: {
    token: {
      type: "http",
      scheme: "bearer",
      description:
        "An API token made in account settings (/account/api-tokens), sent as `Authorization: Bearer <token>`.",
    },
  },
};

/** A list's page: its items and the cursor of the next page (null on the last). */
export const pageOf = (item: string) => ({
  type: "object",
  required: ["items", "next"],
  properties: {
    items: { type: "array", items: { $ref: `#/components/schemas/${item}` } },
    next: {
      type: ["string", "null"],
      description: "The cursor of the next page; null on the last page.",
    },
  },
});

/** An answer of JSON with `schema`. */
export const json = (description: string, schema: object) => ({
  description,
  content: { "application/json": { schema } },
});

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const response = (name: string) => ({ $ref: `#/components/responses/${name}` });
export const parameter = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** A query filter of a list. */
export const filter = (name: string, description: string, schema: object = { type: "string" }) => ({
  name,
  in: "query",
  required: false,
  description,
  schema,
});
