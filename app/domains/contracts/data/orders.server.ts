import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import { silent, type Tell } from "../../../../server/db/write";
import { netTotal, referenceOf, withinValue } from "../rules";
import {
  lineFromRow,
  lineValues,
  partyChange,
  tellOther,
  type Changed,
  type ContractStore,
} from "./model.server";

// Purchase orders against an active contract (issue 42 Build 2 and 3): the buyer places them,
// within what the contract's value leaves; the supplier confirms or rejects each, then marks its
// delivery as sent; the buyer records what was received, in full or in part, with a note.

export interface OrderInput {
  /** Quantities by contract item id; items left at zero are not ordered. */
  quantities: Record<string, number>;
  deliveryDate: string;
  note: string;
}

async function orderOf(trx: Transaction<Database>, contractId: string, orderId: string) {
  return trx
    .selectFrom("purchase_orders")
    .selectAll()
    .where("id", "=", orderId)
    .where("contract_id", "=", contractId)
    .executeTakeFirst();
}

/** "empty" without a line, "over-value" past what the contract's value leaves. */
export async function placeOrder(
  store: ContractStore,
  contractId: string,
  buyerId: string,
  input: OrderInput,
  tell: Tell = silent,
  now = new Date(),
): Promise<Changed<{ id: string }>> {
  const id = randomUUID();
  return partyChange<{ id: string }>(
    store,
    contractId,
    { id: buyerId, side: "buyer" },
    ["active"],
    async (trx, row, at) => {
      const items = (
        await trx
          .selectFrom("contract_items")
          .selectAll()
          .where("contract_id", "=", contractId)
          .orderBy("position")
          .execute()
      ).map(lineFromRow);
      const lines = items
        .filter((i) => (input.quantities[i.id] ?? 0) > 0)
        .map((i) => ({ ...i, quantity: input.quantities[i.id]! }));
      if (lines.length === 0) return { ok: false, reason: "empty" };
      const total = netTotal(lines);
      const ordered = await trx
        .selectFrom("purchase_orders")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("total"), eb.lit(0)).as("n"))
        .where("contract_id", "=", contractId)
        .where("status", "!=", "rejected")
        .executeTakeFirstOrThrow();
      if (!withinValue(Number(row.value), Number(ordered.n), total))
        return { ok: false, reason: "over-value" };
      const number = referenceOf("PO", id);
      await trx
        .insertInto("purchase_orders")
        .values({
          id,
          contract_id: contractId,
          number,
          total,
          delivery_date: input.deliveryDate,
          note: input.note,
          status: "pending",
          status_reason: null,
          created_at: at,
          confirmed_at: null,
          sent_at: null,
          received_at: null,
        })
        .execute();
      await trx
        .insertInto("purchase_order_lines")
        .values(
          lines.map((l, i) => ({
            id: randomUUID(),
            purchase_order_id: id,
            ...lineValues(l, i),
            received: 0,
          })),
        )
        .execute();
      await tellOther(
        trx,
        tell,
        row,
        "buyer",
        `Purchase order ${number}`,
        `${row.buyer_name} placed an order for delivery by ${input.deliveryDate}. Confirm or reject it.`,
        `#order-${id}`,
      );
      return { ok: true, id };
    },
    now,
  );
}

/** The supplier confirms a pending order, or rejects it with a reason. */
export async function decideOrder(
  store: ContractStore,
  contractId: string,
  supplierId: string,
  orderId: string,
  decision: { confirm: true } | { confirm: false; reason: string },
  tell: Tell = silent,
  now = new Date(),
): Promise<Changed> {
  return partyChange(
    store,
    contractId,
    { id: supplierId, side: "supplier" },
    ["active"],
    async (trx, row, at) => {
      const order = await orderOf(trx, contractId, orderId);
      if (!order) return { ok: false, reason: "not-found" };
      if (order.status !== "pending") return { ok: false, reason: "closed" };
      await trx
        .updateTable("purchase_orders")
        .set(
          decision.confirm
            ? { status: "confirmed", confirmed_at: at }
            : { status: "rejected", status_reason: decision.reason },
        )
        .where("id", "=", orderId)
        .execute();
      await tellOther(
        trx,
        tell,
        row,
        "supplier",
        `Order ${order.number} ${decision.confirm ? "confirmed" : "rejected"}`,
        decision.confirm
          ? `${row.supplier_name} confirmed the order.`
          : `${row.supplier_name} rejected the order. Reason: ${decision.reason}`,
        `#order-${orderId}`,
      );
      return { ok: true };
    },
    now,
  );
}

/** The supplier marks a confirmed order's delivery as sent. */
export async function markSent(
  store: ContractStore,
  contractId: string,
  supplierId: string,
  orderId: string,
  tell: Tell = silent,
  now = new Date(),
): Promise<Changed> {
  return partyChange(
    store,
    contractId,
    { id: supplierId, side: "supplier" },
    ["active"],
    async (trx, row, at) => {
      const order = await orderOf(trx, contractId, orderId);
      if (!order) return { ok: false, reason: "not-found" };
      if (order.status !== "confirmed" || order.received_at) return { ok: false, reason: "closed" };
      await trx
        .updateTable("purchase_orders")
        .set({ sent_at: at })
        .where("id", "=", orderId)
        .execute();
      await tellOther(
        trx,
        tell,
        row,
        "supplier",
        `Delivery sent for order ${order.number}`,
        `${row.supplier_name} sent the delivery. Record what you receive.`,
        `#order-${orderId}`,
      );
      return { ok: true };
    },
    now,
  );
}

/**
 * The buyer records what was received of a confirmed order, line by line (quantities by order
 * line id), with a note: "nothing" for no quantity, "too-many" past what is outstanding.
 */
export async function receive(
  store: ContractStore,
  contractId: string,
  buyerId: string,
  orderId: string,
  received: { quantities: Record<string, number>; note: string },
  tell: Tell = silent,
  now = new Date(),
): Promise<Changed<{ full: boolean }>> {
  return partyChange<{ full: boolean }>(
    store,
    contractId,
    { id: buyerId, side: "buyer" },
    ["active", "completed", "terminated"],
    async (trx, row, at) => {
      const order = await orderOf(trx, contractId, orderId);
      if (!order) return { ok: false, reason: "not-found" };
      if (order.status !== "confirmed" || order.received_at) return { ok: false, reason: "closed" };
      const lines = await trx
        .selectFrom("purchase_order_lines")
        .select(["id", "quantity", "received"])
        .where("purchase_order_id", "=", orderId)
        .execute();
      const given = lines
        .map((l) => ({ line: l, quantity: received.quantities[l.id] ?? 0 }))
        .filter((g) => g.quantity > 0);
      if (given.length === 0) return { ok: false, reason: "nothing" };
      if (given.some((g) => Number(g.line.received) + g.quantity > Number(g.line.quantity)))
        return { ok: false, reason: "too-many" };
      for (const g of given)
        await trx
          .updateTable("purchase_order_lines")
          .set({ received: Number(g.line.received) + g.quantity })
          .where("id", "=", g.line.id)
          .execute();
      const outstanding = lines.some(
        (l) => Number(l.received) + (received.quantities[l.id] ?? 0) < Number(l.quantity),
      );
      await trx
        .insertInto("order_receipts")
        .values({
          id: randomUUID(),
          order_id: orderId,
          quantities: JSON.stringify(
            given.map((g) => ({ lineId: g.line.id, quantity: g.quantity })),
          ),
          full: outstanding ? 0 : 1,
          note: received.note,
          created_at: at,
        })
        .execute();
      if (!outstanding)
        await trx
          .updateTable("purchase_orders")
          .set({ received_at: at })
          .where("id", "=", orderId)
          .execute();
      await tellOther(
        trx,
        tell,
        row,
        "buyer",
        `Delivery received for order ${order.number}`,
        `${row.buyer_name} recorded the delivery as ${outstanding ? "partly" : "fully"} received.${received.note ? ` Note: ${received.note}` : ""}`,
        `#order-${orderId}`,
      );
      return { ok: true, full: !outstanding };
    },
    now,
  );
}
