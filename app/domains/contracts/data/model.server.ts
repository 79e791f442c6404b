import type { Selectable, Transaction } from "kysely";
import { isPostgres, type Db } from "../../../../server/db/database";
import type { Database } from "../../../../server/db/schema";
import type { Tell, Write } from "../../../../server/db/write";
import type { DB } from "../../../../server/db/generated";
import type { ContractStatus, Side } from "../rules";

// Contracts after the award (issue 42, docs/decisions/400): what the data modules share. Every
// change is made by one party in one transaction that locks the contract's row (PostgreSQL) and
// re-reads it, so the status each rule checks is the one the change writes over; anyone but the
// party the change belongs to gets "not-found", as a page that does not exist. The other party is
// told in the same transaction.

export interface ContractStore {
  db: Db;
  write: Write;
}

export type ContractRow = Selectable<DB["contracts"]>;
type Trx = Transaction<Database>;

export type Changed<T = object> = ({ ok: true } & T) | { ok: false; reason: string };

/** A line of a contract, an order or an invoice, as the pages read it. */
export interface Line {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  unitCode: string;
  unitPrice: number;
  vatCategory: string;
  vatRate: number;
}

type LineRow = {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  unit_code: string;
  unit_price: number;
  vat_category: string;
  vat_rate: number;
};

export const lineFromRow = (r: LineRow): Line => ({
  id: r.id,
  name: r.name,
  quantity: Number(r.quantity),
  unit: r.unit,
  unitCode: r.unit_code,
  unitPrice: Number(r.unit_price),
  vatCategory: r.vat_category,
  vatRate: Number(r.vat_rate),
});

export const lineValues = (line: Omit<Line, "id">, position: number) => ({
  position,
  name: line.name,
  quantity: line.quantity,
  unit: line.unit,
  unit_code: line.unitCode,
  unit_price: line.unitPrice,
  vat_category: line.vatCategory,
  vat_rate: line.vatRate,
});

/** Which side of the contract a member is on; null for anyone else. */
export const sideOf = (row: Pick<ContractRow, "buyer_id" | "supplier_id">, memberId: string) =>
  row.buyer_id === memberId ? "buyer" : row.supplier_id === memberId ? "supplier" : null;

export async function lockContract(trx: Trx, id: string) {
  const query = trx.selectFrom("contracts").selectAll().where("id", "=", id);
  return isPostgres(trx) ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

export interface Party {
  id: string;
  side: Side;
}

/**
 * A change one party makes to a contract: the row locked and re-read, "not-found" for anyone but
 * the party `side` names, `statuses` the contract's statuses it may be made in ("closed" else).
 */
export function partyChange<T>(
  store: ContractStore,
  contractId: string,
  party: Party,
  statuses: readonly ContractStatus[],
  change: (trx: Trx, row: ContractRow, at: string) => Promise<Changed<T>>,
  now: Date = new Date(),
): Promise<Changed<T>> {
  return store.write(async (trx) => {
    const row = await lockContract(trx, contractId);
    if (!row || sideOf(row, party.id) !== party.side) return { ok: false, reason: "not-found" };
    if (!statuses.includes(row.status as ContractStatus)) return { ok: false, reason: "closed" };
    return change(trx, row, now.toISOString());
  });
}

export const contractPath = (id: string) => `/contracts/${id}`;

/** Tells the other party of a change, on the site and by e-mail (tellOf writes it, with the link). */
export async function tellOther(
  trx: Trx,
  tell: Tell,
  row: ContractRow,
  from: Side,
  title: string,
  body: string,
  anchor = "",
) {
  const userId = from === "buyer" ? row.supplier_id : row.buyer_id;
  const account = await trx
    .selectFrom("user")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirst();
  await tell(trx, {
    kind: "contract-update",
    userId,
    title: `${title}: ${row.title}`,
    body,
    link: `${contractPath(row.id)}${anchor}`,
    mail: null,
    email: account?.email ?? null,
    ...(from === "buyer" && row.supplier_vendor_id
      ? {
          webhook: {
            vendorId: row.supplier_vendor_id,
            type: webhookTypeOf(anchor),
            data: { contractId: row.id, title, path: `${contractPath(row.id)}${anchor}` },
          },
        }
      : {}),
  });
}

/** Which webhook event a contract notice is, by the part of the contract's page it links to. */
const webhookTypeOf = (anchor: string) =>
  anchor.startsWith("#order")
    ? ("order.updated" as const)
    : anchor.startsWith("#invoice") || anchor.startsWith("#payment")
      ? ("invoice.updated" as const)
      : ("contract.updated" as const);
