import { EyeOffIcon, LogInIcon, MessageSquarePlusIcon, StoreIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { TitledSection } from "~/components/shared/titled-section";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { formatRating, reviewCountLabel } from "~/domain/ratings";
import { REVIEW_REFUSALS } from "./permissions";
import { starsLabel } from "./rules";
import { ReviewForm } from "./review-form";
import { ReplyForm, ReportForm, ReviewItem, StarsShown } from "./review-item";
import { resultFor, type ReviewActionResult, type ReviewsData } from "./review-result";

/** The vendor profile's Reviews section: summary, the visitor's own review or form, the list. */
interface ReviewsProps {
  data: ReviewsData;
  vendorName: string;
  /** The route action's last answer. */
  result: ReviewActionResult | null | undefined;
}

export function ReviewsSection({ data, vendorName, result }: ReviewsProps) {
  return (
    <div className="flex flex-col gap-6">
      {data.count > 0 && data.average !== null ? <RatingSummary data={data} /> : null}
      <WriteArea data={data} vendorName={vendorName} result={result} />
      {data.reviews.length > 0 ? (
        <div>
          <h3 className="sr-only">What members say</h3>
          <ol aria-label={`Reviews of ${vendorName}, newest first`}>
            {data.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} vendorName={vendorName}>
                  {review.mayReply ? <ReplyForm review={review} result={result} /> : null}
                  {review.mayReport ? <ReportForm review={review} result={result} /> : null}
                </ReviewItem>
              </li>
            ))}
          </ol>
          {data.nextPageHref ? (
            <Link
              to={data.nextPageHref}
              preventScrollReset
              className={buttonVariants({ variant: "outline", className: "mt-4 w-full" })}
            >
              Show more reviews
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function RatingSummary({ data }: { data: ReviewsData }) {
  const average = data.average ?? 0;
  return (
    <div
      className="grid gap-6 rounded-lg bg-slate-50 p-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center"
      data-testid="rating-summary"
    >
      <div className="flex flex-col items-start gap-1 sm:items-center sm:px-4">
        <p className="text-4xl font-bold text-slate-900" data-testid="review-average">
          {formatRating(average)}
          <span className="sr-only"> out of 5 stars</span>
        </p>
        <StarsShown stars={Math.round(average)} className="[&_svg]:size-5" />
        <p className="text-sm text-slate-600" data-testid="review-count">
          {reviewCountLabel(data.count)}
        </p>
      </div>
      <ul aria-label="Rating distribution" className="flex flex-col gap-1.5">
        {data.distribution.map((row) => (
          <li
            key={row.stars}
            className="grid grid-cols-[4.5rem_minmax(0,1fr)_5.5rem] items-center gap-3 text-sm"
          >
            <span className="text-slate-700">
              {row.stars} {row.stars === 1 ? "star" : "stars"}
            </span>
            <span className="h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-amber-400"
                style={{ width: `${row.percent}%` }}
              />
            </span>
            <span className="text-right text-slate-600 tabular-nums">
              {row.count}
              <span className="sr-only"> {row.count === 1 ? "review" : "reviews"}</span> (
              {row.percent}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function WriteArea({ data, vendorName, result }: ReviewsProps) {
  const first = data.count === 0;
  const deleted = resultFor(result, ["delete"]);
  const writeResult = resultFor(result, ["create", "update"]);

  if (data.signInHref) {
    return (
      <Invitation
        icon={<LogInIcon className="size-5" aria-hidden="true" />}
        title={first ? `Be the first to review ${vendorName}` : `Worked with ${vendorName}?`}
        text="Share your experience to help other buyers choose. Sign in to write a review."
      >
        <Link to={data.signInHref} className={buttonVariants({ className: "self-start" })}>
          Sign in to write a review
        </Link>
      </Invitation>
    );
  }
  if (data.writeRefusal === "ownCompany") {
    return (
      <Invitation
        icon={<StoreIcon className="size-5" aria-hidden="true" />}
        title={first ? "No reviews yet" : "Your company's reviews"}
        text={`${REVIEW_REFUSALS.ownCompany} You can reply publicly under each review.`}
      />
    );
  }
  if (data.ownReview) {
    const own = data.ownReview;
    return (
      <TitledSection
        id="own-review"
        title="Your review"
        level={3}
        size="base"
        className="rounded-lg border border-brand-200 p-4"
      >
        <Outcome success={writeResult?.ok ? writeResult.message : null} />
        {own.hidden ? (
          <p className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            <EyeOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            An operator has hidden your review: others do not see it and it does not count.
          </p>
        ) : null}
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <StarsShown stars={own.rating} />
          <span>
            {starsLabel(own.rating)}: “{own.title}”
          </span>
        </p>
        <details className="mt-3" open={writeResult && !writeResult.ok ? true : undefined}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:underline">
            Edit your review
          </summary>
          <div className="mt-4">
            <ReviewForm
              mode="update"
              result={writeResult}
              stored={{
                rating: String(own.rating),
                title: own.title,
                body: own.body,
                relationship: own.relationship,
              }}
            />
          </div>
        </details>
        <Form method="post" preventScrollReset className="mt-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="reviewId" value={own.id} />
          <Button type="submit" variant="outline" size="sm" className="text-red-700">
            Delete your review
          </Button>
        </Form>
        <Outcome error={deleted && !deleted.ok ? deleted.message : null} />
      </TitledSection>
    );
  }
  return (
    <TitledSection
      id="write-review"
      title={
        <>
          <MessageSquarePlusIcon className="size-5 text-brand-700" aria-hidden="true" />
          {first ? `Be the first to review ${vendorName}` : "Write a review"}
        </>
      }
      level={3}
      size="base"
      className="rounded-lg border border-slate-200 p-4"
      titleClassName="flex items-center gap-2"
    >
      <Outcome success={deleted?.ok ? deleted.message : null} />
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Tell other buyers how working with {vendorName} went.
      </p>
      <ReviewForm mode="create" result={writeResult} />
    </TitledSection>
  );
}

function Invitation({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 text-slate-700 sm:flex-row sm:items-start">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        {icon}
      </span>
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        <p className="text-sm">{text}</p>
        {children}
      </div>
    </div>
  );
}

/** The answer to the visitor's last action here, when there is one to show. */
function Outcome({
  error = null,
  success = null,
}: {
  error?: string | null;
  success?: string | null;
}) {
  if (!error && !success) return null;
  return (
    <div className="mt-3">
      <FormMessages error={error} success={success} />
    </div>
  );
}
