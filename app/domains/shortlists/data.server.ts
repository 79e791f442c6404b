import { randomBytes, randomUUID } from "node:crypto";
import type { Job, Vendor } from "~/data/types";
import { DEFAULT_SHORTLIST_NAME, SHORTLIST_LIMITS } from "./schema";
import type { Db } from "../../../server/db/database";
import { jobFromRow, vendorFromRow } from "../../../server/db/rows";

// Members' shortlists of suppliers and their saved jobs (issue 22, docs/decisions/125-126).
// These queries do not decide who may do what: the route actions ask
// app/domains/shortlists/permissions.ts first, with the list `byId` returns. Writes here do not
// renew the data version: nothing a signed-out visitor's cached page shows depends on them
// (the shared list's page is never cached).

export interface ShortlistSummary {
  id: string;
  ownerId: string;
  name: string;
  shareToken: string | null;
  createdAt: string;
  updatedAt: string;
  /** Suppliers on it that are listed (public). */
  count: number;
}

export interface ShortlistEntry {
  vendor: Vendor;
  note: string;
  addedAt: string;
}

export interface ShortlistWithItems extends ShortlistSummary {
  items: ShortlistEntry[];
}

export interface SavedJob {
  job: Job;
  savedAt: string;
}

export type AddResult =
  | { kind: "added"; list: { id: string; name: string }; already: boolean }
  | { kind: "no-vendor" }
  | { kind: "no-list" }
  | { kind: "list-full" };

/** A new share token: 32 random bytes, base64url (app/domains/shortlists/permissions.ts). */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

export function shortlistsRepository(db: Db) {
  const publicVendor = () => db.selectFrom("vendors").select("id").where("status", "=", "approved");

  async function summaries(where: { ownerId?: string; id?: string; token?: string }) {
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
    if (where.token !== undefined) query = query.where("share_token", "=", where.token);
    const rows = await query.orderBy("created_at").orderBy("id").execute();
    return rows.map((r): ShortlistSummary => ({
      id: r.id,
      ownerId: r.owner_id,
      name: r.name,
      shareToken: r.share_token,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      count: Number(r.count ?? 0),
    }));
  }

  /** The listed suppliers of these lists, newest first, with their notes. */
  async function entriesOf(listIds: string[]): Promise<Map<string, ShortlistEntry[]>> {
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

  async function withItems(lists: ShortlistSummary[]): Promise<ShortlistWithItems[]> {
    const entries = await entriesOf(lists.map((l) => l.id));
    return lists.map((list) => ({ ...list, items: entries.get(list.id) ?? [] }));
  }

  const touch = (listId: string, now: Date) =>
    db
      .updateTable("shortlists")
      .set({ updated_at: now.toISOString() })
      .where("id", "=", listId)
      .execute();

  return {
    /** One list, whoever owns it: the caller checks permission with it. */
    async byId(id: string): Promise<ShortlistSummary | undefined> {
      return (await summaries({ id }))[0];
    },
    /** The list shared under this token, with its listed suppliers and notes. */
    async byToken(token: string): Promise<ShortlistWithItems | undefined> {
      const [list] = await summaries({ token });
      return list && (await withItems([list]))[0];
    },
    /** A member's lists, oldest first (the first is where a plain Save goes). */
    listsOf(ownerId: string): Promise<ShortlistSummary[]> {
      return summaries({ ownerId });
    },
    /** A member's lists with their suppliers, for /account/shortlists. */
    async ownedBy(ownerId: string): Promise<ShortlistWithItems[]> {
      return withItems(await summaries({ ownerId }));
    },
    /** Which of these vendors are on any of the member's lists. */
    async savedVendorIds(ownerId: string, vendorIds: readonly string[]): Promise<string[]> {
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
    },
    /** The member's lists this vendor is on. */
    async listIdsWith(ownerId: string, vendorId: string): Promise<string[]> {
      const rows = await db
        .selectFrom("shortlist_items")
        .innerJoin("shortlists", "shortlists.id", "shortlist_items.shortlist_id")
        .select("shortlists.id")
        .where("shortlists.owner_id", "=", ownerId)
        .where("shortlist_items.vendor_id", "=", vendorId)
        .orderBy("shortlists.created_at")
        .execute();
      return rows.map((r) => r.id);
    },
    /**
     * Puts a listed vendor on one of the member's lists: `listId`, or their first list, made
     * ("My shortlist") when they have none. Saving it again changes nothing.
     */
    async add(
      ownerId: string,
      vendorId: string,
      listId: string | null,
      now = new Date(),
    ): Promise<AddResult> {
      const vendor = await publicVendor().where("id", "=", vendorId).executeTakeFirst();
      if (!vendor) return { kind: "no-vendor" };
      return db.transaction().execute(async (trx): Promise<AddResult> => {
        let query = trx
          .selectFrom("shortlists")
          .select(["id", "name"])
          .where("owner_id", "=", ownerId);
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
    },
    /** Takes a vendor off one list, or off every list of the member (`listId` null). */
    async remove(
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
      for (const id of lists) await touch(id, now);
      return Number(result.numDeletedRows);
    },
    /** A new, empty list; null when the member already keeps as many as they may. */
    async create(ownerId: string, name: string, now = new Date()): Promise<string | null> {
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
    },
    async rename(listId: string, name: string, now = new Date()): Promise<void> {
      await db
        .updateTable("shortlists")
        .set({ name, updated_at: now.toISOString() })
        .where("id", "=", listId)
        .execute();
    },
    /** Deletes the list and its suppliers' notes; its link stops working. */
    async delete(listId: string): Promise<void> {
      await db.deleteFrom("shortlists").where("id", "=", listId).execute();
    },
    /** The owner's note on a supplier of the list; false when the supplier is not on it. */
    async setNote(listId: string, vendorId: string, note: string, now = new Date()) {
      const result = await db
        .updateTable("shortlist_items")
        .set({ note })
        .where("shortlist_id", "=", listId)
        .where("vendor_id", "=", vendorId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await touch(listId, now);
      return true;
    },
    /** A new read-only link for the list (an earlier one stops working); its token. */
    async share(listId: string, now = new Date()): Promise<string> {
      const token = newShareToken();
      await db
        .updateTable("shortlists")
        .set({ share_token: token, updated_at: now.toISOString() })
        .where("id", "=", listId)
        .execute();
      return token;
    },
    /** The list's link stops working. */
    async revoke(listId: string, now = new Date()): Promise<void> {
      await db
        .updateTable("shortlists")
        .set({ share_token: null, updated_at: now.toISOString() })
        .where("id", "=", listId)
        .execute();
    },

    jobs: {
      /** Which of these jobs the member saved. */
      async savedIds(userId: string, jobIds: readonly string[]): Promise<string[]> {
        if (jobIds.length === 0) return [];
        const rows = await db
          .selectFrom("saved_jobs")
          .select("job_id")
          .where("user_id", "=", userId)
          .where("job_id", "in", [...jobIds])
          .execute();
        return rows.map((r) => r.job_id);
      },
      /** Saves a job for the member; saving it again changes nothing. */
      async save(
        userId: string,
        jobId: string,
        now = new Date(),
      ): Promise<"saved" | "no-job" | "full"> {
        const job = await db
          .selectFrom("jobs")
          .select("id")
          .where("id", "=", jobId)
          .executeTakeFirst();
        if (!job) return "no-job";
        const { n } = await db
          .selectFrom("saved_jobs")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= SHORTLIST_LIMITS.savedJobs) {
          const again = await db
            .selectFrom("saved_jobs")
            .select("job_id")
            .where("user_id", "=", userId)
            .where("job_id", "=", jobId)
            .executeTakeFirst();
          return again ? "saved" : "full";
        }
        await db
          .insertInto("saved_jobs")
          .values({ user_id: userId, job_id: jobId, saved_at: now.toISOString() })
          .onConflict((oc) => oc.columns(["user_id", "job_id"]).doNothing())
          .execute();
        return "saved";
      },
      async remove(userId: string, jobId: string): Promise<boolean> {
        const result = await db
          .deleteFrom("saved_jobs")
          .where("user_id", "=", userId)
          .where("job_id", "=", jobId)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      },
      /** The member's saved jobs, newest saved first. */
      async of(userId: string): Promise<SavedJob[]> {
        const rows = await db
          .selectFrom("saved_jobs")
          .innerJoin("jobs", "jobs.id", "saved_jobs.job_id")
          .selectAll("jobs")
          .select("saved_jobs.saved_at as saved_at")
          .where("saved_jobs.user_id", "=", userId)
          .orderBy("saved_jobs.saved_at", "desc")
          .orderBy("jobs.position")
          .execute();
        return rows.map(({ saved_at, ...job }) => ({ job: jobFromRow(job), savedAt: saved_at }));
      },
    },
  };
}

export type ShortlistsRepository = ReturnType<typeof shortlistsRepository>;
