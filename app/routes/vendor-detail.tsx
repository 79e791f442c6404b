import { FileQuestionIcon } from "lucide-react";
import { useParams } from "react-router";
import { PageHeader } from "~/components/shared/page-header";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { getVendorBySlug } from "~/data/vendors";

export default function VendorDetail() {
  const vendor = getVendorBySlug(useParams().slug ?? "");
  if (!vendor)
    return (
      <PlaceholderScreen
        icon={FileQuestionIcon}
        title="Vendor Not Found"
        message="The vendor you are looking for does not exist."
      />
    );
  return <PageHeader title={vendor.name} description={vendor.shortBlurb} />;
}
