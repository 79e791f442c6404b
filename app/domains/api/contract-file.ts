import { units } from "./money";

// One contract's whole record as the API gives it (GET /me/contracts/{id} and the answer of its
// actions): the contract page's own record, its money in the currency's units as everywhere else
// in the API (docs/decisions/537): the value, the lines' unit prices, the orders' totals, the
// invoices' net totals and payments, and the values an amendment changed.

interface Priced {
  unitPrice: number;
}

/** What of the contract page's record carries money (the contracts domain's ContractFile). */
export interface ContractRecord {
  value: number;
  items: Priced[];
  amendments: { changes: { field: string; before: string; after: string }[] }[];
  orders: { total: number; lines: Priced[] }[];
  invoices: { netTotal: number; lines: Priced[]; payments: { amount: number }[] }[];
}

const priced = <L extends Priced>(lines: L[]): L[] =>
  lines.map((l) => ({ ...l, unitPrice: units(l.unitPrice) }));

/** An amendment's former and new value, kept as text in hundredths, as text in units. */
const changed = (c: { field: string; before: string; after: string }) =>
  c.field === "value"
    ? { ...c, before: String(units(Number(c.before))), after: String(units(Number(c.after))) }
    : c;

export function contractFileView<T extends ContractRecord>(file: T): T {
  return {
    ...file,
    value: units(file.value),
    items: priced(file.items),
    amendments: file.amendments.map((a) => ({ ...a, changes: a.changes.map(changed) })),
    orders: file.orders.map((o) => ({ ...o, total: units(o.total), lines: priced(o.lines) })),
    invoices: file.invoices.map((i) => ({
      ...i,
      netTotal: units(i.netTotal),
      lines: priced(i.lines),
      payments: i.payments.map((p) => ({ ...p, amount: units(p.amount) })),
    })),
  };
}
