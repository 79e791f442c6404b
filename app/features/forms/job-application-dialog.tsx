import type { ReactElement } from "react";
import type { Job } from "~/data/types";

/**
 * The "Submit Application" dialog. `children` is the trigger button; the forms issue builds the dialog
 * and its form behind it.
 */
export function JobApplicationDialog({ children }: { job: Job; children: ReactElement }) {
  return children;
}
