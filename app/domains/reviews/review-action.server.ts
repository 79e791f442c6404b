import { data, type AppLoadContext } from "react-router";
import { tooManyMessage } from "~/domain/limits";
import {
  mayChangeReview,
  mayModerate,
  mayReply,
  mayReport,
  mayReview,
  REVIEW_REFUSALS,
  type ReviewRefusal,
} from "./permissions";
import { check, checkReview, reviewReplySchema, reportSchema, type ReviewValues } from "./schema";
import { mustVerify, notFound, UNVERIFIED_MESSAGE } from "~/lib/access.server";
import { fieldText as text } from "~/lib/form-data";
import type { FormOutcome, LimitRule, Posted, TakeLimit } from "~/lib/route-policy.server";
import { BURST_CONFIRM, HIDE_BURST } from "./bursts";
import { reviewReplyMail } from "../../../server/notices";
import { REVIEW_INTENTS, type ReviewActionResult, type ReviewIntent } from "./review-result";

// The review forms' route actions (issue 13): who may (./permissions.ts), what
// was posted (./schema.ts), how often (the members' write limits), then the
// write. A refusal answers with what was typed, so the form shows it again.

/** Review forms hold a few thousand characters: anything far larger is not one of ours. */
export const MAX_REVIEW_FORM_BYTES = 64 * 1024;
/** How the profile's review forms are read: their refusals are shown in the Reviews section. */
export const REVIEW_FORM = { max: MAX_REVIEW_FORM_BYTES, refusals: "handler" } as const;
/**
 * Their limits (decision 300): a review's writing, editing and deleting and a reply take
 * "review-write", a report "review-report"; each once its form is valid and allowed.
 */
export const REVIEW_LIMIT = {
  take: {
    create: "review-write",
    update: "review-write",
    delete: "review-write",
    reply: "review-write",
    "delete-reply": "review-write",
    report: "review-report",
  },
  when: "in-handler",
} as const satisfies LimitRule;

const SAVED = {
  create: "Thank you. Your review is published.",
  update: "Your review is updated.",
  delete: "Your review is deleted.",
  reply: "Your reply is published.",
  "delete-reply": "Your reply is deleted.",
  report: "Thank you. An operator will look at this review.",
} as const satisfies Record<ReviewIntent, string>;

type Answer = ReturnType<typeof data<ReviewActionResult>>;

function answer(result: Partial<ReviewActionResult>, status = 200): Answer {
  return data(
    {
      intent: null,
      reviewId: null,
      ok: status < 300,
      message: null,
      errors: {},
      values: {},
      ...result,
    },
    { status },
  );
}

const REFUSAL_STATUS: Record<ReviewRefusal, number> = {
  signIn: 401,
  ownCompany: 403,
  alreadyReviewed: 409,
  notYours: 403,
  notOwner: 403,
  ownReview: 403,
  gone: 404,
  notVerifiedBuyer: 403,
};

function readForm(form: FormOutcome): FormData | Answer {
  if (form === "too-large") return answer({ message: "The form is too large." }, 413);
  if (form === "malformed") return answer({ message: "The form could not be read." }, 400);
  return form;
}

async function withinLimit(limit: TakeLimit): Promise<string | null> {
  const decision = await limit();
  return decision.allowed ? null : tooManyMessage(decision.retryAfter);
}

/** Everything posted to a vendor profile's Reviews section. */
export async function reviewAction(
  context: AppLoadContext,
  { viewer: user, form: posted, limit }: Required<Posted<FormOutcome>>,
  vendor: { id: string; name: string; slug: string },
): Promise<Answer> {
  const form = readForm(posted);
  if (!(form instanceof FormData)) return form;
  const intent = REVIEW_INTENTS.find((i) => i === text(form, "intent")) ?? null;
  if (!intent) return answer({ message: "Unknown action." }, 400);
  const reviewId = text(form, "reviewId") || null;
  const base = { intent, reviewId };
  const refuse = (refusal: ReviewRefusal, values: Record<string, string> = {}) =>
    answer({ ...base, message: REVIEW_REFUSALS[refusal], values }, REFUSAL_STATUS[refusal]);
  // Publishing (a review, a reply) waits until the member has confirmed their e-mail address.
  if (
    (intent === "create" || intent === "update" || intent === "reply") &&
    mustVerify(context, user)
  ) {
    const values = Object.fromEntries(
      ["rating", "title", "body", "relationship", "reply"].map((name) => [name, text(form, name)]),
    );
    return answer({ ...base, message: UNVERIFIED_MESSAGE, values }, 403);
  }
  const { reviews } = context.repo;
  const ownerId = await context.repo.vendors.ownerId(vendor.id);

  if (intent === "create" || intent === "update") {
    const values: ReviewValues = {
      rating: text(form, "rating"),
      title: text(form, "title"),
      body: text(form, "body"),
      relationship: text(form, "relationship"),
    };
    // The tender goes back with a refusal, so the form shown again still carries it.
    const tender = text(form, "tender") || null;
    const typed = tender ? { ...values, tender } : values;
    const refusal = mayReview(user, { ownerId });
    if (refusal) return refuse(refusal, typed);
    // The award alone no longer makes a verified buyer (decision 340): the contracts issue
    // verifies on a contract's completion; until then a tender verifies nothing.
    if (tender) return refuse("notVerifiedBuyer", typed);
    const own = await reviews.byAuthor(vendor.id, user.id);
    if (intent === "create" && own) return refuse("alreadyReviewed", typed);
    if (intent === "update" && !own) return refuse("gone", typed);
    const checked = checkReview(values);
    if (!checked.ok) {
      return answer(
        { ...base, values: typed, errors: checked.errors, message: "Please check the review." },
        400,
      );
    }
    const tooMany = await withinLimit(limit);
    if (tooMany) return answer({ ...base, values: typed, message: tooMany }, 429);
    if (own) {
      if (!(await reviews.update(own.id, user.name, checked.value, new Date(), tender)))
        return refuse(tender ? "notVerifiedBuyer" : "gone", typed);
      return answer({ ...base, reviewId: own.id, message: SAVED.update });
    }
    const created = await reviews.create(vendor.id, user, checked.value, new Date(), tender);
    if (!created.ok)
      return refuse(
        created.reason === "not-verified" ? "notVerifiedBuyer" : "alreadyReviewed",
        typed,
      );
    return answer({ ...base, reviewId: created.id, message: SAVED.create });
  }

  // The other intents are about one review of this vendor.
  const review = reviewId ? await reviews.byId(reviewId) : undefined;
  if (!review || review.vendorId !== vendor.id) return refuse("gone");

  if (intent === "delete") {
    const refusal = mayChangeReview(user, review);
    if (refusal) return refuse(refusal);
    const tooMany = await withinLimit(limit);
    if (tooMany) return answer({ ...base, message: tooMany }, 429);
    await reviews.remove(review.id);
    return answer({ ...base, message: SAVED.delete });
  }

  if (intent === "reply" || intent === "delete-reply") {
    const values = { reply: text(form, "reply") };
    const refusal = mayReply(user, { ownerId });
    if (refusal) return refuse(refusal, values);
    let body: string | null = null;
    if (intent === "reply") {
      const checked = check(reviewReplySchema, values);
      if (!checked.ok) {
        return answer({ ...base, values, errors: checked.errors, message: null }, 400);
      }
      body = checked.value.reply.trim();
    }
    const tooMany = await withinLimit(limit);
    if (tooMany) return answer({ ...base, values, message: tooMany }, 429);
    // The review's author hears of a new reply, in the reply's own transaction.
    const link = `/vendors/${vendor.slug}#reviews`;
    const notice = body && {
      kind: "review-reply" as const,
      userId: review.authorId,
      title: `${vendor.name} replied to your review`,
      body,
      link,
      mail: reviewReplyMail({ company: vendor.name, body, link: `${context.siteOrigin}${link}` }),
    };
    await reviews.setReply(
      review.id,
      body,
      new Date(),
      notice ? (trx) => context.notifications.write(trx, notice) : undefined,
    );
    if (notice) context.notifications.queued();
    return answer({ ...base, message: SAVED[intent] });
  }

  // Report.
  const values = { reason: text(form, "reason") };
  const refusal = mayReport(user, review);
  if (refusal) return refuse(refusal, values);
  const checked = check(reportSchema, values);
  if (!checked.ok) return answer({ ...base, values, errors: checked.errors }, 400);
  const tooMany = await withinLimit(limit);
  if (tooMany) return answer({ ...base, values, message: tooMany }, 429);
  await reviews.report(review.id, user.id, checked.value.reason);
  return answer({ ...base, message: SAVED.report });
}

export const MODERATION_INTENTS = ["hide", "restore", "dismiss"] as const;

const MODERATED = {
  hide: "The review is hidden.",
  restore: "The review is shown again.",
  dismiss: "The report is dismissed: the review stays published.",
} as const;

/**
 * An operator hides or restores a review, or dismisses its reports and keeps it published
 * (/admin/reviews); everyone else gets 404.
 */
export async function moderationAction(
  context: AppLoadContext,
  { viewer: user, form }: Posted,
): Promise<Answer> {
  if (!mayModerate(user)) notFound();
  if (text(form, "intent") === HIDE_BURST) return hideBurst(context, form);
  const intent = MODERATION_INTENTS.find((i) => i === text(form, "intent"));
  const reviewId = text(form, "reviewId");
  if (!intent || !reviewId) return answer({ message: "Unknown action." }, 400);
  const done =
    intent === "dismiss"
      ? await context.repo.reviews.dismissReports(reviewId)
      : await context.repo.reviews.setHidden(reviewId, intent === "hide");
  if (!done) return answer({ reviewId, message: REVIEW_REFUSALS.gone }, 404);
  return answer({ reviewId, message: MODERATED[intent] });
}

/** More than a page could list is not one of our forms. */
const MAX_BURST_REVIEWS = 500;

export const BURST_MESSAGES = {
  confirm: "Tick the box to confirm that these reviews should be hidden.",
  gone: "These reviews are already hidden or deleted.",
  hidden: (n: number) =>
    `${n === 1 ? "1 review is" : `${n} reviews are`} hidden; the company's rating no longer counts ${n === 1 ? "it" : "them"}.`,
} as const;

/** An operator hides every review of a burst in one transaction; the ratings are counted again. */
async function hideBurst(context: AppLoadContext, form: FormData): Promise<Answer> {
  const ids = [
    ...new Set(form.getAll("reviewId").filter((v): v is string => typeof v === "string" && !!v)),
  ];
  if (ids.length === 0 || ids.length > MAX_BURST_REVIEWS) {
    return answer({ message: "Unknown action." }, 400);
  }
  if (text(form, BURST_CONFIRM) !== "yes") return answer({ message: BURST_MESSAGES.confirm }, 400);
  const hidden = await context.repo.reviews.hideMany(ids);
  if (hidden === 0) return answer({ message: BURST_MESSAGES.gone }, 404);
  return answer({ message: BURST_MESSAGES.hidden(hidden) });
}
