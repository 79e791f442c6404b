import type { AppLoadContext } from "react-router";
import { tooManyMessage } from "~/domain/limits";
import { TENDER_FORM_MAX_BYTES, TENDER_LIMITS } from "./rules";
import type { LimitRule, TakeLimit } from "~/lib/route-policy.server";
import { textOf } from "~/lib/form-data";
import type { StoredDocument } from "../../../server/files/document-files";

// What the tenders' actions share: the form limit, the documents they store (and remove again when
// the write is refused), the rate limits their routes declare (decisions 300, 361) and the
// refusals' words.

export const texts = (form: FormData, name: string) => form.getAll(name).map(textOf);
export const FORM_LIMIT = TENDER_FORM_MAX_BYTES;
/** The limit of the forms without documents (the tender page's, the award, the console's). */
export const SMALL_FORM_LIMIT = 64 * 1024;

export const FILE_PROBLEMS = {
  "too-large": "Each document must be less than 10MB.",
  type: "Documents must be PDF, Word, Excel, CSV, PNG or JPEG files.",
  count: `Attach at most ${TENDER_LIMITS.documentsMax} documents.`,
} as const;

/** Stores each posted document; a problem with any of them refuses them all. */
export async function storeDocuments(
  context: AppLoadContext,
  form: FormData,
  name: string,
): Promise<{ ok: true; documents: StoredDocument[] } | { ok: false; problem: string }> {
  const files = form.getAll(name).filter((f): f is File => typeof f !== "string" && f.size > 0);
  if (files.length > TENDER_LIMITS.documentsMax) return { ok: false, problem: FILE_PROBLEMS.count };
  const documents: StoredDocument[] = [];
  for (const file of files) {
    const stored = await context.tenderFiles.store(file);
    if (!stored.ok) {
      await forget(context, documents);
      return { ok: false, problem: FILE_PROBLEMS[stored.problem] };
    }
    documents.push(stored.document);
  }
  return { ok: true, documents };
}

/** Removes documents stored for a write that was then refused: nothing refers to them. */
export const forget = (context: AppLoadContext, documents: readonly StoredDocument[]) =>
  context.tenderFiles.remove(documents.map((d) => d.file));

/**
 * A new tender's or a draft's post: publishing takes "tender-publish", saving a draft (any other
 * intent, or none) "tender-draft" (drafts count too: each may hold ten documents of 10 MB).
 */
export const TENDER_FORM_LIMIT = {
  take: { publish: "tender-publish" },
  otherwise: "tender-draft",
  when: "in-handler",
} as const satisfies LimitRule;

/** The tender page's forms: publishing and asking a question take their limits, others none. */
export const TENDER_PAGE_LIMIT = {
  take: { publish: "tender-publish", ask: "tender-question", "ask-award": "tender-question" },
  when: "in-handler",
} as const satisfies LimitRule;

/** Placing or changing a bid. */
export const BID_LIMIT = { take: "tender-bid", when: "in-handler" } as const satisfies LimitRule;

/** Takes the limit the route declared for this post, once its form is valid: the refusal's words. */
export async function takeLimit(limit: TakeLimit): Promise<string | null> {
  const decision = await limit();
  return decision.allowed ? null : tooManyMessage(decision.retryAfter);
}

export const wholeNumber = (v: string) => (/^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN);
export const REASONS: Record<string, string> = {
  "not-found": "This tender cannot be changed by you.",
  closed: "That is no longer possible: the tender has moved on.",
  lots: "These are not lots this tender takes from one supplier: please choose again.",
  "item-lot": "Please choose the lot of each item.",
  shorter: "A deadline can be extended, never shortened.",
  "shorter-questions": "A deadline can be extended, never shortened.",
  unchanged: "Nothing changed. Change an item, a document, a criterion or a deadline, or explain.",
  prices:
    "The tender now has an item your bid has no price for: please change your bid, which reconfirms it.",
  "deadline-passed": "The bid deadline has passed: set a later one before publishing.",
  published: "The tender is published already.",
  documents: `Attach at most ${TENDER_LIMITS.documentsMax} documents.`,
  "no-vendor": "That company is not listed.",
  "own-tender": "You cannot ask questions on your own tender.",
  "no-bid": "Please choose one of the bids.",
  reason: "Please give the reason for making no award.",
  "award-question-closed":
    "Questions about the award are for bidders not chosen, during the standstill.",
};
