import { FileQuestionIcon } from "lucide-react";
import { useParams } from "react-router";
import { PageHeader } from "~/components/shared/page-header";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { Button } from "~/components/ui/button";
import { JobApplicationDialog } from "~/features/forms/job-application-dialog";
import { getJob } from "~/data/jobs";

export default function JobDetail() {
  const job = getJob(useParams().id ?? "");
  if (!job) return <PlaceholderScreen icon={FileQuestionIcon} title="Job not found" />;
  return (
    <PageHeader title={job.title} description={job.company}>
      <JobApplicationDialog job={job}>
        <Button className="mt-6">Submit Application</Button>
      </JobApplicationDialog>
    </PageHeader>
  );
}
