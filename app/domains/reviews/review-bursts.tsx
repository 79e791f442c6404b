import { UsersIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { ColumnHeads } from "~/components/shared/column-heads";
import { EmptyState } from "~/components/shared/empty-state";
import { MemberText } from "~/components/shared/member-text";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { STACKED_TABLE } from "~/features/admin/stacked-table";
import { formatRating, reviewCountLabel } from "~/domain/ratings";
import {
  BURST_CONFIRM,
  BURST_MIN_REVIEWS,
  HIDE_BURST,
  NEW_ACCOUNT_DAYS,
  type ReviewBurst,
} from "./bursts";
import { formatTimestamp } from "~/lib/dates";

// The console's view of reviews from new accounts grouped by burst (docs/decisions/165): per
// company, what the burst does to its rating, its reviews, and one form that hides them all.
// The form asks for a ticked box, so a single click does not hide a company's reviews.

const COLUMNS = [
  { label: "Author" },
  { label: "Stars" },
  { label: "Title" },
  { label: "Written" },
  { label: "Account made" },
];

const shown = (rating: number | null) => (rating === null ? "no rating" : formatRating(rating));

export function ReviewBursts({ bursts }: { bursts: readonly ReviewBurst[] }) {
  return (
    <section aria-labelledby="bursts-heading">
      <h2 id="bursts-heading" className="text-xl font-semibold text-slate-900">
        Bursts from new accounts{" "}
        <span className="text-base font-normal text-slate-600">({bursts.length})</span>
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        {BURST_MIN_REVIEWS} or more reviews of one company by accounts made in the last{" "}
        {NEW_ACCOUNT_DAYS} days, each written within a day of the one before. Hiding them counts the
        company&apos;s rating again without them; each can be restored below.
      </p>
      {bursts.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            icon={UsersIcon}
            title="All clear"
            message="No company has a burst of reviews from new accounts."
            level={3}
          />
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-6">
          {bursts.map((burst) => (
            <li key={burst.reviews[0]!.id}>
              <BurstCard burst={burst} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BurstCard({ burst }: { burst: ReviewBurst }) {
  const n = burst.reviews.length;
  const id = `burst-${burst.reviews[0]!.id}`;
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-1 p-4">
        <h3 id={id} className="text-lg font-semibold text-slate-900">
          <Link to={`/vendors/${burst.vendor.slug}#reviews`} className="hover:underline">
            {burst.vendor.name}
          </Link>
          : {reviewCountLabel(n)} from new accounts
        </h3>
        <p className="text-sm text-slate-600">
          {formatTimestamp(burst.from)} to {formatTimestamp(burst.to)}
        </p>
        <p className="text-sm text-slate-700">
          Rating now <strong>{shown(burst.ratingNow)}</strong>; without these reviews{" "}
          <strong>{shown(burst.ratingWithout)}</strong>.
        </p>
      </div>
      <div className={STACKED_TABLE.wrapper}>
        <table className={STACKED_TABLE.table} aria-labelledby={id}>
          <thead className={STACKED_TABLE.head}>
            <ColumnHeads columns={COLUMNS} cellClassName="px-4 py-3 font-semibold" />
          </thead>
          <tbody className={STACKED_TABLE.body}>
            {burst.reviews.map((review) => (
              <tr key={review.id} className={STACKED_TABLE.row}>
                <td className={`${STACKED_TABLE.cell} font-medium break-words text-slate-900`}>
                  <MemberText text={review.authorName} />
                </td>
                <td className={`${STACKED_TABLE.cell} text-slate-700`}>
                  {review.rating} {review.rating === 1 ? "star" : "stars"}
                </td>
                <td className={`${STACKED_TABLE.cell} break-words text-slate-700`}>
                  <MemberText text={review.title} />
                </td>
                <td className={`${STACKED_TABLE.cell} text-slate-600`}>
                  <span className="sm:hidden">Written </span>
                  {formatTimestamp(review.createdAt)}
                </td>
                <td className={`${STACKED_TABLE.cell} text-slate-600`}>
                  <span className="sm:hidden">Account made </span>
                  {formatTimestamp(review.accountCreatedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form
        method="post"
        preventScrollReset
        className="flex flex-col gap-3 border-t border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <input type="hidden" name="intent" value={HIDE_BURST} />
        {burst.reviews.map((review) => (
          <input key={review.id} type="hidden" name="reviewId" value={review.id} />
        ))}
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name={BURST_CONFIRM} value="yes" required />
          Yes, hide these {n} reviews of {burst.vendor.name}
        </label>
        <Button type="submit" className="self-start sm:self-auto">
          Hide these {n} reviews
        </Button>
      </Form>
    </Card>
  );
}
