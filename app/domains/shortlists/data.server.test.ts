import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs as sampleJobs } from "~/data/jobs";
import { vendors as sampleVendors } from "~/data/vendors";
import { DEFAULT_SHORTLIST_NAME, SHORTLIST_LIMITS } from "./schema";
import { isShareToken } from "./permissions";
import { migrate, type Db } from "../../../server/db/database";
import { migrationProvider } from "../../../server/db/migrations";
import type { Database } from "../../../server/db/schema";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { eachTestDatabase, testBackends } from "../../../server/db/testing";

const [v1, v2, v3] = sampleVendors as [
  (typeof sampleVendors)[number],
  (typeof sampleVendors)[number],
  (typeof sampleVendors)[number],
];
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

describe.each(testBackends)("shortlists on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(() => {
    db = database();
    repo = createRepository(db);
  });

  it("makes the member's first list on their first save, and saves into it after", async () => {
    const first = await repo.shortlists.add("ada", v1.id, null, at(1));
    expect(first).toMatchObject({ kind: "added", already: false });
    const again = await repo.shortlists.add("ada", v2.id, null, at(2));
    expect(again).toMatchObject({ kind: "added", already: false });
    const lists = await repo.shortlists.ownedBy("ada");
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ name: DEFAULT_SHORTLIST_NAME, ownerId: "ada", count: 2 });
    // Newest first.
    expect(lists[0]!.items.map((i) => i.vendor.id)).toEqual([v2.id, v1.id]);
    expect(lists[0]!.items[0]!.vendor).toEqual(v2);
  });

  it("saves a supplier once per list, however often it is saved", async () => {
    await repo.shortlists.add("ada", v1.id, null, at(1));
    const again = await repo.shortlists.add("ada", v1.id, null, at(2));
    expect(again).toMatchObject({ kind: "added", already: true });
    expect((await repo.shortlists.listsOf("ada"))[0]!.count).toBe(1);
  });

  it("keeps each member's lists apart", async () => {
    await repo.shortlists.add("ada", v1.id, null);
    await repo.shortlists.add("bob", v2.id, null);
    expect(await repo.shortlists.savedVendorIds("ada", [v1.id, v2.id])).toEqual([v1.id]);
    expect(await repo.shortlists.savedVendorIds("bob", [v1.id, v2.id])).toEqual([v2.id]);
    const [bobs] = await repo.shortlists.listsOf("bob");
    // Ada cannot save into Bob's list by naming it: for her it does not exist.
    expect(await repo.shortlists.add("ada", v3.id, bobs!.id)).toEqual({ kind: "no-list" });
    // Nor take a supplier off it.
    expect(await repo.shortlists.remove("ada", v2.id, bobs!.id)).toBe(0);
    expect((await repo.shortlists.byId(bobs!.id))!.count).toBe(1);
  });

  it("saves into a chosen list and removes from one list or from all", async () => {
    await repo.shortlists.add("ada", v1.id, null, at(1));
    const tender = (await repo.shortlists.create("ada", "Freight tender", at(2)))!;
    await repo.shortlists.add("ada", v1.id, tender, at(3));
    expect(await repo.shortlists.listIdsWith("ada", v1.id)).toHaveLength(2);
    await repo.shortlists.remove("ada", v1.id, tender);
    expect(await repo.shortlists.listIdsWith("ada", v1.id)).toHaveLength(1);
    await repo.shortlists.add("ada", v1.id, tender);
    expect(await repo.shortlists.remove("ada", v1.id, null)).toBe(2);
    expect(await repo.shortlists.savedVendorIds("ada", [v1.id])).toEqual([]);
  });

  it("refuses a vendor that is not listed", async () => {
    expect(await repo.shortlists.add("ada", "no-such-vendor", null)).toEqual({
      kind: "no-vendor",
    });
    await db.updateTable("vendors").set({ status: "unlisted" }).where("id", "=", v1.id).execute();
    expect(await repo.shortlists.add("ada", v1.id, null)).toEqual({ kind: "no-vendor" });
  });

  it("keeps notes, renames and deletes lists", async () => {
    await repo.shortlists.add("ada", v1.id, null);
    const [list] = await repo.shortlists.listsOf("ada");
    expect(await repo.shortlists.setNote(list!.id, v1.id, "Asked for a quote\nby Friday")).toBe(
      true,
    );
    expect(await repo.shortlists.setNote(list!.id, v2.id, "Not on the list")).toBe(false);
    await repo.shortlists.rename(list!.id, "Ocean freight");
    const [renamed] = await repo.shortlists.ownedBy("ada");
    expect(renamed).toMatchObject({ name: "Ocean freight" });
    expect(renamed!.items[0]!.note).toBe("Asked for a quote\nby Friday");
    await repo.shortlists.delete(list!.id);
    expect(await repo.shortlists.ownedBy("ada")).toEqual([]);
    expect(await db.selectFrom("shortlist_items").selectAll().execute()).toEqual([]);
  });

  it("shares a list under a token until it is revoked or replaced", async () => {
    await repo.shortlists.add("ada", v1.id, null);
    const [list] = await repo.shortlists.listsOf("ada");
    await repo.shortlists.setNote(list!.id, v1.id, "Best rates");
    const token = await repo.shortlists.share(list!.id);
    expect(isShareToken(token)).toBe(true);
    const shared = await repo.shortlists.byToken(token);
    expect(shared).toMatchObject({ name: DEFAULT_SHORTLIST_NAME, shared: true });
    expect(shared!.items).toEqual([expect.objectContaining({ vendor: v1, note: "Best rates" })]);
    const next = await repo.shortlists.share(list!.id);
    expect(next).not.toBe(token);
    expect(await repo.shortlists.byToken(token)).toBeUndefined();
    await repo.shortlists.revoke(list!.id);
    expect(await repo.shortlists.byToken(next)).toBeUndefined();
  });

  it("leaves suppliers that are no longer listed out of every list", async () => {
    await repo.shortlists.add("ada", v1.id, null);
    await repo.shortlists.add("ada", v2.id, null);
    await db.updateTable("vendors").set({ status: "unlisted" }).where("id", "=", v2.id).execute();
    const [list] = await repo.shortlists.ownedBy("ada");
    expect(list!.count).toBe(1);
    expect(list!.items.map((i) => i.vendor.id)).toEqual([v1.id]);
  });

  it("stops at the number of lists a member may keep", async () => {
    for (let i = 0; i < SHORTLIST_LIMITS.listsPerMember; i++) {
      expect(await repo.shortlists.create("ada", `List ${i}`)).not.toBeNull();
    }
    expect(await repo.shortlists.create("ada", "One too many")).toBeNull();
    expect(await repo.shortlists.create("bob", "Bob's first")).not.toBeNull();
  });

  it("saves jobs for later, per member, newest first, once each", async () => {
    const [j1, j2] = sampleJobs;
    expect(await repo.shortlists.jobs.save("ada", j1!.id, at(1))).toBe("saved");
    expect(await repo.shortlists.jobs.save("ada", j2!.id, at(2))).toBe("saved");
    expect(await repo.shortlists.jobs.save("ada", j1!.id, at(3))).toBe("saved");
    expect(await repo.shortlists.jobs.save("ada", "no-such-job")).toBe("no-job");
    const saved = await repo.shortlists.jobs.of("ada");
    // Stored jobs carry their salary's currency; the samples are in US dollars (decision 464).
    expect(saved.map((s) => s.job)).toEqual([j2, j1].map((j) => ({ ...j, currency: "USD" })));
    expect(await repo.shortlists.jobs.of("bob")).toEqual([]);
    expect(await repo.shortlists.jobs.savedIds("ada", [j1!.id, "x"])).toEqual([j1!.id]);
    expect(await repo.shortlists.jobs.remove("bob", j1!.id)).toBe(false);
    expect(await repo.shortlists.jobs.remove("ada", j1!.id)).toBe(true);
    expect((await repo.shortlists.jobs.of("ada")).map((s) => s.job.id)).toEqual([j2!.id]);
  });

  it("does not change the data version: cached anonymous pages stay", async () => {
    const before = await repo.dataVersion();
    await repo.shortlists.add("ada", v1.id, null);
    await repo.shortlists.jobs.save("ada", sampleJobs[0]!.id);
    expect(await repo.dataVersion()).toBe(before);
  });
});

describe("shortlist links made before only their fingerprints were kept", () => {
  it("keep working, and the plain token is no longer stored", async () => {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(":memory:") }),
    });
    try {
      const all = await migrationProvider.getMigrations();
      const older = Object.fromEntries(
        Object.entries(all).filter(([name]) => name < "2026-12-05-shortlist-token-fingerprints"),
      );
      const { error } = await new Migrator({
        db,
        provider: { getMigrations: async () => older },
      }).migrateToLatest();
      if (error) throw error;
      const token = "T".repeat(43);
      const at = new Date(0).toISOString();
      await db
        .insertInto("shortlists")
        .values({
          id: "s1",
          owner_id: "ada",
          name: "Freight",
          share_token: token,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await migrate(db);
      const repo = createRepository(db);
      expect(await repo.shortlists.byToken(token)).toMatchObject({ id: "s1", shared: true });
      const stored = await db.selectFrom("shortlists").select("share_token").execute();
      expect(stored.map((r) => r.share_token)).not.toContain(token);
    } finally {
      await db.destroy();
    }
  });
});
