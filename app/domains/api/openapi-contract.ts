import { ref } from "./openapi-common";

// The OpenAPI document's contract record (docs/decisions/493, 537): one contract's whole record,
// as `GET /me/contracts/{id}` and its actions answer it. Its money is in the currency's units, as
// everywhere in the API. No paths: the member fragment's endpoints refer to `ContractFile`.

const str = { type: "string" };
const strOrNull = { type: ["string", "null"] };
const num = { type: "number" };
const money = (description: string) => ({
  type: "number",
  description: `${description}, in the contract's currency's units (a decimal number, e.g. 1234.5).`,
});

const object = (properties: Record<string, object>) => ({
  type: "object",
  required: Object.keys(properties),
  properties,
  additionalProperties: false,
});

const line = {
  id: str,
  name: str,
  quantity: num,
  unit: str,
  unitCode: { ...str, description: "UN/ECE Recommendation 20 code." },
  unitPrice: money("The net price of one unit"),
  vatCategory: str,
  vatRate: { ...num, description: "Per cent." },
};

const party = { name: str, country: strOrNull, vatId: strOrNull };

export const paths = {};

export const components = {
  schemas: {
    ContractFile: object({
      id: str,
      reference: str,
      title: str,
      status: str,
      statusReason: strOrNull,
      side: { enum: ["buyer", "supplier"], description: "The token's side of the contract." },
      buyer: object(party),
      supplier: object({ ...party, vendorId: strOrNull }),
      tenderId: strOrNull,
      lotId: strOrNull,
      proposalId: strOrNull,
      value: money("The contract's value"),
      currency: { ...str, description: "ISO 4217 code of every amount in the record." },
      periodStart: str,
      periodEnd: str,
      createdAt: str,
      acceptedAt: strOrNull,
      endedAt: strOrNull,
      items: { type: "array", items: ref("ContractLine") },
      amendments: {
        type: "array",
        items: object({
          id: str,
          reason: str,
          changes: {
            type: "array",
            items: object({
              field: { enum: ["value", "periodStart", "periodEnd"] },
              before: {
                ...str,
                description: "As it was: for `value`, the amount in the currency's units.",
              },
              after: {
                ...str,
                description: "As it became: for `value`, the amount in the currency's units.",
              },
            }),
          },
          createdAt: str,
        }),
      },
      milestones: {
        type: "array",
        items: object({ id: str, kind: str, title: str, dueDate: str, metAt: strOrNull }),
      },
      orders: { type: "array", items: ref("ContractOrder") },
      invoices: { type: "array", items: ref("ContractInvoice") },
    }),
    ContractLine: object(line),
    ContractOrder: object({
      id: str,
      number: str,
      status: str,
      statusReason: strOrNull,
      total: money("The order's net total"),
      deliveryDate: str,
      note: str,
      createdAt: str,
      confirmedAt: strOrNull,
      sentAt: strOrNull,
      receivedAt: strOrNull,
      lines: { type: "array", items: object({ ...line, received: num }) },
      receipts: {
        type: "array",
        items: object({
          id: str,
          full: { type: "boolean" },
          note: str,
          createdAt: str,
          quantities: { type: "array", items: object({ lineId: str, quantity: num }) },
        }),
      },
    }),
    ContractInvoice: object({
      id: str,
      orderId: str,
      number: str,
      issueDate: str,
      dueDate: strOrNull,
      note: str,
      netTotal: money("The invoice's net total"),
      flags: { type: "array", items: object({ orderLineId: str, kind: str }) },
      status: str,
      statusReason: strOrNull,
      createdAt: str,
      decidedAt: strOrNull,
      paidAt: strOrNull,
      lines: { type: "array", items: object({ ...line, orderLineId: str }) },
      payments: {
        type: "array",
        items: object({ id: str, paidOn: str, amount: money("The amount paid"), reference: str }),
      },
    }),
  },
};
