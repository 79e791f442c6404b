import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { recordPublicChange } from "../../../../server/db/public-changes";
import type { Database } from "../../../../server/db/schema";
import { silent, type Tell } from "../../../../server/db/write";
import {
  CONTRACT_MOVES,
  referenceOf,
  termChanges,
  unitCode,
  type AmendableTerms,
  type ContractMove,
} from "../rules";
import {
  lineValues,
  partyChange,
  tellOther,
  type Changed,
  type ContractStore,
  type Line,
} from "./model.server";

// A contract drafted from an award, the supplier's answer, its amendments, milestones and end
// (issue 42 Build 1 and 3). The award it comes from is read here: a tender's awarded bid (per lot
// once tenders have lots: `lotId`), or a freelance post's accepted proposal.

/** What an award gives a contract: its parties, its lines and prices. */
export interface AwardSource {
  /** One live contract per award: "tender:<bid>[:<lot>]" or "proposal:<id>". */
  key: string;
  tenderId: string | null;
  lotId: string | null;
  bidId: string | null;
  proposalId: string | null;
  title: string;
  buyerId: string;
  buyerName: string;
  supplierId: string;
  supplierVendorId: string | null;
  supplierName: string;
  currency: string;
  items: Omit<Line, "id">[];
}

/** The buyer's terms in the draft form. */
export interface DraftTerms {
  periodStart: string;
  periodEnd: string;
  buyerCountry: string;
  buyerVatId: string | null;
  vatCategory: string;
  vatRate: number;
}

export const sourceValue = (s: Pick<AwardSource, "items">) =>
  s.items.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);

/**
 * The awarded bid of a tender the buyer's page read as awarded (`awardBidId`, decision 340), with
 * the tender's items and the bid's prices; undefined when the bid is not that tender's.
 */
export async function tenderSource(
  { db }: ContractStore,
  tender: {
    id: string;
    title: string;
    buyerId: string;
    buyerName: string;
    currency: string;
    items: { id: string; item: string; quantity: number; unit: string }[];
  },
  bidId: string,
  lotId: string | null = null,
): Promise<AwardSource | undefined> {
  const bid = await db
    .selectFrom("bids")
    .innerJoin("vendors", "vendors.id", "bids.vendor_id")
    .select(["bids.id", "bids.owner_id", "bids.vendor_id", "vendors.name"])
    .where("bids.id", "=", bidId)
    .where("bids.tender_id", "=", tender.id)
    .executeTakeFirst();
  if (!bid) return undefined;
  const prices = await db
    .selectFrom("bid_prices")
    .select(["item_id", "unit_price"])
    .where("bid_id", "=", bidId)
    .execute();
  const price = new Map(prices.map((p) => [p.item_id, Number(p.unit_price)]));
  return {
    key: `tender:${bidId}${lotId ? `:${lotId}` : ""}`,
    tenderId: tender.id,
    lotId,
    bidId,
    proposalId: null,
    title: tender.title,
    buyerId: tender.buyerId,
    buyerName: tender.buyerName,
    supplierId: bid.owner_id,
    supplierVendorId: bid.vendor_id,
    supplierName: bid.name,
    currency: tender.currency,
    items: tender.items.map((i) => ({
      name: i.item,
      quantity: Number(i.quantity),
      unit: i.unit,
      unitCode: unitCode(i.unit),
      unitPrice: price.get(i.id) ?? 0,
      vatCategory: "S",
      vatRate: 0,
    })),
  };
}

/** Hours a day of an hourly proposal's timeline counts for (the buyer may amend the value). */
export const HOURS_A_DAY = 8;

/** The accepted proposal to the buyer's freelance post; undefined otherwise. */
export async function proposalSource(
  { db }: ContractStore,
  buyerId: string,
  proposalId: string,
): Promise<AwardSource | undefined> {
  const row = await db
    .selectFrom("freelance_proposals as p")
    .innerJoin("freelance_posts as f", "f.id", "p.post_id")
    .select(["p.id", "p.user_id", "p.proposer_name", "p.price", "p.timeline_days"])
    .select(["f.title", "f.company", "f.budget_type", "f.owner_id"])
    .where("p.id", "=", proposalId)
    .where("p.status", "=", "accepted")
    .where("f.owner_id", "=", buyerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const hourly = row.budget_type === "hourly";
  const unit = hourly ? "hour" : "piece";
  return {
    key: `proposal:${row.id}`,
    tenderId: null,
    lotId: null,
    bidId: null,
    proposalId: row.id,
    title: row.title,
    buyerId,
    buyerName: row.company,
    supplierId: row.user_id,
    supplierVendorId: null,
    supplierName: row.proposer_name,
    currency: "USD",
    items: [
      {
        name: row.title,
        quantity: hourly ? Number(row.timeline_days) * HOURS_A_DAY : 1,
        unit,
        unitCode: unitCode(unit),
        unitPrice: Number(row.price) * 100,
        vatCategory: "S",
        vatRate: 0,
      },
    ],
  };
}

/** The buyer drafts the contract; "taken" while another one from the same award is live. */
export async function draft(
  store: ContractStore,
  source: AwardSource,
  terms: DraftTerms,
  tell: Tell = silent,
  now = new Date(),
): Promise<Changed<{ id: string }>> {
  const id = randomUUID();
  const at = now.toISOString();
  return store.write(async (trx) => {
    const live = await trx
      .selectFrom("contracts")
      .select("id")
      .where("source", "=", source.key)
      .where("status", "!=", "declined")
      .executeTakeFirst();
    if (live) return { ok: false, reason: "taken" };
    const row = {
      id,
      reference: referenceOf("C", id),
      source: source.key,
      tender_id: source.tenderId,
      lot_id: source.lotId,
      bid_id: source.bidId,
      proposal_id: source.proposalId,
      title: source.title,
      buyer_id: source.buyerId,
      buyer_name: source.buyerName,
      buyer_country: terms.buyerCountry,
      buyer_vat_id: terms.buyerVatId,
      supplier_id: source.supplierId,
      supplier_vendor_id: source.supplierVendorId,
      supplier_name: source.supplierName,
      supplier_country: null,
      supplier_vat_id: null,
      value: sourceValue(source),
      currency: source.currency,
      period_start: terms.periodStart,
      period_end: terms.periodEnd,
      status: "pending",
      status_reason: null,
      created_at: at,
      updated_at: at,
      accepted_at: null,
      ended_at: null,
    };
    await trx.insertInto("contracts").values(row).execute();
    await trx
      .insertInto("contract_items")
      .values(
        source.items.map((item, i) => ({
          id: randomUUID(),
          contract_id: id,
          ...lineValues({ ...item, vatCategory: terms.vatCategory, vatRate: terms.vatRate }, i),
        })),
      )
      .execute();
    await tellOther(
      trx,
      tell,
      row,
      "buyer",
      "A contract to accept",
      `${source.buyerName} drafted a contract for ${source.title}. Read it, then accept or decline it.`,
    );
    return { ok: true, id };
  });
}

/** What the supplier gives when accepting: their country and VAT number, for the invoices. */
export interface SupplierDetails {
  country: string;
  vatId: string | null;
}

const MOVE_WORDS: Record<ContractMove, [string, string]> = {
  accept: ["Contract accepted", "accepted the contract. Orders can now be placed against it."],
  decline: ["Contract declined", "declined the contract."],
  complete: ["Contract completed", "marked the contract as completed."],
  terminate: ["Contract terminated", "terminated the contract."],
};

/** Accept, decline (with a reason), complete or terminate (with a reason). */
export async function move(
  store: ContractStore,
  contractId: string,
  memberId: string,
  which: ContractMove,
  given: { reason?: string; supplier?: SupplierDetails },
  tell: Tell = silent,
  now = new Date(),
): Promise<Changed> {
  const rule = CONTRACT_MOVES[which];
  return partyChange(
    store,
    contractId,
    { id: memberId, side: rule.by },
    rule.from,
    async (trx, row, at) => {
      await trx
        .updateTable("contracts")
        .set({
          status: rule.to,
          status_reason: given.reason || null,
          updated_at: at,
          ...(which === "accept" ? { accepted_at: at } : { ended_at: at }),
          ...(given.supplier
            ? { supplier_country: given.supplier.country, supplier_vat_id: given.supplier.vatId }
            : {}),
        })
        .where("id", "=", contractId)
        .execute();
      const [title, words] = MOVE_WORDS[which];
      const name = rule.by === "buyer" ? row.buyer_name : row.supplier_name;
      const reason = given.reason ? ` Reason: ${given.reason}` : "";
      await tellOther(trx, tell, row, rule.by, title, `${name} ${words}${reason}`);
      if (which === "accept") await tellFeed(trx, row, "contract.published", at);
      return { ok: true };
    },
    now,
  );
}

/**
 * A contract of a public tender is public once active (decision 415): its acceptance and
 * amendments go to the change feed (decision 500).
 */
async function tellFeed(
  trx: Transaction<Database>,
  row: { id: string; tender_id: string | null },
  kind: "contract.published" | "contract.amended",
  at: string,
) {
  if (!row.tender_id) return;
  const tender = await trx
    .selectFrom("tenders")
    .select("visibility")
    .where("id", "=", row.tender_id)
    .where("published_at", "is not", null)
    .executeTakeFirst();
  if (tender?.visibility !== "public") return;
  await recordPublicChange(trx, {
    kind,
    id: row.id,
    path: `/projects/${row.tender_id}/ocds-record.json`,
    tenderId: row.tender_id,
    at,
  });
}

/** The buyer amends the value or the period, with a reason; the values before and after are kept. */
export async function amend(
  store: ContractStore,
  contractId: string,
  buyerId: string,
  terms: AmendableTerms,
  reason: string,
  tell: Tell = silent,
  now = new Date(),
): Promise<Changed> {
  return partyChange(
    store,
    contractId,
    { id: buyerId, side: "buyer" },
    ["pending", "active"],
    async (trx, row, at) => {
      const changes = termChanges(
        {
          value: Number(row.value),
          periodStart: row.period_start,
          periodEnd: row.period_end,
        },
        terms,
      );
      if (changes.length === 0) return { ok: false, reason: "unchanged" };
      const ordered = await trx
        .selectFrom("purchase_orders")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("total"), eb.lit(0)).as("n"))
        .where("contract_id", "=", contractId)
        .where("status", "!=", "rejected")
        .executeTakeFirstOrThrow();
      if (terms.value < Number(ordered.n)) return { ok: false, reason: "below-orders" };
      await trx
        .insertInto("contract_amendments")
        .values({
          id: randomUUID(),
          contract_id: contractId,
          actor_id: buyerId,
          reason,
          changes: JSON.stringify(changes),
          created_at: at,
        })
        .execute();
      await trx
        .updateTable("contracts")
        .set({
          value: terms.value,
          period_start: terms.periodStart,
          period_end: terms.periodEnd,
          updated_at: at,
        })
        .where("id", "=", contractId)
        .execute();
      await tellOther(
        trx,
        tell,
        row,
        "buyer",
        "Contract amended",
        `${row.buyer_name} amended the contract. Reason: ${reason}`,
        "#amendments",
      );
      if (row.status === "active") await tellFeed(trx, row, "contract.amended", at);
      return { ok: true };
    },
    now,
  );
}
