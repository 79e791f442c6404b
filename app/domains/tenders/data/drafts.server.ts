import type { TenderValues } from "../schema";
import { TENDER_LIMITS } from "../rules";
import { systemClock, type Clock } from "~/lib/clock";
import type { StoredDocument } from "../../../../server/files/document-files";
import {
  buyersChange,
  iso,
  tenderColumns,
  type TenderResult,
  type TenderStore,
} from "./model.server";
import { insertContent } from "./content.server";

// A draft is its buyer's to change (issue 41): the same form as a new tender saves over it, its
// line items and criteria replaced, documents added or removed. Once published a tender is no
// longer edited this way. And the zone the buyer set their last tender's deadlines in, which
// the next tender's form starts from.

/** The zone of the member's latest tender, or null when they have none. */
export async function lastTimeZone(store: TenderStore, buyerId: string): Promise<string | null> {
  const row = await store.db
    .selectFrom("tenders")
    .select("time_zone")
    .where("buyer_id", "=", buyerId)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.time_zone ?? null;
}

export interface DraftChange {
  values: TenderValues;
  buyerVendorId: string | null;
  /** Documents stored for this change, added to the draft's. */
  added: readonly StoredDocument[];
  /** Ids of the draft's documents to remove. */
  removed: readonly string[];
  /** Publish it too, once saved (refused when its bid deadline has passed). */
  publish: boolean;
}

/**
 * Saves over the buyer's draft; refused ("not-found") for anyone else's tender and
 * ("published") once it is published. The files of the removed documents, for the file store.
 */
export async function updateDraft(
  store: TenderStore,
  id: string,
  buyerId: string,
  change: DraftChange,
  clock: Clock = systemClock,
): Promise<TenderResult<{ removedFiles: string[] }>> {
  return buyersChange<{ removedFiles: string[] }>(
    store,
    id,
    buyerId,
    clock,
    async (trx, row, now) => {
      if (row.published_at || row.cancelled_at) return { ok: false, reason: "published" };
      const { values } = change;
      if (change.publish && Date.parse(values.bidDeadline) <= now.getTime())
        return { ok: false, reason: "deadline-passed" };
      const removed =
        change.removed.length > 0
          ? await trx
              .selectFrom("tender_documents")
              .select(["id", "file"])
              .where("tender_id", "=", id)
              .where("id", "in", [...change.removed])
              .execute()
          : [];
      const kept = await trx
        .selectFrom("tender_documents")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("tender_id", "=", id)
        .executeTakeFirstOrThrow();
      if (Number(kept.n) - removed.length + change.added.length > TENDER_LIMITS.documentsMax)
        return { ok: false, reason: "documents" };
      const at = iso(now);
      await trx
        .updateTable("tenders")
        .set({
          ...tenderColumns(values, change.buyerVendorId),
          updated_at: at,
          ...(change.publish ? { published_at: at } : {}),
        })
        .where("id", "=", id)
        .execute();
      if (removed.length > 0)
        await trx
          .deleteFrom("tender_documents")
          .where(
            "id",
            "in",
            removed.map((d) => d.id),
          )
          .execute();
      await trx.deleteFrom("tender_items").where("tender_id", "=", id).execute();
      await trx.deleteFrom("tender_lots").where("tender_id", "=", id).execute();
      await trx.deleteFrom("tender_criteria").where("tender_id", "=", id).execute();
      await trx.deleteFrom("tender_panel").where("tender_id", "=", id).execute();
      await insertContent(trx, id, buyerId, values, change.added, at);
      return { ok: true, removedFiles: removed.map((d) => d.file) };
    },
  );
}
