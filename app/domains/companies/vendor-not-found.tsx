import { ArrowLeftIcon, FileQuestionIcon } from "lucide-react";
import { Link } from "react-router";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { buttonVariants } from "~/components/ui/button";

export const VENDOR_NOT_FOUND = {
  title: "Vendor Not Found",
  message: "The vendor you are looking for does not exist.",
} as const;

/** The same for every unknown slug (no slug echoed), so the prerendered 404 document hydrates. */
export function VendorNotFound() {
  return (
    <PlaceholderScreen
      icon={FileQuestionIcon}
      title={VENDOR_NOT_FOUND.title}
      message={VENDOR_NOT_FOUND.message}
    >
      <Link to="/vendors" className={buttonVariants()}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Supplier Directory
      </Link>
    </PlaceholderScreen>
  );
}
