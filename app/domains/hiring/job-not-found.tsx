import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { JOB_CLOSED } from "./rules";

export const JOB_NOT_FOUND = {
  title: "Job not found",
  message: "This job does not exist or is no longer open.",
} as const;

/** The same for every unknown id (no id echoed), so the prerendered 404 document hydrates. */
export function JobNotFound() {
  return <NotFoundScreen {...JOB_NOT_FOUND} back={{ to: "/jobs", label: "Back to Jobs" }} />;
}

/** A posted job its company closed: its address answers 410 with this. */
export function JobClosed() {
  return <NotFoundScreen {...JOB_CLOSED} back={{ to: "/jobs", label: "Back to Jobs" }} />;
}
