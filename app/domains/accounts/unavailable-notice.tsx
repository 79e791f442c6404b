import { CloudOffIcon } from "lucide-react";
import { DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";

/** The sign-in modal's notice when the service behind it cannot be reached. */
export function UnavailableNotice({ service }: { service: "accounts" | "sign-in" }) {
  return (
    <>
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <CloudOffIcon className="size-6" aria-hidden="true" />
      </div>
      <DialogHeader>
        <DialogTitle>Sign-in is unavailable right now</DialogTitle>
        <DialogDescription>
          We can&apos;t reach the {service} service at the moment. Browsing works as usual; please
          try again in a few minutes.
        </DialogDescription>
      </DialogHeader>
    </>
  );
}
