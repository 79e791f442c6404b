import type { Context } from "hono";
import { isEmail } from "../../app/domain/form-schemas";
import { requestIdOf } from "../request-log";
import type { Rejection } from "./receive";

// What the forms inbox answers, in the hosted form-to-email service's words (docs/decisions/051):
// its messages, the typed answer a submission gets, the JSON reply over HTTP, and the page a
// mailbox's activation link opens.

export const INBOX_BASE = "/api/forms";
export const SUCCESS_MESSAGE = "The form was submitted successfully.";
export const BUSY_CLIENT_MESSAGE =
  "Too many forms are being sent from your address at once. Please wait for them to finish.";
export const RATE_LIMITED_MESSAGE = "Too many submissions. Please wait a minute and try again.";
export const BUSY_MESSAGE = "The forms inbox is busy. Please try again in a minute.";
/** A request to a company could not be addressed (its lookup failed): nothing was kept. */
export const NOT_ADDRESSED_MESSAGE =
  "Your request could not be sent just now. Nothing was sent: please try again in a minute.";
export const NEW_MAILBOX_QUOTA_MESSAGE =
  "Too many new form addresses were used from your address today. Please try again tomorrow.";
export const PENDING_FULL_MESSAGE =
  "This inbox is not taking new form addresses right now. Please try again later.";
export const ACTIVATION_MESSAGE =
  "This form needs Activation. We've sent an e-mail with an 'Activate Form' link to the mailbox. Please activate the form, then submit it again.";

const TOKEN_MAILBOX = /^[a-z0-9_-]{6,64}$/;

export function isValidMailbox(address: string): boolean {
  return address.length <= 254 && (isEmail(address) || TOKEN_MAILBOX.test(address));
}

export type Reply = { success: "true" | "false"; message: string; requestId?: string };

/**
 * How a submission ended: stored now, a retry of one stored before, waiting for its mailbox's
 * activation, or refused.
 */
export type AnswerKind = "stored" | "replayed" | "activation" | "refused";

/**
 * The inbox's answer to one submission, typed: what `POST /api/forms/<mailbox>` turns into its
 * HTTP reply, and what a route action of our own receives in-process.
 */
export interface Answer {
  kind: AnswerKind;
  status: 200 | 409 | 503 | Rejection["status"];
  /** The hosted service's JSON reply. */
  reply: Reply;
  /** Seconds to wait before sending again (a limit was reached). */
  retryAfter?: number;
}

export function answer(
  kind: AnswerKind,
  status: Answer["status"],
  message: string,
  retryAfter?: number,
): Answer {
  const success = kind === "stored" || kind === "replayed";
  const reply: Reply = { success: success ? "true" : "false", message };
  return retryAfter === undefined ? { kind, status, reply } : { kind, status, reply, retryAfter };
}

export const refused = (status: Answer["status"], message: string, retryAfter?: number) =>
  answer("refused", status, message, retryAfter);

/** Where a submission comes from, beyond its fields. */
export interface Origin {
  sender: Sender;
  /** The request's headers: its cookie says who sent it, for a request to a company. */
  headers: Headers;
  /** The slug of the vendor page it was sent from, when it is for a vendor. */
  vendor?: string | null;
  /** The id of the job page it was sent from, when it is an application. */
  job?: string | null;
  /** Already counted by the rate limit (a form page's post, read by `readPagePost`). */
  counted?: boolean;
}

/** A form page's post as `readPagePost` read it: its body whole, or the inbox's refusal. */
export type PagePost = { ok: true; body: Buffer } | { ok: false; answer: Answer };

/** Who sent a submission, for the rate limit and the upload caps: the client's address. */
export interface Sender {
  client: string;
}

export function reply(
  c: Context,
  status: 200 | 405 | 409 | 503 | Rejection["status"],
  message: string,
  { success = status === 200 } = {},
) {
  c.header("Cache-Control", "no-store");
  // Like the hosted service, any site may post a form here and read the reply (no credentials
  // are involved, and the same request is possible as a plain HTML form post anyway).
  c.header("Access-Control-Allow-Origin", "*");
  const body: Reply = { success: success ? "true" : "false", message };
  // A refusal names the request, so that the operator can find it in the log.
  const requestId = status >= 400 ? requestIdOf(c) : undefined;
  return c.json(requestId ? { ...body, requestId } : body, status);
}

export function activationPage(title: string, message: string): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} | ProcureConnect</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;background:#eef5ff;color:#0f172a}
main{max-width:32rem;margin:1rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 10px 30px #0f172a1a}
h1{margin-top:0;font-size:1.5rem}a{color:#1a46a1}</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="/">Back to ProcureConnect</a></p></main></body></html>`;
}
