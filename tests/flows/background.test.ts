import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_FORM_MAILBOX } from "../../app/domain/form-rules";
import { createNotifications } from "../../app/domains/notifications/index.server";
import { isPostgres } from "../../server/db/database";
import { fakeFile, jobFields } from "../../server/inbox/testing";
import { pgBossSchema } from "../../server/jobs/pg-boss-runner";
import { BACKENDS, openMailingSite, type MailingSite } from "./site";

// The background work of several servers of one site (issue 40, docs/decisions/270): with the
// mail server down, notices and forms with files are queued over two servers; once it is back,
// each e-mail arrives exactly once, counted at the test's mail server. The console's Background
// work tab lists a job that failed every attempt, with its error, and "Retry" runs it again;
// members who are not operators are refused it.

let site: MailingSite | null = null;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  await site?.close();
  site = null;
});

const COUNT = 50;

describe.each(BACKENDS)("background work on %s", (backend) => {
  it("e-mails each of 50 notices and 50 forms with files once, over two servers, after an outage", async () => {
    site = await openMailingSite(backend, { INBOX_RATE_LIMIT: "0" });
    const other = await site.anotherServer();
    closers.push(other.close);
    const run = randomBytes(3).toString("hex");
    await site.mailbox.stop();

    // Notices queued as the site queues them (the outbox), and forms with a PDF posted to each
    // server in turn.
    const notifications = createNotifications({
      db: site.db,
      mailEnabled: true,
      mailFrom: "ProcureConnect <no-reply@procureconnect.example>",
      queued: () => {},
    });
    const visitors = [site.visitor(), other.visitor()];
    // One after another: a client's uploads at once are capped (the servers share the count).
    for (let i = 0; i < COUNT; i++) {
      {
        await notifications.mailOnly(`member${i}@example.com`, {
          subject: `Notice ${run} ${i}`,
          text: "A notice.",
        });
        const form = new FormData();
        for (const [name, value] of Object.entries(
          jobFields({ subject: `Application ${run} ${i}` }),
        )) {
          form.set(name, value);
        }
        form.set(
          "file",
          new Blob([new Uint8Array(fakeFile("pdf", 20_000))], { type: "application/pdf" }),
          "cv.pdf",
        );
        const res = await visitors[i % 2]!.fetch(`/api/forms/${DEFAULT_FORM_MAILBOX}`, {
          method: "POST",
          body: form,
          headers: { Accept: "application/json" },
        });
        expect(res.status, await res.clone().text()).toBe(200);
      }
    }

    await site.mailbox.start();
    const ours = () => site!.mailbox.messages.filter((m) => m.subject.includes(run));
    await site.until(() => ours().length >= 2 * COUNT, 120_000);
    // Time for a second copy to arrive, if one were going to.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const subjects = ours().map((m) => m.subject);
    expect(subjects).toHaveLength(2 * COUNT);
    expect(new Set(subjects).size).toBe(2 * COUNT);
    const withFiles = ours().filter((m) => m.subject.startsWith("Application"));
    expect(withFiles).toHaveLength(COUNT);
    for (const mail of withFiles) expect(mail.raw).toContain("filename=cv.pdf");
  }, 180_000);

  it("lists a job that failed every attempt in the console, and Retry runs it again", async () => {
    site = await openMailingSite(backend);
    const db = site.db;
    const id = randomUUID();
    // A job that failed its five attempts, as the runner leaves one (its queue is the site's).
    if (isPostgres(db)) {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      const jobs = sql.table(`${pgBossSchema(rows[0]!.schema)}.job`);
      await sql`insert into ${jobs} (id, name, data, state, retry_limit, retry_count, output, completed_on)
        values (${id}::uuid, 'training_reminders', '{}'::jsonb, 'failed', 4, 4,
                ${JSON.stringify({ message: "the database went away" })}::jsonb, now())`.execute(
        db,
      );
    } else {
      await db
        .insertInto("background_jobs")
        .values({
          id,
          name: "training_reminders",
          key: null,
          data: "{}",
          state: "dead",
          attempts: 5,
          max_attempts: 5,
          run_at: Date.now(),
          last_error: "the database went away",
          created_at: Date.now(),
          finished_at: Date.now(),
        })
        .execute();
    }

    const member = await site.member("Mona Member");
    // Not an operator: as if there were no such page.
    expect((await member.fetch("/admin/jobs")).status).toBe(404);
    expect((await site.visitor().fetch("/admin/jobs")).status).toBe(404);

    const operator = await site.operator();
    const page = await operator.get("/admin/jobs");
    expect(page.status).toBe(200);
    const failed = page.screen.getByRole("list", { name: "Failed jobs" });
    expect(failed.textContent).toContain(
      "Reminds members of their training a day before it starts",
    );
    expect(failed.textContent).toContain("failed 5 times");
    expect(failed.textContent).toContain("the database went away");

    const form = page.form("Retry Reminds members of their training a day before it starts");
    const after = await operator.submit(page, form, {}, form.querySelector("button"));
    expect(after.text).toContain("Queued to run once more.");
    // It runs again (and, the database being there, succeeds): no failed job is left.
    await site.until(async () => {
      const again = await operator.get("/admin/jobs");
      return again.text.includes("No background job has failed.");
    }, 20_000);

    // A member's post is refused, and changes nothing.
    const refused = await member.fetch("/admin/jobs", {
      method: "POST",
      body: new URLSearchParams({ intent: "retry", id }),
    });
    expect(refused.status).toBe(404);
  }, 60_000);
});
