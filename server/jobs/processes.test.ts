import { Agent } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_FORM_MAILBOX } from "../../app/domain/form-rules";
import { createTestDatabase, testBackends, type TestDatabase } from "../db/testing";
import { startSmtp } from "../inbox/testing";
import { send, startServerProcess, type ServerProcess } from "../process-testing";

// Two server processes of one site (WEB_CONCURRENCY=2), each with its job runner, on SQLite and
// on PostgreSQL (issue 40): job applications with a file are posted over both while the mail
// server refuses everything; once it takes mail again, each submission is e-mailed exactly once,
// counted at the test's mail server.

const COUNT = 50;

let server: ServerProcess | null = null;
let database: TestDatabase | null = null;
afterEach(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  server = null;
  await database?.drop();
  database = null;
});

describe.each(testBackends)("two server processes on $name", ({ name: backend }) => {
  it("e-mail each form with its file once after a mail outage", async () => {
    const smtp = await startSmtp();
    try {
      smtp.failNext(1_000_000);
      database = await createTestDatabase(backend);
      server = await startServerProcess({
        WEB_CONCURRENCY: "2",
        TRUST_PROXY: "1",
        SMTP_URL: smtp.url,
        SITE_URL: "https://procure.example",
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      });
      // Several clients at once, so that both processes take some.
      const agents = Array.from({ length: 5 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
      for (let i = 0; i < COUNT; i += agents.length) {
        const outcomes = await Promise.all(
          agents.map((agent, n) =>
            send(
              agent,
              server!.port,
              `/api/forms/${DEFAULT_FORM_MAILBOX}`,
              { bytes: 20_000, uploadMs: 50 },
              `10.0.2.${n + 1}`,
            ),
          ),
        );
        for (const o of outcomes) expect(o.status, JSON.stringify(o)).toBe(200);
      }
      for (const agent of agents) agent.destroy();
      // The outage ends; the first retries come after their backoff (30 s, ±20 %).
      smtp.failNext(0);
      const ids = () =>
        smtp.messages.map((m) => /\(submission ([\w-]+)\)/.exec(m.raw.replace(/=\r\n/g, ""))?.[1]);
      const end = Date.now() + 90_000;
      while (smtp.messages.length < COUNT && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Time for a second copy to arrive, if one were going to.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(smtp.messages).toHaveLength(COUNT);
      expect(new Set(ids()).size).toBe(COUNT);
      for (const m of smtp.messages) expect(m.raw).toContain("cv.pdf");
    } finally {
      await smtp.close();
    }
  }, 150_000);
});
