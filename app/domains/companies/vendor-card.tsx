import type { ReactNode } from "react";
import { Link } from "react-router";
import { CardPicture } from "~/components/shared/card-picture";
import { StarRating } from "~/components/shared/star-rating";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { Vendor } from "~/data/types";
import { cn } from "~/lib/utils";
import { MemberText } from "~/components/shared/member-text";

/** The width of a card's Save button, beside View Profile. */
export const CARD_SAVE_CLASS = "w-28 shrink-0";

export function VendorCard({
  vendor,
  className,
  save = null,
}: {
  vendor: Vendor;
  className?: string;
  /** The card's Save control (onto the member's shortlists), beside View Profile. */
  save?: ReactNode;
}) {
  const profileLink = (
    <Link
      to={`/vendors/${vendor.slug}`}
      className={buttonVariants({ variant: "outline", className: save ? "flex-1" : "w-full" })}
      aria-label={`View Profile: ${vendor.name}`}
    >
      View Profile
    </Link>
  );
  return (
    <Card className={cn("h-full p-5", className)}>
      <div className="flex items-start gap-4">
        <CardPicture src={vendor.logoUrl} kind="logo" />
        <div className="min-w-0">
          <h3 className="text-base leading-snug font-semibold text-slate-900">
            <MemberText text={vendor.name} />
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating rating={vendor.rating} count={vendor.reviewCount} />
            <span className="inline-flex items-center gap-1 text-sm text-slate-600">
              <SpriteIcon name="map-pin" className="size-3.5" />
              {vendor.location}
            </span>
          </div>
        </div>
      </div>
      <Badge className="mt-4 self-start">{vendor.category}</Badge>
      <p className="mt-3 line-clamp-3 text-sm text-slate-600">
        <MemberText text={vendor.shortBlurb} />
      </p>
      <div className="mt-auto flex flex-wrap items-start gap-x-2 pt-5">
        {profileLink}
        {save}
      </div>
    </Card>
  );
}
