import { roadworksTender } from "./roadworks.testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import { createNotifications, type Notifications } from "~/domains/notifications/index.server";
import { tellThrough } from "~/lib/tell.server";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import { JOBS, matchJobDefinitions } from "../../../server/jobs/definitions";
import type { JobRunner } from "../../../server/jobs/job";
import { createJobRunner } from "../../../server/jobs/runner";
import ICAL from "ical.js";
import { calendarText, calendarUid } from "./calendar.server";

// Matchmaking on SQLite and PostgreSQL (issue 43 items 5 and 6, decisions 480-482): a published
// tender tells the owners of the companies whose capabilities match its items' CPV codes, once,
// whatever the number of runs or servers; not the buyer's own company, nor a company an
// invited-only tender is not open to; and the saved searches it matches, once each.

const [v1, v2, v3] = sampleVendors as unknown as [{ id: string }, { id: string }, { id: string }];
const HOUR = 3_600_000;
const anySearch = { cpvPrefix: null, q: null, region: null, minValue: null, maxValue: null };
type TenderValues = Parameters<Repository["tenders"]["create"]>[1];
const values = (over: Partial<TenderValues> = {}): TenderValues => roadworksTender(over);

describe.each(testBackends)("matchmaking on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  let notifications: Notifications;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    notifications = createNotifications({ db, mailEnabled: true, mailFrom: "site@example.com" });
    await createMembers(db, ["ada", "bob", "cy", "dee", "eve"]);
    // bob's v1 builds roads (45…), cy's v2 designs (71…), ada (the buyer) owns v3, a road builder.
    await db.updateTable("vendors").set({ owner_id: "bob" }).where("id", "=", v1.id).execute();
    await db.updateTable("vendors").set({ owner_id: "cy" }).where("id", "=", v2.id).execute();
    await db.updateTable("vendors").set({ owner_id: "ada" }).where("id", "=", v3.id).execute();
    await db
      .insertInto("company_cpv")
      .values([
        { company_id: v1.id, code: "45000000-7" },
        { company_id: v2.id, code: "71300000-1" },
        { company_id: v3.id, code: "45233140-2" },
      ])
      .execute();
  });

  async function published(code: string, over: Partial<TenderValues> = {}) {
    const id = await repo.tenders.create({ id: "ada" }, values(over), [], { publish: true });
    await db
      .updateTable("tender_items")
      .set({ cpv_code: code })
      .where("tender_id", "=", id)
      .execute();
    return id;
  }

  const noticesOf = (kind: string) =>
    db
      .selectFrom("notifications")
      .select(["user_id", "dedupe_key", "link"])
      .where("kind", "=", kind)
      .orderBy("user_id")
      .execute();

  it("tells the matching supplier once when the match runs twice at the same moment", async () => {
    const id = await published("45233140-2");
    const tell = tellThrough(notifications, "");
    const other = createRepository(db);
    const runs = await Promise.all([
      repo.matchmaking.matchTender(id, tell, { origin: "https://procure.example" }),
      other.matchmaking.matchTender(id, tell, { origin: "https://procure.example" }),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    // bob's company matches by its division; ada's own company and cy's designers are not told.
    expect(await noticesOf("tender-match")).toEqual([
      { user_id: "bob", dedupe_key: `tender-match:${id}:${v1.id}`, link: `/projects/${id}` },
    ]);
    const mail = await db.selectFrom("outbox").select(["mail_to", "body"]).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain(`https://procure.example/projects/${id}`);
  });

  it("sends the match to the company's webhook endpoint once, with its notice", async () => {
    const id = await published("45233140-2");
    await db
      .insertInto("webhook_endpoints")
      .values({
        id: "e1",
        vendor_id: v1.id,
        url: "https://hooks.example/in",
        events: JSON.stringify(["tender.matching_published"]),
        secret: "whsec_dGVzdA==",
        created_by: "bob",
        created_at: new Date().toISOString(),
      })
      .execute();
    const tell = tellThrough(notifications, "");
    await repo.matchmaking.matchTender(id, tell);
    await repo.matchmaking.matchTender(id, tell);
    const sent = await db.selectFrom("webhook_deliveries").select(["vendor_id", "event"]).execute();
    expect(sent).toEqual([{ vendor_id: v1.id, event: "tender.matching_published" }]);
  });

  it("by default tells only the suppliers meeting the tender's requirements", async () => {
    const id = await published("45233140-2");
    await db
      .insertInto("tender_requirements")
      .values({ id: "r1", tender_id: id, position: 0, name: "ISO 9001", verified: 0 })
      .execute();
    await repo.matchmaking.matchTender(id, tellThrough(notifications, ""));
    // bob's company matches the code but holds no ISO 9001 certificate.
    expect(await noticesOf("tender-match")).toEqual([]);
  });

  it("keeps only the companies the qualification step lets through", async () => {
    const id = await published("45233140-2");
    const asked: string[][] = [];
    await repo.matchmaking.matchTender(id, tellThrough(notifications, ""), {
      qualify: async (_tender, ids) => {
        asked.push(ids);
        return new Set();
      },
    });
    expect(asked).toEqual([[v1.id]]);
    expect(await noticesOf("tender-match")).toEqual([]);
  });

  it("tells an invited-only tender's match only when its company is invited", async () => {
    const id = await published("45233140-2", { visibility: "invited" });
    await repo.matchmaking.matchTender(id, tellThrough(notifications, ""));
    expect(await noticesOf("tender-match")).toEqual([]);
    const again = await published("45233140-2", { visibility: "invited" });
    await repo.tenders.invite(again, "ada", v1.id);
    await repo.matchmaking.matchTender(again, tellThrough(notifications, ""));
    expect((await noticesOf("tender-match")).map((n) => n.link)).toEqual([`/projects/${again}`]);
  });

  it("fires a saved search on prefix 45 once for an item coded 45233140-2, not for 71311000-1", async () => {
    expect(await repo.matchmaking.saveSearch("eve", { ...anySearch, cpvPrefix: "45" })).toBe(
      "saved",
    );
    const roads = await published("45233140-2");
    const design = await published("71311000-1");
    const tell = tellThrough(notifications, "");
    for (const id of [roads, design, roads]) await repo.matchmaking.matchTender(id, tell);
    expect((await noticesOf("tender-search")).map((n) => [n.user_id, n.link])).toEqual([
      ["eve", `/projects/${roads}`],
    ]);
    expect(await db.selectFrom("tender_search_hits").select("tender_id").execute()).toEqual([
      { tender_id: roads },
    ]);
  });

  it("through two job runners, queues one keyed job per tender and tells each supplier once", async () => {
    const id = await published("45233140-2");
    const runners: JobRunner[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const r = await createJobRunner(
          db,
          matchJobDefinitions({
            repo: createRepository(db),
            notifications,
            publicUrl: "",
            send: async (job, data, options) => void (await runners[i]!.send(job, data, options)),
          }),
          { databaseUrl: null, pollMs: 100, log: () => undefined },
        );
        runners.push(r);
      }
      const due = await repo.matchmaking.matchesDue();
      expect(due).toEqual([id]);
      const sent = await Promise.all(
        runners.map((r) => r.send(JOBS.tenderMatch, { tenderId: id }, { key: id })),
      );
      expect(sent.filter(Boolean)).toHaveLength(1);
      await Promise.all(runners.map((r) => r.start()));
      runners.forEach((r) => r.kick(JOBS.tenderMatch));
      // Until the run has finished (not only claimed it: a held run is not due either).
      const finished = async () =>
        !!(
          await db
            .selectFrom("tender_matchings")
            .select("finished_at")
            .where("tender_id", "=", id)
            .executeTakeFirst()
        )?.finished_at;
      const end = Date.now() + 10_000;
      while (!(await finished()) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 300));
      expect((await noticesOf("tender-match")).map((n) => n.user_id)).toEqual(["bob"]);
    } finally {
      for (const r of runners) await r.stop(1000);
    }
  });

  it("refuses another member the owner's saved search and the buyer's suggestions", async () => {
    await repo.matchmaking.saveSearch("eve", { ...anySearch, q: "roads" });
    const [search] = await repo.matchmaking.searchesOf("eve");
    expect(await repo.matchmaking.deleteSearch("bob", search!.id)).toBe(false);
    expect(await repo.matchmaking.searchesOf("eve")).toHaveLength(1);
    expect(await repo.matchmaking.searchesOf("bob")).toEqual([]);
    const draft = await repo.tenders.create({ id: "ada" }, values(), [], { publish: false });
    await db.updateTable("tender_items").set({ cpv_code: "45233140-2" }).execute();
    expect(await repo.matchmaking.suggestions(draft, "bob")).toBeNull();
    const mine = await repo.matchmaking.suggestions(draft, "ada");
    // The buyer's own company is not suggested; bob's road builders are.
    expect(mine!.suppliers.map((s) => s.id)).toEqual([v1.id]);
    expect(await repo.matchmaking.deleteSearch("eve", search!.id)).toBe(true);
  });

  it("lists tenders for a supplier with why, and not the buyer's own", async () => {
    const id = await published("45233140-2");
    const bob = await repo.matchmaking.tendersFor("bob");
    expect(bob.tenders.map((t) => [t.id, t.why[0]!.capability.code, t.why[0]!.item.code])).toEqual([
      [id, "45000000-7", "45233140-2"],
    ]);
    expect((await repo.matchmaking.tendersFor("ada")).tenders).toEqual([]);
    expect((await repo.matchmaking.tendersFor("cy")).tenders).toEqual([]);
  });

  it("feeds a follower's deadlines as iCalendar, the UID kept when an amendment moves one", async () => {
    const id = await published("45233140-2");
    expect(await repo.tenders.follow(id, { id: "bob", isOperator: false }, true)).toBe(true);
    const token = await repo.matchmaking.renewCalendarToken("bob");
    const parse = async () => {
      const events = await repo.matchmaking.calendarOf(token);
      const vcal = new ICAL.Component(ICAL.parse(calendarText(events!, "https://procure.example")));
      return vcal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    };
    const [before] = await parse();
    expect(before!.uid).toBe(calendarUid(id));
    expect(before!.sequence).toBe(0);
    const later = new Date(Date.now() + 72 * HOUR);
    later.setUTCSeconds(0, 0);
    const amended = await repo.tenders.amend(id, "ada", {
      body: "More time.",
      bidDeadline: later.toISOString(),
    });
    expect(amended).toMatchObject({ ok: true });
    const [after] = await parse();
    expect(after!.uid).toBe(before!.uid);
    expect(after!.sequence).toBe(1);
    expect(after!.startDate.toJSDate().getTime()).toBe(later.getTime());
    // A revoked address finds nothing.
    await repo.matchmaking.revokeCalendarToken("bob");
    expect(await repo.matchmaking.calendarOf(token)).toBeNull();
  });
});
