import { SpriteIcon } from "~/components/ui/sprite-icon";
import { formatRating, reviewCountLabel } from "~/domain/ratings";

/** A vendor's shown rating, with the number of reviews it averages when it has any. */
export function StarRating({ rating, count }: { rating: number | null; count?: number }) {
  if (rating === null) {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-slate-600">
        <SpriteIcon name="star" className="size-4 text-slate-400" />
        No ratings yet
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-800">
      <SpriteIcon name="star" className="size-4 fill-amber-400 text-amber-500" />
      <span>
        {formatRating(rating)}
        <span className="sr-only"> out of 5 stars</span>
      </span>
      {count ? (
        <span className="font-normal text-slate-600">({reviewCountLabel(count)})</span>
      ) : null}
    </span>
  );
}
