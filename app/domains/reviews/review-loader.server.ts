import type { AppLoadContext } from "react-router";
import type { Review, Vendor } from "~/data/types";
import { distributionRows } from "~/domain/ratings";
import { mayReply, mayReport, mayReview } from "./permissions";
import { readPage } from "~/lib/incremental";
import { signInPath } from "~/lib/access.server";
import type { ReviewsData } from "./review-result";

// What a vendor profile's Reviews section shows, already shaped and with what this visitor may
// do: never an account id (a review says whether it is the visitor's own, not whose it is).

export const REVIEWS_PAGE_SIZE = 10;

export async function loadVendorReviews(
  context: AppLoadContext,
  request: Request,
  vendor: Vendor,
): Promise<ReviewsData> {
  const url = new URL(request.url);
  const page = readPage(url.searchParams);
  const { user, repo } = context;
  const [list, distribution, ownerId, own] = await Promise.all([
    repo.reviews.forVendor(vendor.id, page * REVIEWS_PAGE_SIZE),
    repo.reviews.distribution(vendor.id),
    repo.vendors.ownerId(vendor.id),
    user ? repo.reviews.byAuthor(vendor.id, user.id) : undefined,
  ]);
  const replier = mayReply(user, { ownerId }) === null;
  const reviews = list.items.map(({ authorId, vendorId: _, ...review }) => ({
    ...review,
    mine: authorId === user?.id,
    mayReport: mayReport(user, { authorId }) === null,
    mayReply: replier,
  }));
  const hasMore = list.items.length < list.matches;
  let ownReview: Review | null = null;
  if (own) {
    const { authorId: _, vendorId: __, ...review } = own;
    ownReview = review;
  }
  return {
    count: list.matches,
    average: list.matches > 0 ? vendor.rating : null,
    distribution: distributionRows(distribution),
    reviews,
    nextPageHref: hasMore ? `${url.pathname}?page=${page + 1}#reviews` : null,
    signInHref: user ? null : signInPath(`${url.pathname}${url.search}`),
    writeRefusal: mayReview(user, { ownerId }),
    ownReview,
  };
}
