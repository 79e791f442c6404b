import { describe, expect, it, vi } from "vitest";
import type { Notifications } from "../app/domains/notifications/index.server";
import type { Repository } from "./db/repository";
import type { Db } from "./db/database";
import { startSchedules, sweepFilesAndLog } from "./schedules";

// The recurring work's failures reach the server's log, naming what failed.

describe("the schedules", () => {
  it("log a failed sweep of reminders or digests with its error", async () => {
    const broken = new Error("the database went away");
    const repo = {
      knowledge: { training: { remindDue: () => Promise.reject(broken) } },
      hiring: { digestDue: () => Promise.reject(broken) },
    } as unknown as Repository;
    const notifications = { mailEnabled: true, queued: () => {} } as unknown as Notifications;
    const log = vi.fn();
    const files = { db: {} as Db, dataDir: "/nonexistent" };
    const stop = startSchedules({ repo, notifications, publicUrl: "http://localhost", files, log });
    try {
      await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2));
      expect(log).toHaveBeenCalledWith("Training reminders: the sweep failed", broken);
      expect(log).toHaveBeenCalledWith("Job alert digests: the sweep failed", broken);
    } finally {
      stop();
    }
  });

  it("log a failed sweep of stored files with its error", async () => {
    const log = vi.fn();
    const db = {
      selectFrom: () => {
        throw new Error("the database went away");
      },
    } as unknown as Db;
    await sweepFilesAndLog({ db, dataDir: "/nonexistent" }, log);
    expect(log).toHaveBeenCalledWith("Stored files: the sweep failed.", expect.any(Error));
  });
});
