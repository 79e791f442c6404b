import type { Transporter } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/database";
import { openTestInstallation, testBackends, type TestInstallation } from "../db/testing";
import { MailRelay } from "./mailer";
import { InboxStore } from "./store";

// Two server processes on one database, each with its form relay (docs/decisions/260): every
// submission's e-mail goes out once, whoever sends it.

/** A mail server that counts what it was given, per submission, and can refuse everything. */
function countingTransport(options: { fail?: boolean } = {}) {
  const sends = new Map<string, number>();
  const transport = {
    async sendMail(mail: { text: string }) {
      const id = /\(submission ([^)]+)\)/.exec(mail.text)![1]!;
      sends.set(id, (sends.get(id) ?? 0) + 1);
      // Each send takes a moment, as a real one does: the other relay runs meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (options.fail) throw new Error("421 Service not available");
    },
    close() {},
  };
  return { transport: transport as unknown as Transporter, sends };
}

describe.each(testBackends)("the form relay on $name", ({ name }) => {
  let installation: TestInstallation;
  let second: Db;
  let stores: [InboxStore, InboxStore];
  let clock: number;
  const logs: string[] = [];
  const relays: MailRelay[] = [];

  beforeEach(async () => {
    installation = await openTestInstallation(name);
    second = await installation.database.open(installation.dataDir);
    stores = [
      await InboxStore.open(installation.db, installation.dataDir),
      await InboxStore.open(second, installation.dataDir),
    ];
    clock = Date.now();
    logs.length = 0;
  });
  afterEach(async () => {
    for (const relay of relays.splice(0)) await relay.stop();
    await second.destroy();
    await installation.close();
  });

  function relay(store: InboxStore, transport: Transporter, leaseMs = 60_000) {
    const made = new MailRelay(store, transport, {
      from: "forms@procureconnect.example",
      retry: { baseDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 5 },
      leaseMs,
      now: () => clock,
      log: (m) => logs.push(m),
    });
    relays.push(made);
    return made;
  }

  async function queue(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const result = await stores[0].commit(
        {
          mailbox: "sales@corp.example",
          form: "contact-vendor",
          fields: [["message", `Question ${i}`]],
          attachments: [],
          mail: true,
        },
        new Date(clock - 1000),
      );
      if (result.kind !== "stored") throw new Error(result.kind);
      ids.push(result.summary.id);
    }
    return ids;
  }

  it("sends each due submission once when two relays work at the same time", async () => {
    const ids = await queue(50);
    const { transport, sends } = countingTransport();
    await Promise.all([relay(stores[0], transport).drain(), relay(stores[1], transport).drain()]);
    expect([...sends.keys()].sort()).toEqual([...ids].sort());
    expect([...sends.values()].every((n) => n === 1)).toBe(true);
    for (const id of ids) {
      const summary = (await stores[0].summary(id))!;
      expect([summary.mailStatus, summary.mailAttempts]).toEqual(["sent", 1]);
    }
  });

  it("counts one attempt per try when both relays find the mail server down", async () => {
    const ids = await queue(20);
    const { transport, sends } = countingTransport({ fail: true });
    await Promise.all([relay(stores[0], transport).drain(), relay(stores[1], transport).drain()]);
    expect([...sends.values()]).toEqual(ids.map(() => 1));
    for (const id of ids) {
      const summary = (await stores[1].summary(id))!;
      expect([summary.mailStatus, summary.mailAttempts]).toEqual(["pending", 1]);
    }
    expect(logs.filter((l) => l.includes("(attempt 1), retrying"))).toHaveLength(20);
  });

  it("leaves a submission claimed by a process that died to another once its lease has passed", async () => {
    const [id] = await queue(1);
    // A process claims it and dies before it sends or records anything.
    expect(await stores[0].claimMail(clock, "dead-process", 60_000, 10)).toEqual([
      { id, attempt: 1 },
    ]);
    const { transport, sends } = countingTransport();
    const other = relay(stores[1], transport);
    await other.drain();
    expect(sends.size).toBe(0);

    clock += 60_000;
    await other.drain();
    expect(sends.get(id!)).toBe(1);
    const summary = (await stores[0].summary(id!))!;
    expect([summary.mailStatus, summary.mailAttempts]).toEqual(["sent", 2]);
    // Were it to come back, its outcome is no longer its own to record.
    expect(await stores[0].markMailFailed(id!, "dead-process", "late", null)).toBe(false);
    expect((await stores[0].summary(id!))!.mailStatus).toBe("sent");
  });
});
