import { ALERT_MATCH_JOB, jobAlertDigestMail } from "../../app/domains/hiring/index.server";
import { tellThrough } from "../../app/lib/tell.server";
import type { JobDeps } from "./definitions";
import { defineJob, type JobDefinition } from "./job";

// Hiring's background work (docs/decisions/270): a published job told to the job alerts it
// matches, by a keyed job per job (decision 549), and the job alerts' daily e-mail digest
// (decisions 206, 550). Both read the alerts in bounded batches (decision 516).

export const HIRING_JOBS = {
  alertsDue: "job_alerts_due",
  alertMatch: ALERT_MATCH_JOB,
  digests: "job_alert_digests",
} as const;

export function hiringJobDefinitions(
  deps: Pick<JobDeps, "repo" | "notifications" | "publicUrl" | "send" | "log">,
): JobDefinition[] {
  const { repo, notifications, publicUrl, log } = deps;
  const tell = tellThrough(notifications, publicUrl);
  const jobs: JobDefinition[] = [
    // The publishing request queues the job's matching; this queues it again (keyed: once)
    // should that server have stopped before it did, or a run have stopped half-way.
    defineJob({
      name: HIRING_JOBS.alertsDue,
      title: "Queues the published jobs whose job alerts are still to be told",
      every: "minute",
      attempts: 3,
      delaySeconds: 30,
      timeoutSeconds: 5 * 60,
      run: async () => {
        for (const jobId of await repo.hiring.alertMatchingsDue())
          await deps.send(HIRING_JOBS.alertMatch, { jobId }, { key: jobId });
      },
    }),
    defineJob<{ jobId: string }>({
      name: HIRING_JOBS.alertMatch,
      title: "Tells the members whose job alerts a published job matches",
      attempts: 5,
      delaySeconds: 60,
      timeoutSeconds: 10 * 60,
      run: async ({ jobId }) => {
        const told = await repo.hiring.matchAlerts(jobId, tell);
        if (told) notifications.queued();
      },
    }),
  ];
  // The daily e-mail digest of job alerts, when mail is configured: each member at most once a
  // UTC day (app/domains/hiring/data/digest.server.ts).
  if (notifications.mailEnabled) {
    jobs.push(
      defineJob({
        name: HIRING_JOBS.digests,
        title: "E-mails members the day's jobs matching their alerts",
        every: "quarterHour",
        attempts: 3,
        delaySeconds: 60,
        timeoutSeconds: 15 * 60,
        run: async () => {
          const queued = await repo.hiring.digestDue(
            (trx, userId, found) =>
              notifications.mailMember(
                trx,
                userId,
                "job-alert",
                jobAlertDigestMail(found, publicUrl),
              ),
            undefined,
            (message, error) => log(`${message}: ${String(error)}`),
          );
          if (queued > 0) notifications.queued();
        },
      }),
    );
  }
  return jobs;
}
