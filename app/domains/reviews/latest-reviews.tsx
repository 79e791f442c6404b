import { MessageSquareOffIcon } from "lucide-react";
import type { FilterField } from "~/components/shared/filter-fields";
import { FilteredDirectory } from "~/components/shared/filtered-directory";
import type { VendorReview } from "~/data/types";
import { VENDOR_CATEGORIES } from "~/data/vocabularies";
import {
  hasActiveReviewFilters,
  MIN_STAR_CHOICES,
  reviewFilterCodec,
  type ReviewFilters,
} from "./review-filters";
import type { ListPageData } from "~/lib/incremental";
import { ReviewItem } from "./review-item";

const starOptions = MIN_STAR_CHOICES.map((stars) => ({
  value: String(stars),
  label: stars === 5 ? "5 stars only" : `${stars} stars and up`,
}));

const FILTER_FIELDS: FilterField[] = [
  { name: "category", label: "Category", allLabel: "All Categories", options: VENDOR_CATEGORIES },
  { name: "stars", label: "Minimum stars", allLabel: "Any rating", options: starOptions },
];

/** Ratings & Reviews: the latest published reviews across vendors, filtered in the URL. */
export function LatestReviews({ data }: { data: ListPageData<ReviewFilters, VendorReview> }) {
  return (
    <FilteredDirectory
      name="review"
      data={data}
      codec={reviewFilterCodec}
      active={hasActiveReviewFilters(data.filters)}
      layout="sidebar"
      fields={FILTER_FIELDS}
      heading="Latest reviews"
      noun="reviews"
      renderItem={(review) => (
        <div className="rounded-xl border border-slate-200 bg-white px-5 shadow-sm">
          <ReviewItem review={review} vendor={review.vendor} />
        </div>
      )}
      listClassName="mt-4 flex flex-col gap-4"
      emptyIcon={MessageSquareOffIcon}
      emptyTitle="No Reviews Found"
      emptyMessage="No published review matches these filters yet."
    />
  );
}
