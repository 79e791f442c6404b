import { ArrowLeftIcon, FileQuestionIcon } from "lucide-react";
import { Link } from "react-router";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { buttonVariants } from "~/components/ui/button";

export const JOB_NOT_FOUND = {
  title: "Job not found",
  message: "This job does not exist or is no longer open.",
} as const;

/** The same for every unknown id (no id echoed), so the prerendered 404 document hydrates. */
export function JobNotFound() {
  return (
    <PlaceholderScreen
      icon={FileQuestionIcon}
      title={JOB_NOT_FOUND.title}
      message={JOB_NOT_FOUND.message}
    >
      <Link to="/jobs" className={buttonVariants()}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Jobs
      </Link>
    </PlaceholderScreen>
  );
}
