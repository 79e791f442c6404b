import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "./database";
import { changesAfter, recordPublicChange, type RecordedChange } from "./public-changes";
import { openTestInstallation, testBackends, type TestInstallation } from "./testing";

// The feed's promise (docs/decisions/500): a client paging through the changes while others are
// written, including a transaction that takes its number and commits late, sees each change
// exactly once, in order. On PostgreSQL the writers are truly concurrent (three pools); on SQLite
// the single writer orders them, and a second handle reads while a write is open.

const opened: TestInstallation[] = [];
const pools: Db[] = [];
afterEach(async () => {
  for (const db of pools.splice(0)) await db.destroy();
  for (const installation of opened.splice(0)) await installation.close();
});

const change = (n: string) => ({
  kind: "tender.published" as const,
  id: n,
  path: `/projects/${n}`,
  at: new Date().toISOString(),
});

const write = (db: Db, id: string) =>
  db.transaction().execute((trx) => recordPublicChange(trx, change(id)));

/** A client of the feed: pages of two, remembering where it stopped. */
function client(db: Db) {
  let cursor = 0;
  const seen: RecordedChange[] = [];
  return {
    seen,
    async page() {
      const items = await changesAfter(db, cursor, 2);
      seen.push(...items);
      if (items.length > 0) cursor = items[items.length - 1]!.seq;
      return items.length;
    },
    async drain() {
      while ((await this.page()) > 0);
    },
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(testBackends)("the change feed on $name", ({ name }) => {
  async function handles(n: number): Promise<Db[]> {
    const installation = await openTestInstallation(name);
    opened.push(installation);
    const more = await Promise.all(
      Array.from({ length: n - 1 }, () => installation.database.open(installation.dataDir)),
    );
    pools.push(...more);
    return [installation.db, ...more];
  }

  it("hands every change to a paging client once, in order, while a late transaction commits after later ones began", async () => {
    const [reader, late, other] = await handles(3);
    const feed = client(reader!);
    for (const id of ["a1", "a2", "a3"]) await write(other!, id);
    await feed.page();

    // A transaction takes its number, then waits before it commits.
    const hold = deferred();
    const taken = deferred();
    const lateWrite = late!.transaction().execute(async (trx) => {
      await recordPublicChange(trx, change("late"));
      taken.resolve();
      await hold.promise;
    });
    await taken.promise;

    // Writes begun meanwhile: concurrent on PostgreSQL, after the late one on SQLite.
    const meanwhile =
      name === "postgres"
        ? Promise.all([write(other!, "b1"), write(other!, "b2")])
        : Promise.resolve();
    await feed.page();
    await feed.page();
    expect(feed.seen.map((c) => c.id)).toEqual(["a1", "a2", "a3"]);

    hold.resolve();
    await lateWrite;
    await meanwhile;
    if (name === "sqlite") for (const id of ["b1", "b2"]) await write(other!, id);
    await feed.page();
    for (const id of ["c1", "c2", "c3"]) {
      await write(other!, id);
      await feed.page();
    }
    await feed.drain();

    const ids = feed.seen.map((c) => c.id);
    expect(ids.slice(0, 4)).toEqual(["a1", "a2", "a3", "late"]);
    expect([...ids].sort()).toEqual(["a1", "a2", "a3", "b1", "b2", "c1", "c2", "c3", "late"]);
    expect(feed.seen.map((c) => c.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("gives no number to a change whose transaction rolled back, and leaves no gap", async () => {
    const [db] = await handles(1);
    await write(db!, "kept");
    await expect(
      db!.transaction().execute(async (trx) => {
        await recordPublicChange(trx, change("dropped"));
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    await write(db!, "next");
    const all = await changesAfter(db!, 0, 10);
    expect(all.map((c) => [c.seq, c.id])).toEqual([
      [1, "kept"],
      [2, "next"],
    ]);
  });

  it("pages many concurrent writers without a skip or a repeat", async () => {
    const [reader, w1, w2] = await handles(3);
    const feed = client(reader!);
    const writers = [w1!, w2!];
    const ids = Array.from({ length: 24 }, (_, i) => `x${i}`);
    const writing = (async () => {
      for (let i = 0; i < ids.length; i += 2) {
        if (name === "postgres")
          await Promise.all([write(writers[0]!, ids[i]!), write(writers[1]!, ids[i + 1]!)]);
        else for (const id of ids.slice(i, i + 2)) await write(writers[0]!, id);
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    const paging = (async () => {
      for (let i = 0; i < 30; i += 1) {
        await feed.page();
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    await Promise.all([writing, paging]);
    await feed.drain();
    expect([...feed.seen.map((c) => c.id)].sort()).toEqual([...ids].sort());
    expect(new Set(feed.seen.map((c) => c.seq)).size).toBe(ids.length);
  });
});
