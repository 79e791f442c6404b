import { data } from "react-router";
import { reviewAction } from "~/features/reviews/review-action.server";
import { loadVendorReviews } from "~/features/reviews/review-loader.server";
import { ReviewsSection } from "~/features/reviews/reviews-section";
import { VENDOR_NOT_FOUND, VendorNotFound } from "~/features/vendors/vendor-not-found";
import { VendorProfile } from "~/features/vendors/vendor-profile";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { vendorOrganizationLd } from "~/lib/structured-data";
import type { Route } from "./+types/vendor-detail";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const vendor = await context.repo.vendors.bySlug(params.slug);
  if (!vendor) return data({ vendor: null, reviews: null }, { status: 404 });
  return { vendor, reviews: await loadVendorReviews(context, request, vendor) };
}

/** Writing, editing, deleting, replying to and reporting reviews, from the Reviews section. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const vendor = await context.repo.vendors.bySlug(params.slug);
  if (!vendor) throw data(null, { status: 404 });
  return reviewAction(context, request, vendor);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const vendor = loaderData?.vendor;
  if (!vendor) return notFoundMeta(VENDOR_NOT_FOUND.title, VENDOR_NOT_FOUND.message);
  return [
    ...pageMeta({
      title: vendor.name,
      description: vendor.shortBlurb,
      path: `/vendors/${vendor.slug}`,
    }),
    { "script:ld+json": vendorOrganizationLd(vendor) },
  ];
}

export default function VendorDetail({
  loaderData: { vendor, reviews },
  actionData,
}: Route.ComponentProps) {
  if (!vendor || !reviews) return <VendorNotFound />;
  return (
    <VendorProfile
      vendor={vendor}
      reviews={<ReviewsSection data={reviews} vendorName={vendor.name} result={actionData} />}
    />
  );
}
