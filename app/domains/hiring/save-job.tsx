import { SaveToggle } from "~/components/shared/save-toggle";
import { JOB_SAVE_TEXT, SAVE_JOB_ACTION, type SaveState } from "~/lib/save-notice";

// Save for Later on a job ad: onto the member's saved jobs (issue 22; the first release's spec
// gave the button no behaviour).

export function SaveJob({ jobId, state }: { jobId: string; state: SaveState }) {
  return (
    <div>
      <SaveToggle
        action={SAVE_JOB_ACTION}
        field="jobId"
        target={jobId}
        state={state}
        size="lg"
        text={JOB_SAVE_TEXT}
      />
    </div>
  );
}
