import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import { silent, type Tell } from "../../../../server/db/write";
import { netTotal } from "../rules";
import { threeWayMatch, type InvoicedLine } from "../three-way-match";
import { invoiceTotals } from "../ubl/totals";
import {
  lineFromRow,
  lineValues,
  partyChange,
  tellOther,
  type Changed,
  type ContractStore,
} from "./model.server";

// Invoices against a confirmed order (issue 42 Build 4 and 5): the supplier issues one as a form
// (its lines the order's, with the quantities, prices and VAT it charges); the three-way match
// runs when it is submitted and its flags are kept with it; the buyer approves or disputes it,
// and records the payment of an approved one.

export interface InvoiceInput {
  number: string;
  issueDate: string;
  dueDate: string | null;
  note: string;
  lines: (InvoicedLine & { vatCategory: string; vatRate: number })[];
}

/** "duplicate" for a number the contract's invoices already have, "empty" without a line. */
export async function submitInvoice(
  store: ContractStore,
  contractId: string,
  supplierId: string,
  orderId: string,
  input: InvoiceInput,
  tell: Tell = silent,
  now = new Date(),
): Promise<Changed<{ id: string; flagged: boolean }>> {
  const id = randomUUID();
  return partyChange<{ id: string; flagged: boolean }>(
    store,
    contractId,
    { id: supplierId, side: "supplier" },
    ["active", "completed", "terminated"],
    async (trx, row, at) => {
      const order = await trx
        .selectFrom("purchase_orders")
        .select(["id", "number", "status"])
        .where("id", "=", orderId)
        .where("contract_id", "=", contractId)
        .executeTakeFirst();
      if (!order) return { ok: false, reason: "not-found" };
      if (order.status !== "confirmed") return { ok: false, reason: "closed" };
      const lines = input.lines.filter((l) => l.quantity > 0);
      if (lines.length === 0) return { ok: false, reason: "empty" };
      const taken = await trx
        .selectFrom("invoices")
        .select("id")
        .where("contract_id", "=", contractId)
        .where("number", "=", input.number)
        .executeTakeFirst();
      if (taken) return { ok: false, reason: "duplicate" };
      const ordered = await trx
        .selectFrom("purchase_order_lines")
        .selectAll()
        .where("purchase_order_id", "=", orderId)
        .execute();
      const before = await trx
        .selectFrom("invoice_lines")
        .innerJoin("invoices", "invoices.id", "invoice_lines.invoice_id")
        .select(["invoice_lines.order_line_id", "invoice_lines.quantity"])
        .where("invoices.order_id", "=", orderId)
        .where("invoices.status", "!=", "disputed")
        .execute();
      const invoicedBefore: Record<string, number> = {};
      for (const b of before)
        invoicedBefore[b.order_line_id] =
          (invoicedBefore[b.order_line_id] ?? 0) + Number(b.quantity);
      const orderLines = ordered.map((l) => ({ ...lineFromRow(l), received: Number(l.received) }));
      const flags = threeWayMatch(orderLines, lines, invoicedBefore);
      const byId = new Map(orderLines.map((l) => [l.id, l]));
      await trx
        .insertInto("invoices")
        .values({
          id,
          contract_id: contractId,
          order_id: orderId,
          number: input.number,
          issue_date: input.issueDate,
          due_date: input.dueDate,
          note: input.note,
          net_total: netTotal(lines),
          flags: JSON.stringify(flags),
          status: "submitted",
          status_reason: null,
          created_at: at,
          decided_at: null,
          paid_at: null,
        })
        .execute();
      await trx
        .insertInto("invoice_lines")
        .values(
          lines.map((l, i) => {
            const ordered = byId.get(l.orderLineId);
            return {
              id: randomUUID(),
              invoice_id: id,
              order_line_id: l.orderLineId,
              ...lineValues(
                {
                  name: ordered?.name ?? "",
                  unit: ordered?.unit ?? "piece",
                  unitCode: ordered?.unitCode ?? "C62",
                  quantity: l.quantity,
                  unitPrice: l.unitPrice,
                  vatCategory: l.vatCategory,
                  vatRate: l.vatRate,
                },
                i,
              ),
            };
          }),
        )
        .execute();
      await tellOther(
        trx,
        tell,
        row,
        "supplier",
        `Invoice ${input.number}`,
        `${row.supplier_name} sent an invoice against order ${order.number}.${flags.length ? " The three-way match flagged it." : ""} Approve or dispute it.`,
        `#invoice-${id}`,
      );
      return { ok: true, id, flagged: flags.length > 0 };
    },
    now,
  );
}

/** The contract's invoice by id, as its decisions need it, or undefined. */
function invoiceOf(trx: Transaction<Database>, contractId: string, invoiceId: string) {
  return trx
    .selectFrom("invoices")
    .select(["id", "number", "status"])
    .where("id", "=", invoiceId)
    .where("contract_id", "=", contractId)
    .executeTakeFirst();
}

/** The buyer approves a submitted invoice, or disputes it with a reason. */
export async function decideInvoice(
  store: ContractStore,
  contractId: string,
  buyerId: string,
  invoiceId: string,
  decision: { approve: true } | { approve: false; reason: string },
  tell: Tell = silent,
  now = new Date(),
): Promise<Changed> {
  return partyChange(
    store,
    contractId,
    { id: buyerId, side: "buyer" },
    ["active", "completed", "terminated"],
    async (trx, row, at) => {
      const invoice = await invoiceOf(trx, contractId, invoiceId);
      if (!invoice) return { ok: false, reason: "not-found" };
      if (invoice.status !== "submitted") return { ok: false, reason: "closed" };
      await trx
        .updateTable("invoices")
        .set({
          status: decision.approve ? "approved" : "disputed",
          status_reason: decision.approve ? null : decision.reason,
          decided_at: at,
        })
        .where("id", "=", invoiceId)
        .execute();
      await tellOther(
        trx,
        tell,
        row,
        "buyer",
        `Invoice ${invoice.number} ${decision.approve ? "approved" : "disputed"}`,
        decision.approve
          ? `${row.buyer_name} approved the invoice.`
          : `${row.buyer_name} disputed the invoice. Reason: ${decision.reason}`,
        `#invoice-${invoiceId}`,
      );
      return { ok: true };
    },
    now,
  );
}

export interface PaymentInput {
  paidOn: string;
  amount: number;
  reference: string;
}

/**
 * The buyer records the payment of an approved invoice, no more than its payable amount (with
 * VAT, `invoiceTotals`: "over-payable"); the supplier is told.
 */
export async function pay(
  store: ContractStore,
  contractId: string,
  buyerId: string,
  invoiceId: string,
  payment: PaymentInput,
  tell: Tell = silent,
  now = new Date(),
): Promise<Changed> {
  return partyChange(
    store,
    contractId,
    { id: buyerId, side: "buyer" },
    ["active", "completed", "terminated"],
    async (trx, row, at) => {
      const invoice = await invoiceOf(trx, contractId, invoiceId);
      if (!invoice) return { ok: false, reason: "not-found" };
      if (invoice.status !== "approved") return { ok: false, reason: "closed" };
      const lines = await trx
        .selectFrom("invoice_lines")
        .selectAll()
        .where("invoice_id", "=", invoiceId)
        .execute();
      if (payment.amount > invoiceTotals({ lines: lines.map(lineFromRow) }).payable)
        return { ok: false, reason: "over-payable" };
      await trx
        .insertInto("invoice_payments")
        .values({
          id: randomUUID(),
          invoice_id: invoiceId,
          ...paymentValues(payment),
          created_at: at,
        })
        .execute();
      await trx
        .updateTable("invoices")
        .set({ status: "paid", paid_at: at })
        .where("id", "=", invoiceId)
        .execute();
      await tellOther(
        trx,
        tell,
        row,
        "buyer",
        `Invoice ${invoice.number} paid`,
        `${row.buyer_name} recorded a payment on ${payment.paidOn}, reference ${payment.reference}.`,
        `#invoice-${invoiceId}`,
      );
      return { ok: true };
    },
    now,
  );
}

const paymentValues = (p: PaymentInput) => ({
  paid_on: p.paidOn,
  amount: p.amount,
  reference: p.reference,
});
