import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleGroups, sampleThreads } from "~/data/community";
import { EDIT_WINDOW_MINUTES } from "./rules";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { insertSampleCommunity } from "./data/sample-community.server";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";

// Profiles, groups, threads and their moderation (issue 29), each rule tried by the member who
// must be refused, on SQLite and PostgreSQL.

async function accountsTable(db: Db) {
  await createMembers(db, ["ada", "bob", "olive"]);
}

const ada = { id: "ada", name: "Ada Lovelace", isOperator: false };
const bob = { id: "bob", name: "Bob Stone", isOperator: false };
const olive = { id: "olive", name: "Olive Operator", isOperator: true };
const PROFILE = {
  listed: true,
  role: "Procurement Manager",
  region: "Europe",
  organisation: "",
  bio: "",
};
// After every sample thread (they are dated days before today), so that new ones come first.
const T0 = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe.each(testBackends)("community on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    await accountsTable(db);
  });

  it("seeds the sample groups and threads once, and gives sample members profiles", async () => {
    const groups = await repo.community.groups.list();
    expect(groups.map((g) => g.name)).toEqual(sampleGroups.map((g) => g.name));
    expect(groups[0]!.threadCount).toBe(2);
    expect(await insertSampleCommunity(db)).toBe(0);
    const amara = await repo.community.profiles.byHandle("amara-okafor");
    expect(amara?.name).toBe("Amara Okafor");
    const activity = await repo.community.profiles.activity(amara!.userId!);
    expect(activity.posts.length).toBeGreaterThan(0);
    const ideas = await repo.community.forum.list({
      groupId: null,
      sort: "latest",
      page: 1,
      viewer: null,
    });
    expect(ideas.total).toBe(sampleThreads.filter((t) => !t.groupId).length);
    expect(await repo.community.forum.countsByChallenge()).toMatchObject({ c1: 1, c2: 1 });
  });

  it("lists a member in the directory only once they opt in, found by role and region", async () => {
    const unlisted = await repo.community.profiles.save(ada, { ...PROFILE, listed: false });
    expect(unlisted.handle).toBe("ada-lovelace");
    const search = () => repo.members.search({ role: "Procurement Manager", region: "Europe" }, 50);
    expect((await search()).items.map((m) => m.name)).not.toContain("Ada Lovelace");
    expect(await repo.community.profiles.byHandle("ada-lovelace")).toBeUndefined();
    await repo.community.profiles.save(ada, PROFILE);
    expect((await search()).items.map((m) => m.name)).toContain("Ada Lovelace");
    expect((await repo.community.profiles.byHandle("ada-lovelace"))?.region).toBe("Europe");
    // A second member of the same name gets a handle of their own.
    const twin = await repo.community.profiles.save({ id: "bob", name: "Ada Lovelace" }, PROFILE);
    expect(twin.handle).toBe("ada-lovelace-2");
  });

  it("lets group members post threads; others reply; followers hear of replies", async () => {
    const group = (await repo.community.groups.bySlug("logistics-freight"))!;
    const refused = await repo.community.forum.createThread(
      ada,
      { groupId: group.id, challengeId: null },
      { title: "Pallets", body: "Which ones?" },
    );
    expect(refused).toEqual({ ok: false, refusal: "notMember" });
    await repo.community.groups.join(group.id, ada.id);
    const made = await repo.community.forum.createThread(
      ada,
      { groupId: group.id, challengeId: null },
      { title: "Pallets", body: "Which ones?" },
      undefined,
      T0,
    );
    expect(made.ok).toBe(true);
    const threadId = made.ok ? made.value : "";
    const told: string[][] = [];
    const reply = await repo.community.forum.addReply(
      bob,
      threadId,
      "Euro pallets.",
      async (_trx, event) => void told.push(event.followers),
      later(1),
    );
    expect(reply.ok).toBe(true);
    expect(told).toEqual([["ada"]]);
    const thread = await repo.community.forum.thread(threadId, null);
    expect(thread?.replyCount).toBe(1);
    const listed = await repo.community.forum.list({
      groupId: group.id,
      sort: "latest",
      page: 1,
      viewer: null,
    });
    expect(listed.items[0]!.id).toBe(threadId);
  });

  it("refuses edits by others and after the window, replies in locked threads, blocked members", async () => {
    const made = await repo.community.forum.createThread(
      ada,
      { groupId: null, challengeId: "c1" },
      { title: "Idea", body: "Crates" },
      undefined,
      T0,
    );
    const threadId = made.ok ? made.value : "";
    const edit = (who: typeof ada, at: Date) =>
      repo.community.forum.editThread(who, threadId, { title: "Idea 2", body: "More" }, at);
    expect(await edit(bob, later(1))).toEqual({ ok: false, refusal: "notYours" });
    expect(await edit(ada, later(EDIT_WINDOW_MINUTES + 1))).toEqual({
      ok: false,
      refusal: "editWindow",
    });
    expect((await edit(ada, later(5))).ok).toBe(true);
    expect(await repo.community.forum.deleteThread(bob, threadId)).toEqual({
      ok: false,
      refusal: "notYours",
    });

    const r = await repo.community.forum.addReply(bob, threadId, "Nice", undefined, later(2));
    const replyId = r.ok ? r.value : "";
    expect(await repo.community.forum.editReply(ada, replyId, "Edited", later(3))).toEqual({
      ok: false,
      refusal: "notYours",
    });
    expect(await repo.community.forum.deleteReply(ada, replyId)).toEqual({
      ok: false,
      refusal: "notYours",
    });
    expect(await repo.community.forum.toggleHelpful(bob, replyId)).toEqual({
      ok: false,
      refusal: "notYours",
    });
    expect(await repo.community.forum.toggleHelpful(ada, replyId)).toEqual({
      ok: true,
      value: true,
    });

    // Operator actions by a member do nothing.
    expect(
      await repo.community.forum.moderate(
        bob,
        "lock",
        { threadId, replyId: null },
        undefined,
        later(4),
      ),
    ).toBe(false);
    expect(await repo.community.forum.block(bob, "ada", true)).toBe(false);
    // Any member may create a group (issue 44); its name is its own.
    expect(
      await repo.community.groups.create({ name: "X", description: "Y", topic: "Z" }, bob),
    ).toBe("x");
    expect(
      await repo.community.groups.create({ name: "X", description: "Y2", topic: "Z" }, bob),
    ).toBe(undefined);

    expect(await repo.community.forum.moderate(olive, "lock", { threadId, replyId: null })).toBe(
      true,
    );
    expect(await repo.community.forum.addReply(bob, threadId, "Again")).toEqual({
      ok: false,
      refusal: "locked",
    });

    expect(await repo.community.forum.block(olive, "bob", true)).toBe(true);
    expect(
      await repo.community.forum.createThread(
        bob,
        { groupId: null, challengeId: null },
        { title: "Hi", body: "There" },
      ),
    ).toEqual({ ok: false, refusal: "blocked" });
  });

  it("hides a reported reply from everyone but operators, and restores it", async () => {
    const target = { threadId: "t1", replyId: "t1-r1" };
    expect((await repo.community.forum.report(bob, target, "spam")).ok).toBe(true);
    const queue = await repo.community.forum.moderation();
    expect(queue.reported.map((p) => p.replyId)).toEqual(["t1-r1"]);
    expect(queue.reported[0]!.reports).toEqual([{ reason: "spam", count: 1 }]);
    expect(await repo.community.forum.moderate(olive, "hide", target)).toBe(true);
    const shown = async (viewer: typeof ada | null) =>
      (await repo.community.forum.replies("t1", 1, viewer)).items.map((r) => r.id);
    expect(await shown(ada)).not.toContain("t1-r1");
    expect(await shown(olive)).toContain("t1-r1");
    const after = await repo.community.forum.moderation();
    expect(after.reported).toEqual([]);
    expect(after.hidden.map((p) => p.replyId)).toEqual(["t1-r1"]);
    expect(await repo.community.forum.moderate(olive, "restore", target)).toBe(true);
    expect(await shown(null)).toContain("t1-r1");
  });

  it("hides a thread from the list and its page for members", async () => {
    const target = { threadId: "t2", replyId: null };
    await repo.community.forum.report(ada, target, "abuse");
    await repo.community.forum.moderate(olive, "hide", target);
    expect(await repo.community.forum.thread("t2", ada)).toBeUndefined();
    expect((await repo.community.forum.thread("t2", olive))?.hidden).toBe(true);
    expect(await repo.community.forum.report(ada, target, "spam")).toEqual({
      ok: false,
      refusal: "gone",
    });
  });
});
