import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { Actor } from "~/domain/actor";
import type { RequestForm, RequestStatus } from "../rules";
import type { Db } from "../../../../server/db/database";
import type { Attachment } from "../../../../server/inbox/attachments";
import type { InboxStore } from "../../../../server/inbox/store";
import type { FileStore } from "../../../../server/files/file-store";
import type { Notifications } from "~/domains/notifications/index.server";

// What a request to a company is, as its pages and the member's data export read it, what either
// side of its conversation is, and the store the data functions share (data.server.ts).

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

/** A private link to a thread lasts this long. */
export const THREAD_LINK_DAYS = 30;
export const THREAD_LINK_MS = THREAD_LINK_DAYS * 24 * 60 * 60 * 1000;

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
  /** `repeat`: the same reply was sent already with this attempt key, and is not written again. */
  | { ok: true; link: string | null; repeat?: boolean }
  /** `conflict`: the attempt key was used for another reply (a form changed after sending). */
  | { ok: false; reason: "not-found" | "closed" | "conflict" }
  | { ok: false; reason: "files"; error: string };

/** What the requests' data functions share: the database, the forms inbox, notices and files. */
export interface RequestsStore {
  db: Db;
  /** The forms inbox, where each request's submission and attachments are kept. */
  inbox: InboxStore;
  /** A reply was stored: e-mail it to the buyer (never throws). */
  mailReply?(reply: ReplyNotice): void;
  /** The notices (app/domains/notifications): written with each reply. */
  notifications?: Notifications;
  /** Where the replies' files are kept. */
  files?: FileStore;
  /** The site's public address, for links in e-mails. */
  publicUrl: string;
  now: () => Date;
}

/** Fields the request's pages leave out: the form's own addressing and the service's fields. */
export const HIDDEN_FIELDS = new Set([
  "vendorName",
  "_subject",
  "_template",
  "_captcha",
  "_replyto",
  "to",
  "subject",
]);

export const SUBJECT_FIELDS = ["itemService", "message", "jobTitle"];
/** The submission's fields that say who sent it (the forms' own, and the hosted service's). */
export const SENDER_FIELDS = ["name", "fullName", "email", "_replyto", "company"];

/** Whether a form's field names its sender: a job application's `company` is the job's (the employer). */
export const isSenderField = (form: string, name: string) =>
  SENDER_FIELDS.includes(name) && !(form === "job-application" && name === "company");

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

export function subjectOf(fields: readonly { name: string; value: string }[]): string {
  for (const name of SUBJECT_FIELDS) {
    const value = fields.find((f) => f.name === name)?.value.trim();
    if (value) {
      const line = value.replace(/\s+/g, " ");
      return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line;
    }
  }
  return "";
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,60}$/;

/** A notice's line: the start of a reply. */
export function excerpt(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}
