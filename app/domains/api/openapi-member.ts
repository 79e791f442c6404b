import { json, pageOf, parameter, ref, response } from "./openapi-common";

// The OpenAPI document's member endpoints (docs/decisions/493): a company's own work, for a token
// of that company; writes need the write scope. Each is the account pages' own read or action.

const str = { type: "string" };
const strOrNull = { type: ["string", "null"] };
const num = { type: "number" };
const int = { type: "integer" };
const url = { type: "string", format: "uri" };

const object = (properties: Record<string, object>, extra = false) => ({
  type: "object",
  required: Object.keys(properties),
  properties,
  ...(extra ? {} : { additionalProperties: false }),
});

const refusals = (extra: Record<string, object> = {}) => ({
  "401": response("Unauthorized"),
  "403": response("Forbidden"),
  "404": response("NotFound"),
  "429": response("TooManyRequests"),
  ...extra,
});

const read = (operationId: string, summary: string, description: string, schema: object) => ({
  operationId,
  summary,
  description,
  tags: ["Your company"],
  security: [{ token: [] }],
  responses: {
    "200": json("The records.", schema),
    ...refusals({ "400": response("BadRequest") }),
  },
});

const write = (
  operationId: string,
  summary: string,
  description: string,
  body: object,
  answer: object,
) => ({
  operationId,
  summary,
  description,
  tags: ["Your company"],
  security: [{ token: [] }],
  parameters: [parameter("id")],
  requestBody: { required: true, content: { "application/json": { schema: body } } },
  responses: {
    ...answer,
    ...refusals({
      "400": response("BadRequest"),
      "409": response("Conflict"),
      "413": response("BadRequest"),
      "415": response("BadRequest"),
    }),
  },
});

export const paths = {
  "/me/requests": {
    get: {
      ...read(
        "listMyRequests",
        "List your company's requests",
        "Quote requests and messages to the token's company, newest first (its inbox).",
        ref("RequestPage"),
      ),
      parameters: [
        {
          name: "status",
          in: "query",
          required: false,
          description: "Only requests in this state.",
          schema: { enum: ["new", "read", "replied", "closed"] },
        },
        parameter("cursor"),
      ],
    },
  },
  "/me/requests/{id}": {
    get: {
      ...read(
        "getMyRequest",
        "Get a request",
        "One request to the token's company with its conversation. Opening it marks it read.",
        ref("RequestDetail"),
      ),
      parameters: [parameter("id")],
    },
  },
  "/me/requests/{id}/replies": {
    post: write(
      "replyToRequest",
      "Reply to a request",
      "Sends the company's reply to the buyer, as the inbox page does (e-mail and notice included).",
      object({ body: { type: "string", minLength: 1 } }),
      { "201": json("The request with the reply.", ref("RequestDetail")) },
    ),
  },
  "/me/tenders": {
    get: read(
      "listMyTenders",
      "List your tenders",
      "The member's tenders as a buyer: the token's company's and those naming no company, with the number of bids. The bids themselves: `/me/tenders/{id}/bids`, once the deadline opens them.",
      ref("MyTenderPage"),
    ),
  },
  "/me/tenders/{id}/bids": {
    get: {
      ...read(
        "listMyTenderBids",
        "List the bids on your tender",
        "The bids on one of the member's tenders, as its comparison page shows them to the buyer, and to no one else. Sealed until the bid deadline: until then `sealed` is true, `bids` is empty and only `bidCount` is given. The first reading after the deadline opens the bids (the tender's history records it), as the page's does. On a tender with lots each bid says, per lot it is on, its total, mark and rank among that lot's bids.",
        ref("TenderBids"),
      ),
      parameters: [parameter("id")],
    },
  },
  "/me/bids": {
    get: read(
      "listMyBids",
      "List your company's bids",
      "The token's company's bids and their outcome.",
      ref("MyBidPage"),
    ),
  },
  "/me/contracts": {
    get: read(
      "listMyContracts",
      "List your contracts",
      "Contracts where the member is the buyer, or the token's company the supplier.",
      ref("ContractPage"),
    ),
  },
  "/me/contracts/{id}": {
    get: {
      ...read(
        "getMyContract",
        "Get a contract",
        "One contract as its party's page shows it: lines, amendments, milestones, orders and invoices. Every amount is in the contract's currency's units, as everywhere in the API.",
        ref("ContractFile"),
      ),
      parameters: [parameter("id")],
    },
  },
  "/me/contracts/{id}/actions": {
    post: write(
      "actOnContract",
      "Act on a contract",
      "What a party does on the contract's page, named by `intent` with that form's fields: e.g. `accept` (with `country`, `vatId`), `decline` or `terminate` (with `reason`), `confirm-order`, `approve-invoice` (with `order` or `invoice`).",
      {
        type: "object",
        required: ["intent"],
        properties: { intent: str },
        additionalProperties: { type: ["string", "number", "boolean"] },
      },
      { "200": json("The contract as it now is.", ref("ContractFile")) },
    ),
  },
};

export const components = {
  schemas: {
    RequestSummary: object({
      id: str,
      kind: str,
      from: str,
      subject: str,
      receivedAt: str,
      status: { enum: ["new", "read", "replied", "closed"] },
      replyCount: int,
    }),
    RequestPage: pageOf("RequestSummary"),
    RequestDetail: object({
      id: str,
      kind: str,
      from: str,
      subject: str,
      receivedAt: str,
      status: { enum: ["new", "read", "replied", "closed"] },
      fields: { type: "array", items: object({ name: str, label: str, value: str }) },
      replies: {
        type: "array",
        items: object({
          id: str,
          side: { enum: ["company", "buyer"] },
          authorName: str,
          body: str,
          createdAt: str,
        }),
      },
    }),
    MyTender: object({
      id: str,
      title: str,
      phase: str,
      visibility: str,
      publishedAt: strOrNull,
      bidDeadline: str,
      questionCount: int,
      bidCount: int,
      url,
    }),
    MyTenderPage: pageOf("MyTender"),
    TenderBids: object({
      tenderId: str,
      title: str,
      sealed: { type: "boolean", description: "True until the bid deadline." },
      opensAt: { ...strOrNull, description: "While sealed: the bid deadline, when they open." },
      bidCount: int,
      lots: {
        type: "array",
        description:
          "A tender with lots, once open: each lot and how many bids are on it. Empty without lots, and while sealed.",
        items: object({ number: int, title: str, bidCount: int }),
      },
      bids: { type: "array", items: ref("TenderBid") },
      url: { ...url, description: "The comparison page, for the buyer signed in." },
    }),
    TenderBid: object({
      id: str,
      supplier: object({ slug: str, name: str, url }),
      total: { ...num, description: "In the tender's currency's units." },
      currency: str,
      deliveryDays: int,
      validUntil: str,
      message: str,
      lowestTotal: {
        type: "boolean",
        description: "The lowest total of the bids; on a tender with lots, false (see `lots`).",
      },
      score: {
        type: ["number", "null"],
        description:
          "Out of 100; null without criteria, while the panel scores, and on a tender with lots (see `lots`).",
      },
      rank: { type: ["integer", "null"] },
      lots: {
        type: "array",
        description:
          "A tender with lots: the lots the bid is on, each compared on its own as the page does: the bid's total on the lot's items, whether it is the lot's lowest, its score and rank among the lot's bids. Empty without lots.",
        items: object({
          number: int,
          title: str,
          total: { ...num, description: "In the tender's currency's units." },
          lowestTotal: { type: "boolean" },
          score: { type: ["number", "null"] },
          rank: { type: ["integer", "null"] },
        }),
      },
      reconfirmed: {
        type: "boolean",
        description: "False for a bid placed before an amendment and not confirmed again since.",
      },
      lines: {
        type: "array",
        items: object({
          itemId: str,
          lot: { type: ["integer", "null"], description: "The item's lot; null without lots." },
          item: str,
          quantity: num,
          unit: str,
          unitPrice: { type: ["number", "null"], description: "In the currency's units." },
          lineTotal: { type: ["number", "null"], description: "In the currency's units." },
        }),
      },
      documents: {
        type: "array",
        items: object({
          id: str,
          name: str,
          url: { ...url, description: "The document, for the buyer signed in on the site." },
        }),
      },
    }),
    MyBid: object({
      id: str,
      tenderId: str,
      tenderTitle: str,
      total: { ...num, description: "In the tender's currency's units." },
      currency: str,
      updatedAt: str,
      outcome: {
        enum: ["awarded", "not-awarded", "intended", "not-chosen", "cancelled", "pending"],
      },
      url,
    }),
    MyBidPage: pageOf("MyBid"),
    ContractSummary: object({
      id: str,
      reference: str,
      title: str,
      status: str,
      side: { enum: ["buyer", "supplier"] },
      counterparty: str,
      value: { ...num, description: "In the currency's units." },
      currency: str,
      updatedAt: str,
      url,
    }),
    ContractPage: pageOf("ContractSummary"),
  },
};
