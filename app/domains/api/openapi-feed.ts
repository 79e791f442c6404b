import { PUBLIC_CHANGE_KINDS } from "../../../server/db/public-changes";
import { WEBHOOK_EVENTS } from "../../../server/webhooks/events";
import { FEED_PAGE_DEFAULT, FEED_PAGE_MAX } from "./feed";

// The change feed's, the bulk files' and the webhooks' part of the OpenAPI 3.1 document
// (app/domains/api/openapi.ts composes the fragments): `paths`, `components.schemas` and the
// document's top-level `webhooks` (the messages a company's endpoints receive, decision 502).

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const problem = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: ref("Problem") } },
});
const jsonBody = (description: string, schema: object) => ({
  description,
  content: { "application/json": { schema } },
});

export const components = {
  schemas: {
    Change: {
      type: "object",
      additionalProperties: false,
      required: ["id", "kind", "objectId", "url", "at"],
      properties: {
        id: { type: "string", description: "The change's place in the feed.", pattern: "^[0-9]+$" },
        kind: { type: "string", enum: [...PUBLIC_CHANGE_KINDS] },
        objectId: {
          type: "string",
          description:
            "The changed record: a tender's, award's (bid's), contract's or job's id, a supplier's slug.",
        },
        tenderId: { type: "string", description: "The tender of the contracting process." },
        ocid: { type: "string", description: "The process's OCDS identifier." },
        url: { type: "string", format: "uri", description: "The record's public page or file." },
        at: { type: "string", format: "date-time" },
      },
    },
    ChangePage: {
      type: "object",
      additionalProperties: false,
      required: ["data", "next", "hasMore"],
      properties: {
        data: { type: "array", items: ref("Change") },
        next: {
          type: "string",
          description:
            "Pass it as `after` for the changes after this page (also when it is empty).",
        },
        hasMore: { type: "boolean", description: "Whether more changes are there now." },
      },
    },
    ReleaseDays: {
      type: "object",
      additionalProperties: false,
      required: ["days"],
      properties: {
        days: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["day", "url"],
            properties: {
              day: { type: "string", format: "date" },
              url: { type: "string", format: "uri" },
            },
          },
        },
      },
    },
    OcdsPackage: {
      type: "object",
      description:
        "An OCDS 1.1 release or record package (https://standard.open-contracting.org/1.1/en/schema/).",
      required: ["uri", "version", "publishedDate", "publisher"],
      properties: {
        uri: { type: "string", format: "uri" },
        version: { const: "1.1" },
        publishedDate: { type: "string", format: "date-time" },
        publisher: {
          type: "object",
          required: ["name"],
          properties: { name: { type: "string" }, uri: { type: "string" } },
        },
        extensions: { type: "array", items: { type: "string", format: "uri" } },
        releases: {
          type: "array",
          minItems: 1,
          items: {
            type: "object",
            required: ["ocid", "id", "date", "tag"],
            properties: {
              ocid: { type: "string" },
              id: { type: "string" },
              date: { type: "string", format: "date-time" },
              tag: { type: "array", items: { type: "string" } },
            },
          },
        },
        records: {
          type: "array",
          minItems: 1,
          items: { type: "object", required: ["ocid"], properties: { ocid: { type: "string" } } },
        },
      },
    },
    Message: {
      type: "object",
      additionalProperties: false,
      required: ["message"],
      properties: { message: { type: "string" } },
    },
    WebhookMessage: {
      type: "object",
      description:
        "A Standard Webhooks message: sent with webhook-id (the same on every retry), webhook-timestamp and webhook-signature (v1, HMAC-SHA256 with the endpoint's whsec_ secret).",
      additionalProperties: false,
      required: ["type", "timestamp", "data"],
      properties: {
        type: { type: "string", enum: [...WEBHOOK_EVENTS] },
        timestamp: { type: "string", format: "date-time" },
        data: {
          type: "object",
          additionalProperties: { type: ["string", "number", "boolean", "null"] },
        },
      },
    },
  },
} as const;

export const paths = {
  "/changes": {
    get: {
      operationId: "listChanges",
      summary: "The public change feed",
      description:
        "Every public change in the order it committed, never skipping or repeating one while changes are written. No token needed.",
      tags: ["Change feed"],
      security: [],
      parameters: [
        {
          name: "after",
          in: "query",
          description: "The `next` cursor of the page before; none for the first change.",
          schema: { type: "string" },
        },
        {
          name: "limit",
          in: "query",
          schema: {
            type: "integer",
            minimum: 1,
            maximum: FEED_PAGE_MAX,
            default: FEED_PAGE_DEFAULT,
          },
        },
      ],
      responses: {
        "200": jsonBody("A page of changes.", ref("ChangePage")),
        "400": problem("A cursor or limit the feed did not make."),
      },
    },
  },
  "/ocds/releases": {
    get: {
      operationId: "listReleaseDays",
      summary: "The days with an OCDS release package",
      tags: ["Bulk files"],
      security: [],
      responses: {
        "200": jsonBody("The last 31 days with releases, newest first.", ref("ReleaseDays")),
        "400": problem("A query parameter: this list takes none."),
      },
    },
  },
  "/ocds/releases/{day}.json": {
    get: {
      operationId: "getDayReleasePackage",
      summary: "A UTC day's OCDS release package",
      tags: ["Bulk files"],
      security: [],
      parameters: [
        { name: "day", in: "path", required: true, schema: { type: "string", format: "date" } },
      ],
      responses: {
        "200": jsonBody("Every release of a public process dated that day.", ref("OcdsPackage")),
        "404": jsonBody("No release was published that day (or no such day).", ref("Message")),
      },
    },
  },
  "/ocds/records/{id}.json": {
    get: {
      operationId: "getProcessRecordPackage",
      summary: "A contracting process's OCDS record package",
      tags: ["Bulk files"],
      security: [],
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        "200": jsonBody(
          "The tender's release, its contracts' and the compiled release.",
          ref("OcdsPackage"),
        ),
        "404": problem("No public contracting process has that id."),
      },
    },
  },
} as const;

/** The messages a company's webhook endpoints receive (OpenAPI 3.1 `webhooks`). */
export const webhooks = Object.fromEntries(
  WEBHOOK_EVENTS.map((type) => [
    type,
    {
      post: {
        operationId: `webhook.${type}`,
        summary: type,
        tags: ["Webhooks"],
        // Not a token: each message is signed (webhook-signature), as the description says.
        security: [],
        requestBody: {
          required: true,
          content: { "application/json": { schema: ref("WebhookMessage") } },
        },
        responses: { "2XX": { description: "Received; anything else is retried." } },
      },
    },
  ]),
);
