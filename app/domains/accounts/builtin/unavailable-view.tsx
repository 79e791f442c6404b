import { useState } from "react";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { UnavailableNotice } from "../unavailable-notice";

/** Shown instead of Sign In and Join while the accounts service cannot be reached. */
export function UnavailableView({
  onRetry,
  onClose,
}: {
  onRetry?: () => Promise<boolean>;
  onClose(): void;
}) {
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  return (
    <>
      <UnavailableNotice service="accounts" />
      <div role="status" aria-live="polite" className="text-sm text-slate-600">
        {stillDown ? "Still unavailable. Please try again later." : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        {onRetry ? (
          <Button
            disabled={checking}
            onClick={async () => {
              setChecking(true);
              const ok = await onRetry();
              setChecking(false);
              setStillDown(!ok);
            }}
          >
            {checking ? "Checking..." : "Try Again"}
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}
