import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import { jobAlertDigestMail, type JobInput } from "./rules";
import { createNotifications, type NewNotice } from "~/domains/notifications/index.server";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import type { Tell } from "../../../server/db/write";
import { tellThrough } from "~/lib/tell.server";
import { eachTestDatabase, testBackends, testJobInput } from "../../../server/db/testing";

// Posted jobs, their applications and job alerts (issue 30), each rule tried by the party that
// must be refused (another owner, a member, nobody), on SQLite and PostgreSQL.

const [v1, v2] = sampleVendors as [(typeof sampleVendors)[number], (typeof sampleVendors)[number]];

const input = (over: Partial<JobInput> = {}) =>
  testJobInput(v1.id, { closesOn: "2027-01-31", ...over });

describe.each(testBackends)("hiring on $name", ({ name }) => {
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
    await sql`create table if not exists "user" (id text primary key, name text not null, email text not null)`.execute(
      db,
    );
    for (const id of ["ada", "bob", "cy"]) {
      await db
        .insertInto("user")
        .values({ id, name: id, email: `${id}@example.com` })
        .execute();
    }
    await db.updateTable("vendors").set({ owner_id: "bob" }).where("id", "=", v1.id).execute();
    await db.updateTable("vendors").set({ owner_id: "cy" }).where("id", "=", v2.id).execute();
  });

  /** An application to `jobId` from ada, as the inbox stores one, with its CV. */
  async function apply(jobId: string) {
    const id = `s-${jobId}`;
    const at = new Date().toISOString();
    await db
      .insertInto("submissions")
      .values({ id, form: "job-application", mailbox: "m", received_at: at, mail_status: "off" })
      .execute();
    await db
      .insertInto("submission_fields")
      .values({ submission_id: id, position: 0, name: "fullName", value: "Ada Applicant" })
      .execute();
    await db
      .insertInto("company_requests")
      .values({
        submission_id: id,
        vendor_id: v1.id,
        buyer_id: "ada",
        buyer_email: "ada@example.com",
        status: "new",
        job_id: jobId,
        applicant_status: "new",
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  }

  it("posts only for the member's approved companies, and shows published jobs on the board", async () => {
    expect(await repo.hiring.create("cy", input(), true)).toBeUndefined();
    const draft = await repo.hiring.create("bob", input({ title: "Draft role" }), false);
    const id = (await repo.hiring.create("bob", input(), true))!;
    expect(await repo.jobs.byId(id)).toMatchObject({ title: "Category Buyer", company: v1.name });
    expect(await repo.jobs.byId(draft!)).toBeUndefined();
    expect(await repo.hiring.publicJob(draft!)).toBeUndefined();
    const board = await repo.jobs.search({ category: "Logistics", budget: 90000 }, 50);
    expect(board.items.map((j) => j.id)).toContain(id);
    const other = await repo.jobs.search({ category: "Design" }, 50);
    expect(other.items.map((j) => j.id)).not.toContain(id);
    // The samples stay on the board.
    expect((await repo.jobs.byId("j1"))?.id).toBe("j1");
  });

  it("closes and reopens a job for its owner only; a closed job leaves the board", async () => {
    const id = (await repo.hiring.create("bob", input(), true))!;
    expect(await repo.hiring.setStatus("cy", id, "closed")).toBe(false);
    expect(await repo.hiring.setStatus("ada", id, "closed")).toBe(false);
    expect(await repo.hiring.setStatus("bob", id, "closed")).toBe(true);
    expect(await repo.jobs.byId(id)).toBeUndefined();
    expect(await repo.hiring.publicJob(id)).toMatchObject({ closed: true });
    expect(await repo.hiring.setStatus("bob", id, "published")).toBe(true);
    expect(await repo.jobs.byId(id)).toBeDefined();
  });

  it("marks an edit of a published job as updated, and refuses anyone else's edit", async () => {
    const id = (await repo.hiring.create("bob", input(), true))!;
    expect(await repo.hiring.update("cy", id, input({ title: "Taken" }))).toBe(false);
    expect(await repo.hiring.update("bob", id, input({ title: "Senior Category Buyer" }))).toBe(
      true,
    );
    const job = await repo.jobs.byId(id);
    expect(job).toMatchObject({ title: "Senior Category Buyer", closesOn: "2027-01-31" });
    expect(job?.updatedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("shows applications and their CVs to the job's owner only", async () => {
    const id = (await repo.hiring.create("bob", input(), true))!;
    const application = await apply(id);
    const applicants = await repo.hiring.applicants("bob", id);
    expect(applicants).toMatchObject([{ id: application, name: "Ada Applicant", status: "new" }]);
    // Another owner, a member (the applicant included) and nobody are refused.
    for (const who of ["cy", "ada", ""]) {
      expect(await repo.hiring.applicants(who, id)).toBeUndefined();
      expect(await repo.hiring.review(who, application, { status: "offer" }, tell)).toBe(false);
    }
    expect(notices).toEqual([]);
    expect(
      await repo.hiring.review("bob", application, { status: "shortlisted", note: "Call" }, tell),
    ).toBe(true);
    expect(await repo.hiring.applicants("bob", id)).toMatchObject([
      { status: "shortlisted", note: "Call" },
    ]);
    expect(notices).toMatchObject([{ kind: "application-status", userId: "ada" }]);
    expect(await repo.hiring.applicationsOf("ada")).toMatchObject([
      { id: application, jobId: id, status: "shortlisted" },
    ]);
    expect(await repo.hiring.applicationsOf("cy")).toEqual([]);
  });

  /** Runs the keyed job that tells a published job's alerts, as the job runner does. */
  const matchAlerts = (
    jobId: string,
    options?: Parameters<Repository["hiring"]["matchAlerts"]>[2],
  ) => repo.hiring.matchAlerts(jobId, tell, options);

  it("tells an alert of a new matching job, not of another", async () => {
    await repo.hiring.alerts.add("ada", { category: "Logistics", budget: 90000 });
    const design = await repo.hiring.create(
      "bob",
      input({ category: "Design", title: "Designer" }),
      true,
    );
    await matchAlerts(design!);
    expect(notices).toEqual([]);
    const id = (await repo.hiring.create("bob", input(), true))!;
    // The request only records the matching to do: the job runner tells.
    expect(notices).toEqual([]);
    expect(await repo.hiring.alertMatchingsDue()).toEqual([id]);
    expect(await matchAlerts(id)).toBe(1);
    expect(notices).toMatchObject([{ kind: "job-alert", userId: "ada", link: `/jobs/${id}` }]);
    expect(await repo.hiring.alertMatchingsDue()).toEqual([]);
    expect(await repo.hiring.alerts.of("cy")).toEqual([]);
    const [alert] = await repo.hiring.alerts.of("ada");
    expect(await repo.hiring.alerts.remove("cy", alert!.id)).toBe(false);
    expect(await repo.hiring.alerts.remove("ada", alert!.id)).toBe(true);
  });

  it("keeps the board's keyword in an alert, and tells it only of jobs that match every filter", async () => {
    const alert = { q: "category buyer", category: "Logistics", duration: "Full-time" } as const;
    const id = await repo.hiring.alerts.add("ada", alert);
    // The same filters again are the same alert; another keyword is another.
    expect(await repo.hiring.alerts.add("ada", alert)).toBe(id);
    expect(await repo.hiring.alerts.add("ada", { ...alert, q: "planner" })).not.toBe(id);
    expect((await repo.hiring.alerts.of("ada")).map((a) => a.filters.q).sort()).toEqual([
      "category buyer",
      "planner",
    ]);
    // Not the keyword, not the job type, not the category: nobody is told.
    for (const over of [
      { title: "Warehouse Lead", tags: [] },
      { duration: "Contract" as const },
      { category: "Design" as const },
    ])
      await matchAlerts((await repo.hiring.create("bob", input(over), true))!);
    expect(notices).toEqual([]);
    // A draft tells nobody until it is published, and then once.
    const draft = (await repo.hiring.create("bob", input(), false))!;
    expect(await matchAlerts(draft)).toBeNull();
    await repo.hiring.setStatus("bob", draft, "published");
    await matchAlerts(draft);
    await repo.hiring.setStatus("bob", draft, "closed");
    await repo.hiring.setStatus("bob", draft, "published");
    expect(await matchAlerts(draft)).toBeNull();
    expect(notices).toMatchObject([{ kind: "job-alert", userId: "ada", link: `/jobs/${draft}` }]);
    // The site tells at once; the e-mail waits for the daily digest.
    expect(notices[0]!.mail).toBeNull();
    // The keyword matches the ad's text too, the last word as a prefix ("plan" finds "planner").
    notices = [];
    await repo.hiring.alerts.add("cy", { q: "indirect categ" });
    const other = (await repo.hiring.create("bob", input({ title: "Analyst" }), true))!;
    await matchAlerts(other);
    expect(notices).toMatchObject([{ userId: "cy", link: `/jobs/${other}` }]);
  });

  describe("a published job's alerts, matched by a keyed job (decision 549)", () => {
    it("does no alert work in the publishing request", async () => {
      for (let i = 0; i < 30; i++)
        await repo.hiring.alerts.add("ada", { category: "Logistics", q: `word${i}` });
      // With the alerts' table out of reach, publishing still works: it never reads them.
      await sql`alter table job_alerts rename to job_alerts_away`.execute(db);
      try {
        const id = (await repo.hiring.create("bob", input(), true))!;
        const draft = (await repo.hiring.create("bob", input(), false))!;
        expect(await repo.hiring.setStatus("bob", draft, "published")).toBe(true);
        expect((await repo.hiring.alertMatchingsDue()).sort()).toEqual([id, draft].sort());
      } finally {
        await sql`alter table job_alerts_away rename to job_alerts`.execute(db);
      }
      expect(notices).toEqual([]);
    });

    it("tells each matching member once, in batches, even when run twice", async () => {
      for (const member of ["ada", "cy", "dan", "eve"]) {
        await repo.hiring.alerts.add(member, { category: "Logistics" });
        await repo.hiring.alerts.add(member, { q: "buyer" });
      }
      await repo.hiring.alerts.add("fay", { category: "Design" });
      // The owner's own alert does not tell them of their own job.
      await repo.hiring.alerts.add("bob", { category: "Logistics" });
      const id = (await repo.hiring.create("bob", input(), true))!;
      // The notices as the site writes them: a member's second matching alert adds nothing.
      const notifications = createNotifications({ db, mailEnabled: false, mailFrom: "x@x" });
      const told = () =>
        db
          .selectFrom("notifications")
          .select("user_id")
          .where("kind", "=", "job-alert")
          .orderBy("user_id")
          .execute();
      let pauses = 0;
      const options = { batchSize: 3, pause: async () => void pauses++ };
      const run = () => repo.hiring.matchAlerts(id, tellThrough(notifications, ""), options);
      expect(await run()).toBe(4);
      // Ten alerts, three a batch: a pause after each full one.
      expect(pauses).toBe(3);
      expect((await told()).map((n) => n.user_id)).toEqual(["ada", "cy", "dan", "eve"]);
      // A second run (a retry, another server) finds the matching finished.
      expect(await run()).toBeNull();
      expect(await told()).toHaveLength(4);
    });

    it("goes on from its cursor once a run cut off half-way has lapsed", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        for (const member of ["ada", "cy", "dan", "eve"])
          await repo.hiring.alerts.add(member, { category: "Logistics" });
        const id = (await repo.hiring.create("bob", input(), true))!;
        const cut = async () => {
          throw new Error("the server stopped");
        };
        await expect(matchAlerts(id, { batchSize: 2, pause: cut })).rejects.toThrow("stopped");
        expect(notices).toHaveLength(2);
        // Held meanwhile: another run tells nobody, and the minute's check does not queue it.
        expect(await matchAlerts(id, { batchSize: 2 })).toBeNull();
        expect(await repo.hiring.alertMatchingsDue()).toEqual([]);
        vi.setSystemTime(Date.now() + 3 * 60_000);
        expect(await repo.hiring.alertMatchingsDue()).toEqual([id]);
        expect(await matchAlerts(id, { batchSize: 2 })).toBe(2);
        expect(notices.map((n) => n.userId).sort()).toEqual(["ada", "cy", "dan", "eve"]);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it("finds a draft or closed job by no keyword on the board", async () => {
    const draft = (await repo.hiring.create("bob", input({ title: "Zephyr draft" }), false))!;
    const closed = (await repo.hiring.create("bob", input({ title: "Zephyr closed" }), true))!;
    await repo.hiring.setStatus("bob", closed, "closed");
    const open = (await repo.hiring.create("bob", input({ title: "Zephyr open" }), true))!;
    const found = await repo.jobs.search({ q: "zephyr" }, 50);
    expect(found.items.map((j) => j.id)).toEqual([open]);
    expect(found.items.map((j) => j.id)).not.toContain(draft);
    const all = await repo.jobs.search({}, 50);
    expect(found.total).toBe(all.total);
  });

  describe("the daily digest", () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const outbox = () =>
      db
        .selectFrom("outbox")
        .select(["mail_to", "subject", "body"])
        .orderBy("created_at")
        .execute();

    function digest(at: Date, mailEnabled = true) {
      const notifications = createNotifications({ db, mailEnabled, mailFrom: "jobs@example.com" });
      return repo.hiring.digestDue(
        (trx, userId, jobs) =>
          notifications.mailMember(
            trx,
            userId,
            "job-alert",
            jobAlertDigestMail(jobs, "https://pc.example"),
          ),
        at,
      );
    }

    it("e-mails each member once a day the new jobs matching their alerts, and no other", async () => {
      // Published before the alert was saved: not new to it.
      await repo.hiring.create("bob", input({ title: "Earlier Buyer" }), true);
      await new Promise((r) => setTimeout(r, 5));
      await repo.hiring.alerts.add("ada", { q: "buyer", category: "Logistics" });
      await repo.hiring.alerts.add("bob", { category: "Logistics" });
      const match = (await repo.hiring.create("bob", input(), true))!;
      await repo.hiring.create("bob", input({ title: "Designer", category: "Design" }), true);
      await repo.hiring.create(
        "cy",
        input({ companyId: v2.id, title: "Planner", category: "Legal" }),
        true,
      );
      expect(await digest(new Date())).toBe(1);
      const mails = await outbox();
      // Bob's only match is his own job; Cy has no alert.
      expect(mails.map((m) => m.mail_to)).toEqual(["ada@example.com"]);
      expect(mails[0]!.subject).toBe("New job for your job alerts: Category Buyer");
      expect(mails[0]!.body).toContain(`https://pc.example/jobs/${match}`);
      expect(mails[0]!.body).not.toMatch(/Designer|Planner|Earlier/);

      // Once a day: a job published later that day waits for tomorrow's digest.
      const later = (await repo.hiring.create("bob", input({ title: "Senior Buyer" }), true))!;
      expect(await digest(new Date())).toBe(0);
      expect(await digest(new Date(Date.now() + DAY_MS))).toBe(1);
      const next = (await outbox())[1]!;
      expect(next.subject).toBe("New job for your job alerts: Senior Buyer");
      expect(next.body).toContain(`/jobs/${later}`);
      expect(next.body).not.toContain(`/jobs/${match}`);
      // Nothing new: no e-mail.
      expect(await digest(new Date(Date.now() + 2 * DAY_MS))).toBe(0);
      expect(await outbox()).toHaveLength(2);
    });

    it("lists several jobs in one e-mail, and respects the member's e-mail setting", async () => {
      await repo.hiring.alerts.add("ada", { category: "Logistics" });
      await repo.hiring.alerts.add("cy", { category: "Logistics" });
      await repo.hiring.create("bob", input({ title: "Buyer One" }), true);
      // Published a moment later, so that "newest first" has an order to keep.
      await new Promise((r) => setTimeout(r, 5));
      await repo.hiring.create("bob", input({ title: "Buyer Two" }), true);
      const notifications = createNotifications({ db, mailEnabled: true, mailFrom: "x@x" });
      const settings = await notifications.emailSettings("cy");
      await notifications.saveEmailSettings("cy", { ...settings, "job-alert": false });
      expect(await digest(new Date())).toBe(1);
      const [mail] = await outbox();
      expect(mail).toMatchObject({
        mail_to: "ada@example.com",
        subject: "2 new jobs for your job alerts",
      });
      expect(mail!.body).toMatch(/Buyer Two[\s\S]*Buyer One/);
      // Cy's jobs were had all the same: turning e-mail back on brings only later ones.
      await notifications.saveEmailSettings("cy", settings);
      expect(await digest(new Date(Date.now() + 24 * 60 * 60 * 1000))).toBe(0);
    });

    it("reads the members a batch at a time, pausing between batches (decision 516)", async () => {
      for (const member of ["ada", "bob", "cy"])
        await repo.hiring.alerts.add(member, { category: "Logistics" });
      await repo.hiring.create("bob", input({ title: "Buyer One" }), true);
      const notifications = createNotifications({ db, mailEnabled: true, mailFrom: "x@x" });
      let pauses = 0;
      const queued = await repo.hiring.digestDue(
        (trx, userId, jobs) =>
          notifications.mailMember(trx, userId, "job-alert", jobAlertDigestMail(jobs, "")),
        new Date(),
        undefined,
        { batchSize: 1, pause: async () => void pauses++ },
      );
      // Bob's alert matches only his own job: his batch is read, and nothing is queued for him.
      expect(queued).toBe(2);
      expect(pauses).toBe(3);
      expect((await outbox()).map((m) => m.mail_to).sort()).toEqual([
        "ada@example.com",
        "cy@example.com",
      ]);
    });

    it("takes a sweep cut off half-way up from its cursor, once its hold has lapsed (decision 550)", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        for (const member of ["ada", "bob", "cy"])
          await repo.hiring.alerts.add(member, { category: "Logistics" });
        await repo.hiring.create("bob", input({ title: "Buyer One" }), true);
        const notifications = createNotifications({ db, mailEnabled: true, mailFrom: "x@x" });
        const mail: Parameters<Repository["hiring"]["digestDue"]>[0] = (trx, userId, jobs) =>
          notifications.mailMember(trx, userId, "job-alert", jobAlertDigestMail(jobs, ""));
        const cut = async () => {
          throw new Error("the server stopped");
        };
        const sweep = (pause?: () => Promise<void>) =>
          repo.hiring.digestDue(mail, new Date(), undefined, { batchSize: 1, pause });
        await expect(sweep(cut)).rejects.toThrow("stopped");
        expect((await outbox()).map((m) => m.mail_to)).toEqual(["ada@example.com"]);
        // Held meanwhile: a second sweep queues nothing.
        expect(await sweep()).toBe(0);
        vi.setSystemTime(Date.now() + 6 * 60_000);
        // The next sweep goes on after Ada: Bob has only his own job, Cy has hers.
        const read: string[] = [];
        const spy = async () => void read.push("batch");
        expect(await sweep(spy)).toBe(1);
        expect(read).toHaveLength(2);
        expect((await outbox()).map((m) => m.mail_to).sort()).toEqual([
          "ada@example.com",
          "cy@example.com",
        ]);
      } finally {
        vi.useRealTimers();
      }
    });

    it("logs a member's digest that could not be queued, and tries again next time", async () => {
      await repo.hiring.alerts.add("ada", { category: "Logistics" });
      await repo.hiring.create("bob", input(), true);
      const log = vi.fn();
      const failing = () => Promise.reject(new Error("the outbox is unreachable"));
      expect(await repo.hiring.digestDue(failing, new Date(), log)).toBe(0);
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining("member ada"),
        expect.objectContaining({ message: "the outbox is unreachable" }),
      );
      expect(await outbox()).toEqual([]);
      // Ada is still due: the next sweep sends her digest.
      expect(await digest(new Date())).toBe(1);
      expect((await outbox()).map((m) => m.mail_to)).toEqual(["ada@example.com"]);
    });

    it("sends nothing without mail configured", async () => {
      await repo.hiring.alerts.add("ada", {});
      await repo.hiring.create("bob", input(), true);
      await digest(new Date(), false);
      expect(await outbox()).toEqual([]);
    });
  });

  it("closes a company's jobs when it leaves the network", async () => {
    const id = (await repo.hiring.create("bob", input(), true))!;
    expect(await repo.companies.unlist(v1.id, { by: "op" })).toBeDefined();
    expect(await repo.hiring.publicJob(id)).toMatchObject({ closed: true });
    expect(await repo.jobs.byId(id)).toBeUndefined();
  });
});
