import { FileQuestionIcon } from "lucide-react";
import { useParams } from "react-router";
import { PageHeader } from "~/components/shared/page-header";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { Button } from "~/components/ui/button";
import { ContactVendorDialog } from "~/features/forms/contact-vendor-dialog";
import { QuoteRequestDialog } from "~/features/forms/quote-request-dialog";
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
  return (
    <PageHeader title={vendor.name} description={vendor.shortBlurb}>
      <div className="mt-6 flex flex-wrap gap-3">
        <ContactVendorDialog vendor={vendor}>
          <Button>Contact Vendor</Button>
        </ContactVendorDialog>
        <QuoteRequestDialog vendor={vendor}>
          <Button variant="outline">Request Quote</Button>
        </QuoteRequestDialog>
      </div>
    </PageHeader>
  );
}
