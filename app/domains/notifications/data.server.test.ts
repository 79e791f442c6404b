import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/database";
import { createAccounts, eachTestDatabase, testBackends } from "../../../server/db/testing";
import type { Mail } from "../../../server/notices";
import { createOutbox } from "../../../server/outbox";
import type { NewNotice } from "./data/model.server";
import { createNotifications } from "./data.server";

// The notifications, on SQLite and PostgreSQL, with a clock the test moves: a notice is written
// with its event or not at all, its e-mail queued only when mail is configured, the member wants
// it and there is an address, once per dedupe key, and a member reads and marks only their own
// notifications. The outbox worker that sends the e-mails is tested in server/outbox.test.ts.

const START = Date.parse("2026-11-26T08:00:00.000Z");
const FROM = "ProcureConnect <notices@procureconnect.example>";

const notice = (over: Partial<NewNotice> = {}): NewNotice => ({
  kind: "request-reply",
  userId: "ada",
  email: "ada@example.com",
  title: "Acme replied to your request",
  body: "Yes, weekly.",
  link: "/account/requests/01ABC",
  mail: { subject: "Acme replied", text: "Yes, weekly." },
  ...over,
});

describe.each(testBackends)("on $name", ({ name }) => {
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    async () => undefined,
  );
  let db: Db;
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    db = database();
    clock = START;
  });

  function setup(mailEnabled = true) {
    const notifications = createNotifications({
      db,
      mailEnabled,
      mailFrom: FROM,
      now: () => new Date(clock),
    });
    const sent: Mail[] = [];
    let down = false;
    const outbox = createOutbox({
      db,
      now,
      retryMs: 30_000,
      log: () => undefined,
      send: async (mail) => {
        if (down) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
        sent.push(mail);
      },
    });
    return {
      notifications,
      outbox,
      sent,
      setDown: (value: boolean) => {
        down = value;
      },
    };
  }

  it("writes a notice with its event, or nothing when the event's transaction fails", async () => {
    const { notifications, outbox, sent } = setup();
    await expect(
      db.transaction().execute(async (trx) => {
        await notifications.write(trx, notice({ title: "Lost" }));
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await notifications.unreadCount("ada")).toBe(0);
    expect(await outbox.runDue()).toBe(0);

    await db.transaction().execute((trx) => notifications.write(trx, notice()));
    expect(await notifications.unreadCount("ada")).toBe(1);
    expect(await outbox.runDue()).toBe(1);
    expect(sent).toEqual([
      { from: FROM, to: "ada@example.com", subject: "Acme replied", text: "Yes, weekly." },
    ]);
    expect(await outbox.runDue()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it("writes no e-mail without mail, for a member who turned the kind off, or without an address", async () => {
    const off = setup(false);
    await off.notifications.send(notice());
    expect(await off.outbox.runDue()).toBe(0);
    expect(await off.notifications.unreadCount("ada")).toBe(1);

    const { notifications, outbox, sent } = setup();
    const settings = await notifications.emailSettings("bob");
    await notifications.saveEmailSettings("bob", { ...settings, "request-reply": false });
    expect((await notifications.emailSettings("bob"))["request-reply"]).toBe(false);
    expect((await notifications.emailSettings("bob"))["request-new"]).toBe(true);
    await notifications.send(notice({ userId: "bob", email: "bob@example.com" }));
    await notifications.send(notice({ userId: "bob", email: null }));
    expect(await outbox.runDue()).toBe(0);
    // A signed-out buyer: the e-mail alone, no notification.
    await notifications.send(notice({ userId: null, email: "guest@example.com" }));
    expect(await outbox.runDue()).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(["guest@example.com"]);
    expect(await notifications.unreadCount("bob")).toBe(2);
  });

  it("e-mails the member's own address when the notice names none", async () => {
    const { notifications, outbox, sent } = setup();
    await createAccounts(db, [{ id: "ada", name: "Ada", email: "ada@owner.example" }]);
    await notifications.send(notice({ email: undefined }));
    await notifications.send(notice({ userId: "nobody", email: undefined }));
    expect(await outbox.runDue()).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(["ada@owner.example"]);
    expect(await notifications.unreadCount("nobody")).toBe(1);
  });

  it("notifies once per dedupe key", async () => {
    const { notifications } = setup();
    await notifications.send(notice({ dedupeKey: "request-new:1" }));
    await notifications.send(notice({ dedupeKey: "request-new:1" }));
    expect(await notifications.unreadCount("ada")).toBe(1);
  });

  it("lets a member read and mark their own notifications only", async () => {
    const { notifications } = setup();
    await notifications.send(notice());
    await notifications.send(notice({ title: "Second" }));
    await notifications.send(notice({ userId: "bob", title: "Bob's" }));
    const ada = await notifications.list("ada", 1);
    expect(ada.items.map((n) => n.title)).toEqual(
      expect.arrayContaining(["Acme replied to your request", "Second"]),
    );
    expect(ada.total).toBe(2);
    const bobs = (await notifications.list("bob", 1)).items[0]!;

    // Ada cannot mark Bob's read.
    expect(await notifications.markRead("ada", bobs.id)).toBe(false);
    expect(await notifications.unreadCount("bob")).toBe(1);

    expect(await notifications.markRead("ada", ada.items[0]!.id)).toBe(true);
    expect(await notifications.unreadCount("ada")).toBe(1);
    await notifications.markAllRead("ada");
    expect(await notifications.unreadCount("ada")).toBe(0);
    expect(await notifications.unreadCount("bob")).toBe(1);
    await notifications.markReadByLink("bob", "/account/requests/01ABC");
    expect(await notifications.unreadCount("bob")).toBe(0);
  });
});
