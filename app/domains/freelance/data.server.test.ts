import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import type { FreelancePostInput } from "./rules";
import type { NewNotice } from "~/domains/notifications/index.server";
import { migrate, type Db } from "../../../server/db/database";
import { migrationProvider } from "../../../server/db/migrations";
import { vendorRow } from "../../../server/db/rows";
import type { Database } from "../../../server/db/schema";
import { createRepository, type Repository } from "../../../server/db/repository";
import { SAMPLE_FREELANCE_POSTS } from "./sample-freelance";
import { seedSampleData } from "../../../server/db/seed";
import type { Tell } from "../../../server/db/write";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";

// Freelance posts and their proposals (issue 30), each rule tried by the party that must be
// refused (another owner, a member, nobody), on SQLite and PostgreSQL.

const [v1, v2] = sampleVendors as [(typeof sampleVendors)[number], (typeof sampleVendors)[number]];

const input = (over: Partial<FreelancePostInput> = {}): FreelancePostInput => ({
  companyId: v1.id,
  title: "Supplier audit checklist",
  description: "Write our **supplier audit** checklist.",
  category: "Logistics",
  skills: ["Auditing"],
  isRemote: true,
  location: "Remote",
  budgetType: "fixed",
  budget: 3000,
  duration: "1-3 months",
  closesOn: "2099-01-31",
  ...over,
});

const PDF = { file: "a".repeat(32) + ".pdf", name: "plan.pdf", type: "application/pdf", size: 10 };

describe.each(testBackends)("freelance work on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  let notices: NewNotice[];
  const tell: Tell = async (_trx, notice) => void notices.push(notice);
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    notices = [];
    await createMembers(db, ["ada", "bob", "cy", "dee"]);
    await db.updateTable("vendors").set({ owner_id: "bob" }).where("id", "=", v1.id).execute();
    await db.updateTable("vendors").set({ owner_id: "cy" }).where("id", "=", v2.id).execute();
  });

  const ada = { id: "ada", name: "Ada Freelancer" };
  const dee = { id: "dee", name: "Dee Designer" };
  const offer = (price: number, timelineDays = 20) => ({
    price,
    timelineDays,
    message: "I have run such audits for ten years.",
  });

  it("lists the samples on a new installation, and they take no proposals", async () => {
    const listing = await repo.freelance.listing({}, 50);
    expect(listing.items.map((p) => p.id).sort()).toEqual(
      SAMPLE_FREELANCE_POSTS.map((p) => p.id).sort(),
    );
    expect(listing.items[0]?.companySlug).toMatch(/^[a-z-]+$/);
    expect(await repo.freelance.propose(ada, "f1", offer(100), [])).toEqual({
      ok: false,
      reason: "sample",
    });
  });

  it("posts only for the member's approved companies, and lists published posts by filter", async () => {
    expect(await repo.freelance.create("cy", input(), true)).toBeUndefined();
    expect(await repo.freelance.create("ada", input(), true)).toBeUndefined();
    const draft = (await repo.freelance.create("bob", input({ title: "Draft work" }), false))!;
    const id = (await repo.freelance.create("bob", input({ budgetType: "hourly" }), true))!;
    expect(await repo.freelance.publicPost(draft)).toBeUndefined();
    expect(await repo.freelance.publicPost(id)).toMatchObject({
      state: "open",
      post: { title: "Supplier audit checklist", company: v1.name, companySlug: v1.slug },
    });
    const hourly = await repo.freelance.listing({ budget: "hourly", category: "Logistics" }, 50);
    expect(hourly.items.map((p) => p.id)).toEqual([id]);
    expect(
      (await repo.freelance.listing({ budget: "fixed" }, 50)).items.map((p) => p.id),
    ).not.toContain(id);
    expect(
      (await repo.freelance.listing({ category: "Design" }, 50)).items.map((p) => p.id),
    ).not.toContain(id);
    expect(await repo.freelance.openIds()).toContain(id);
    expect(await repo.freelance.openIds()).not.toContain(draft);
    expect((await repo.freelance.mine("bob")).map((p) => p.post.id).sort()).toEqual(
      [draft, id].sort(),
    );
    expect(await repo.freelance.mine("cy")).toEqual([]);
  });

  it("edits, closes and reopens a post for its owner only", async () => {
    const id = (await repo.freelance.create("bob", input(), true))!;
    for (const who of ["cy", "ada", ""]) {
      expect(await repo.freelance.owned(who, id)).toBeUndefined();
      expect(await repo.freelance.update(who, id, input({ title: "Taken" }))).toBe(false);
      expect(await repo.freelance.setStatus(who, id, "closed")).toBe("not-found");
    }
    expect(await repo.freelance.update("bob", id, input({ title: "Audit checklist v2" }))).toBe(
      true,
    );
    expect((await repo.freelance.publicPost(id))?.post).toMatchObject({
      title: "Audit checklist v2",
      updatedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await repo.freelance.setStatus("bob", id, "closed")).toBe("ok");
    expect(await repo.freelance.publicPost(id)).toMatchObject({ state: "closed" });
    expect((await repo.freelance.listing({}, 50)).items.map((p) => p.id)).not.toContain(id);
    expect(await repo.freelance.setStatus("bob", id, "published")).toBe("ok");
    // Past its closing day it leaves the listing, takes no proposals and cannot be reopened.
    await db
      .updateTable("freelance_posts")
      .set({ closes_on: "2020-01-01" })
      .where("id", "=", id)
      .execute();
    expect(await repo.freelance.publicPost(id)).toMatchObject({ state: "closed" });
    expect(await repo.freelance.propose(ada, id, offer(100), [])).toEqual({
      ok: false,
      reason: "closed",
    });
    await repo.freelance.setStatus("bob", id, "closed");
    expect(await repo.freelance.setStatus("bob", id, "published")).toBe("past-closing");
  });

  it("shows proposals and their files to the post's owner only, and tells them of each", async () => {
    const id = (await repo.freelance.create("bob", input(), true))!;
    expect(
      await repo.freelance.propose({ id: "bob", name: "Bob" }, id, offer(1), [], tell),
    ).toEqual({
      ok: false,
      reason: "own-post",
    });
    const first = await repo.freelance.propose(ada, id, offer(2800), [PDF], tell);
    expect(first).toMatchObject({ ok: true, created: true });
    expect(notices).toMatchObject([
      {
        kind: "freelance-proposal",
        userId: "bob",
        link: `/account/freelance/${id}`,
        email: "bob@example.com",
      },
    ]);
    const proposalId = first.ok ? first.id : "";
    const proposals = await repo.freelance.proposals("bob", id);
    expect(proposals).toMatchObject([
      {
        id: proposalId,
        name: "Ada Freelancer",
        price: 2800,
        timelineDays: 20,
        status: "submitted",
      },
    ]);
    const fileId = proposals![0]!.files[0]!.id;
    expect(await repo.freelance.file("bob", id, proposalId, fileId)).toMatchObject({
      name: "plan.pdf",
      file: PDF.file,
    });
    // Another owner, a member (the proposer included) and nobody are refused.
    for (const who of ["cy", "ada", "dee", ""]) {
      expect(await repo.freelance.proposals(who, id)).toBeUndefined();
      expect(await repo.freelance.file(who, id, proposalId, fileId)).toBeUndefined();
      expect(await repo.freelance.accept(who, id, proposalId, tell)).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
    // The file is reached only through its own post and proposal.
    const other = (await repo.freelance.create("bob", input({ title: "Other" }), true))!;
    expect(await repo.freelance.file("bob", other, proposalId, fileId)).toBeUndefined();
  });

  it("keeps one proposal per member: a second one changes it, new files replace the old", async () => {
    const id = (await repo.freelance.create("bob", input(), true))!;
    const first = await repo.freelance.propose(ada, id, offer(2800), [PDF], tell);
    const again = await repo.freelance.propose(
      ada,
      id,
      offer(2600, 15),
      [{ ...PDF, file: "b".repeat(32) + ".pdf", name: "plan-2.pdf" }],
      tell,
    );
    expect(again).toMatchObject({ ok: true, created: false, replacedFiles: [PDF.file] });
    expect(first.ok && again.ok && first.id === again.id).toBe(true);
    expect(await repo.freelance.proposals("bob", id)).toMatchObject([
      { price: 2600, timelineDays: 15, files: [{ name: "plan-2.pdf" }] },
    ]);
    expect(notices).toHaveLength(1);
    expect(await repo.freelance.proposalsOf("ada")).toMatchObject([
      { postId: id, price: 2600, status: "submitted", postState: "open" },
    ]);
    // Only its author withdraws it.
    const proposalId = again.ok ? again.id : "";
    expect(await repo.freelance.withdraw("dee", proposalId)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await repo.freelance.withdraw("bob", proposalId)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await repo.freelance.withdraw("ada", proposalId)).toEqual({
      ok: true,
      files: ["b".repeat(32) + ".pdf"],
    });
    expect(await repo.freelance.proposals("bob", id)).toEqual([]);
  });

  it("accepts one proposal, declines the other and tells both; the post is awarded", async () => {
    const id = (await repo.freelance.create("bob", input(), true))!;
    const a = await repo.freelance.propose(ada, id, offer(2800), [], tell);
    const d = await repo.freelance.propose(dee, id, offer(2400, 30), [], tell);
    if (!a.ok || !d.ok) throw new Error("The proposals were not sent.");
    notices = [];
    // A proposal to another post is not one of this post's.
    const other = (await repo.freelance.create("bob", input({ title: "Other" }), true))!;
    const elsewhere = await repo.freelance.propose(ada, other, offer(10), [], tell);
    if (!elsewhere.ok) throw new Error("The proposal was not sent.");
    expect(await repo.freelance.accept("bob", id, elsewhere.id, tell)).toEqual({
      ok: false,
      reason: "not-found",
    });
    notices = [];

    expect(await repo.freelance.accept("bob", id, d.id, tell)).toEqual({ ok: true });
    expect(await repo.freelance.proposals("bob", id)).toMatchObject([
      { id: a.id, status: "declined" },
      { id: d.id, status: "accepted" },
    ]);
    expect(notices).toHaveLength(2);
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "proposal-outcome",
          userId: "dee",
          title: `Your proposal was accepted: ${input().title}`,
        }),
        expect.objectContaining({
          kind: "proposal-outcome",
          userId: "ada",
          title: `Another proposal was chosen: ${input().title}`,
          link: "/account/proposals",
        }),
      ]),
    );
    expect(await repo.freelance.publicPost(id)).toMatchObject({ state: "awarded" });
    expect((await repo.freelance.listing({}, 50)).items.map((p) => p.id)).not.toContain(id);
    expect((await repo.freelance.proposalsOf("ada")).find((p) => p.postId === id)).toMatchObject({
      status: "declined",
      postState: "awarded",
    });
    // Once decided: no second award, no new or changed proposals, no withdrawal, no edit.
    expect(await repo.freelance.accept("bob", id, a.id, tell)).toEqual({
      ok: false,
      reason: "decided",
    });
    expect(await repo.freelance.propose(ada, id, offer(1), [], tell)).toEqual({
      ok: false,
      reason: "closed",
    });
    expect(await repo.freelance.withdraw("ada", a.id)).toEqual({ ok: false, reason: "closed" });
    expect(await repo.freelance.update("bob", id, input())).toBe(false);
    expect(await repo.freelance.setStatus("bob", id, "published")).toBe("awarded");
  });

  it("closes a company's posts when it leaves the network", async () => {
    const id = (await repo.freelance.create("bob", input(), true))!;
    expect(await repo.companies.unlist(v1.id, { by: "op" })).toBeDefined();
    expect(await repo.freelance.publicPost(id)).toMatchObject({ state: "closed" });
    expect((await repo.freelance.listing({}, 50)).items.map((p) => p.id)).not.toContain(id);
    // Its owner no longer manages it through the company, nor reopens it.
    expect(await repo.freelance.setStatus("bob", id, "published")).toBe("not-found");
  });
});

describe("the sample freelance posts", () => {
  it("reach an installation seeded before they existed, once, and not an empty one", async () => {
    const open = () =>
      new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    const before = async (db: Kysely<Database>) => {
      const all = await migrationProvider.getMigrations();
      const older = Object.fromEntries(
        Object.entries(all).filter(([name]) => name < "2026-11-28-freelance"),
      );
      const { error } = await new Migrator({
        db,
        provider: { getMigrations: async () => older },
      }).migrateToLatest();
      if (error) throw error;
    };
    const seeded = open();
    const empty = open();
    try {
      await before(seeded);
      await seeded
        .insertInto("vendors")
        .values(sampleVendors.map((v, i) => vendorRow(v, i)))
        .execute();
      await migrate(seeded);
      const rows = await seeded.selectFrom("freelance_posts").select(["id", "company"]).execute();
      expect(rows.map((r) => r.id).sort()).toEqual(SAMPLE_FREELANCE_POSTS.map((p) => p.id).sort());
      expect(rows.find((r) => r.id === "f1")?.company).toBe("Southerly Cold Chain");
      await before(empty);
      await migrate(empty);
      expect(await empty.selectFrom("freelance_posts").selectAll().execute()).toEqual([]);
    } finally {
      await seeded.destroy();
      await empty.destroy();
    }
  });
});
