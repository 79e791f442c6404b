import { sql } from "kysely";
import { ownerNoticeMail } from "../../../../server/notices";
import type { OwnerNotice, RequestsStore } from "./model.server";
import { requestRows, ROW_COLUMNS, summaries } from "./rows.server";

// A new request's notice to its company's owner: told once per request, and told late for any
// request a stopped server stored without telling.

/**
 * Tells a company's owner of a new request (the inbox's router calls it once the request is
 * stored): a notification and its e-mail, once per request however often it is called.
 */
export async function notifyNew(store: RequestsStore, notice: OwnerNotice): Promise<void> {
  const notifications = store.notifications;
  if (!notifications) return;
  const row = await requestRows(store)
    .select(ROW_COLUMNS)
    .where("r.submission_id", "=", notice.requestId)
    .executeTakeFirst();
  if (!row?.owner_id) return;
  const path = `/account/inbox/${row.id}`;
  const [[summary], job] = await Promise.all([
    summaries(store, [row]),
    // An application to a posted job is told as one, with the job's title (issue 44 item 10).
    store.db
      .selectFrom("company_requests as r")
      .innerJoin("jobs as j", "j.id", "r.job_id")
      .select("j.title")
      .where("r.submission_id", "=", row.id)
      .executeTakeFirst(),
  ]);
  const kind = row.form === "quote-request" ? "quote request" : "message";
  await notifications.send({
    kind: "request-new",
    userId: row.owner_id,
    email: notice.ownerEmail,
    title: job
      ? `New application for ${job.title} at ${row.vendor_name}`
      : `New ${kind} for ${row.vendor_name}`,
    body: summary?.subject ?? "",
    link: path,
    mail: ownerNoticeMail(notice, store.publicUrl, "", job?.title),
    dedupeKey: `request-new:${row.id}`,
    webhook: {
      vendorId: row.vendor_id,
      type: "request.received",
      data: { id: row.id, form: row.form, url: `${store.publicUrl}${path}` },
    },
  });
}

/**
 * Writes the notice of any request of the last day whose owner was not told (a server that
 * stopped between storing a request and telling its owner): run at start and now and then.
 */
export async function notifyMissed(store: RequestsStore): Promise<number> {
  if (!store.notifications) return 0;
  const since = new Date(store.now().getTime() - 24 * 60 * 60 * 1000).toISOString();
  const missed = await store.db
    .selectFrom("company_requests as r")
    .innerJoin("vendors as v", "v.id", "r.vendor_id")
    .innerJoin("user as u", "u.id", "v.owner_id")
    .leftJoin("notifications as n", (join) =>
      join.on("n.dedupe_key", "=", sql<string>`'request-new:' || r.submission_id`),
    )
    .select(["r.submission_id as id", "u.email as email", "u.name as name", "v.name as company"])
    .where("r.created_at", ">=", since)
    .where("r.created_at", "<=", new Date(store.now().getTime() - 60_000).toISOString())
    .where("n.id", "is", null)
    .execute();
  for (const m of missed) {
    await notifyNew(store, {
      ownerEmail: m.email,
      ownerName: m.name,
      company: m.company,
      requestId: m.id,
    });
  }
  return missed.length;
}
