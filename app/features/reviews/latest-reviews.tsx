import { MessageSquareOffIcon } from "lucide-react";
import { DirectoryResults } from "~/components/shared/directory-results";
import { FilterForm } from "~/components/shared/filter-form";
import { optionsOf, SelectFilter } from "~/components/shared/filter-fields";
import type { VendorReview } from "~/data/types";
import { VENDOR_CATEGORIES } from "~/data/vocabularies";
import {
  hasActiveReviewFilters,
  MIN_STAR_CHOICES,
  reviewFilterCodec,
  reviewFilterFields,
  type ReviewFilters,
} from "~/domain/review-filters";
import type { ListPageData } from "~/lib/incremental";
import { ReviewItem } from "./review-item";

const FILTERS_HEADING_ID = "review-filters-heading";
const categoryOptions = optionsOf(VENDOR_CATEGORIES);
const starOptions = MIN_STAR_CHOICES.map((stars) => ({
  value: String(stars),
  label: stars === 5 ? "5 stars only" : `${stars} stars and up`,
}));

/** Ratings & Reviews: the latest published reviews across vendors, filtered in the URL. */
export function LatestReviews({
  data: { filters, page, nextPageHref },
}: {
  data: ListPageData<ReviewFilters, VendorReview>;
}) {
  const fields = reviewFilterFields(filters);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:px-8">
      <FilterForm
        codec={reviewFilterCodec}
        filters={filters}
        headingId={FILTERS_HEADING_ID}
        title="Filters"
        active={hasActiveReviewFilters(filters)}
        className="lg:sticky lg:top-24 lg:self-start"
        applyClassName="[&>button]:w-full"
      >
        <div className="mt-4 flex flex-col gap-5">
          <SelectFilter
            id="review-category"
            name="category"
            label="Category"
            allLabel="All Categories"
            options={categoryOptions}
            defaultValue={fields.category}
          />
          <SelectFilter
            id="review-stars"
            name="stars"
            label="Minimum stars"
            allLabel="Any rating"
            options={starOptions}
            defaultValue={fields.stars}
          />
        </div>
      </FilterForm>
      <DirectoryResults
        id="review-results-heading"
        heading="Latest reviews"
        noun="reviews"
        page={page}
        nextPageHref={nextPageHref}
        getKey={(review) => review.id}
        renderItem={(review) => (
          <div className="rounded-xl border border-slate-200 bg-white px-5 shadow-sm">
            <ReviewItem review={review} vendor={review.vendor} />
          </div>
        )}
        listClassName="mt-4 flex flex-col gap-4"
        emptyIcon={MessageSquareOffIcon}
        emptyTitle="No Reviews Found"
        emptyMessage="No published review matches these filters yet."
        filtersHeadingId={FILTERS_HEADING_ID}
      />
    </div>
  );
}
