import { randomUUID } from "node:crypto";
import { DEFAULT_SHORTLIST_NAME, SHORTLIST_LIMITS } from "../schema";
import type { Db } from "../../../../server/db/database";
import { vendorFromRow } from "../../../../server/db/rows";
import {
  newShareToken,
  shareTokenHash,
  type AddResult,
  type ShortlistEntry,
  type ShortlistSummary,
  type ShortlistWithItems,
} from "./model.server";

// A member's shortlists of suppliers: reading, adding and removing suppliers, notes, names and
// the read-only link (docs/decisions/125-127). Who may do what is asked first, by the actions.

const publicVendor = (db: Db) =>
  db.selectFrom("vendors").select("id").where("status", "=", "approved");

async function summaries(db: Db, where: { ownerId?: string; id?: string; token?: string }) {
  let query = db
    .selectFrom("shortlists")
    .selectAll("shortlists")
    .select((eb) =>
      eb
        .selectFrom("shortlist_items")
        .innerJoin("vendors", "vendors.id", "shortlist_items.vendor_id")
        .whereRef("shortlist_items.shortlist_id", "=", "shortlists.id")
        .where("vendors.status", "=", "approved")
        .select((e) => e.fn.countAll<number>().as("n"))
        .as("count"),
    );
  if (where.ownerId !== undefined) query = query.where("owner_id", "=", where.ownerId);
  if (where.id !== undefined) query = query.where("id", "=", where.id);
  if (where.token !== undefined)
    query = query.where("share_token", "=", shareTokenHash(where.token));
  const rows = await query.orderBy("created_at").orderBy("id").execute();
  return rows.map((r): ShortlistSummary => ({
    id: r.id,
    ownerId: r.owner_id,
    name: r.name,
    shared: r.share_token !== null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    count: Number(r.count ?? 0),
  }));
}

/** The listed suppliers of these lists, newest first, with their notes. */
async function entriesOf(db: Db, listIds: string[]): Promise<Map<string, ShortlistEntry[]>> {
  const byList = new Map<string, ShortlistEntry[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return byList;
  const rows = await db
    .selectFrom("shortlist_items")
    .innerJoin("vendors", "vendors.id", "shortlist_items.vendor_id")
    .selectAll("vendors")
    .select([
      "shortlist_items.shortlist_id as list_id",
      "shortlist_items.note as note",
      "shortlist_items.added_at as added_at",
    ])
    .where("shortlist_items.shortlist_id", "in", listIds)
    .where("vendors.status", "=", "approved")
    .orderBy("shortlist_items.added_at", "desc")
    .orderBy("vendors.position")
    .execute();
  for (const { list_id, note, added_at, ...vendor } of rows) {
    byList.get(list_id)?.push({ vendor: vendorFromRow(vendor), note, addedAt: added_at });
  }
  return byList;
}

async function withItems(db: Db, lists: ShortlistSummary[]): Promise<ShortlistWithItems[]> {
  const entries = await entriesOf(
    db,
    lists.map((l) => l.id),
  );
  return lists.map((list) => ({ ...list, items: entries.get(list.id) ?? [] }));
}

const touch = (db: Db, listId: string, now: Date) =>
  db
    .updateTable("shortlists")
    .set({ updated_at: now.toISOString() })
    .where("id", "=", listId)
    .execute();

/** One list, whoever owns it: the caller checks permission with it. */
export async function byId(db: Db, id: string): Promise<ShortlistSummary | undefined> {
  return (await summaries(db, { id }))[0];
}

/** The list shared under this token, with its listed suppliers and notes. */
export async function byToken(db: Db, token: string): Promise<ShortlistWithItems | undefined> {
  const [list] = await summaries(db, { token });
  return list && (await withItems(db, [list]))[0];
}

/** A member's lists, oldest first (the first is where a plain Save goes). */
export function listsOf(db: Db, ownerId: string): Promise<ShortlistSummary[]> {
  return summaries(db, { ownerId });
}

/** A member's lists with their suppliers, for /account/shortlists. */
export async function ownedBy(db: Db, ownerId: string): Promise<ShortlistWithItems[]> {
  return withItems(db, await summaries(db, { ownerId }));
}

/** Which of these vendors are on any of the member's lists. */
export async function savedVendorIds(
  db: Db,
  ownerId: string,
  vendorIds: readonly string[],
): Promise<string[]> {
  if (vendorIds.length === 0) return [];
  const rows = await db
    .selectFrom("shortlist_items")
    .innerJoin("shortlists", "shortlists.id", "shortlist_items.shortlist_id")
    .select("shortlist_items.vendor_id")
    .distinct()
    .where("shortlists.owner_id", "=", ownerId)
    .where("shortlist_items.vendor_id", "in", [...vendorIds])
    .execute();
  return rows.map((r) => r.vendor_id);
}

/** The member's lists this vendor is on. */
export async function listIdsWith(db: Db, ownerId: string, vendorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("shortlist_items")
    .innerJoin("shortlists", "shortlists.id", "shortlist_items.shortlist_id")
    .select("shortlists.id")
    .where("shortlists.owner_id", "=", ownerId)
    .where("shortlist_items.vendor_id", "=", vendorId)
    .orderBy("shortlists.created_at")
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Puts a listed vendor on one of the member's lists: `listId`, or their first list, made
 * ("My shortlist") when they have none. Saving it again changes nothing.
 */
export async function add(
  db: Db,
  ownerId: string,
  vendorId: string,
  listId: string | null,
  now = new Date(),
): Promise<AddResult> {
  const vendor = await publicVendor(db).where("id", "=", vendorId).executeTakeFirst();
  if (!vendor) return { kind: "no-vendor" };
  return db.transaction().execute(async (trx): Promise<AddResult> => {
    let query = trx.selectFrom("shortlists").select(["id", "name"]).where("owner_id", "=", ownerId);
    query = listId ? query.where("id", "=", listId) : query.orderBy("created_at").limit(1);
    let list = await query.executeTakeFirst();
    if (!list && listId) return { kind: "no-list" };
    if (!list) {
      list = { id: randomUUID(), name: DEFAULT_SHORTLIST_NAME };
      await trx
        .insertInto("shortlists")
        .values({
          ...list,
          owner_id: ownerId,
          share_token: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
    }
    const existing = await trx
      .selectFrom("shortlist_items")
      .select("vendor_id")
      .where("shortlist_id", "=", list.id)
      .where("vendor_id", "=", vendorId)
      .executeTakeFirst();
    if (existing) return { kind: "added", list, already: true };
    const { n } = await trx
      .selectFrom("shortlist_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("shortlist_id", "=", list.id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= SHORTLIST_LIMITS.itemsPerList) return { kind: "list-full" };
    await trx
      .insertInto("shortlist_items")
      .values({
        shortlist_id: list.id,
        vendor_id: vendorId,
        note: "",
        added_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(["shortlist_id", "vendor_id"]).doNothing())
      .execute();
    await trx
      .updateTable("shortlists")
      .set({ updated_at: now.toISOString() })
      .where("id", "=", list.id)
      .execute();
    return { kind: "added", list, already: false };
  });
}

/** Takes a vendor off one list, or off every list of the member (`listId` null). */
export async function remove(
  db: Db,
  ownerId: string,
  vendorId: string,
  listId: string | null,
  now = new Date(),
): Promise<number> {
  const lists = listId
    ? [listId]
    : (
        await db.selectFrom("shortlists").select("id").where("owner_id", "=", ownerId).execute()
      ).map((l) => l.id);
  if (lists.length === 0) return 0;
  const result = await db
    .deleteFrom("shortlist_items")
    .where("vendor_id", "=", vendorId)
    .where("shortlist_id", "in", lists)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("shortlists")
          .select("id")
          .whereRef("shortlists.id", "=", "shortlist_items.shortlist_id")
          .where("shortlists.owner_id", "=", ownerId),
      ),
    )
    .executeTakeFirst();
  for (const id of lists) await touch(db, id, now);
  return Number(result.numDeletedRows);
}

/** A new, empty list; null when the member already keeps as many as they may. */
export async function create(
  db: Db,
  ownerId: string,
  name: string,
  now = new Date(),
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom("shortlists")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("owner_id", "=", ownerId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= SHORTLIST_LIMITS.listsPerMember) return null;
    const id = randomUUID();
    await trx
      .insertInto("shortlists")
      .values({
        id,
        owner_id: ownerId,
        name,
        share_token: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    return id;
  });
}

export async function rename(
  db: Db,
  listId: string,
  name: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("shortlists")
    .set({ name, updated_at: now.toISOString() })
    .where("id", "=", listId)
    .execute();
}

/** Deletes the list and its suppliers' notes; its link stops working. */
export async function deleteList(db: Db, listId: string): Promise<void> {
  await db.deleteFrom("shortlists").where("id", "=", listId).execute();
}

/** The owner's note on a supplier of the list; false when the supplier is not on it. */
export async function setNote(
  db: Db,
  listId: string,
  vendorId: string,
  note: string,
  now = new Date(),
) {
  const result = await db
    .updateTable("shortlist_items")
    .set({ note })
    .where("shortlist_id", "=", listId)
    .where("vendor_id", "=", vendorId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await touch(db, listId, now);
  return true;
}

/**
 * A new read-only link for the list (an earlier one stops working): its token, which only its
 * fingerprint is kept of.
 */
export async function share(db: Db, listId: string, now = new Date()): Promise<string> {
  const token = newShareToken();
  await db
    .updateTable("shortlists")
    .set({ share_token: shareTokenHash(token), updated_at: now.toISOString() })
    .where("id", "=", listId)
    .execute();
  return token;
}

/** The list's link stops working. */
export async function revoke(db: Db, listId: string, now = new Date()): Promise<void> {
  await db
    .updateTable("shortlists")
    .set({ share_token: null, updated_at: now.toISOString() })
    .where("id", "=", listId)
    .execute();
}
