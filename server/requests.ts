import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { Readable } from "node:stream";
import type { Actor } from "../app/domain/actor";
import { AUTH_MESSAGES, sameEmail } from "../app/domains/accounts/index.server";
import {
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_FILE_BYTES,
  MESSAGES,
} from "../app/domain/form-rules";
import { fileKindOf, isAllowedFileType, schemaOf, type FormId } from "../app/domain/form-schemas";
import {
  isRequestForm,
  REQUESTS_PER_PAGE,
  type InboxFilters,
  type RequestForm,
  type RequestStatus,
} from "../app/domain/requests";
import type { Db } from "./db/database";
import type { Page } from "./db/write";
import type { Attachment } from "./inbox/attachments";
import type { InboxStore } from "./inbox/store";
import type { CompanyAddress } from "./inbox/submissions";
import type { RequestSender, SubmissionRouter } from "./inbox/config";
import { MIME_OF, sniffKind } from "./shared/sniff";
import type { FileStore } from "./files/file-store";
import { buyerAnswerMail, ownerNoticeMail, threadReplyMail } from "./notices";
import type { Notifications } from "../app/domains/notifications/index.server";

// Requests to the network's companies: a contact message or quote request sent from the profile
// of a company that has an owner is stored in the forms inbox addressed to the company
// (`company_requests`), read and answered by its owner in /account/inbox, and followed by the
// buyer who sent it, signed in, in /account/requests. Every read checks who asks: the owner of
// the addressed company, an operator, or (for their own requests) the buyer; anyone else finds
// nothing, so the pages answer 404.
//
// A request is a conversation (docs/decisions/120): the owner and the buyer each reply, with
// files, and either side closes and reopens it. A buyer without an account follows it by a
// private link e-mailed with each reply (`/requests/t/<token>`: 32 random bytes, kept only as
// their SHA-256, for 30 days, revocable by either side); joining from that page keeps the thread
// in the new account. Each reply writes its notice (server/outbox.ts) in its own transaction.

/** Who is asking, as the pages know them (the one actor type). */
export type Asker = Actor;

export interface RequestSummary {
  id: string;
  form: RequestForm;
  company: { id: string; name: string; slug: string };
  /** The buyer, as the form names them (name and e-mail, when it has them). */
  from: string;
  /** A line that tells requests apart: the item asked for, or the message's start. */
  subject: string;
  receivedAt: string;
  status: RequestStatus;
  replyCount: number;
}

export interface ReplyFileInfo {
  id: string;
  originalName: string;
  size: number;
}

export interface RequestReply {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
  /** Who wrote it: the company's owner or the buyer. */
  side: "company" | "buyer";
  files: ReplyFileInfo[];
}

/** Who sent a request, as the company's owner sees them. */
export interface Sender {
  name: string;
  email: string;
  company: string;
}

export interface RequestDetail extends RequestSummary {
  fields: { name: string; label: string; value: string }[];
  attachments: Pick<Attachment, "id" | "originalName" | "contentType" | "size">[];
  replies: RequestReply[];
  /** Where replies are e-mailed, when mail is configured. */
  buyerEmail: string | null;
  /** The buyer's name, e-mail and company (empty when unknown). */
  sender: Sender;
  /** Whether the buyer has an account (replies reach them there too). */
  buyerHasAccount: boolean;
  /** Private links to the thread that still work. */
  activeLinks: number;
}

export interface RequestFile {
  name: string;
  contentType: string;
  size: number;
  /** The file's bytes, read as they are sent. */
  open(): ReadableStream<Uint8Array>;
}

/** A file of a request in a member's data export. */
export interface ExportedFile {
  id: string;
  name: string;
  size: number;
  open(): Promise<Readable>;
}

/** A request in a member's data export: as its pages show it, and its files. */
export interface ExportedRequest {
  request: RequestDetail;
  files: ExportedFile[];
}

/** Fields the request's pages leave out: the form's own addressing and the service's fields. */
const HIDDEN_FIELDS = new Set([
  "vendorName",
  "_subject",
  "_template",
  "_captcha",
  "_replyto",
  "to",
  "subject",
]);

const SUBJECT_FIELDS = ["itemService", "message", "jobTitle"];
/** The submission's fields that say who sent it (the forms' own, and the hosted service's). */
const SENDER_FIELDS = ["name", "fullName", "email", "_replyto", "company"];

/**
 * Who sent a request: the name, e-mail and company the form gave, else the buyer's account's
 * (and, for the company, one the member owns). The one place the owner's pages learn it from.
 */
export function senderOf(
  fields: readonly { name: string; value: string }[],
  account: { name: string; email: string; company: string | null } | null,
): Sender {
  const field = (...names: string[]) => {
    for (const n of names) {
      const v = fields.find((f) => f.name === n)?.value.trim();
      if (v) return v;
    }
    return "";
  };
  return {
    name: field("name", "fullName") || account?.name || "",
    email: field("email", "_replyto") || account?.email || "",
    company: field("company") || account?.company || "",
  };
}
const SUBJECT_MAX = 120;

function subjectOf(fields: readonly { name: string; value: string }[]): string {
  for (const name of SUBJECT_FIELDS) {
    const value = fields.find((f) => f.name === name)?.value.trim();
    if (value) {
      const line = value.replace(/\s+/g, " ");
      return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line;
    }
  }
  return "";
}

export interface OwnerNotice {
  ownerEmail: string;
  ownerName: string;
  company: string;
  requestId: string;
}

export interface ReplyNotice {
  to: string;
  company: string;
  body: string;
  requestId: string;
}

export interface RouterOptions {
  db: Db;
  /** The signed-in member of a request's cookies, for the buyer of a request. */
  memberOf(
    headers: Headers,
  ): Promise<{ id: string; email: string; emailVerified?: boolean } | null>;
  /** Members must confirm their e-mail address before they send a request (decision 151). */
  requireVerified?: boolean;
  /** A new request was stored for a company: tell its owner (never throws). */
  notifyOwner?(notice: OwnerNotice): void;
}

/**
 * The forms inbox's router: a contact message or quote request sent from the page of an approved
 * company that has an owner goes to that company (and its owner hears of it); anything else, as
 * before. The company is the one whose page the form was sent from (its slug), never one found
 * by the `vendorName` the form carries: that is text for people, and another company may bear
 * it tomorrow (docs/decisions/106).
 */
export function companyRouter(options: RouterOptions): SubmissionRouter {
  const { db } = options;
  async function ownerOf(vendorId: string) {
    return db
      .selectFrom("vendors as v")
      .innerJoin("user as u", "u.id", "v.owner_id")
      .select(["u.email as email", "u.name as name", "v.name as company"])
      .where("v.id", "=", vendorId)
      .executeTakeFirst();
  }

  /** A signed-in buyer as the company sees them: name, e-mail and the company they own. */
  async function senderOf(member: { id: string; email: string }): Promise<RequestSender> {
    const [user, company] = await Promise.all([
      db.selectFrom("user").select("name").where("id", "=", member.id).executeTakeFirst(),
      db
        .selectFrom("vendors")
        .select("name")
        .where("owner_id", "=", member.id)
        .where("status", "=", "approved")
        .orderBy("name")
        .executeTakeFirst(),
    ]);
    return { name: user?.name ?? "", email: member.email, company: company?.name ?? null };
  }

  return {
    async addressOf(form, fields, from) {
      // An application goes to the company that posted the job (issue 30); a sample job's,
      // like a request to a company without an owner, to the mailbox as before.
      const jobId = form === "job-application" ? from.job : null;
      const vendor = jobId
        ? await db
            .selectFrom("jobs as j")
            .innerJoin("vendors as v", "v.id", "j.vendor_id")
            .select(["v.id as id", "v.owner_id as owner_id"])
            .where("j.id", "=", jobId)
            .where("j.status", "=", "published")
            .where("v.status", "=", "approved")
            .where("v.owner_id", "is not", null)
            .executeTakeFirst()
        : isRequestForm(form) && form !== "job-application" && from.vendor
          ? await db
              .selectFrom("vendors")
              .select(["id", "owner_id"])
              .where("slug", "=", from.vendor)
              .where("status", "=", "approved")
              .where("owner_id", "is not", null)
              .executeTakeFirst()
          : undefined;
      if (!vendor) return null;
      const member = await options.memberOf(from.headers);
      if (member && options.requireVerified && member.emailVerified !== true) {
        return { refusal: { status: 403, message: AUTH_MESSAGES.unverified } };
      }
      const typed = fields.find(([name]) => name === "email" || name === "_replyto")?.[1].trim();
      return {
        address: {
          vendorId: vendor.id,
          buyerId: member?.id ?? null,
          buyerEmail: typed || member?.email || null,
          ...(jobId ? { jobId } : {}),
        },
        sender: member ? await senderOf(member) : null,
      };
    },
    stored(submissionId: string, address: CompanyAddress) {
      void ownerOf(address.vendorId)
        .then((owner) => {
          if (!owner) return;
          options.notifyOwner?.({
            ownerEmail: owner.email,
            ownerName: owner.name,
            company: owner.company,
            requestId: submissionId,
          });
        })
        .catch(() => undefined);
    },
  };
}

/** A private link to a thread lasts this long. */
export const THREAD_LINK_DAYS = 30;
const THREAD_LINK_MS = THREAD_LINK_DAYS * 24 * 60 * 60 * 1000;

/** The file store area of the files sent with replies. */
export const REPLY_FILES_AREA = "requests/files";

/** The buyer's side of a thread: signed in (their account) or by a private link. */
export type BuyerKey = { buyerId: string } | { token: string };

/** Either side of a thread. */
export type Party = { owner: Asker } | BuyerKey;

/** A file posted with a reply, as the page's action read it. */
export interface ReplyUpload {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export type ReplyOutcome =
  | { ok: true; link: string | null }
  | { ok: false; reason: "not-found" | "closed" }
  | { ok: false; reason: "files"; error: string };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,60}$/;

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

export interface RequestsOptions {
  db: Db;
  store: InboxStore;
  /** A reply was stored: e-mail it to the buyer (never throws). */
  mailReply?(reply: ReplyNotice): void;
  /** The notices (server/outbox.ts): written with each reply. */
  notifications?: Notifications;
  /** Where the replies' files are kept. */
  files?: FileStore;
  /** The site's public address, for links in e-mails. */
  publicUrl?: string;
  now?: () => Date;
}

export function createRequests(options: RequestsOptions) {
  const { db, store } = options;
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl ?? "";

  /** The requests one asker may see: their companies' (owner), every one (operator). */
  function visibleTo(asker: Asker) {
    let query = db
      .selectFrom("company_requests as r")
      .innerJoin("vendors as v", "v.id", "r.vendor_id")
      .innerJoin("submissions as s", "s.id", "r.submission_id");
    if (!asker.isOperator) query = query.where("v.owner_id", "=", asker.id);
    return query;
  }

  async function summaries(
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
      Promise.all(ids.map((id) => store.summary(id))),
    ]);
    const replyCount = new Map(replyCounts.map((r) => [r.submission_id, Number(r.n)]));
    return rows.map((row, i) => ({
      id: row.id,
      form: row.form as RequestForm,
      company: { id: row.vendor_id, name: row.vendor_name, slug: row.vendor_slug },
      from: senders[i]?.sender ?? "",
      subject: subjectOf(fields.filter((f) => f.submission_id === row.id)),
      receivedAt: row.received_at,
      status: row.status as RequestStatus,
      replyCount: replyCount.get(row.id) ?? 0,
    }));
  }

  const SUMMARY_COLUMNS = [
    "s.id as id",
    "s.form as form",
    "r.status as status",
    "s.received_at as received_at",
    "v.id as vendor_id",
    "v.name as vendor_name",
    "v.slug as vendor_slug",
  ] as const;
  const ROW_COLUMNS = [
    ...SUMMARY_COLUMNS,
    "r.buyer_email as buyer_email",
    "r.buyer_id as buyer_id",
    "v.owner_id as owner_id",
  ] as const;

  function requestRows() {
    return db
      .selectFrom("company_requests as r")
      .innerJoin("vendors as v", "v.id", "r.vendor_id")
      .innerJoin("submissions as s", "s.id", "r.submission_id");
  }

  /** One request, if `asker` may see it as its company's owner (or an operator). */
  async function managed(asker: Asker, id: string) {
    return visibleTo(asker)
      .select(ROW_COLUMNS)
      .where("r.submission_id", "=", id)
      .executeTakeFirst();
  }

  type Row = NonNullable<Awaited<ReturnType<typeof managed>>>;

  /** The request a private link opens, while the link is neither expired nor revoked. */
  async function byToken(token: string): Promise<Row | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const link = await db
      .selectFrom("request_tokens")
      .select(["submission_id", "expires_at", "revoked_at"])
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    if (!link || link.revoked_at !== null || link.expires_at <= now().toISOString())
      return undefined;
    return requestRows()
      .select(ROW_COLUMNS)
      .where("r.submission_id", "=", link.submission_id)
      .executeTakeFirst();
  }

  /** The request, if this party may take part in it (undefined for anyone else). */
  async function rowFor(party: Party, id: string): Promise<Row | undefined> {
    if ("owner" in party) return managed({ ...party.owner, isOperator: false }, id);
    if ("buyerId" in party) {
      return requestRows()
        .select(ROW_COLUMNS)
        .where("r.submission_id", "=", id)
        .where("r.buyer_id", "=", party.buyerId)
        .executeTakeFirst();
    }
    const row = await byToken(party.token);
    return row?.id === id ? row : undefined;
  }

  async function accountOf(buyerId: string | null) {
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

  async function detail(row: Row): Promise<RequestDetail> {
    const [summary] = await summaries([row]);
    const submission = (await store.submission(row.id))!;
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
      accountOf(row.buyer_id),
      db
        .selectFrom("request_tokens")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("submission_id", "=", row.id)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now().toISOString())
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
        submission.fields.filter((f) => SENDER_FIELDS.includes(f.name)),
        account,
      ),
      buyerHasAccount: row.buyer_id !== null,
      activeLinks: Number(links.n),
    };
  }

  async function setStatus(id: string, status: RequestStatus, only?: RequestStatus) {
    let query = db
      .updateTable("company_requests")
      .set({ status, updated_at: now().toISOString() })
      .where("submission_id", "=", id);
    if (only) query = query.where("status", "=", only);
    await query.execute();
  }

  /** Stores a reply's files before its row is written (names are fresh ids). */
  async function storeFiles(files: readonly ReplyUpload[]) {
    if (files.length > 0 && !options.files) throw new Error("No file store for reply files.");
    const stored = [];
    for (const f of files) {
      const id = randomUUID();
      await options.files!.put(
        id,
        (async function* () {
          yield f.bytes;
        })(),
      );
      const kind = fileKindOf(f.name)!;
      stored.push({
        id,
        originalName: f.name,
        contentType: MIME_OF[kind],
        size: f.bytes.byteLength,
      });
    }
    return stored;
  }

  /** Writes a reply, its files, the new status and the other side's notice, in one transaction. */
  async function postReply(
    row: Row,
    side: "company" | "buyer",
    author: { id: string; name: string },
    body: string,
    uploads: readonly ReplyUpload[],
  ): Promise<ReplyOutcome> {
    if (row.status === "closed") return { ok: false, reason: "closed" };
    const checked = checkReplyFiles(uploads);
    if (!checked.ok) return { ok: false, reason: "files", error: checked.error };
    const files = await storeFiles(checked.files);
    const at = now().toISOString();
    const replyId = randomUUID();
    let link: string | null = null;
    const notifications = options.notifications;
    const buyer = side === "company" ? await accountOf(row.buyer_id) : null;
    const owner =
      side === "buyer" && row.owner_id
        ? await db
            .selectFrom("user")
            .select(["id", "email", "name"])
            .where("id", "=", row.owner_id)
            .executeTakeFirst()
        : undefined;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("request_replies")
        .values({
          id: replyId,
          submission_id: row.id,
          author_id: author.id,
          author_name: author.name,
          body,
          created_at: at,
          author_side: side,
        })
        .execute();
      if (files.length > 0) {
        await trx
          .insertInto("request_reply_files")
          .values(
            files.map((f, position) => ({
              id: f.id,
              reply_id: replyId,
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
        .set({ status: side === "company" ? "replied" : "new", updated_at: at })
        .where("submission_id", "=", row.id)
        .execute();

      if (side === "company" && !row.buyer_id && row.buyer_email) {
        // A buyer without an account: a fresh private link, e-mailed (outbox only).
        const token = randomBytes(32).toString("base64url");
        await trx
          .insertInto("request_tokens")
          .values({
            token_hash: hashToken(token),
            submission_id: row.id,
            email: row.buyer_email,
            created_at: at,
            expires_at: new Date(now().getTime() + THREAD_LINK_MS).toISOString(),
            revoked_at: null,
          })
          .execute();
        link = `/requests/t/${token}`;
      }
      if (!notifications) return;
      if (side === "company" && (row.buyer_id || row.buyer_email)) {
        const path = link ?? `/account/requests/${row.id}`;
        await notifications.write(trx, {
          kind: "request-reply",
          userId: row.buyer_id,
          email: row.buyer_email ?? buyer?.email ?? null,
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
    notifications?.queued();
    return { ok: true, link };
  }

  /** What a reply's author is called: the company, or the buyer by name (their e-mail else). */
  async function buyerAuthor(row: Row, key: BuyerKey) {
    const submission = await store.submission(row.id);
    const sender = senderOf(
      (submission?.fields ?? []).filter((f) => SENDER_FIELDS.includes(f.name)),
      await accountOf(row.buyer_id),
    );
    return {
      id: "buyerId" in key ? key.buyerId : (row.buyer_id ?? ""),
      name: sender.name || sender.email || "The buyer",
    };
  }

  return {
    /** The owner's inbox: requests to their companies, newest first, one page. */
    async inbox(asker: Asker, filters: InboxFilters): Promise<Page<RequestSummary>> {
      const own = visibleTo({ ...asker, isOperator: false });
      let query = own;
      if (filters.status) query = query.where("r.status", "=", filters.status);
      if (filters.company) query = query.where("v.slug", "=", filters.company);
      const [rows, matches, total] = await Promise.all([
        query
          .select(SUMMARY_COLUMNS)
          .orderBy("s.id", "desc")
          .limit(REQUESTS_PER_PAGE)
          .offset((filters.page - 1) * REQUESTS_PER_PAGE)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
        own.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { items: await summaries(rows), matches: Number(matches.n), total: Number(total.n) };
    },

    /** The companies an owner has, for the inbox's company filter. */
    async companiesOf(ownerId: string): Promise<{ slug: string; name: string }[]> {
      return db
        .selectFrom("vendors")
        .select(["slug", "name"])
        .where("owner_id", "=", ownerId)
        .orderBy("name")
        .execute();
    },

    /** For a member who owns a company, their inbox's new requests; null for anyone else. */
    async inboxOf(memberId: string): Promise<{ unread: number } | null> {
      const owns = await db
        .selectFrom("vendors")
        .select("id")
        .where("owner_id", "=", memberId)
        .limit(1)
        .executeTakeFirst();
      return owns ? { unread: await this.unreadCount(memberId) } : null;
    },

    /** New requests to the member's companies: the number in the user menu. */
    async unreadCount(ownerId: string): Promise<number> {
      const row = await visibleTo({ id: ownerId, isOperator: false })
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("r.status", "=", "new")
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One request, opened by its company's owner (a new one becomes read) or an operator. */
    async open(asker: Asker, id: string): Promise<RequestDetail | undefined> {
      const row = await managed(asker, id);
      if (!row) return undefined;
      if (row.status === "new" && !asker.isOperator) {
        await setStatus(id, "read", "new");
        row.status = "read";
      }
      return detail(row);
    },

    /** The owner's reply: stored, e-mailed to the buyer when mail is on; false if not theirs. */
    async reply(
      asker: Asker & { name: string },
      id: string,
      body: string,
      files: readonly ReplyUpload[] = [],
    ): Promise<boolean> {
      return (await this.replyAsOwner(asker, id, body, files)).ok;
    },

    /** The owner's reply, with what stopped it. */
    async replyAsOwner(
      asker: Asker & { name: string },
      id: string,
      body: string,
      files: readonly ReplyUpload[] = [],
    ): Promise<ReplyOutcome> {
      const row = await managed({ ...asker, isOperator: false }, id);
      if (!row) return { ok: false, reason: "not-found" };
      const outcome = await postReply(
        row,
        "company",
        { id: asker.id, name: row.vendor_name },
        body,
        files,
      );
      if (outcome.ok && row.buyer_email) {
        options.mailReply?.({ to: row.buyer_email, company: row.vendor_name, body, requestId: id });
      }
      return outcome;
    },

    /** The buyer's answer, signed in or by a private link. */
    async answer(
      key: BuyerKey,
      id: string,
      body: string,
      files: readonly ReplyUpload[] = [],
    ): Promise<ReplyOutcome> {
      const row = await rowFor(key, id);
      if (!row) return { ok: false, reason: "not-found" };
      return postReply(row, "buyer", await buyerAuthor(row, key), body, files);
    },

    /** Closes a request of the owner's company; false if it is not theirs. */
    async close(asker: Asker, id: string): Promise<boolean> {
      return this.setOpen({ owner: asker }, id, false);
    },

    /** Closes (open=false) or reopens a thread, from either side; false if not theirs. */
    async setOpen(party: Party, id: string, open: boolean): Promise<boolean> {
      const row = await rowFor(party, id);
      if (!row) return false;
      if (!open) {
        await setStatus(id, "closed");
        return true;
      }
      if (row.status !== "closed") return true;
      const last = await db
        .selectFrom("request_replies")
        .select("author_side")
        .where("submission_id", "=", id)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .executeTakeFirst();
      await setStatus(id, !last ? "read" : last.author_side === "buyer" ? "new" : "replied");
      return true;
    },

    /** Revokes every private link to the thread; false if the party may not. */
    async revokeLinks(party: Party, id: string): Promise<boolean> {
      const row = await rowFor(party, id);
      if (!row) return false;
      await db
        .updateTable("request_tokens")
        .set({ revoked_at: now().toISOString() })
        .where("submission_id", "=", id)
        .where("revoked_at", "is", null)
        .execute();
      return true;
    },

    /** The thread a private link opens; undefined when the link is unknown, expired or revoked. */
    async thread(token: string): Promise<RequestDetail | undefined> {
      const row = await byToken(token);
      return row ? detail(row) : undefined;
    },

    /**
     * Keeps the thread a private link opens in a member's account (who joined or signed in from
     * it): it then lists among their requests. Null when the link does not work, the thread is
     * already another account's, or the account's e-mail address is not the one the request was
     * sent from: the link lets its holder read and answer, never take the thread away.
     */
    async keep(token: string, memberId: string): Promise<string | null> {
      const row = await byToken(token);
      if (!row || (row.buyer_id && row.buyer_id !== memberId)) return null;
      const member = await db
        .selectFrom("user")
        .select("email")
        .where("id", "=", memberId)
        .executeTakeFirst();
      if (!member || !sameEmail(member.email, row.buyer_email)) return null;
      await db
        .updateTable("company_requests")
        .set({ buyer_id: memberId, updated_at: now().toISOString() })
        .where("submission_id", "=", row.id)
        .where("buyer_id", "is", null)
        .execute();
      return row.id;
    },

    /** `keep` for the account just made with `email` (the accounts' API shows no ids). */
    async keepForNewAccount(token: string, email: string): Promise<string | null> {
      const user = await db
        .selectFrom("user")
        .select("id")
        .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
        .executeTakeFirst();
      return user ? this.keep(token, user.id) : null;
    },

    /** A file of a request, for its company's owner or an operator; undefined for anyone else. */
    async file(asker: Asker, id: string, attachmentId: string): Promise<RequestFile | undefined> {
      const row = await managed(asker, id);
      if (!row) return undefined;
      const submission = await store.submission(id);
      const attachment = submission?.attachments.find((a) => a.id === attachmentId);
      if (attachment) {
        const content = await store.openAttachment(attachment);
        return {
          open: () => Readable.toWeb(content) as ReadableStream<Uint8Array>,
          name: attachment.originalName,
          contentType: attachment.contentType,
          size: attachment.size,
        };
      }
      return asker.isOperator
        ? replyFile(id, attachmentId)
        : this.replyFile({ owner: asker }, id, attachmentId);
    },

    /** A file sent with a reply, for either side of the thread; undefined for anyone else. */
    async replyFile(party: Party, id: string, fileId: string): Promise<RequestFile | undefined> {
      const row = await rowFor(party, id);
      return row ? replyFile(id, fileId) : undefined;
    },

    /**
     * Every request the member sent and every one to the companies they own, whole, with a way
     * to read each file (the buyer's attachments and the replies' files): their data export.
     */
    async everyOf(
      memberId: string,
    ): Promise<{ sent: ExportedRequest[]; received: ExportedRequest[] }> {
      const whole = async (row: Row): Promise<ExportedRequest> => {
        const request = await detail(row);
        const submission = await store.submission(row.id);
        const files: ExportedFile[] = (submission?.attachments ?? []).map((a) => ({
          id: a.id,
          name: a.originalName,
          size: a.size,
          open: () => store.openAttachment(a),
        }));
        for (const reply of request.replies) {
          for (const f of reply.files) {
            files.push({
              id: f.id,
              name: f.originalName,
              size: f.size,
              open: async () => {
                const content = await options.files?.read(f.id);
                if (!content) throw new Error(`A reply's file is missing: ${f.id}`);
                return content;
              },
            });
          }
        }
        return { request, files };
      };
      const [sent, received] = await Promise.all([
        requestRows()
          .select(ROW_COLUMNS)
          .where("r.buyer_id", "=", memberId)
          .orderBy("s.id")
          .execute(),
        requestRows()
          .select(ROW_COLUMNS)
          .where("v.owner_id", "=", memberId)
          .orderBy("s.id")
          .execute(),
      ]);
      return {
        sent: await Promise.all(sent.map(whole)),
        received: await Promise.all(received.map(whole)),
      };
    },

    /** The requests a signed-in buyer sent, newest first, one page. */
    async sent(buyerId: string, page: number): Promise<Page<RequestSummary>> {
      const query = requestRows().where("r.buyer_id", "=", buyerId);
      const [rows, total] = await Promise.all([
        query
          .select(SUMMARY_COLUMNS)
          .orderBy("s.id", "desc")
          .limit(REQUESTS_PER_PAGE)
          .offset((page - 1) * REQUESTS_PER_PAGE)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      const n = Number(total.n);
      return { items: await summaries(rows), matches: n, total: n };
    },

    /** One request the buyer sent, with the company's replies; undefined if not theirs. */
    async sentOne(buyerId: string, id: string): Promise<RequestDetail | undefined> {
      const row = await rowFor({ buyerId }, id);
      return row ? detail(row) : undefined;
    },

    /**
     * Tells a company's owner of a new request (the inbox's router calls it once the request is
     * stored): a notification and its e-mail, once per request however often it is called.
     */
    async notifyNew(notice: OwnerNotice): Promise<void> {
      const notifications = options.notifications;
      if (!notifications) return;
      const row = await requestRows()
        .select(ROW_COLUMNS)
        .where("r.submission_id", "=", notice.requestId)
        .executeTakeFirst();
      if (!row?.owner_id) return;
      const path = `/account/inbox/${row.id}`;
      const [summary] = await summaries([row]);
      await notifications.send({
        kind: "request-new",
        userId: row.owner_id,
        email: notice.ownerEmail,
        title: `New ${row.form === "quote-request" ? "quote request" : "message"} for ${row.vendor_name}`,
        body: summary?.subject ?? "",
        link: path,
        mail: ownerNoticeMail(notice, publicUrl, ""),
        dedupeKey: `request-new:${row.id}`,
      });
    },

    /**
     * Writes the notice of any request of the last day whose owner was not told (a server that
     * stopped between storing a request and telling its owner): run at start and now and then.
     */
    async notifyMissed(): Promise<number> {
      if (!options.notifications) return 0;
      const since = new Date(now().getTime() - 24 * 60 * 60 * 1000).toISOString();
      const missed = await db
        .selectFrom("company_requests as r")
        .innerJoin("vendors as v", "v.id", "r.vendor_id")
        .innerJoin("user as u", "u.id", "v.owner_id")
        .leftJoin("notifications as n", (join) =>
          join.on("n.dedupe_key", "=", sql<string>`'request-new:' || r.submission_id`),
        )
        .select([
          "r.submission_id as id",
          "u.email as email",
          "u.name as name",
          "v.name as company",
        ])
        .where("r.created_at", ">=", since)
        .where("r.created_at", "<=", new Date(now().getTime() - 60_000).toISOString())
        .where("n.id", "is", null)
        .execute();
      for (const m of missed) {
        await this.notifyNew({
          ownerEmail: m.email,
          ownerName: m.name,
          company: m.company,
          requestId: m.id,
        });
      }
      return missed.length;
    },
  };

  async function replyFile(id: string, fileId: string): Promise<RequestFile | undefined> {
    const file = await db
      .selectFrom("request_reply_files")
      .selectAll()
      .where("id", "=", fileId)
      .where("submission_id", "=", id)
      .executeTakeFirst();
    if (!file || !options.files) return undefined;
    const content = await options.files.read(file.id);
    if (!content) return undefined;
    return {
      open: () => Readable.toWeb(content) as ReadableStream<Uint8Array>,
      name: file.original_name,
      contentType: file.content_type,
      size: Number(file.size),
    };
  }
}

/** A notice's line: the start of a reply. */
function excerpt(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

export type Requests = ReturnType<typeof createRequests>;
