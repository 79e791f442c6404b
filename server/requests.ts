import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { Actor } from "../app/domain/actor";
import { schemaOf, type FormId } from "../app/domain/form-schemas";
import {
  isRequestForm,
  REQUESTS_PER_PAGE,
  type InboxFilters,
  type RequestForm,
  type RequestStatus,
} from "../app/domain/requests";
import type { Db } from "./db/database";
import type { Page } from "./db/repository";
import type { Attachment, CompanyAddress, InboxStore } from "./inbox/store";
import type { RequestSender, SubmissionRouter } from "./inbox/config";

// Requests to the network's companies: a contact message or quote request sent from the profile
// of a company that has an owner is stored in the forms inbox addressed to the company
// (`company_requests`), read and answered by its owner in /account/inbox, and followed by the
// buyer who sent it, signed in, in /account/requests. Every read checks who asks: the owner of
// the addressed company, an operator, or (for their own requests) the buyer; anyone else finds
// nothing, so the pages answer 404.

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

export interface RequestReply {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface RequestDetail extends RequestSummary {
  fields: { name: string; label: string; value: string }[];
  attachments: Pick<Attachment, "id" | "originalName" | "contentType" | "size">[];
  replies: RequestReply[];
  /** Where replies are e-mailed, when mail is configured. */
  buyerEmail: string | null;
}

export interface RequestFile {
  name: string;
  contentType: string;
  size: number;
  /** The file's bytes, read as they are sent. */
  open(): ReadableStream<Uint8Array>;
}

/** Fields the request's pages leave out: the form's own addressing and the service's fields. */
const HIDDEN_FIELDS = new Set(["vendorName", "_subject", "_template", "_captcha", "_replyto"]);

const SUBJECT_FIELDS = ["itemService", "message"];
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
  memberOf(headers: Headers): Promise<{ id: string; email: string } | null>;
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
      if (!isRequestForm(form) || !from.vendor) return null;
      const vendor = await db
        .selectFrom("vendors")
        .select(["id", "owner_id"])
        .where("slug", "=", from.vendor)
        .where("status", "=", "approved")
        .where("owner_id", "is not", null)
        .executeTakeFirst();
      if (!vendor) return null;
      const member = await options.memberOf(from.headers);
      const typed = fields.find(([name]) => name === "email" || name === "_replyto")?.[1].trim();
      return {
        address: {
          vendorId: vendor.id,
          buyerId: member?.id ?? null,
          buyerEmail: typed || member?.email || null,
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

export interface RequestsOptions {
  db: Db;
  store: InboxStore;
  /** A reply was stored: e-mail it to the buyer (never throws). */
  mailReply?(reply: ReplyNotice): void;
  now?: () => Date;
}

export function createRequests(options: RequestsOptions) {
  const { db, store } = options;
  const now = options.now ?? (() => new Date());

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

  /** One request, if `asker` may see it as its company's owner (or an operator). */
  async function managed(asker: Asker, id: string) {
    return visibleTo(asker)
      .select([...SUMMARY_COLUMNS, "r.buyer_email as buyer_email", "r.buyer_id as buyer_id"])
      .where("r.submission_id", "=", id)
      .executeTakeFirst();
  }

  async function detail(
    row: NonNullable<Awaited<ReturnType<typeof managed>>>,
  ): Promise<RequestDetail> {
    const [summary] = await summaries([row]);
    const submission = (await store.submission(row.id))!;
    const schema = schemaOf(submission.form as FormId);
    const replies = await db
      .selectFrom("request_replies")
      .select(["id", "author_name", "body", "created_at"])
      .where("submission_id", "=", row.id)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
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
      })),
      buyerEmail: row.buyer_email,
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
    async reply(asker: Asker & { name: string }, id: string, body: string): Promise<boolean> {
      const row = await managed({ ...asker, isOperator: false }, id);
      if (!row) return false;
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("request_replies")
          .values({
            id: randomUUID(),
            submission_id: id,
            author_id: asker.id,
            author_name: row.vendor_name,
            body,
            created_at: at,
          })
          .execute();
        await trx
          .updateTable("company_requests")
          .set({ status: "replied", updated_at: at })
          .where("submission_id", "=", id)
          .execute();
      });
      if (row.buyer_email) {
        options.mailReply?.({ to: row.buyer_email, company: row.vendor_name, body, requestId: id });
      }
      return true;
    },

    /** Closes a request of the owner's company; false if it is not theirs. */
    async close(asker: Asker, id: string): Promise<boolean> {
      const row = await managed({ ...asker, isOperator: false }, id);
      if (!row) return false;
      await setStatus(id, "closed");
      return true;
    },

    /** A file of a request, for its company's owner or an operator; undefined for anyone else. */
    async file(asker: Asker, id: string, attachmentId: string): Promise<RequestFile | undefined> {
      const row = await managed(asker, id);
      if (!row) return undefined;
      const submission = await store.submission(id);
      const attachment = submission?.attachments.find((a) => a.id === attachmentId);
      if (!attachment) return undefined;
      const content = await store.openAttachment(attachment);
      return {
        open: () => Readable.toWeb(content) as ReadableStream<Uint8Array>,
        name: attachment.originalName,
        contentType: attachment.contentType,
        size: attachment.size,
      };
    },

    /** The requests a signed-in buyer sent, newest first, one page. */
    async sent(buyerId: string, page: number): Promise<Page<RequestSummary>> {
      const query = db
        .selectFrom("company_requests as r")
        .innerJoin("vendors as v", "v.id", "r.vendor_id")
        .innerJoin("submissions as s", "s.id", "r.submission_id")
        .where("r.buyer_id", "=", buyerId);
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
      const row = await db
        .selectFrom("company_requests as r")
        .innerJoin("vendors as v", "v.id", "r.vendor_id")
        .innerJoin("submissions as s", "s.id", "r.submission_id")
        .select([...SUMMARY_COLUMNS, "r.buyer_email as buyer_email", "r.buyer_id as buyer_id"])
        .where("r.submission_id", "=", id)
        .where("r.buyer_id", "=", buyerId)
        .executeTakeFirst();
      return row ? detail(row) : undefined;
    },
  };
}

export type Requests = ReturnType<typeof createRequests>;
