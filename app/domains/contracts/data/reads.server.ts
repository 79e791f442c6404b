import type {
  ContractChange,
  ContractStatus,
  InvoiceStatus,
  MilestoneKind,
  OrderStatus,
  Side,
} from "../rules";
import type { MatchFlag } from "../three-way-match";
import { lineFromRow, sideOf, type ContractStore, type Line } from "./model.server";

// What the pages read of contracts: one contract's whole file (for its two parties and, read
// only, operators), a member's contracts, the console's list, and a supplier's scorecard input.
// Member ids stay here: the file says which side the viewer is on, never who the parties are.

export interface OrderView {
  id: string;
  number: string;
  status: OrderStatus;
  statusReason: string | null;
  total: number;
  deliveryDate: string;
  note: string;
  createdAt: string;
  confirmedAt: string | null;
  sentAt: string | null;
  receivedAt: string | null;
  lines: (Line & { received: number })[];
  receipts: {
    id: string;
    full: boolean;
    note: string;
    createdAt: string;
    quantities: { lineId: string; quantity: number }[];
  }[];
}

export interface InvoiceView {
  id: string;
  orderId: string;
  number: string;
  issueDate: string;
  dueDate: string | null;
  note: string;
  netTotal: number;
  flags: MatchFlag[];
  status: InvoiceStatus;
  statusReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  paidAt: string | null;
  lines: (Line & { orderLineId: string })[];
  payments: { id: string; paidOn: string; amount: number; reference: string }[];
}

export interface Party {
  name: string;
  country: string | null;
  vatId: string | null;
}

export interface ContractFile {
  id: string;
  reference: string;
  title: string;
  status: ContractStatus;
  statusReason: string | null;
  /** The viewer's side; null for an operator reading it. */
  side: Side | null;
  buyer: Party;
  supplier: Party & { vendorId: string | null };
  tenderId: string | null;
  lotId: string | null;
  proposalId: string | null;
  value: number;
  currency: string;
  periodStart: string;
  periodEnd: string;
  createdAt: string;
  acceptedAt: string | null;
  endedAt: string | null;
  items: Line[];
  amendments: { id: string; reason: string; changes: ContractChange[]; createdAt: string }[];
  milestones: {
    id: string;
    kind: MilestoneKind;
    title: string;
    dueDate: string;
    metAt: string | null;
  }[];
  orders: OrderView[];
  invoices: InvoiceView[];
}

const byParent = <T, K extends string>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

async function ordersOf({ db }: ContractStore, contractId: string): Promise<OrderView[]> {
  const orders = await db
    .selectFrom("purchase_orders")
    .selectAll()
    .where("contract_id", "=", contractId)
    .orderBy("created_at")
    .execute();
  const ids = orders.map((o) => o.id);
  if (ids.length === 0) return [];
  const [lines, receipts] = await Promise.all([
    db
      .selectFrom("purchase_order_lines")
      .selectAll()
      .where("purchase_order_id", "in", ids)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("order_receipts")
      .selectAll()
      .where("order_id", "in", ids)
      .orderBy("created_at")
      .execute(),
  ]);
  const linesOf = byParent(lines, (l) => l.purchase_order_id);
  const receiptsOf = byParent(receipts, (r) => r.order_id);
  return orders.map((o) => ({
    id: o.id,
    number: o.number,
    status: o.status as OrderStatus,
    statusReason: o.status_reason,
    total: Number(o.total),
    deliveryDate: o.delivery_date,
    note: o.note,
    createdAt: o.created_at,
    confirmedAt: o.confirmed_at,
    sentAt: o.sent_at,
    receivedAt: o.received_at,
    lines: (linesOf.get(o.id) ?? []).map((l) => ({
      ...lineFromRow(l),
      received: Number(l.received),
    })),
    receipts: (receiptsOf.get(o.id) ?? []).map((r) => ({
      id: r.id,
      full: Number(r.full) === 1,
      note: r.note,
      createdAt: r.created_at,
      quantities: JSON.parse(r.quantities) as { lineId: string; quantity: number }[],
    })),
  }));
}

async function invoicesOf({ db }: ContractStore, contractId: string): Promise<InvoiceView[]> {
  const invoices = await db
    .selectFrom("invoices")
    .selectAll()
    .where("contract_id", "=", contractId)
    .orderBy("created_at")
    .execute();
  const ids = invoices.map((i) => i.id);
  if (ids.length === 0) return [];
  const [lines, payments] = await Promise.all([
    db
      .selectFrom("invoice_lines")
      .selectAll()
      .where("invoice_id", "in", ids)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("invoice_payments")
      .selectAll()
      .where("invoice_id", "in", ids)
      .orderBy("created_at")
      .execute(),
  ]);
  const linesOf = byParent(lines, (l) => l.invoice_id);
  const paymentsOf = byParent(payments, (p) => p.invoice_id);
  return invoices.map((i) => ({
    id: i.id,
    orderId: i.order_id,
    number: i.number,
    issueDate: i.issue_date,
    dueDate: i.due_date,
    note: i.note,
    netTotal: Number(i.net_total),
    flags: JSON.parse(i.flags) as MatchFlag[],
    status: i.status as InvoiceStatus,
    statusReason: i.status_reason,
    createdAt: i.created_at,
    decidedAt: i.decided_at,
    paidAt: i.paid_at,
    lines: (linesOf.get(i.id) ?? []).map((l) => ({
      ...lineFromRow(l),
      orderLineId: l.order_line_id,
    })),
    payments: (paymentsOf.get(i.id) ?? []).map((p) => ({
      id: p.id,
      paidOn: p.paid_on,
      amount: Number(p.amount),
      reference: p.reference,
    })),
  }));
}

/** A contract's file for one of its parties, or (`operator`) read only; undefined otherwise. */
export async function contractFile(
  store: ContractStore,
  contractId: string,
  viewer: { id: string; operator: boolean },
): Promise<ContractFile | undefined> {
  const { db } = store;
  const row = await db
    .selectFrom("contracts")
    .selectAll()
    .where("id", "=", contractId)
    .executeTakeFirst();
  if (!row) return undefined;
  const side = sideOf(row, viewer.id);
  if (!side && !viewer.operator) return undefined;
  const [items, amendments, milestones, orders, invoices] = await Promise.all([
    db
      .selectFrom("contract_items")
      .selectAll()
      .where("contract_id", "=", contractId)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("contract_amendments")
      .selectAll()
      .where("contract_id", "=", contractId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("contract_milestones")
      .selectAll()
      .where("contract_id", "=", contractId)
      .orderBy("due_date")
      .execute(),
    ordersOf(store, contractId),
    invoicesOf(store, contractId),
  ]);
  return {
    id: row.id,
    reference: row.reference,
    title: row.title,
    status: row.status as ContractStatus,
    statusReason: row.status_reason,
    side,
    buyer: { name: row.buyer_name, country: row.buyer_country, vatId: row.buyer_vat_id },
    supplier: {
      name: row.supplier_name,
      country: row.supplier_country,
      vatId: row.supplier_vat_id,
      vendorId: row.supplier_vendor_id,
    },
    tenderId: row.tender_id,
    lotId: row.lot_id,
    proposalId: row.proposal_id,
    value: Number(row.value),
    currency: row.currency,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
    endedAt: row.ended_at,
    items: items.map(lineFromRow),
    amendments: amendments.map((a) => ({
      id: a.id,
      reason: a.reason,
      changes: JSON.parse(a.changes) as ContractChange[],
      createdAt: a.created_at,
    })),
    milestones: milestones.map((m) => ({
      id: m.id,
      kind: m.kind as MilestoneKind,
      title: m.title,
      dueDate: m.due_date,
      metAt: m.met_at,
    })),
    orders,
    invoices,
  };
}

export interface ContractSummary {
  id: string;
  reference: string;
  title: string;
  status: ContractStatus;
  side: Side | null;
  counterparty: string;
  value: number;
  currency: string;
  updatedAt: string;
  /** The supplier's company, when the contract names one. */
  supplierVendorId?: string | null;
}

const summaryColumns = [
  "id",
  "reference",
  "title",
  "status",
  "buyer_id",
  "supplier_id",
  "buyer_name",
  "supplier_name",
  "value",
  "currency",
  "updated_at",
  "supplier_vendor_id",
] as const;

/** The member's contracts on either side, newest change first. */
export async function mine({ db }: ContractStore, memberId: string): Promise<ContractSummary[]> {
  const rows = await db
    .selectFrom("contracts")
    .select(summaryColumns)
    .where((eb) => eb.or([eb("buyer_id", "=", memberId), eb("supplier_id", "=", memberId)]))
    .orderBy("updated_at", "desc")
    .limit(200)
    .execute();
  return rows.map((r) => {
    const side = sideOf(r, memberId);
    return {
      id: r.id,
      reference: r.reference,
      title: r.title,
      status: r.status as ContractStatus,
      side,
      counterparty: side === "buyer" ? r.supplier_name : r.buyer_name,
      value: Number(r.value),
      currency: r.currency,
      updatedAt: r.updated_at,
      supplierVendorId: r.supplier_vendor_id,
    };
  });
}

/** The console's list: every contract, newest change first, both parties named. */
export async function latest({ db }: ContractStore, limit = 200) {
  const rows = await db
    .selectFrom("contracts")
    .select(summaryColumns)
    .orderBy("updated_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    title: r.title,
    status: r.status as ContractStatus,
    buyerName: r.buyer_name,
    supplierName: r.supplier_name,
    value: Number(r.value),
    currency: r.currency,
    updatedAt: r.updated_at,
  }));
}
