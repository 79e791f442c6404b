import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import { documentRows, type StoredDocument } from "../../../../server/files/document-files";
import { methodByName } from "../evaluation";
import type { TenderValues } from "../schema";
import { writeRequirements } from "./requirements.server";

// A tender's content rows (panel, items, requirements, lots, criteria, documents), written when a
// tender is created and when a draft or an amendment replaces them.

export async function insertContent(
  trx: Transaction<Database>,
  id: string,
  buyerId: string,
  values: TenderValues,
  documents: readonly StoredDocument[],
  at: string,
) {
  const panel = [buyerId, ...(values.evaluators ?? []).filter((m) => m !== buyerId)];
  await trx
    .insertInto("tender_panel")
    .values(
      [...new Set(panel)].map((member_id, position) => ({ tender_id: id, member_id, position })),
    )
    .execute();
  await trx
    .insertInto("tender_items")
    .values(
      values.items.map((item, position) => ({
        id: randomUUID(),
        tender_id: id,
        position,
        item: item.item,
        quantity: item.quantity,
        unit: item.unit,
        specification: item.specification,
        lot: (values.lots ?? []).length > 0 ? (item.lot ?? null) : null,
        cpv_code: item.cpv ?? null,
      })),
    )
    .execute();
  await writeRequirements(trx, id, values.requirements ?? []);
  if (values.lots && values.lots.length > 0)
    await trx
      .insertInto("tender_lots")
      .values(values.lots.map((l) => ({ tender_id: id, ...l })))
      .execute();
  await insertCriteria(trx, id, values.criteria);
  if (documents.length > 0) {
    await trx
      .insertInto("tender_documents")
      .values(documentRows(documents).map((row) => ({ ...row, tender_id: id, created_at: at })))
      .execute();
  }
}

/**
 * A tender's award criteria, in order, after its old ones were removed: the one way a draft's
 * edit and an amendment write them.
 */
export async function insertCriteria(
  trx: Transaction<Database>,
  id: string,
  criteria: TenderValues["criteria"],
) {
  if (criteria.length === 0) return;
  await trx
    .insertInto("tender_criteria")
    .values(
      criteria.map((c, position) => ({
        tender_id: id,
        position,
        name: c.name,
        weight: c.weight,
        method: c.method ?? methodByName(c.name),
      })),
    )
    .execute();
}
