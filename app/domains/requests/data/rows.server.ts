import { schemaOf, type FormId } from "~/domain/form-schemas";
import type { RequestForm, RequestStatus } from "../rules";
import {
  hashToken,
  HIDDEN_FIELDS,
  isSenderField,
  senderOf,
  SUBJECT_FIELDS,
  subjectOf,
  TOKEN_SHAPE,
  type Asker,
  type Party,
  type RequestDetail,
  type RequestsStore,
  type RequestSummary,
} from "./model.server";

// The rows of requests each use case starts from, found only for who may see them: the owner of
// the addressed company, an operator, the buyer who sent it, or the holder of a working private
// link; and a row made into what the pages show (its summary, its whole detail).

export const SUMMARY_COLUMNS = [
  "s.id as id",
  "s.form as form",
  "r.status as status",
  "s.received_at as received_at",
  "v.id as vendor_id",
  "v.name as vendor_name",
  "v.slug as vendor_slug",
] as const;
export const ROW_COLUMNS = [
  ...SUMMARY_COLUMNS,
  "r.buyer_email as buyer_email",
  "r.buyer_id as buyer_id",
  "v.owner_id as owner_id",
] as const;

export function requestRows({ db }: RequestsStore) {
  return db
    .selectFrom("company_requests as r")
    .innerJoin("vendors as v", "v.id", "r.vendor_id")
    .innerJoin("submissions as s", "s.id", "r.submission_id");
}

/** The requests one asker may see: their companies' (owner), every one (operator). */
export function visibleTo(store: RequestsStore, asker: Asker) {
  let query = requestRows(store);
  if (!asker.isOperator) query = query.where("v.owner_id", "=", asker.id);
  return query;
}

/** One request, if `asker` may see it as its company's owner (or an operator). */
export async function managed(store: RequestsStore, asker: Asker, id: string) {
  return visibleTo(store, asker)
    .select(ROW_COLUMNS)
    .where("r.submission_id", "=", id)
    .executeTakeFirst();
}

export type Row = NonNullable<Awaited<ReturnType<typeof managed>>>;

/** A request no account has kept: the only kind a link opens (docs/decisions/230). */
export async function unkept(store: RequestsStore, id: string): Promise<Row | undefined> {
  return requestRows(store)
    .select(ROW_COLUMNS)
    .where("r.submission_id", "=", id)
    .where("r.buyer_id", "is", null)
    .executeTakeFirst();
}

/**
 * The request a private link opens, while the link is neither expired nor revoked and no account
 * keeps the thread (a link to keep it, which names an account, opens nothing here).
 */
export async function byToken(store: RequestsStore, token: string): Promise<Row | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const link = await store.db
    .selectFrom("request_tokens")
    .select(["submission_id", "expires_at", "revoked_at"])
    .where("token_hash", "=", hashToken(token))
    .where("member_id", "is", null)
    .executeTakeFirst();
  if (!link || link.revoked_at !== null || link.expires_at <= store.now().toISOString())
    return undefined;
  return unkept(store, link.submission_id);
}

/** The request, if this party may take part in it (undefined for anyone else). */
export async function rowFor(
  store: RequestsStore,
  party: Party,
  id: string,
): Promise<Row | undefined> {
  if ("owner" in party) return managed(store, { ...party.owner, isOperator: false }, id);
  if ("buyerId" in party) {
    return requestRows(store)
      .select(ROW_COLUMNS)
      .where("r.submission_id", "=", id)
      .where("r.buyer_id", "=", party.buyerId)
      .executeTakeFirst();
  }
  const row = await byToken(store, party.token);
  return row?.id === id ? row : undefined;
}

/** The buyer's account, as the company sees it: name, e-mail and the company they own. */
export async function accountOf({ db }: RequestsStore, buyerId: string | null) {
  if (!buyerId) return null;
  const user = await db
    .selectFrom("user")
    .select(["name", "email"])
    .where("id", "=", buyerId)
    .executeTakeFirst();
  if (!user) return null;
  const company = await db
    .selectFrom("vendors")
    .select("name")
    .where("owner_id", "=", buyerId)
    .where("status", "=", "approved")
    .orderBy("name")
    .executeTakeFirst();
  return { name: user.name, email: user.email, company: company?.name ?? null };
}

export async function summaries(
  store: RequestsStore,
  rows: {
    id: string;
    form: string;
    status: string;
    received_at: string;
    vendor_id: string;
    vendor_name: string;
    vendor_slug: string;
  }[],
): Promise<RequestSummary[]> {
  if (rows.length === 0) return [];
  const { db } = store;
  const ids = rows.map((r) => r.id);
  const [fields, replyCounts, senders] = await Promise.all([
    db
      .selectFrom("submission_fields")
      .select(["submission_id", "name", "value"])
      .where("submission_id", "in", ids)
      .where("name", "in", SUBJECT_FIELDS)
      .execute(),
    db
      .selectFrom("request_replies")
      .select(["submission_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("submission_id", "in", ids)
      .groupBy("submission_id")
      .execute(),
    store.inbox.summaries(ids),
  ]);
  const replyCount = new Map(replyCounts.map((r) => [r.submission_id, Number(r.n)]));
  const senderOf = new Map(senders.map((s) => [s.id, s.sender]));
  return rows.map((row) => ({
    id: row.id,
    form: row.form as RequestForm,
    company: { id: row.vendor_id, name: row.vendor_name, slug: row.vendor_slug },
    from: senderOf.get(row.id) ?? "",
    subject: subjectOf(fields.filter((f) => f.submission_id === row.id)),
    receivedAt: row.received_at,
    status: row.status as RequestStatus,
    replyCount: replyCount.get(row.id) ?? 0,
  }));
}

/** The request whole, as its pages show it: fields, files, the replies and who sent it. */
export async function detail(store: RequestsStore, row: Row): Promise<RequestDetail> {
  const { db } = store;
  const [summary] = await summaries(store, [row]);
  const submission = (await store.inbox.submission(row.id))!;
  const schema = schemaOf(submission.form as FormId);
  const [replies, files, account, links] = await Promise.all([
    db
      .selectFrom("request_replies")
      .select(["id", "author_name", "body", "created_at", "author_side"])
      .where("submission_id", "=", row.id)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("request_reply_files")
      .select(["id", "reply_id", "original_name", "size"])
      .where("submission_id", "=", row.id)
      .orderBy("position")
      .execute(),
    accountOf(store, row.buyer_id),
    db
      .selectFrom("request_tokens")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("submission_id", "=", row.id)
      .where("member_id", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", store.now().toISOString())
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...summary!,
    fields: submission.fields
      .filter((f) => !HIDDEN_FIELDS.has(f.name) && f.value !== "")
      .map((f) => ({ ...f, label: schema.fields[f.name]?.label ?? f.name })),
    attachments: submission.attachments.map(({ id, originalName, contentType, size }) => ({
      id,
      originalName,
      contentType,
      size,
    })),
    replies: replies.map((r) => ({
      id: r.id,
      authorName: r.author_name,
      body: r.body,
      createdAt: r.created_at,
      side: r.author_side === "buyer" ? "buyer" : "company",
      files: files
        .filter((f) => f.reply_id === r.id)
        .map((f) => ({ id: f.id, originalName: f.original_name, size: Number(f.size) })),
    })),
    buyerEmail: row.buyer_email,
    sender: senderOf(
      submission.fields.filter((f) => isSenderField(submission.form, f.name)),
      account,
    ),
    buyerHasAccount: row.buyer_id !== null,
    activeLinks: Number(links.n),
  };
}

export async function setStatus(
  { db, now }: RequestsStore,
  id: string,
  status: RequestStatus,
  only?: RequestStatus,
) {
  let query = db
    .updateTable("company_requests")
    .set({ status, updated_at: now().toISOString() })
    .where("submission_id", "=", id);
  if (only) query = query.where("status", "=", only);
  await query.execute();
}
