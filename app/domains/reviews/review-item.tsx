import { BadgeCheckIcon, FlagIcon, MessageSquareReplyIcon, StarIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { MemberText } from "~/components/shared/member-text";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, fieldErrorId, FormMessages } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import type { Review, VendorReview } from "~/data/types";
import { REPORT_REASONS } from "~/domain/review-rules";
import { REVIEW_LIMITS, starsLabel } from "./rules";
import { formatIsoDay } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { resultFor, type ReviewActionResult } from "./review-result";

/** A rating as five stars, named for screen readers. */
export function StarsShown({ stars, className }: { stars: number; className?: string }) {
  return (
    <span role="img" aria-label={starsLabel(stars)} className={cn("inline-flex", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden="true"
          className={cn(
            "size-4",
            n <= stars ? "fill-amber-400 text-amber-500" : "fill-white text-slate-300",
          )}
        />
      ))}
    </span>
  );
}

const day = (iso: string) => formatIsoDay(iso.slice(0, 10));

/** One review: rating, title, who wrote it and how they know the supplier, when, and the text. */
export function ReviewItem({
  review,
  vendor,
  vendorName,
  children,
}: {
  review: Review;
  /** Shown in lists across vendors: a link to the vendor. */
  vendor?: VendorReview["vendor"];
  /** Whose reply it is, on the vendor's own profile. */
  vendorName?: string;
  /** The visitor's controls (report, reply). */
  children?: ReactNode;
}) {
  const headingId = `review-${review.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-b border-slate-200 py-5 last:border-b-0"
    >
      {vendor ? (
        <p className="text-sm">
          <Link
            to={`/vendors/${vendor.slug}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            <MemberText text={vendor.name} />
          </Link>
          <span className="text-slate-500"> · </span>
          <span className="text-slate-600">{vendor.category}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarsShown stars={review.rating} />
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          <MemberText text={review.title} />
        </h3>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <span className="font-medium text-slate-800">
          <MemberText text={review.authorName} />
        </span>
        <Badge variant="neutral">{review.relationship}</Badge>
        {review.verifiedBuyer ? (
          <Badge
            variant="accent"
            title="Written by the buyer of a tender awarded to this company on ProcureConnect"
          >
            <BadgeCheckIcon aria-hidden="true" />
            Verified buyer
          </Badge>
        ) : null}
        <time dateTime={review.createdAt}>{day(review.createdAt)}</time>
        {review.updatedAt.slice(0, 10) !== review.createdAt.slice(0, 10) ? (
          <span>(edited {day(review.updatedAt)})</span>
        ) : null}
      </p>
      <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">
        <MemberText text={review.body} />
      </p>
      {review.reply ? (
        <div className="ml-4 rounded-lg border-l-4 border-brand-200 bg-brand-50/60 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-x-1.5 font-semibold text-slate-900">
            <MessageSquareReplyIcon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              Reply from <MemberText text={vendorName ?? vendor?.name ?? "the company"} />
            </span>
            <span className="font-normal text-slate-600">
              · <time dateTime={review.reply.at}>{day(review.reply.at)}</time>
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700">
            <MemberText text={review.reply.body} />
          </p>
        </div>
      ) : null}
      {children}
    </article>
  );
}

const disclosure =
  "cursor-pointer rounded-md text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden list-none inline-flex items-center gap-1.5";

/** Report a review to the operators, with a reason. */
export function ReportForm({
  review,
  result,
}: {
  review: Review;
  result: ReviewActionResult | null | undefined;
}) {
  const mine = resultFor(result, ["report"], review.id);
  const id = `report-${review.id}`;
  const error = mine?.errors.reason;
  if (mine?.ok) return <FormMessages error={null} success={mine.message} />;
  return (
    <details open={mine ? true : undefined} className="text-sm">
      <summary className={disclosure}>
        <FlagIcon className="size-4" aria-hidden="true" />
        Report<span className="sr-only"> the review “{review.title}”</span>
      </summary>
      <Form
        method="post"
        preventScrollReset
        className="mt-3 flex flex-col gap-3 rounded-lg bg-slate-50 p-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="reviewId" value={review.id} />
        <Field id={id} label="Reason" error={error} className="sm:w-64">
          <select
            id={id}
            name="reason"
            required
            defaultValue={mine?.values.reason ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId(id) : undefined}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <option value="">Choose a reason</option>
            {REPORT_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" variant="outline">
          Send report
        </Button>
      </Form>
      {mine && !mine.ok && mine.message ? (
        <div className="mt-2">
          <FormMessages error={mine.message} success={null} />
        </div>
      ) : null}
    </details>
  );
}

/** The owner's public reply under a review: write, edit or delete it. */
export function ReplyForm({
  review,
  result,
}: {
  review: Review;
  result: ReviewActionResult | null | undefined;
}) {
  const mine = resultFor(result, ["reply", "delete-reply"], review.id);
  const id = `reply-${review.id}`;
  const refused = mine && !mine.ok ? mine : null;
  const error = refused?.errors.reply;
  return (
    <div className="flex flex-col gap-2">
      {mine?.ok ? <FormMessages error={null} success={mine.message} /> : null}
      <details open={refused ? true : undefined} className="text-sm">
        <summary className={disclosure}>
          <MessageSquareReplyIcon className="size-4" aria-hidden="true" />
          {review.reply ? "Edit your reply" : "Reply publicly"}
          <span className="sr-only"> to “{review.title}”</span>
        </summary>
        <Form
          method="post"
          preventScrollReset
          className="mt-3 flex flex-col gap-3 rounded-lg bg-slate-50 p-3"
          key={review.reply?.at ?? "new"}
        >
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="reviewId" value={review.id} />
          <Field id={id} label="Your reply" required error={error}>
            <Textarea
              id={id}
              name="reply"
              required
              rows={3}
              maxLength={REVIEW_LIMITS.replyMax}
              defaultValue={refused?.values.reply ?? review.reply?.body ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId(id) : undefined}
            />
          </Field>
          {refused?.message ? <FormMessages error={refused.message} success={null} /> : null}
          <div className="flex justify-end">
            <Button type="submit">{review.reply ? "Save reply" : "Publish reply"}</Button>
          </div>
        </Form>
      </details>
      {review.reply ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="delete-reply" />
          <input type="hidden" name="reviewId" value={review.id} />
          <Button type="submit" variant="link" size="sm" className="h-auto px-0 text-red-700">
            Delete reply<span className="sr-only"> to “{review.title}”</span>
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
