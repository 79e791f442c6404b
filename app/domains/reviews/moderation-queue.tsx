import { CheckIcon, EyeIcon, EyeOffIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ModerationSection, ReportBadges } from "~/components/shared/moderation-section";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import type { VendorReview } from "~/data/types";
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
    <ModerationSection
      id={id}
      title={title}
      empty={empty}
      items={reviews}
      itemKey={(review) => review.id}
      itemClassName="px-5"
    >
      {(review) => (
        <ReviewItem review={review} vendor={review.vendor}>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
            <ReportBadges reports={review.reports} />
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
      )}
    </ModerationSection>
  );
}
