import { useParams } from "react-router";
import { getVendorBySlug } from "~/data/vendors";
import { VENDOR_NOT_FOUND, VendorNotFound } from "~/features/vendors/vendor-not-found";
import { VendorProfile } from "~/features/vendors/vendor-profile";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vendor-detail";

export function meta({ params }: Route.MetaArgs) {
  const vendor = getVendorBySlug(params.slug);
  if (!vendor) return notFoundMeta(VENDOR_NOT_FOUND.title, VENDOR_NOT_FOUND.message);
  return pageMeta({
    title: vendor.name,
    description: vendor.shortBlurb,
    path: `/vendors/${vendor.slug}`,
  });
}

export default function VendorDetail() {
  const vendor = getVendorBySlug(useParams().slug ?? "");
  return vendor ? <VendorProfile vendor={vendor} /> : <VendorNotFound />;
}
