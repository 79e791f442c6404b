import { jobAlertDigestMail } from "../app/domains/hiring/index.server";
import { trainingNotice } from "../app/domains/knowledge/index.server";
import type { Notifications } from "../app/domains/notifications/index.server";
import { formatTimestamp } from "../app/lib/dates";
import type { Db } from "./db/database";
import type { Repository } from "./db/repository";
import { sweepFiles, sweptFileLines } from "./files/sweep";
import type { WorkLog } from "./request-log";

// The server's recurring work: training reminders a day before each event, the job alerts'
// daily e-mail digest when mail is configured, and the daily sweep of stored files nothing
// refers to.

/** How often the job alert digests are looked for (each member still gets one a day at most). */
const JOB_ALERT_DIGEST_MS = 15 * 60_000;
/** How often the training reminders due are looked for. */
const TRAINING_REMINDERS_MS = 60_000;
/** How often stored files nothing refers to are removed (docs/decisions/241). */
export const FILE_SWEEP_MS = 24 * 60 * 60_000;
/** The first sweep's wait after the start, so that starting (and tests) is not slowed by it. */
const FIRST_FILE_SWEEP_MS = 5 * 60_000;

export interface ScheduleDeps {
  repo: Repository;
  notifications: Notifications;
  publicUrl: string;
  /** The database and data folder whose private files are swept. */
  files: { db: Db; dataDir: string };
  /** Where failures go: the server's logger (server/request-log.ts `workLog`). */
  log: WorkLog;
}

/** Removes stored files nothing refers to, and says in the log which. */
export async function sweepFilesAndLog(
  { db, dataDir }: ScheduleDeps["files"],
  log: WorkLog,
): Promise<void> {
  try {
    const removed = await sweepFiles(db, dataDir);
    if (removed.length === 0) return;
    console.log(`Stored files: removed ${removed.length} that nothing refers to.`);
    for (const line of sweptFileLines(removed)) console.log(`  ${line}`);
  } catch (error) {
    log("Stored files: the sweep failed.", error);
  }
}

/** Starts the recurring work; the function returned stops it. */
export function startSchedules({
  repo,
  notifications,
  publicUrl,
  files,
  log,
}: ScheduleDeps): () => void {
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
  // Files nothing refers to (a crash between a file and its record, older data): daily.
  const sweep = () => void sweepFilesAndLog(files, log);
  const firstSweep = setTimeout(sweep, FIRST_FILE_SWEEP_MS);
  firstSweep.unref();
  const sweeps = setInterval(sweep, FILE_SWEEP_MS);
  sweeps.unref();
  return () => {
    clearInterval(reminders);
    if (digests) clearInterval(digests);
    clearTimeout(firstSweep);
    clearInterval(sweeps);
  };
}
