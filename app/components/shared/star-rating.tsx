import { StarIcon } from "lucide-react";

export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-800">
      <StarIcon className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5 stars</span>
      </span>
    </span>
  );
}
