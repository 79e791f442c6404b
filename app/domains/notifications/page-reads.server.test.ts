import type { KyselyPlugin, RootOperationNode } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../server/db/database";
import { eachTestDatabase, testBackends } from "../../../server/db/testing";
import type { NewNotice } from "./data/model.server";
import { createNotifications } from "./data.server";
import { batchPageReads, withPageReads } from "./page-reads.server";

// Opening a notification's page marks it read behind the page, not in it: remembered in memory,
// written at most once per window for all members in one statement, and on close; a failed
// write never fails a page and is tried again in the next window. The clock is the test's.

const WINDOW = 5_000;

const notice = (userId: string, link: string): NewNotice => ({
  kind: "request-reply",
  userId,
  email: null,
  title: "Acme replied to your request",
  body: "Yes, weekly.",
  link,
  mail: null,
});

/** Counts the UPDATE statements the database is sent, and fails them while `down`. */
function counting(db: Db) {
  const state = { updates: 0, down: false };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (node.kind === "UpdateQueryNode") {
        state.updates++;
        if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      }
      return node as RootOperationNode;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), state };
}

describe.each(testBackends)("page reads on $name", ({ name }) => {
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    async () => undefined,
  );
  let db: Db;
  beforeEach(() => {
    db = database();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => vi.useRealTimers());

  async function setup() {
    const notifications = createNotifications({ db, mailEnabled: false, mailFrom: "x" });
    for (const [userId, link] of [
      ["ada", "/account/requests/1"],
      ["ada", "/account/requests/2"],
      ["bob", "/account/requests/1"],
      ["bob", "/account/requests/3"],
    ] as const) {
      await notifications.send(notice(userId, link));
    }
    const counted = counting(db);
    const logged: string[] = [];
    const reads = batchPageReads({
      db: counted.db,
      windowMs: WINDOW,
      log: (message) => logged.push(message),
    });
    return { notifications, reads, state: counted.state, logged };
  }

  it("writes nothing during the page, then every member's pages in one statement once the window ends", async () => {
    const { notifications, reads, state } = await setup();
    const pages = withPageReads(notifications, reads);
    await pages.markReadByLink("ada", "/account/requests/1");
    await pages.markReadByLink("ada", "/account/requests/2");
    await pages.markReadByLink("ada", "/account/requests/1");
    await pages.markReadByLink("bob", "/account/requests/3");
    expect(state.updates).toBe(0);
    // The member's own pages count what they opened as read already.
    expect(await pages.unreadCount("ada")).toBe(0);
    expect(await pages.unreadCount("bob")).toBe(1);
    expect((await pages.list("bob", 1)).items.map((n) => [n.link, n.read])).toEqual(
      expect.arrayContaining([
        ["/account/requests/3", true],
        ["/account/requests/1", false],
      ]),
    );
    expect(await notifications.unreadCount("ada")).toBe(2);

    await vi.advanceTimersByTimeAsync(WINDOW - 1);
    expect(state.updates).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await reads.flush();
    expect(state.updates).toBe(1);
    expect(await notifications.unreadCount("ada")).toBe(0);
    expect(await notifications.unreadCount("bob")).toBe(1);
    expect(reads.pending("ada")).toEqual([]);
  });

  it("writes a member's views at most once per window, however many pages they open", async () => {
    const { notifications, reads, state } = await setup();
    for (let second = 0; second < 12; second++) {
      reads.note("ada", `/account/requests/${(second % 2) + 1}`);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    await reads.flush();
    // 12 views over 12 s: at most one write per 5 s window, and the rest on the last flush.
    expect(state.updates).toBeGreaterThanOrEqual(2);
    expect(state.updates).toBeLessThanOrEqual(3);
    expect(await notifications.unreadCount("ada")).toBe(0);
  });

  it("never fails the page when the write fails, and writes it in the next window", async () => {
    const { notifications, reads, state, logged } = await setup();
    state.down = true;
    reads.note("ada", "/account/requests/1");
    await vi.advanceTimersByTimeAsync(WINDOW);
    expect(state.updates).toBe(1);
    expect(logged).toHaveLength(1);
    expect(reads.pending("ada").map((o) => o.link)).toEqual(["/account/requests/1"]);
    expect(await notifications.unreadCount("ada", reads.pending("ada"))).toBe(1);

    state.down = false;
    await vi.advanceTimersByTimeAsync(WINDOW);
    await reads.flush();
    expect(state.updates).toBe(2);
    expect(await notifications.unreadCount("ada")).toBe(1);
  });

  it("reads only the notifications that were there when the page was opened", async () => {
    const { notifications, reads } = await setup();
    const pages = withPageReads(notifications, reads);
    await pages.markReadByLink("ada", "/account/requests/1");
    // A later notice to the same page (a new reply) is unread until the page is opened again.
    vi.setSystemTime(Date.now() + 1_000);
    await notifications.send(notice("ada", "/account/requests/1"));
    expect(await pages.unreadCount("ada")).toBe(2);
    await reads.flush();
    expect(await notifications.unreadCount("ada")).toBe(2);
  });

  it("writes what is left when the server closes", async () => {
    const { notifications, reads, state } = await setup();
    reads.note("bob", "/account/requests/1");
    await reads.close();
    expect(state.updates).toBe(1);
    expect(await notifications.unreadCount("bob")).toBe(1);
    await vi.advanceTimersByTimeAsync(WINDOW * 2);
    expect(state.updates).toBe(1);
  });
});
