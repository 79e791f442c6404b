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
    send: async () => {},
    ...overrides,
  };
}

describe("the job definitions", () => {
  it("name every task once, each with retries and a timeout", () => {
    const jobs = jobDefinitions(deps());
    expect(jobs.map((j) => j.name).sort()).toEqual([
      "award_final",
      "awards_due",
      "certificate_reminder",
      "certificate_reminders",
      "file_sweep",
      "inbox_sweep",
      "job_alert_digests",
      "job_alert_match",
      "job_alerts_due",
      "planner_statistics",
      "tender_match",
      "tender_matches_due",
      "tender_panel_notices",
      "training_reminders",
    ]);
    for (const job of jobs) {
      expect(job.name).toMatch(/^[a-z_]+$/);
      expect(job.attempts).toBeGreaterThan(1);
      expect(job.timeoutSeconds).toBeGreaterThan(0);
      // Every task recurs but those queued per record: the award's, the certificate reminder's,
      // the tender's match and the job's alerts.
      const keyed = ["award_final", "certificate_reminder", "tender_match", "job_alert_match"];
      if (!keyed.includes(job.name)) expect(job.every).toBeDefined();
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

  it("queue one award job per tender whose standstill ended, and retry one refused before its end", async () => {
    const sent: unknown[] = [];
    const finalised: string[] = [];
    const jobs = new Map(
      jobDefinitions(
        deps({
          repo: {
            tenders: {
              awardsDue: async () => [{ id: "t1", until: "2027-01-10T09:00:00.000Z" }],
              finaliseAward: async (id: string) => {
                finalised.push(id);
                return id === "early" ? { ok: false, reason: "standstill" } : { ok: true };
              },
            },
          } as unknown as Repository,
          send: async (...args) => void sent.push(args),
        }),
      ).map((j) => [j.name, j]),
    );
    const run = { id: "1", attempt: 1 };
    await jobs.get("awards_due")!.run({}, run);
    expect(sent).toEqual([
      ["award_final", { tenderId: "t1" }, { key: "t1:2027-01-10T09:00:00.000Z" }],
    ]);
    await jobs.get("award_final")!.run({ tenderId: "t1" }, run);
    await expect(jobs.get("award_final")!.run({ tenderId: "early" }, run)).rejects.toThrow(
      /standstill/,
    );
    expect(finalised).toEqual(["t1", "early"]);
  });

  it("queue one alert matching per published job still to match, keyed by the job", async () => {
    const sent: unknown[] = [];
    const matched: string[] = [];
    const jobs = new Map(
      jobDefinitions(
        deps({
          repo: {
            hiring: {
              alertMatchingsDue: async () => ["j1", "j2"],
              matchAlerts: async (id: string) => void matched.push(id),
            },
          } as unknown as Repository,
          send: async (...args) => void sent.push(args),
        }),
      ).map((j) => [j.name, j]),
    );
    const run = { id: "1", attempt: 1 };
    await jobs.get("job_alerts_due")!.run({}, run);
    expect(sent).toEqual([
      ["job_alert_match", { jobId: "j1" }, { key: "j1" }],
      ["job_alert_match", { jobId: "j2" }, { key: "j2" }],
    ]);
    await jobs.get("job_alert_match")!.run({ jobId: "j1" }, run);
    expect(matched).toEqual(["j1"]);
  });
});
