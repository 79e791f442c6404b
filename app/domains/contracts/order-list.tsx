import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { InputField, TextareaField } from "~/components/ui/field";
import { TitledSection } from "~/components/shared/titled-section";
import type { MoneyStyle } from "~/lib/format";
import type { ContractFile, OrderView } from "./data/reads.server";
import { IntentForm, LinesTable, Money, ReasonForm } from "./contract-parts";
import { CONTRACT_LIMITS, ORDER_STATUS_LABELS } from "./rules";

// A contract's purchase orders: each with its lines (ordered and received), its receipts, and
// the forms of the party whose turn it is: the supplier confirms or rejects, then marks the
// delivery sent; the buyer records what was received; the supplier invoices a confirmed order.

function deliveryState(order: OrderView): string {
  if (order.receivedAt) return `Received in full on ${order.receivedAt.slice(0, 10)}`;
  if (order.receipts.length > 0) return "Partly received";
  if (order.sentAt) return `Sent on ${order.sentAt.slice(0, 10)}`;
  return "Not sent yet";
}

function OrderForms({ file, order }: { file: ContractFile; order: OrderView }) {
  const hidden = { order: order.id };
  const live = file.status === "active";
  if (file.side === "supplier" && live && order.status === "pending")
    return (
      <div className="flex flex-col gap-4">
        <IntentForm
          intent="order-confirm"
          label={`Confirm order ${order.number}`}
          hidden={hidden}
          button={`Confirm order ${order.number}`}
        />
        <ReasonForm
          id={`reject-${order.id}`}
          intent="order-reject"
          label={`Reject order ${order.number}`}
          hidden={hidden}
          button={`Reject order ${order.number}`}
        />
      </div>
    );
  if (order.status !== "confirmed") return null;
  if (file.side === "supplier")
    return (
      <div className="flex flex-col gap-4">
        {live && !order.sentAt && !order.receivedAt ? (
          <IntentForm
            intent="order-sent"
            label={`Mark order ${order.number} sent`}
            hidden={hidden}
            button={`Mark order ${order.number} sent`}
          />
        ) : null}
        <p>
          <Link
            className="text-brand-700 underline"
            to={`/contracts/${file.id}/orders/${order.id}/invoice`}
          >
            Issue an invoice for order {order.number}
          </Link>
        </p>
      </div>
    );
  if (file.side === "buyer" && !order.receivedAt)
    return (
      <IntentForm
        intent="receive"
        label={`Record receipt of order ${order.number}`}
        hidden={hidden}
        button={`Record receipt of order ${order.number}`}
        variant="outline"
      >
        {order.lines.map((l) => (
          <InputField
            key={l.id}
            id={`received-${l.id}`}
            name={`received-${l.id}`}
            label={`Received now: ${l.name}`}
            inputMode="numeric"
            hint={`${l.quantity - l.received} of ${l.quantity} outstanding`}
          />
        ))}
        <TextareaField
          id={`receipt-note-${order.id}`}
          name="note"
          label="Note"
          rows={2}
          maxLength={CONTRACT_LIMITS.noteMax}
        />
      </IntentForm>
    );
  return null;
}

export function OrderList({ file, money }: { file: ContractFile; money: MoneyStyle }) {
  return (
    <TitledSection id="orders" title="Purchase orders">
      {file.side === "buyer" && file.status === "active" ? (
        <p className="mt-2">
          <Link className="text-brand-700 underline" to={`/contracts/${file.id}/orders/new`}>
            Place an order
          </Link>
        </p>
      ) : null}
      {file.orders.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No orders yet.</p>
      ) : null}
      {file.orders.map((order) => (
        <Card key={order.id} id={`order-${order.id}`} className="mt-4 p-5">
          <article aria-labelledby={`order-${order.id}-heading`}>
            <h3 id={`order-${order.id}-heading`} className="font-semibold">
              Order {order.number}: {ORDER_STATUS_LABELS[order.status]}
            </h3>
            <p className="text-sm text-slate-700">
              Total <Money cents={order.total} money={money} />, delivery by {order.deliveryDate}.{" "}
              {deliveryState(order)}.{order.statusReason ? ` Reason: ${order.statusReason}` : ""}
            </p>
            {order.note ? <p className="text-sm">{order.note}</p> : null}
            <p className="mt-1 text-sm">
              <a
                className="text-brand-700 underline"
                href={`/contracts/${file.id}/orders/${order.id}/order.xml`}
                download
              >
                Download order {order.number} as UBL 2.1
              </a>
            </p>
            <LinesTable
              caption={`Lines of order ${order.number}`}
              lines={order.lines}
              money={money}
              extra={{ heads: ["Received"], cells: (_, i) => [String(order.lines[i]!.received)] }}
            />
            {order.receipts.length > 0 ? (
              <ul className="mt-2 text-sm">
                {order.receipts.map((r) => (
                  <li key={r.id}>
                    {r.createdAt.slice(0, 10)}: {r.full ? "received in full" : "received in part"}
                    {r.note ? `: ${r.note}` : ""}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-4">
              <OrderForms file={file} order={order} />
            </div>
          </article>
        </Card>
      ))}
    </TitledSection>
  );
}
