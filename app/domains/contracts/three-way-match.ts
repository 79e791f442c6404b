// The three-way match (issue 42 Build 4): an invoice against its purchase order and what the
// buyer recorded as received. Each invoiced line is checked with what was invoiced before for
// the same order line (on invoices not disputed); an invoice for more than was ordered or
// received, or at a higher price than ordered, is flagged. Pure: the invoice's submission stores
// the flags it had then (its "matched first time"), the pages show them again.

export interface OrderedLine {
  id: string;
  name: string;
  quantity: number;
  unitPrice: number;
  received: number;
}

export interface InvoicedLine {
  orderLineId: string;
  quantity: number;
  unitPrice: number;
}

export type MatchFlagKind = "not-on-order" | "more-than-ordered" | "more-than-received" | "price";

export interface MatchFlag {
  orderLineId: string;
  kind: MatchFlagKind;
}

/**
 * The flags of an invoice's lines. `invoicedBefore` is, per order line, the quantity already on
 * the order's other invoices that still count (not disputed).
 */
export function threeWayMatch(
  order: readonly OrderedLine[],
  invoice: readonly InvoicedLine[],
  invoicedBefore: Readonly<Record<string, number>> = {},
): MatchFlag[] {
  const flags: MatchFlag[] = [];
  const byId = new Map(order.map((l) => [l.id, l]));
  const invoiced = new Map<string, number>();
  for (const line of invoice) {
    invoiced.set(line.orderLineId, (invoiced.get(line.orderLineId) ?? 0) + line.quantity);
  }
  for (const line of invoice) {
    const ordered = byId.get(line.orderLineId);
    if (!ordered) {
      flags.push({ orderLineId: line.orderLineId, kind: "not-on-order" });
      continue;
    }
    if (line.unitPrice > ordered.unitPrice) flags.push({ orderLineId: ordered.id, kind: "price" });
  }
  for (const [lineId, quantity] of invoiced) {
    const ordered = byId.get(lineId);
    if (!ordered) continue;
    const total = quantity + (invoicedBefore[lineId] ?? 0);
    if (total > ordered.quantity) flags.push({ orderLineId: lineId, kind: "more-than-ordered" });
    if (total > ordered.received) flags.push({ orderLineId: lineId, kind: "more-than-received" });
  }
  return flags;
}

/** A flag in words, for the invoice's page. */
export function flagText(flag: MatchFlag, lineName: string): string {
  switch (flag.kind) {
    case "not-on-order":
      return "A line is not on the order.";
    case "more-than-ordered":
      return `${lineName}: invoiced for more than was ordered.`;
    case "more-than-received":
      return `${lineName}: invoiced for more than was received.`;
    case "price":
      return `${lineName}: invoiced at a higher price than ordered.`;
  }
}
