import { CheckIcon, EyeIcon, EyeOffIcon, ShieldCheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { EmptyState } from "~/components/shared/empty-state";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import type { VendorReview } from "~/data/types";
import { reportReasonLabel } from "~/domain/review-schema";
import { ReviewItem } from "./review-item";
import type { ReviewActionResult } from "./review-result";

/** A review in the operators' queue: its open reports by reason. */
export interface ModeratedReview extends VendorReview {
  reports: { reason: string; count: number }[];
}

/** The operators' view of reported and hidden reviews, with Hide, Dismiss report and Restore. */
export function ModerationQueue({
  reported,
  hidden,
  result,
  children,
}: {
  reported: ModeratedReview[];
  hidden: ModeratedReview[];
  result: ReviewActionResult | null | undefined;
  /** Shown between the last action's answer and the reported reviews. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-10">
      <FormMessages
        error={result && !result.ok ? result.message : null}
        success={result?.ok ? result.message : null}
      />
      {children}
      <QueueSection
        id="reported-heading"
        title="Reported reviews"
        empty="No review is waiting for a decision."
        reviews={reported}
        actions={[
          { intent: "hide", label: "Hide review", icon: <EyeOffIcon aria-hidden="true" /> },
          { intent: "dismiss", label: "Dismiss report", icon: <CheckIcon aria-hidden="true" /> },
        ]}
      />
      <QueueSection
        id="hidden-heading"
        title="Hidden reviews"
        empty="No review is hidden."
        reviews={hidden}
        actions={[
          { intent: "restore", label: "Restore review", icon: <EyeIcon aria-hidden="true" /> },
        ]}
      />
    </div>
  );
}

function QueueSection({
  id,
  title,
  empty,
  reviews,
  actions,
}: {
  id: string;
  title: string;
  empty: string;
  reviews: ModeratedReview[];
  actions: { intent: "hide" | "restore" | "dismiss"; label: string; icon: ReactNode }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title} <span className="text-base font-normal text-slate-600">({reviews.length})</span>
      </h2>
      {reviews.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon={ShieldCheckIcon} title="All clear" message={empty} level={3} />
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="rounded-xl border border-slate-200 bg-white px-5 shadow-sm"
            >
              <ReviewItem review={review} vendor={review.vendor}>
                <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
                  <ul className="flex flex-wrap gap-2" aria-label="Open reports">
                    {review.reports.map((r) => (
                      <li key={r.reason}>
                        <Badge variant="neutral">
                          {reportReasonLabel(r.reason)}: {r.count}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                  <div className="flex flex-wrap gap-2">
                    {actions.map((action) => (
                      <Form key={action.intent} method="post" preventScrollReset>
                        <input type="hidden" name="intent" value={action.intent} />
                        <input type="hidden" name="reviewId" value={review.id} />
                        <Button
                          type="submit"
                          variant={action.intent === "hide" ? "default" : "outline"}
                          size="sm"
                        >
                          {action.icon}
                          {action.label}
                          <span className="sr-only"> “{review.title}”</span>
                        </Button>
                      </Form>
                    ))}
                  </div>
                </div>
              </ReviewItem>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
