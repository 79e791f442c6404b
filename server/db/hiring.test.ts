import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "../../app/data/vendors";
import type { JobInput } from "../../app/domain/hiring";
import type { NewNotice } from "../outbox";
import type { Db } from "./database";
import { createRepository, type Repository } from "./repository";
import { seedSampleData } from "./seed";
import type { Tell } from "./tenders";
import { eachTestDatabase, testBackends } from "./testing";

// Posted jobs, their applications and job alerts (issue 30), each rule tried by the party that
// must be refused (another owner, a member, nobody), on SQLite and PostgreSQL.

const [v1, v2] = sampleVendors as [(typeof sampleVendors)[number], (typeof sampleVendors)[number]];

const input = (over: Partial<JobInput> = {}): JobInput => ({
  companyId: v1.id,
  title: "Category Buyer",
  location: "Berlin, Germany",
  budgetMin: 70000,
  budgetMax: 85000,
  duration: "Full-time",
  category: "Logistics",
  tags: ["Sourcing"],
  isRemote: false,
  description: "Run the indirect categories.",
  responsibilities: ["Source"],
  requirements: ["Five years"],
  benefits: ["Pension"],
  companyDescription: "A supplier.",
  closesOn: "2027-01-31",
  ...over,
});

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

  it("tells an alert of a new matching job, not of another", async () => {
    await repo.hiring.alerts.add("ada", { category: "Logistics", budget: 90000 });
    await repo.hiring.create("bob", input({ category: "Design", title: "Designer" }), true, tell);
    expect(notices).toEqual([]);
    const id = await repo.hiring.create("bob", input(), true, tell);
    expect(notices).toMatchObject([{ kind: "job-alert", userId: "ada", link: `/jobs/${id}` }]);
    expect(await repo.hiring.alerts.of("cy")).toEqual([]);
    const [alert] = await repo.hiring.alerts.of("ada");
    expect(await repo.hiring.alerts.remove("cy", alert!.id)).toBe(false);
    expect(await repo.hiring.alerts.remove("ada", alert!.id)).toBe(true);
  });

  it("closes a company's jobs when it leaves the network", async () => {
    const id = (await repo.hiring.create("bob", input(), true))!;
    expect(await repo.companies.unlist(v1.id, { by: "op" })).toBeDefined();
    expect(await repo.hiring.publicJob(id)).toMatchObject({ closed: true });
    expect(await repo.jobs.byId(id)).toBeUndefined();
  });
});
