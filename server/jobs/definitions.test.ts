import { describe, expect, it } from "vitest";
import type { Notifications } from "../../app/domains/notifications/index.server";
import type { Db } from "../db/database";
import type { Repository } from "../db/repository";
import type { InboxStore } from "../inbox/store";
import { jobDefinitions, type JobDeps } from "./definitions";

// Every job of the server is in one list, and a job's failure reaches the runner (which logs it,
// retries it and keeps it for the console) instead of vanishing.

const broken = new Error("the database went away");

function deps(overrides: Partial<JobDeps> = {}): JobDeps {
  return {
    repo: {
      knowledge: { training: { remindDue: () => Promise.reject(broken) } },
      hiring: { digestDue: () => Promise.reject(broken) },
    } as unknown as Repository,
    db: {
      selectFrom: () => {
        throw broken;
      },
    } as unknown as Db,
    dataDir: "/nonexistent",
    publicUrl: "http://localhost",
    notifications: { mailEnabled: true, queued: () => {} } as unknown as Notifications,
    outbox: null,
    inbox: { store: { tmpDir: "/nonexistent" } as unknown as InboxStore, relay: null },
    requests: null,
    log: () => {},
    later: async () => {},
    ...overrides,
  };
}

describe("the job definitions", () => {
  it("name every recurring task once, each with retries and a timeout", () => {
    const jobs = jobDefinitions(deps());
    expect(jobs.map((j) => j.name).sort()).toEqual([
      "file_sweep",
      "inbox_sweep",
      "job_alert_digests",
      "tender_panel_notices",
      "training_reminders",
    ]);
    for (const job of jobs) {
      expect(job.name).toMatch(/^[a-z_]+$/);
      expect(job.attempts).toBeGreaterThan(1);
      expect(job.timeoutSeconds).toBeGreaterThan(0);
      expect(job.every).toBeDefined();
    }
  });

  it("leave out the digests without mail", () => {
    const names = jobDefinitions(
      deps({ notifications: { mailEnabled: false } as unknown as Notifications }),
    ).map((j) => j.name);
    expect(names).not.toContain("job_alert_digests");
  });

  it("fail with the error of the work that failed, for the runner to retry", async () => {
    const jobs = new Map(jobDefinitions(deps()).map((j) => [j.name, j]));
    const run = { id: "1", attempt: 1 };
    await expect(jobs.get("training_reminders")!.run({}, run)).rejects.toBe(broken);
    await expect(jobs.get("job_alert_digests")!.run({}, run)).rejects.toBe(broken);
    await expect(jobs.get("file_sweep")!.run({}, run)).rejects.toThrow();
  });
});
