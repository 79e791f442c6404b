import type { ContractStatus } from "../rules";
import type { ContractStore } from "./model.server";

// Contracts anyone may read (decisions 400, 413, 415): a contract of a public tender once its
// supplier accepted it, and while it is active or after it ended, as the tender's open data
// publishes it. A draft, a declined or cancelled contract, and one of a tender that is not
// public (or a freelance proposal's) are never listed.

/** The states a published contract may be in, as its OCDS releases are made (ocds.server.ts). */
const PUBLISHED: ContractStatus[] = ["active", "completed", "terminated"];

export interface PublicContract {
  id: string;
  title: string;
  status: ContractStatus;
  tenderId: string;
  buyerName: string;
  supplierName: string;
  /** Hundredths of the currency. */
  value: number;
  currency: string;
  periodStart: string;
  periodEnd: string;
  acceptedAt: string;
}

/**
 * One page of public contracts for the API (docs/decisions/491), newest accepted first, after a
 * cursor of (acceptance, id); `limit + 1` rows.
 */
export async function publicPageAfter(
  { db }: ContractStore,
  after: { key: string | number; id: string } | undefined,
  limit: number,
): Promise<PublicContract[]> {
  let q = db
    .selectFrom("contracts as c")
    .innerJoin("tenders as t", "t.id", "c.tender_id")
    .where("t.visibility", "=", "public")
    .where("t.published_at", "is not", null)
    .where("c.accepted_at", "is not", null)
    .where("c.status", "in", PUBLISHED);
  if (after) {
    const key = String(after.key);
    q = q.where((eb) =>
      eb.or([
        eb("c.accepted_at", "<", key),
        eb.and([eb("c.accepted_at", "=", key), eb("c.id", "<", after.id)]),
      ]),
    );
  }
  const rows = await q
    .select([
      "c.id",
      "c.title",
      "c.status",
      "c.tender_id",
      "c.buyer_name",
      "c.supplier_name",
      "c.value",
      "c.currency",
      "c.period_start",
      "c.period_end",
      "c.accepted_at",
    ])
    .orderBy("c.accepted_at", "desc")
    .orderBy("c.id", "desc")
    .limit(limit + 1)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status as ContractStatus,
    tenderId: r.tender_id!,
    buyerName: r.buyer_name,
    supplierName: r.supplier_name,
    value: Number(r.value),
    currency: r.currency,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    acceptedAt: r.accepted_at!,
  }));
}
