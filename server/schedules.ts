import { jobAlertDigestMail } from "../app/domains/hiring/index.server";
import { trainingNotice } from "../app/domains/knowledge/index.server";
import type { Notifications } from "../app/domains/notifications/index.server";
import { formatTimestamp } from "../app/lib/dates";
import type { Repository } from "./db/repository";
import type { WorkLog } from "./request-log";

// The server's recurring work: training reminders a day before each event, and the job alerts'
// daily e-mail digest when mail is configured.

/** How often the job alert digests are looked for (each member still gets one a day at most). */
const JOB_ALERT_DIGEST_MS = 15 * 60_000;
/** How often the training reminders due are looked for. */
const TRAINING_REMINDERS_MS = 60_000;

export interface ScheduleDeps {
  repo: Repository;
  notifications: Notifications;
  publicUrl: string;
  /** Where failures go: the server's logger (server/request-log.ts `workLog`). */
  log: WorkLog;
}

/** Starts the recurring work; the function returned stops it. */
export function startSchedules({ repo, notifications, publicUrl, log }: ScheduleDeps): () => void {
  // Training reminders, a day before each event, once per seat
  // (app/domains/knowledge/data/registrations.server.ts).
  const remind = () =>
    repo.knowledge.training
      .remindDue((trx, { userId, event, status }) =>
        notifications.write(trx, {
          userId,
          ...trainingNotice(event, status, formatTimestamp(event.startsAt), publicUrl),
        }),
      )
      .catch((error: unknown) => log("Training reminders: the sweep failed", error));
  void remind();
  const reminders = setInterval(remind, TRAINING_REMINDERS_MS);
  reminders.unref();
  // The daily e-mail digest of job alerts, when mail is configured: each member at most once a
  // UTC day (app/domains/hiring/data/, docs/decisions/206).
  const digest = () =>
    repo.hiring
      .digestDue(
        (trx, userId, jobs) =>
          notifications.mailMember(trx, userId, "job-alert", jobAlertDigestMail(jobs, publicUrl)),
        undefined,
        log,
      )
      .then((queued) => {
        if (queued > 0) notifications.queued();
      })
      .catch((error: unknown) => log("Job alert digests: the sweep failed", error));
  const digests = notifications.mailEnabled ? setInterval(digest, JOB_ALERT_DIGEST_MS) : null;
  digests?.unref();
  if (digests) void digest();
  return () => {
    clearInterval(reminders);
    if (digests) clearInterval(digests);
  };
}
