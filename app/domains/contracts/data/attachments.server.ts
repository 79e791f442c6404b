import { randomUUID } from "node:crypto";
import { silent, type Tell } from "../../../../server/db/write";
import type { StoredDocument } from "../../../../server/files/document-files";
import { partyChange, sideOf, tellOther, type Changed, type ContractStore } from "./model.server";

// A contract's documents (docs/decisions/416): the buyer attaches files to the contract or to one
// of its amendments, while it is pending or active; its two parties list and download them, and
// nobody else (an operator reading the contract does not get them). The files themselves are in
// the private file store (the tenders' documents' area); the rows say whose they are.

export interface ContractDocument {
  id: string;
  name: string;
  size: number;
  createdAt: string;
  /** The amendment it belongs to; null for the contract itself. */
  amendmentId: string | null;
}

/** The buyer attaches stored documents; "not-found" for anyone else, "gone" for an unknown amendment. */
export function attach(
  store: ContractStore,
  contractId: string,
  buyerId: string,
  documents: readonly StoredDocument[],
  amendmentId: string | null,
  tell: Tell = silent,
  now: Date = new Date(),
): Promise<Changed> {
  return partyChange(
    store,
    contractId,
    { id: buyerId, side: "buyer" },
    ["pending", "active"],
    async (trx, row, at) => {
      if (amendmentId) {
        const amendment = await trx
          .selectFrom("contract_amendments")
          .select("id")
          .where("id", "=", amendmentId)
          .where("contract_id", "=", contractId)
          .executeTakeFirst();
        if (!amendment) return { ok: false, reason: "gone" };
      }
      await trx
        .insertInto("contract_documents")
        .values(
          documents.map((d) => ({
            id: randomUUID(),
            contract_id: contractId,
            amendment_id: amendmentId,
            file: d.file,
            name: d.name,
            content_type: d.type,
            size: d.size,
            created_at: at,
          })),
        )
        .execute();
      const names = documents.map((d) => d.name).join(", ");
      await tellOther(trx, tell, row, "buyer", "Documents added", names, "#documents");
      return { ok: true };
    },
    now,
  );
}

/** The contract's documents, oldest first, for one of its parties; [] for anyone else. */
export async function documentsOf(
  { db }: ContractStore,
  contractId: string,
  memberId: string,
): Promise<ContractDocument[]> {
  const rows = await db
    .selectFrom("contract_documents as d")
    .innerJoin("contracts as c", "c.id", "d.contract_id")
    .select(["d.id", "d.name", "d.size", "d.created_at", "d.amendment_id"])
    .where("d.contract_id", "=", contractId)
    .where((eb) => eb.or([eb("c.buyer_id", "=", memberId), eb("c.supplier_id", "=", memberId)]))
    .orderBy("d.created_at")
    .orderBy("d.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    size: Number(r.size),
    createdAt: r.created_at,
    amendmentId: r.amendment_id,
  }));
}

/** One document for its download, if the member is one of the contract's parties. */
export async function document(
  { db }: ContractStore,
  contractId: string,
  documentId: string,
  memberId: string,
) {
  const row = await db
    .selectFrom("contract_documents as d")
    .innerJoin("contracts as c", "c.id", "d.contract_id")
    .select(["d.file", "d.name", "d.content_type", "d.size", "c.buyer_id", "c.supplier_id"])
    .where("d.id", "=", documentId)
    .where("d.contract_id", "=", contractId)
    .executeTakeFirst();
  return row && sideOf(row, memberId) ? row : undefined;
}
