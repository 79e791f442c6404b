import { readPage } from "~/lib/incremental";
import { parseForm } from "~/domain/form-parse";
import { replySchema } from "~/domain/reply-schema";

// Requests a buyer sends a company of the network (a contact message or a quote request from its
// profile), as the company's inbox and the buyer's list show them: their statuses, the reply
// form's rules, and the filters of the lists. Shared by the pages and our server.

export const REQUEST_STATUSES = ["new", "read", "replied", "closed"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: "New",
  read: "Read",
  replied: "Replied",
  closed: "Closed",
};

/** The forms that reach a company. */
export const REQUEST_FORMS = ["contact-vendor", "quote-request", "job-application"] as const;
export type RequestForm = (typeof REQUEST_FORMS)[number];

export const REQUEST_FORM_LABELS: Record<RequestForm, string> = {
  "contact-vendor": "Message",
  "quote-request": "Quote request",
  "job-application": "Job application",
};

export const isRequestForm = (form: string): form is RequestForm =>
  (REQUEST_FORMS as readonly string[]).includes(form);

/** Requests on one page of a list. */
export const REQUESTS_PER_PAGE = 20;

export const REPLY_MAX_LENGTH = 5000;

export const REPLY_MESSAGES = {
  required: "Write your reply before sending it.",
  tooLong: `Keep your reply to ${REPLY_MAX_LENGTH.toLocaleString("en-US")} characters or fewer.`,
} as const;

export const requestReplySchema = replySchema("body", {
  max: REPLY_MAX_LENGTH,
  messages: REPLY_MESSAGES,
});

export type ReplyCheck = { ok: true; body: string } | { ok: false; error: string };

export function checkReply(body: unknown): ReplyCheck {
  const parsed = parseForm(requestReplySchema, { body });
  if (parsed.ok) return { ok: true, body: parsed.value.body };
  return { ok: false, error: parsed.errors.body ?? REPLY_MESSAGES.required };
}

/** The company inbox's filters, read from the query string; anything unknown is ignored. */
export interface InboxFilters {
  status?: RequestStatus;
  company?: string;
  page: number;
}

export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const status = params.get("status") ?? "";
  const company = params.get("company")?.trim() ?? "";
  return {
    status: (REQUEST_STATUSES as readonly string[]).includes(status)
      ? (status as RequestStatus)
      : undefined,
    company: company && company.length <= 200 ? company : undefined,
    page: readPage(params),
  };
}
