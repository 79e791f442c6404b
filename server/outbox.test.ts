import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createNotifications, type NewNotice } from "../app/domains/notifications/index.server";
import type { Db } from "./db/database";
import { eachTestDatabase, testBackends } from "./db/testing";
import type { Mail } from "./notices";
import { createOutbox, OUTBOX_GIVE_UP_MS, retryDelay } from "./outbox";

// The outbox worker, on SQLite and PostgreSQL, with a clock the test moves: an e-mail is retried
// with backoff while the mail server fails and sent once when it answers, given up after a day,
// and never sent twice by two workers. The notices that queue them are written by the
// notifications (app/domains/notifications/data.server.test.ts).

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

describe("retryDelay", () => {
  it("doubles from the first delay up to the longest", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, 30_000, 30 * 60_000));
    expect(delays).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000,
    ]);
  });
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

  it("retries with backoff while the mail server is down, and sends once when it is back", async () => {
    const { notifications, outbox, sent, setDown } = setup();
    setDown(true);
    await notifications.send(notice());
    expect(await outbox.runDue()).toBe(0);
    const row = () => db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ attempts: 1, sent_at: null });
    expect((await row()).last_error).toContain("ECONNREFUSED");
    expect((await row()).next_attempt_at).toBe(new Date(START + 30_000).toISOString());

    // Not due before its time; then the second attempt waits twice as long.
    clock += 29_000;
    expect(await outbox.runDue()).toBe(0);
    expect((await row()).attempts).toBe(1);
    clock += 1_000;
    await outbox.runDue();
    expect((await row()).attempts).toBe(2);
    expect((await row()).next_attempt_at).toBe(new Date(clock + 60_000).toISOString());

    // An hour down: the attempts space out to 30 minutes, nothing is lost.
    for (let i = 0; i < 60; i++) {
      clock += 60_000;
      await outbox.runDue();
    }
    const waiting = await row();
    expect(waiting.sent_at).toBeNull();
    expect(waiting.failed_at).toBeNull();
    expect(Date.parse(waiting.next_attempt_at) - clock).toBeLessThanOrEqual(30 * 60_000);
    expect(waiting.attempts).toBeLessThan(10);

    setDown(false);
    clock += 30 * 60_000;
    expect(await outbox.runDue()).toBe(1);
    expect(sent).toHaveLength(1);
    clock += 60 * 60_000;
    expect(await outbox.runDue()).toBe(0);
    expect(sent).toHaveLength(1);
    expect((await row()).sent_at).not.toBeNull();
  });

  it("gives an e-mail up after a day of failures", async () => {
    const { notifications, outbox, setDown } = setup();
    setDown(true);
    await notifications.send(notice());
    while (clock - START < OUTBOX_GIVE_UP_MS + 60 * 60_000) {
      clock += 30 * 60_000;
      await outbox.runDue();
    }
    const row = await db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.failed_at).not.toBeNull();
    // About a day's worth of attempts: 30 s doubling to 30 minutes.
    expect(row.attempts).toBeGreaterThan(40);
    expect(row.attempts).toBeLessThan(60);
    setDown(false);
    clock += 60 * 60_000;
    expect(await outbox.runDue()).toBe(0);
  });

  it("sends each e-mail once when two workers run at the same time", async () => {
    const { notifications, sent } = setup();
    for (let i = 0; i < 30; i++) await notifications.send(notice({ title: `n${i}` }));
    const second = createOutbox({
      db,
      now,
      log: () => undefined,
      send: async (mail) => {
        sent.push(mail);
      },
    });
    const first = createOutbox({
      db,
      now,
      batch: 5,
      log: () => undefined,
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(mail);
      },
    });
    const counts = await Promise.all([first.runDue(), second.runDue(), first.runDue()]);
    expect(counts[0]! + counts[1]!).toBe(30);
    expect(sent).toHaveLength(30);
  });
});
