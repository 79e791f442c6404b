import { randomBytes, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { MAX_FILE_BYTES, MAX_FILES, MAX_TOTAL_FILE_BYTES, MESSAGES } from "~/domain/form-rules";
import { fileKindOf, isAllowedFileType } from "~/domain/form-schemas";
import type { Database } from "../../../../server/db/schema";
import { buyerAnswerMail, threadReplyMail } from "../../../../server/notices";
import { sniffKind } from "../../../../server/shared/sniff";
import {
  claimAttempt,
  fingerprintOf,
  priorAttempt,
  type Attempt,
} from "../../../../server/db/attempt-keys";
import { storeFiles } from "./files.server";
import {
  excerpt,
  hashToken,
  SENDER_FIELDS,
  senderOf,
  THREAD_LINK_DAYS,
  THREAD_LINK_MS,
  type Asker,
  type BuyerKey,
  type ReplyOutcome,
  type ReplyUpload,
  type RequestsStore,
} from "./model.server";
import { accountOf, managed, rowFor, type Row } from "./rows.server";

// A reply to a request, from either side: the company's owner or the buyer (signed in or by a
// private link). Its files, the new status and the other side's notice are written together,
// and a buyer without an account gets a fresh private link with the company's reply.

/** The reply's files, checked as the forms' attachments are: count, size, type, content. */
export function checkReplyFiles(
  files: readonly ReplyUpload[],
): { ok: true; files: ReplyUpload[] } | { ok: false; error: string } {
  const real = files.filter((f) => f.name !== "" || f.bytes.byteLength > 0);
  if (real.length > MAX_FILES) return { ok: false, error: MESSAGES.tooManyFiles };
  let total = 0;
  for (const f of real) {
    if (f.bytes.byteLength > MAX_FILE_BYTES)
      return { ok: false, error: MESSAGES.namedFileTooLarge(f.name) };
    const kind = fileKindOf(f.name);
    if (
      !kind ||
      !isAllowedFileType({ name: f.name, size: f.bytes.byteLength, type: f.type }) ||
      sniffKind(f.bytes.subarray(0, 8)) !== kind
    ) {
      return { ok: false, error: MESSAGES.namedFileType(f.name) };
    }
    total += f.bytes.byteLength;
  }
  if (total > MAX_TOTAL_FILE_BYTES) return { ok: false, error: MESSAGES.totalTooLarge };
  return { ok: true, files: real };
}

type Side = "company" | "buyer";
type StoredFile = Awaited<ReturnType<typeof storeFiles>>[number];

/** The reply's row, its files' rows and the request's new status. */
async function writeReply(
  trx: Transaction<Database>,
  row: Row,
  reply: { id: string; side: Side; author: { id: string; name: string }; body: string; at: string },
  files: readonly StoredFile[],
) {
  await trx
    .insertInto("request_replies")
    .values({
      id: reply.id,
      submission_id: row.id,
      author_id: reply.author.id,
      author_name: reply.author.name,
      body: reply.body,
      created_at: reply.at,
      author_side: reply.side,
    })
    .execute();
  if (files.length > 0) {
    await trx
      .insertInto("request_reply_files")
      .values(
        files.map((f, position) => ({
          id: f.id,
          reply_id: reply.id,
          submission_id: row.id,
          position,
          original_name: f.originalName,
          content_type: f.contentType,
          size: f.size,
        })),
      )
      .execute();
  }
  await trx
    .updateTable("company_requests")
    .set({ status: reply.side === "company" ? "replied" : "new", updated_at: reply.at })
    .where("submission_id", "=", row.id)
    .execute();
}

/** A fresh private link for a buyer without an account, e-mailed with the reply (outbox only). */
async function newThreadLink(
  store: RequestsStore,
  trx: Transaction<Database>,
  row: Row & { buyer_email: string },
  at: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await trx
    .insertInto("request_tokens")
    .values({
      token_hash: hashToken(token),
      submission_id: row.id,
      email: row.buyer_email,
      created_at: at,
      expires_at: new Date(store.now().getTime() + THREAD_LINK_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return `/requests/t/${token}`;
}

/** A reply's attempt (decision 290): its key, on this thread and side, and what it carries. */
function replyAttempt(
  row: Row,
  side: Side,
  author: { id: string },
  body: string,
  files: readonly ReplyUpload[],
  key: string,
): Attempt {
  return {
    scope: `reply:${row.id}`,
    owner: `${side}:${author.id}`,
    key,
    fingerprint: fingerprintOf(
      { body, files: files.map((f) => f.name) },
      files.map((f) => f.bytes),
    ),
  };
}

/** What a resent reply is answered: as the first was, or a conflict; nothing is written. */
const repeatOutcome = (kind: "repeat" | "conflict"): ReplyOutcome =>
  kind === "repeat" ? { ok: true, link: null, repeat: true } : { ok: false, reason: "conflict" };

/** Thrown inside the reply's transaction when its key turns out to be taken: nothing is written. */
class AttemptTaken extends Error {
  constructor(readonly kind: "repeat" | "conflict") {
    super(kind);
  }
}

/**
 * Writes a reply, its files, the new status and the other side's notice, in one transaction.
 * With an attempt key, a reply resent with it is answered as the first and written once.
 */
async function postReply(
  store: RequestsStore,
  row: Row,
  side: Side,
  author: { id: string; name: string },
  body: string,
  uploads: readonly ReplyUpload[],
  key?: string,
): Promise<ReplyOutcome> {
  if (row.status === "closed") return { ok: false, reason: "closed" };
  const checked = checkReplyFiles(uploads);
  if (!checked.ok) return { ok: false, reason: "files", error: checked.error };
  const attempt = key ? replyAttempt(row, side, author, body, checked.files, key) : null;
  const prior = attempt ? await priorAttempt(store.db, attempt, store.now()) : null;
  if (prior && prior.kind !== "new") return repeatOutcome(prior.kind);
  const files = await storeFiles(store, checked.files);
  const at = store.now().toISOString();
  const replyId = randomUUID();
  let link: string | null = null;
  const { notifications, publicUrl } = store;
  const buyer = side === "company" ? await accountOf(store, row.buyer_id) : null;
  const owner =
    side === "buyer" && row.owner_id
      ? await store.db
          .selectFrom("user")
          .select(["id", "email", "name"])
          .where("id", "=", row.owner_id)
          .executeTakeFirst()
      : undefined;
  try {
    await store.db.transaction().execute(async (trx) => {
      if (attempt) {
        const claim = await claimAttempt(trx, attempt, replyId, store.now());
        if (claim.kind !== "new") throw new AttemptTaken(claim.kind);
      }
      await writeReply(trx, row, { id: replyId, side, author, body, at }, files);
      if (side === "company" && !row.buyer_id && row.buyer_email) {
        link = await newThreadLink(store, trx, { ...row, buyer_email: row.buyer_email }, at);
      }
      if (!notifications) return;
      if (side === "company" && (row.buyer_id || row.buyer_email)) {
        // A kept thread opens in its account only: the e-mail goes to that account's address.
        const path = link ?? `/account/requests/${row.id}`;
        await notifications.write(trx, {
          kind: "request-reply",
          userId: row.buyer_id,
          email: row.buyer_id ? (buyer?.email ?? null) : row.buyer_email,
          title: `${row.vendor_name} replied to your request`,
          body: excerpt(body),
          link: path,
          mail: threadReplyMail(
            { company: row.vendor_name, body, link: `${publicUrl}${path}`, private: !!link },
            THREAD_LINK_DAYS,
          ),
        });
      } else if (side === "buyer" && owner) {
        const path = `/account/inbox/${row.id}`;
        await notifications.write(trx, {
          kind: "request-reply",
          userId: owner.id,
          email: owner.email,
          title: `${author.name} answered a request to ${row.vendor_name}`,
          body: excerpt(body),
          link: path,
          mail: buyerAnswerMail({
            buyer: author.name,
            company: row.vendor_name,
            body,
            link: `${publicUrl}${path}`,
          }),
        });
      }
    });
  } catch (error) {
    // The files were stored for a reply that is not written: nothing refers to them.
    for (const f of files) await store.files?.delete(f.id);
    if (error instanceof AttemptTaken) return repeatOutcome(error.kind);
    throw error;
  }
  notifications?.queued();
  return { ok: true, link };
}

/** What a reply's author is called: the company, or the buyer by name (their e-mail else). */
async function buyerAuthor(store: RequestsStore, row: Row, key: BuyerKey) {
  const submission = await store.inbox.submission(row.id);
  const sender = senderOf(
    (submission?.fields ?? []).filter((f) => SENDER_FIELDS.includes(f.name)),
    await accountOf(store, row.buyer_id),
  );
  return {
    id: "buyerId" in key ? key.buyerId : (row.buyer_id ?? ""),
    name: sender.name || sender.email || "The buyer",
  };
}

/** The owner's reply: stored, e-mailed to the buyer when mail is on; false if not theirs. */
export async function reply(
  store: RequestsStore,
  asker: Asker & { name: string },
  id: string,
  body: string,
  files: readonly ReplyUpload[] = [],
): Promise<boolean> {
  return (await replyAsOwner(store, asker, id, body, files)).ok;
}

/** The owner's reply, with what stopped it. */
export async function replyAsOwner(
  store: RequestsStore,
  asker: Asker & { name: string },
  id: string,
  body: string,
  files: readonly ReplyUpload[] = [],
  key?: string,
): Promise<ReplyOutcome> {
  const row = await managed(store, { ...asker, isOperator: false }, id);
  if (!row) return { ok: false, reason: "not-found" };
  const outcome = await postReply(
    store,
    row,
    "company",
    { id: asker.id, name: row.vendor_name },
    body,
    files,
    key,
  );
  if (outcome.ok && !outcome.repeat && row.buyer_email) {
    store.mailReply?.({ to: row.buyer_email, company: row.vendor_name, body, requestId: id });
  }
  return outcome;
}

/** The buyer's answer, signed in or by a private link. */
export async function answer(
  store: RequestsStore,
  key: BuyerKey,
  id: string,
  body: string,
  files: readonly ReplyUpload[] = [],
  attemptKey?: string,
): Promise<ReplyOutcome> {
  const row = await rowFor(store, key, id);
  if (!row) return { ok: false, reason: "not-found" };
  const author = await buyerAuthor(store, row, key);
  return postReply(store, row, "buyer", author, body, files, attemptKey);
}
