import { trainingNotice } from "../../app/domains/knowledge/index.server";
import type { Notifications } from "../../app/domains/notifications/index.server";
import type { Requests } from "../../app/domains/requests/index.server";
import { formatTimestamp } from "../../app/lib/dates";
import type { Db } from "../db/database";
import type { Repository } from "../db/repository";
import { refreshStatistics } from "../db/statistics";
import { sweepFiles, sweptFileLines } from "../files/sweep";
import type { MailRelay } from "../inbox/mailer";
import type { InboxStore } from "../inbox/store";
import { sweepOrphans } from "../inbox/sweep";
import type { Outbox } from "../outbox";
import type { WebhookSender } from "../webhooks/deliveries";
import { hiringJobDefinitions } from "./hiring-jobs";
import { defineJob, PERIODS, type JobData, type JobDefinition, type SendOptions } from "./job";
import { tellThrough } from "../../app/lib/tell.server";
import type { Qualify } from "../../app/domains/matchmaking/index.server";

// Every job of the server, in one place (docs/decisions/270). A job throws when its work fails:
// the runner logs it, retries it with backoff, and keeps it dead for the console after its last
// attempt. Nothing else in the server runs work on a timer.

export interface JobDeps {
  repo: Repository;
  db: Db;
  dataDir: string;
  publicUrl: string;
  notifications: Notifications;
  /** The notices' e-mails, when SMTP_URL is set. */
  outbox: Outbox | null;
  /** The forms inbox: its store, and its relay when SMTP_URL is set. */
  inbox: { store: InboxStore; relay: MailRelay | null };
  /** Companies' webhook messages (server/webhooks, decision 503); none in some tests. */
  webhooks?: WebhookSender;
  /** The requests, with built-in accounts (their owners are told of new ones). */
  requests: Requests | null;
  log: (message: string) => void;
  /** Queues one more run of `name` at `atMs` (an e-mail's next retry), on top of the usual ones. */
  later(name: string, atMs: number): Promise<void>;
  /** Queues a job for a record (keyed: the same name and key are queued once). */
  send(name: string, data: JobData, options: SendOptions): Promise<void>;
}

/** After a run: the next run when the queue's next e-mail is due, if before the next minute's. */
async function followUp(deps: Pick<JobDeps, "later">, name: string, next: number | null) {
  if (next === null || next - Date.now() >= PERIODS.minute.ms) return;
  await deps.later(name, next);
}

/** The job names other modules ask for by name. */
export const JOBS = {
  noticeMail: "notice_mail",
  formMail: "form_mail",
  awardsDue: "awards_due",
  awardFinal: "award_final",
  certificatesDue: "certificate_reminders",
  certificateReminder: "certificate_reminder",
  webhookSend: "webhook_send",
  matchesDue: "tender_matches_due",
  tenderMatch: "tender_match",
} as const;

export function jobDefinitions(deps: JobDeps): JobDefinition[] {
  const jobs: JobDefinition[] = [];
  const { repo, notifications, publicUrl, log } = deps;

  // The notices' e-mails (server/outbox.ts): each row is claimed by one server and retried on
  // its own schedule; this job sends what is due, when one is queued and every minute.
  const outbox = deps.outbox;
  if (outbox) {
    jobs.push(
      defineJob({
        name: JOBS.noticeMail,
        title: "Sends the notices' e-mails that are due",
        coalesce: true,
        every: "minute",
        attempts: 5,
        delaySeconds: 10,
        timeoutSeconds: 5 * 60,
        run: async () => {
          await outbox.runDue();
          await followUp(deps, JOBS.noticeMail, await outbox.nextDue());
        },
      }),
    );
  }

  jobs.push(
    ...webhookJobDefinitions(deps),
    ...inboxJobDefinitions(deps),
    ...awardJobDefinitions(deps),
    ...certificateJobDefinitions(deps),
    ...matchJobDefinitions(deps),
    ...hiringJobDefinitions(deps),
  );

  // Requests whose owner a stopped server did not tell (built-in accounts only).
  const requests = deps.requests;
  if (requests) {
    jobs.push(
      defineJob({
        name: "missed_notices",
        title: "Tells owners of requests a stopped server did not tell them of",
        every: "minute",
        attempts: 3,
        delaySeconds: 30,
        timeoutSeconds: 5 * 60,
        run: async () => void (await requests.notifyMissed()),
      }),
    );
  }

  jobs.push(
    // Training reminders, a day before each event, once per seat
    // (app/domains/knowledge/data/registrations.server.ts).
    defineJob({
      name: "training_reminders",
      title: "Reminds members of their training a day before it starts",
      every: "minute",
      attempts: 3,
      delaySeconds: 30,
      timeoutSeconds: 5 * 60,
      run: async () => {
        await repo.knowledge.training.remindDue((trx, { userId, event, status }) =>
          notifications.write(trx, {
            userId,
            ...trainingNotice(event, status, formatTimestamp(event.startsAt), publicUrl),
          }),
        );
      },
    }),
    // The evaluation panels of tenders whose bids opened, told once each (issue 41,
    // docs/decisions/320); the buyer's first opening of the bids tells them sooner.
    defineJob({
      name: "tender_panel_notices",
      title: "Tells evaluation panels that their tenders' bids are open",
      every: "minute",
      attempts: 3,
      delaySeconds: 30,
      timeoutSeconds: 5 * 60,
      run: async () => {
        await repo.tenders.tellOpenedPanels((trx, notice) =>
          notifications.write(trx, {
            ...notice,
            mail: notice.email
              ? {
                  subject: notice.title,
                  text: `${notice.body}\n\n${publicUrl}${notice.link}\n\nProcureConnect\n`,
                }
              : null,
          }),
        );
      },
    }),
    // Files nothing refers to (a crash between a file and its record, older data): daily
    // (docs/decisions/241).
    defineJob({
      name: "file_sweep",
      title: "Removes stored files nothing refers to",
      every: "day",
      attempts: 3,
      delaySeconds: 300,
      timeoutSeconds: 60 * 60,
      run: async () => {
        const removed = await sweepFiles(deps.db, deps.dataDir);
        if (removed.length === 0) return;
        log(`Stored files: removed ${removed.length} that nothing refers to.`);
        for (const line of sweptFileLines(removed)) log(`  ${line}`);
      },
    }),
    // The query planner's statistics of the tables that changed (SQLite; PostgreSQL's
    // autovacuum keeps its own): daily (docs/decisions/552).
    defineJob({
      name: "planner_statistics",
      title: "Refreshes the query planner's statistics",
      every: "day",
      attempts: 3,
      delaySeconds: 300,
      timeoutSeconds: 10 * 60,
      run: () => refreshStatistics(deps.db),
    }),
  );

  return jobs;
}

/**
 * The tenders' awards whose standstill has ended (decision 340): each minute the due ones are
 * queued, one job per tender and standstill (keyed), which records the award and tells the
 * bidders. The pages show the award as final from the standstill's end, before the job runs.
 */
export function awardJobDefinitions(
  deps: Pick<JobDeps, "repo" | "notifications" | "publicUrl" | "send">,
): JobDefinition[] {
  const tell = tellThrough(deps.notifications, deps.publicUrl);
  return [
    defineJob({
      name: JOBS.awardsDue,
      title: "Queues the awards whose standstill has ended",
      every: "minute",
      attempts: 3,
      delaySeconds: 30,
      timeoutSeconds: 5 * 60,
      run: async () => {
        for (const due of await deps.repo.tenders.awardsDue(new Date())) {
          await deps.send(JOBS.awardFinal, { tenderId: due.id }, { key: `${due.id}:${due.until}` });
        }
      },
    }),
    defineJob<{ tenderId: string }>({
      name: JOBS.awardFinal,
      title: "Records a tender's award once its standstill has ended, and tells the bidders",
      attempts: 5,
      delaySeconds: 60,
      timeoutSeconds: 5 * 60,
      run: async ({ tenderId }) => {
        const result = await deps.repo.tenders.finaliseAward(tenderId, undefined, tell);
        // Refused only before the standstill's end: the job then runs again later.
        if (!result.ok && result.reason === "standstill")
          throw new Error(`The standstill of tender ${tenderId} has not ended.`);
      },
    }),
  ];
}

/**
 * Certificates' reminders at 30, 7 and 0 days before they expire (issue 43, decision 442): each
 * hour the due ones are queued, one keyed job per certificate, stage and expiry date, which
 * records the reminder and tells the owner in one transaction: once, whatever the servers.
 */
export function certificateJobDefinitions(
  deps: Pick<JobDeps, "repo" | "notifications" | "publicUrl" | "send">,
): JobDefinition[] {
  const tell = tellThrough(deps.notifications, deps.publicUrl);
  return [
    defineJob({
      name: JOBS.certificatesDue,
      title: "Queues the reminders of certificates about to expire",
      every: "hour",
      attempts: 3,
      delaySeconds: 60,
      timeoutSeconds: 5 * 60,
      run: async () => {
        for (const due of await deps.repo.companies.dueReminders(new Date())) {
          await deps.send(
            JOBS.certificateReminder,
            { ...due },
            {
              key: `${due.certificateId}:${due.days}:${due.expiresOn}`,
            },
          );
        }
      },
    }),
    defineJob<{ certificateId: string; days: number; expiresOn: string }>({
      name: JOBS.certificateReminder,
      title: "Reminds a company's owner that a certificate expires soon",
      attempts: 5,
      delaySeconds: 60,
      timeoutSeconds: 5 * 60,
      run: async (due) => {
        await deps.repo.companies.remindCertificate(due, tell);
      },
    }),
  ];
}

/**
 * Published tenders told to matching suppliers and saved searches (issue 43, decision 481): each
 * minute the tenders published and not yet matched are queued, one keyed job per tender, whose
 * run takes the tender's matching row first: once, whatever the servers. `qualify` is the step
 * that keeps the companies qualifying for the tender (its requirements).
 */
export function matchJobDefinitions(
  deps: Pick<JobDeps, "repo" | "notifications" | "publicUrl" | "send">,
  qualify?: Qualify,
): JobDefinition[] {
  const tell = tellThrough(deps.notifications, deps.publicUrl);
  return [
    defineJob({
      name: JOBS.matchesDue,
      title: "Queues the newly published tenders to tell matching suppliers and searches of",
      every: "minute",
      attempts: 3,
      delaySeconds: 30,
      timeoutSeconds: 5 * 60,
      run: async () => {
        for (const id of await deps.repo.matchmaking.matchesDue(new Date())) {
          await deps.send(JOBS.tenderMatch, { tenderId: id }, { key: id });
        }
      },
    }),
    defineJob<{ tenderId: string }>({
      name: JOBS.tenderMatch,
      title: "Tells the suppliers and saved searches a published tender matches",
      attempts: 5,
      delaySeconds: 60,
      timeoutSeconds: 5 * 60,
      run: async ({ tenderId }) => {
        const told = await deps.repo.matchmaking.matchTender(tenderId, tell, {
          qualify,
          origin: deps.publicUrl,
        });
        if (told) deps.notifications.queued();
      },
    }),
  ];
}

/** The forms inbox's jobs: its e-mails and its sweep (the inbox's tests run them alone). */
export function inboxJobDefinitions(
  deps: Pick<JobDeps, "db" | "inbox" | "log" | "later">,
): JobDefinition[] {
  const jobs: JobDefinition[] = [];
  // The forms inbox's e-mails (server/inbox/mailer.ts), as the notices' are.
  const relay = deps.inbox.relay;
  if (relay) {
    jobs.push(
      defineJob({
        name: JOBS.formMail,
        title: "E-mails the forms inbox's submissions that are due",
        coalesce: true,
        every: "minute",
        attempts: 5,
        delaySeconds: 10,
        timeoutSeconds: 10 * 60,
        run: async () => {
          await relay.drain();
          await followUp(deps, JOBS.formMail, await relay.nextAt());
        },
      }),
    );
  }

  jobs.push(
    // The forms inbox's unfinished uploads and attachments of submissions never committed.
    defineJob({
      name: "inbox_sweep",
      title: "Removes the forms inbox's unfinished uploads and orphan files",
      every: "hour",
      attempts: 3,
      delaySeconds: 300,
      timeoutSeconds: 30 * 60,
      run: async () => {
        const { tmp, orphans } = await sweepOrphans(deps.inbox.store, deps.db);
        if (tmp + orphans > 0) {
          deps.log(
            `Forms inbox: removed ${tmp} unfinished upload(s) and ${orphans} orphan file(s).`,
          );
        }
      },
    }),
  );
  return jobs;
}

/**
 * Companies' webhook messages (decision 503): each delivery is claimed by one server with a lease
 * and retried on its own schedule; this job sends what is due, every minute and at the next retry
 * when that comes sooner.
 */
function webhookJobDefinitions(deps: JobDeps): JobDefinition[] {
  const webhooks = deps.webhooks;
  if (!webhooks) return [];
  return [
    defineJob({
      name: JOBS.webhookSend,
      title: "Sends companies' webhook messages that are due",
      coalesce: true,
      every: "minute",
      attempts: 5,
      delaySeconds: 10,
      timeoutSeconds: 5 * 60,
      run: async () => {
        while ((await webhooks.runDue()) > 0);
        await followUp(deps, JOBS.webhookSend, await webhooks.nextDue());
      },
    }),
  ];
}
