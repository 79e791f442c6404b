import { data } from "react-router";
import { VENDOR_NOT_FOUND, VendorNotFound } from "~/features/vendors/vendor-not-found";
import { VendorProfile } from "~/features/vendors/vendor-profile";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { vendorOrganizationLd } from "~/lib/structured-data";
import type { Route } from "./+types/vendor-detail";

export async function loader({ context, params }: Route.LoaderArgs) {
  const vendor = await context.repo.vendors.bySlug(params.slug);
  return vendor ? { vendor } : data({ vendor: null }, { status: 404 });
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

export default function VendorDetail({ loaderData: { vendor } }: Route.ComponentProps) {
  return vendor ? <VendorProfile vendor={vendor} /> : <VendorNotFound />;
}
